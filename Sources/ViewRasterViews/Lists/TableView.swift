import Foundation

/// A list of rows (UITableView), driven by a `TableViewDataSource`: register a cell class,
/// dequeue cells in `tableView(_:cellForRowAt:)`, and the table lays them out top-down, each
/// `rowHeight` tall (44 pt by default) with a hairline separator at its bottom inset by
/// `separatorInset` (16 pt on the left, UIKit's for a cell's default margins). Only the rows
/// inside the bounds get cells (scroll with `contentOffset`); `contentSize` covers every row.
/// A table under the bars starts scrolled by its safe area's top, as UIKit's automatic
/// content inset adjustment leaves it, so its first row shows below them.
///
/// The minimal table: every section is a run of rows without headers or footers, and
/// `.grouped`/`.insetGrouped` differ from `.plain` only in their background.
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

    /// The style the table was made with.
    public let style: Style
    /// Who answers the number of rows and their cells; setting it reloads the table.
    public weak var dataSource: (any TableViewDataSource)? { didSet { reloadData() } }
    /// Every row's height (44 pt, UIKit's default): the cell's content view is this less the
    /// separator's hairline (1 px).
    public var rowHeight: CGFloat = 44 { didSet { setNeedsLayout() } }
    /// Whether rows have separators.
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' color (UIColor.separator: (60, 60, 67) at 0.29).
    public var separatorColor: Color? = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.29) {
        didSet { setNeedsLayout() }
    }
    /// The separators' insets (only left and right are used).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    private var registered: [String: TableViewCell.Type] = [:]
    private var reusable: [String: [TableViewCell]] = [:]
    private var shown: [IndexPath: TableViewCell] = [:]
    private var rowCounts: [Int]?
    private var restingTop: CGFloat = 0

    /// A table of `style` at `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : Color(red: 242 / 255.0, green: 242 / 255.0, blue: 247 / 255.0, alpha: 1)
    }

    /// A plain table at `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// The nib initialiser: a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Registers the class the table makes cells of for `identifier` (a `TableViewCell`
    /// subclass; nil removes the registration).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registered[identifier] = nil; return }
        guard let cellType = cellClass as? TableViewCell.Type else {
            Log("TableView.register: \(cellClass) is not a TableViewCell subclass; \"\(identifier)\" is not registered")
            return
        }
        registered[identifier] = cellType
    }

    /// A cell for `identifier`: one the table no longer shows (after `prepareForReuse()`), else
    /// a new one of the registered class. An identifier nothing was registered for (UIKit
    /// raises) is reported and gets a `.default` cell.
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
        guard let type = registered[identifier] else { return nil }
        return type.init(registeredStyle: .default, reuseIdentifier: identifier)
    }

    /// Asks the data source again for its rows and cells (at the next layout).
    public func reloadData() {
        rowCounts = nil
        for cell in shown.values { recycle(cell) }
        shown = [:]
        setNeedsLayout()
    }

    /// The number of sections the data source gave.
    public var numberOfSections: Int { counts().count }

    /// The number of rows in `section` the data source gave (0 for a section it does not have).
    public func numberOfRows(inSection section: Int) -> Int {
        let c = counts()
        return c.indices.contains(section) ? c[section] : 0
    }

    /// The row's rectangle in the table's content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let c = counts()
        let before = c.prefix(max(0, min(indexPath.section, c.count))).reduce(0, +) + indexPath.row
        return CGRect(x: 0, y: CGFloat(before) * rowHeight, width: bounds.width, height: rowHeight)
    }

    /// The cell shown for `indexPath`, nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shown[indexPath] }

    /// The cells shown, top to bottom.
    public var visibleCells: [TableViewCell] { indexPathsForVisibleRows.compactMap { shown[$0] } }

    /// The index paths of the rows shown, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { shown.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) } }

    /// Places a cell for every row inside the bounds, asking the data source for the rows not
    /// shown yet; cells scrolled out are kept for reuse.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // UIKit's automatic content inset adjustment: a table reaching under the status and
        // navigation bars rests scrolled by its safe area's top, so its first row shows below
        // them. An offset the app set is kept.
        let top = safeAreaInsets.top + contentInset.top
        if contentOffset.y == -restingTop {
            contentOffset = CGPoint(x: contentOffset.x, y: -top)
        }
        restingTop = top
        let c = counts()
        contentSize = CGSize(width: bounds.width, height: CGFloat(c.reduce(0, +)) * rowHeight)
        var wanted: [IndexPath] = []
        let visible = bounds
        for (section, rows) in c.enumerated() {
            for row in 0..<rows {
                let ip = IndexPath(row: row, section: section)
                let r = rectForRow(at: ip)
                if r.maxY > visible.minY && r.minY < visible.maxY { wanted.append(ip) }
            }
        }
        let keep = Set(wanted)
        for (ip, cell) in shown where !keep.contains(ip) {
            shown[ip] = nil
            recycle(cell)
        }
        let hairline = 1 / max(layoutScale, 1)
        for ip in wanted {
            let cell: TableViewCell
            if let existing = shown[ip] {
                cell = existing
            } else {
                guard let dataSource else { break }
                cell = dataSource.tableView(self, cellForRowAt: ip)
                shown[ip] = cell
                if cell.superview !== self { addSubview(cell) }
                LayoutPass.subviewsAddedDuringLayout = true
            }
            cell.frame = rectForRow(at: ip)
            let separated = separatorStyle == .singleLine && separatorColor != nil
            cell.placeSeparator(separated ? separatorColor : nil, hairline: hairline,
                                left: separatorInset.left, right: separatorInset.right)
            cell.setNeedsLayout()
        }
    }

    private func counts() -> [Int] {
        if let rowCounts { return rowCounts }
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let c = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        rowCounts = c
        return c
    }

    private func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        guard let id = cell.reuseIdentifier else { return }
        reusable[id, default: []].append(cell)
    }
}
