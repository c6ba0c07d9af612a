import Foundation

/// A scrolling grid of items in sections (UICollectionView), placed by its
/// `collectionViewLayout` (a `CollectionViewFlowLayout`, a `CollectionViewCompositionalLayout`
/// or your own) and filled by its `CollectionViewDataSource`: register cell and supplementary
/// classes (or nib makers), dequeue them in the data source, and the collection shows a view
/// for every element whose frame meets its bounds (scroll with `contentOffset`);
/// `contentSize` is the layout's.
@MainActor
open class CollectionView: ScrollView {
    /// The kind of section headers (UICollectionView.elementKindSectionHeader).
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers (UICollectionView.elementKindSectionFooter).
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// What places the items; setting it lays the collection out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet { oldValue.collectionView = nil; collectionViewLayout.collectionView = self; reloadData() }
    }
    /// Who answers the sections, items and views; setting it reloads.
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// The delegate (a flow layout asks a `CollectionViewDelegateFlowLayout` for sizes).
    public weak var delegate: (any CollectionViewDelegate)? { didSet { reloadData() } }

    typealias Maker = @MainActor () -> CollectionReusableView?
    var cellMakers: [String: Maker] = [:]
    var supplementaryMakers: [String: Maker] = [:]
    var reusable: [String: [CollectionReusableView]] = [:]
    var shownCells: [IndexPath: CollectionViewCell] = [:]
    var shownSupplementaries: [String: CollectionReusableView] = [:]
    var itemCounts: [Int]?
    var fittedSizes: [IndexPath: CGSize] = [:]

    /// The `dataSource` and `delegate` outlets a xib or storyboard connects (to the file's owner
    /// or the scene's controller): an object that is not a `CollectionViewDataSource` /
    /// `CollectionViewDelegate` is refused (the loader warns).
    open override class var connections: ConnectionTable {
        super.connections
            .outlet("dataSource") { (me: CollectionView, value) in
                if value == nil { me.dataSource = nil; return true }
                guard let source = value as? any CollectionViewDataSource else { return false }
                me.dataSource = source
                return true
            }
            .outlet("delegate") { (me: CollectionView, value) in
                if value == nil { me.delegate = nil; return true }
                guard let delegate = value as? any CollectionViewDelegate else { return false }
                me.delegate = delegate
                return true
            }
    }

    /// A collection at `frame` placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// The nib initialiser: a flow layout (the nib loader sets the file's).
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// Registers the cell class made for `identifier` (a `CollectionViewCell` subclass).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { cellMakers[identifier] = nil; return }
        guard let type = cellClass as? CollectionViewCell.Type else {
            Log("CollectionView.register: \(cellClass) is not a CollectionViewCell subclass; \"\(identifier)\" is not registered")
            return
        }
        cellMakers[identifier] = { type.init(registeredFrame: .zero) }
    }

    /// Registers a maker of cells for `identifier` (a nib's or a storyboard prototype's).
    public func register(cellMaker: @escaping @MainActor () -> CollectionViewCell?, forCellWithReuseIdentifier identifier: String) {
        cellMakers[identifier] = cellMaker
    }

    /// Registers the class of supplementary views of `kind` made for `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = "\(kind)/\(identifier)"
        guard let viewClass else { supplementaryMakers[key] = nil; return }
        guard let type = viewClass as? CollectionReusableView.Type else {
            Log("CollectionView.register: \(viewClass) is not a CollectionReusableView subclass; \"\(identifier)\" is not registered")
            return
        }
        supplementaryMakers[key] = { type.init(registeredFrame: .zero) }
    }

    /// Registers a maker of supplementary views of `kind` for `identifier` (a nib's).
    public func register(supplementaryMaker: @escaping @MainActor () -> CollectionReusableView?, ofKind kind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryMakers["\(kind)/\(identifier)"] = supplementaryMaker
    }

    /// Whether a cell class or maker is registered for `identifier`.
    public func hasCellRegistration(forReuseIdentifier identifier: String) -> Bool { cellMakers[identifier] != nil }

    /// A cell for `identifier`: one no longer shown (after `prepareForReuse()`) or a new one.
    /// An identifier nothing was registered for (UIKit raises) is reported and gets a plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = dequeue(key: identifier, identifier: identifier, makers: cellMakers) as? CollectionViewCell { return cell }
        Log("CollectionView: no class registered for cell reuse identifier \"\(identifier)\" (item \(indexPath.item), section \(indexPath.section)); using a plain cell")
        let cell = CollectionViewCell(frame: .zero)
        cell.reuseIdentifierStorage = identifier
        cell.reuseKey = identifier
        return cell
    }

    /// A supplementary view of `kind` for `identifier`, reused or new (reported and plain when
    /// nothing is registered).
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let key = "\(kind)/\(identifier)"
        if let v = dequeue(key: key, identifier: identifier, makers: supplementaryMakers) { return v }
        Log("CollectionView: no class registered for \(kind) reuse identifier \"\(identifier)\"; using a plain view")
        let v = CollectionReusableView(frame: .zero)
        v.reuseIdentifierStorage = identifier
        v.reuseKey = key
        return v
    }

    private func dequeue(key: String, identifier: String, makers: [String: Maker]) -> CollectionReusableView? {
        if var pool = reusable[key], !pool.isEmpty {
            let v = pool.removeLast()
            reusable[key] = pool
            v.prepareForReuse()
            return v
        }
        guard let make = makers[key], let v = make() else { return nil }
        v.reuseIdentifierStorage = identifier
        v.reuseKey = key
        return v
    }

    /// Asks the data source again (at the next layout).
    public func reloadData() {
        itemCounts = nil
        fittedSizes = [:]
        for v in shownCells.values { recycle(v) }
        for v in shownSupplementaries.values { recycle(v) }
        shownCells = [:]
        shownSupplementaries = [:]
        setNeedsLayout()
    }

    /// The number of sections the data source gave.
    public var numberOfSections: Int { counts().count }

    /// The number of items in `section` (0 for a section the data source does not have).
    public func numberOfItems(inSection section: Int) -> Int {
        let c = counts()
        return c.indices.contains(section) ? c[section] : 0
    }

    /// The cells shown, in index-path order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { shownCells[$0] } }
    /// The index paths of the items shown, in order.
    public var indexPathsForVisibleItems: [IndexPath] { shownCells.keys.sorted { ($0.section, $0.item) < ($1.section, $1.item) } }
    /// The cell shown for `indexPath`, nil when it is not visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { shownCells[indexPath] }
    /// The supplementary view of `kind` shown for `indexPath`'s section.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        shownSupplementaries["\(kind)#\(indexPath.section)"]
    }
    /// The item's attributes from the layout (after layout).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        if needsLayout { layoutIfNeeded() }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(flippedIfNeeded)
    }

    /// Whether the first layout with content placed the content offset (`placeLeadingEdgeIfNeeded`).
    private var placedLeadingEdge = false

    /// Whether the layout's frames are mirrored: a layout that flips, in the opposite
    /// direction to the one it was written for.
    var flipsLayout: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }
    /// The width the layout's frames are mirrored in: the content's, at least the bounds'.
    private var flipWidth: CGFloat { max(contentSize.width, bounds.width) }

    /// The first time a flipping layout's content is wider than the bounds right to left,
    /// scrolls to its right end, where the mirrored first items are (UIKit shows a horizontally
    /// scrolling collection's leading edge first: `contentOffset.x` starts at its largest value,
    /// content width + right inset − bounds width). An offset set before keeps its value.
    private func placeLeadingEdgeIfNeeded() {
        guard !placedLeadingEdge, contentSize.width > 0, bounds.width > 0 else { return }
        placedLeadingEdge = true
        guard flipsLayout, contentOffset.x == 0 else { return }
        let end = contentSize.width + contentInset.right - bounds.width
        if end > 0 { contentOffset.x = end }
    }

    /// `a` with its frame mirrored when the layout flips.
    private func flippedIfNeeded(_ a: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard flipsLayout else { return a }
        var m = a
        m.frame = a.frame.mirrored(within: flipWidth)
        return m
    }

    /// Prepares the layout and shows a view for every element meeting the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        collectionViewLayout.collectionView = self
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
        placeLeadingEdgeIfNeeded()
        // Right to left a flipping layout is asked for the mirrored rect and its frames mirrored.
        let rect = flipsLayout ? bounds.mirrored(within: flipWidth) : bounds
        let wanted = collectionViewLayout.layoutAttributesForElements(in: rect).map(flippedIfNeeded)
        var cells: [IndexPath: CGRect] = [:]
        var supplementaries: [String: (CollectionViewLayoutAttributes)] = [:]
        for a in wanted {
            if a.representedElementCategory == .cell { cells[a.indexPath] = a.frame }
            else if let kind = a.representedElementKind { supplementaries["\(kind)#\(a.indexPath.section)"] = a }
        }
        for (ip, v) in shownCells where cells[ip] == nil { shownCells[ip] = nil; recycle(v) }
        for (k, v) in shownSupplementaries where supplementaries[k] == nil { shownSupplementaries[k] = nil; recycle(v) }
        for ip in cells.keys.sorted(by: { ($0.section, $0.item) < ($1.section, $1.item) }) {
            guard let cell = cell(at: ip) else { break }
            cell.frame = cells[ip]!
            cell.setNeedsLayout()
        }
        for (key, a) in supplementaries.sorted(by: { $0.key < $1.key }) {
            let view: CollectionReusableView
            if let v = shownSupplementaries[key] {
                view = v
            } else {
                guard let kind = a.representedElementKind,
                      let v = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath) else { continue }
                view = v
                shownSupplementaries[key] = v
                if v.superview !== self { addSubview(v); LayoutPass.subviewsAddedDuringLayout = true }
            }
            view.frame = a.frame
        }
    }

    func cell(at ip: IndexPath) -> CollectionViewCell? {
        if let c = shownCells[ip] { return c }
        guard let dataSource else { return nil }
        let c = dataSource.collectionView(self, cellForItemAt: ip)
        shownCells[ip] = c
        if c.superview !== self { addSubview(c) }
        LayoutPass.subviewsAddedDuringLayout = true
        return c
    }

    /// A self-sizing item's size: its cell's content view fitted by Auto Layout (pulled
    /// towards zero from `estimate`); nil when the constraints give no size.
    func fittedItemSize(at ip: IndexPath, estimate: CGSize) -> CGSize? {
        if let s = fittedSizes[ip] { return s }
        guard let cell = cell(at: ip) else { return nil }
        let s = cell.contentView.systemLayoutSizeFitting(CGSize(width: 0, height: 0))
        guard s.width > 0, s.height > 0 else { return nil }
        fittedSizes[ip] = s
        return s
    }

    func counts() -> [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { return [] }
        let c = (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        itemCounts = c
        return c
    }

    func recycle(_ v: CollectionReusableView) {
        v.removeFromSuperview()
        guard let key = v.reuseKey else { return }
        reusable[key, default: []].append(v)
    }
}
