import Foundation

/// A list of rows in sections (UITableView), driven by a `TableViewDataSource` and an optional
/// `TableViewDelegate`: register a cell class, dequeue cells in `tableView(_:cellForRowAt:)`,
/// and the table lays its content out top-down — `tableHeaderView`, then each section's
/// header, rows and footer, then `tableFooterView` — as iOS 17 does (`TableViewMetrics`).
///
/// Rows are `rowHeight` tall (44 pt) unless the delegate says otherwise;
/// `TableView.automaticDimension` sizes a row from its cell's Auto Layout constraints. Each
/// row has a hairline separator at its bottom inset by `separatorInset`; a plain table also
/// draws separators for the empty rows that fill its bounds below the last row, unless it has
/// a `tableFooterView`. Only what lies inside the bounds gets views (scroll with
/// `contentOffset`); `contentSize` covers everything. Plain tables float the header of the
/// section at the top. A table under the bars starts scrolled by its safe area's top, as
/// UIKit's automatic content inset adjustment leaves it.
@MainActor
open class TableView: ScrollView {
    /// UITableView.Style.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// UITableViewCell.SeparatorStyle.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// UITableView.automaticDimension: a height the table works out itself (self-sizing rows,
    /// the default height of a titled header).
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The style the table was made with.
    public internal(set) var style: Style
    /// Who answers the number of rows and their cells; setting it reloads the table.
    public weak var dataSource: (any TableViewDataSource)? { didSet { reloadData() } }
    /// Who sizes rows, headers and footers and gives header and footer views; setting it reloads.
    public weak var delegate: (any TableViewDelegate)? { didSet { reloadData() } }
    /// Every row's height (44 pt, UIKit's default) unless the delegate gives one;
    /// `automaticDimension` self-sizes rows. The cell's content view is this less the
    /// separator's hairline (1 px).
    public var rowHeight: CGFloat = TableViewMetrics.rowHeight { didSet { invalidateRows() } }
    /// The height self-sizing rows are assumed to have before they are measured (UIKit's
    /// `estimatedRowHeight`); also the pitch of the empty rows' separators of a self-sizing table.
    public var estimatedRowHeight: CGFloat = TableViewMetrics.rowHeight { didSet { invalidateRows() } }
    /// Every section header's height unless the delegate gives one (`automaticDimension`: the
    /// style's default, see `TableViewMetrics`).
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { invalidateRows() } }
    /// Every section footer's height unless the delegate gives one (`automaticDimension`: the
    /// style's default).
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { invalidateRows() } }
    /// Space above each section header of a plain table (iOS 15's `sectionHeaderTopPadding`;
    /// `automaticDimension`: 22 pt in plain tables, none in grouped ones).
    public var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension { didSet { invalidateRows() } }
    /// Whether rows have separators.
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' color (`Color.separator`: (60, 60, 67) at 0.29 in light mode).
    public var separatorColor: Color? = .separator { didSet { setNeedsLayout() } }
    /// The separators' insets (only left and right are used). Until set, the cells' side margin
    /// on the left — 16 pt, 20 pt on a screen wider than 375 pt once the table is wider than 320
    /// pt (`TableViewMetrics.sideMargin`) — as UIKit's default separators line up with the
    /// cells' content; a value set (in code or a nib) is used as given.
    public var separatorInset: EdgeInsets {
        get { customSeparatorInset ?? EdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0) }
        set { customSeparatorInset = newValue; setNeedsLayout() }
    }
    /// The separator insets set in code or a nib; nil follows the cells' side margin.
    private var customSeparatorInset: EdgeInsets?
    /// A view above the first section, at its own height and the table's width.
    public var tableHeaderView: View? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableHeaderView { addSubview(v) }; invalidateRows() }
    }
    /// A view below the last section, at its own height; a plain table with one draws no
    /// separators for empty rows.
    public var tableFooterView: View? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableFooterView { addSubview(v) }; invalidateRows() }
    }

    var registered: [String: TableViewCell.Type] = [:]
    var registeredNibs: [String: @MainActor () -> TableViewCell?] = [:]
    var reusable: [String: [TableViewCell]] = [:]
    var shown: [IndexPath: TableViewCell] = [:]
    var rowCounts: [Int]?
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var supplementaries: [SupplementaryKey: View] = [:]
    var fillerSeparators: [View] = []
    var sectionBackgrounds: [View] = []
    var restingTop: CGFloat = 0
    /// The last layout's geometry.
    var geometry = TableGeometry()
    /// Static cells (from a storyboard's `<sections>`): shown in place of a data source's.
    var staticSections: [StaticSection]?

    /// A header or footer of one section.
    struct SupplementaryKey: Hashable { var section: Int; var isHeader: Bool }

    /// One section of static cells with its titles.
    struct StaticSection {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [TableViewCell]
    }

    /// The `dataSource` and `delegate` outlets a xib or storyboard connects (to the file's owner
    /// or the scene's controller): an object that is not a `TableViewDataSource` /
    /// `TableViewDelegate` is refused (the loader warns).
    open override class var connections: ConnectionTable {
        super.connections
            .outlet("dataSource") { (me: TableView, value) in
                if value == nil { me.dataSource = nil; return true }
                guard let source = value as? any TableViewDataSource else { return false }
                me.dataSource = source
                return true
            }
            .outlet("delegate") { (me: TableView, value) in
                if value == nil { me.delegate = nil; return true }
                guard let delegate = value as? any TableViewDelegate else { return false }
                me.delegate = delegate
                return true
            }
    }

    /// A table of `style` at `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table at `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// The nib initialiser: a plain table (the nib loader sets the file's style).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Changes the style (the nib loader's; UIKit fixes it at creation), with its background.
    public func setStyle(_ newStyle: Style, updatingBackground: Bool) {
        style = newStyle
        if updatingBackground { backgroundColor = newStyle == .plain ? .systemBackground : .systemGroupedBackground }
        invalidateRows()
    }

    /// Registers the class the table makes cells of for `identifier` (a `TableViewCell`
    /// subclass; nil removes the registration).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nil
        guard let cellClass else { registered[identifier] = nil; return }
        guard let cellType = cellClass as? TableViewCell.Type else {
            Log("TableView.register: \(cellClass) is not a TableViewCell subclass; \"\(identifier)\" is not registered")
            return
        }
        registered[identifier] = cellType
    }

    /// Registers a maker of cells for `identifier` (what a nib or a storyboard's prototype
    /// cell registers: each call instantiates the cell anew).
    public func register(cellMaker: @escaping @MainActor () -> TableViewCell?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = nil
        registeredNibs[identifier] = cellMaker
    }

    /// Whether a class or a maker is registered for `identifier`.
    public func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool {
        registered[identifier] != nil || registeredNibs[identifier] != nil
    }

    /// A cell for `identifier`: one the table no longer shows (after `prepareForReuse()`), else
    /// a new one of the registered class or nib. An identifier nothing was registered for
    /// (UIKit raises) is reported and gets a `.default` cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        Log("TableView: no class registered for reuse identifier \"\(identifier)\" (row \(indexPath.row), section \(indexPath.section)); using a default cell")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable or newly made cell for `identifier`, nil when nothing is registered for it.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var pool = reusable[identifier], !pool.isEmpty {
            let cell = pool.removeLast()
            reusable[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let make = registeredNibs[identifier] {
            let cell = make()
            cell?.reuseIdentifierStorage = identifier
            return cell
        }
        guard let type = registered[identifier] else { return nil }
        return type.init(registeredStyle: .default, reuseIdentifier: identifier)
    }

    /// Asks the data source again for its rows and cells (at the next layout).
    public func reloadData() {
        rowCounts = nil
        measuredHeights = [:]
        for cell in shown.values { recycle(cell) }
        shown = [:]
        for v in supplementaries.values { v.removeFromSuperview() }
        supplementaries = [:]
        setNeedsLayout()
    }

    func invalidateRows() {
        measuredHeights = [:]
        setNeedsLayout()
    }

    /// Shows these sections of cells instead of asking a data source (a storyboard's static
    /// cells: `<sections>`), each with its header and footer title.
    public func setStaticSections(_ sections: [(headerTitle: String?, footerTitle: String?, cells: [TableViewCell])]) {
        staticSections = sections.map { StaticSection(headerTitle: $0.headerTitle, footerTitle: $0.footerTitle, cells: $0.cells) }
        reloadData()
    }

    /// The number of sections the data source gave.
    public var numberOfSections: Int { counts().count }

    /// The number of rows in `section` the data source gave (0 for a section it does not have).
    public func numberOfRows(inSection section: Int) -> Int {
        let c = counts()
        return c.indices.contains(section) ? c[section] : 0
    }

    /// The row's rectangle in the table's content coordinates (as of the last layout).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeededForGeometry()
        return geometry.rowRect(indexPath) ?? .zero
    }

    /// The header's rectangle of `section` in content coordinates (zero height when it has none).
    public func rectForHeader(inSection section: Int) -> CGRect {
        layoutIfNeededForGeometry()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].header : .zero
    }

    /// The footer's rectangle of `section` in content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect {
        layoutIfNeededForGeometry()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].footer : .zero
    }

    /// The whole section's rectangle (header, rows, footer) in content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        layoutIfNeededForGeometry()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].whole : .zero
    }

    /// The cell shown for `indexPath`, nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shown[indexPath] }

    /// The header view shown for `section` (a titled header's or the delegate's), nil when not shown.
    public func headerView(forSection section: Int) -> View? { supplementaries[SupplementaryKey(section: section, isHeader: true)] }

    /// The footer view shown for `section`, nil when not shown.
    public func footerView(forSection section: Int) -> View? { supplementaries[SupplementaryKey(section: section, isHeader: false)] }

    /// The cells shown, top to bottom.
    public var visibleCells: [TableViewCell] { indexPathsForVisibleRows.compactMap { shown[$0] } }

    /// The index paths of the rows shown, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { shown.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) } }

    /// Places the header and footer views, a cell for every row inside the bounds (asking the
    /// data source for the rows not shown yet; cells scrolled out are kept for reuse), the
    /// visible sections' headers and footers, and the empty rows' separators.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTableSubviews()
    }

    private func layoutIfNeededForGeometry() {
        if needsLayout || geometry.sections.count != counts().count { layoutTable() }
    }

    func counts() -> [Int] {
        if let rowCounts { return rowCounts }
        if let staticSections {
            let c = staticSections.map(\.cells.count)
            rowCounts = c
            return c
        }
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let c = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        rowCounts = c
        return c
    }

    func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        guard staticSections == nil, let id = cell.reuseIdentifier else { return }
        reusable[id, default: []].append(cell)
    }
}
