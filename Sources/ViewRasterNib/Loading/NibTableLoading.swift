import Foundation
import ViewRasterViews

/// What a xib or storyboard says of tables and their cells (`<tableView>`, `<tableViewCell>`,
/// `<sections>`, `<prototypes>`), with the defaults IB omits: a plain table with 44 pt rows
/// and single-line separators; a `.default` cell without accessory.
extension NibPropertyApplier {
    static let tableStyles: [String: TableView.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
    static let cellStyles: [String: TableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    static let accessoryTypes: [String: TableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]

    /// `style`, `rowHeight` (IB's -1 is `automaticDimension`), `estimatedRowHeight`,
    /// `sectionHeaderHeight`, `sectionFooterHeight`, `separatorStyle`, `separatorColor`,
    /// `separatorInset`; the style's background unless the file sets one.
    func applyTableView(_ v: TableView) {
        let o = object
        var style = TableView.Style.plain
        if let s = o.attributes["style"] {
            if let known = Self.tableStyles[s] { style = known } else { warn("unknown table view style \"\(s)\"; plain is used") }
        }
        v.setStyle(style, updatingBackground: o.colors["backgroundColor"] == nil && !o.nilKeys.contains("backgroundColor"))
        if let h = o.double("rowHeight") { v.rowHeight = h < 0 ? TableView.automaticDimension : CGFloat(h) }
        if let h = o.double("estimatedRowHeight"), h > 0 { v.estimatedRowHeight = CGFloat(h) }
        if let h = o.double("sectionHeaderHeight") { v.sectionHeaderHeight = h < 0 ? TableView.automaticDimension : CGFloat(h) }
        if let h = o.double("sectionFooterHeight") { v.sectionFooterHeight = h < 0 ? TableView.automaticDimension : CGFloat(h) }
        if let s = o.attributes["separatorStyle"] { v.separatorStyle = s == "none" ? .none : .singleLine }
        if let c = o.colors["separatorColor"] { v.separatorColor = c.viewColor }
        if let i = o.insets["separatorInset"] { v.separatorInset = EdgeInsets(top: 0, left: i.left, bottom: 0, right: i.right) }
    }

    /// `style`, `accessoryType` and `reuseIdentifier` of a `<tableViewCell>`.
    func applyTableViewCell(_ v: TableViewCell) {
        let o = object
        var style = TableViewCell.CellStyle.default
        if let s = o.attributes["style"] {
            if let known = Self.cellStyles[s] { style = known } else { warn("unknown table view cell style \"\(s)\"; default is used") }
        }
        v.configureFromNib(style: style, reuseIdentifier: o.attributes["reuseIdentifier"])
        if let a = o.attributes["accessoryType"] {
            if let known = Self.accessoryTypes[a] { v.accessoryType = known } else { warn("unknown accessory type \"\(a)\"") }
        }
    }
}

extension NibInstantiator {
    /// A static table's cells (`dataMode="static"`) are made with the table: they are part of
    /// the file's objects (outlets reach them), not its subviews.
    func createStaticCells(of i: Int) throws {
        let o = plan.objects[i]
        guard o.element == "tableView", o.attributes["dataMode"] == "static" else { return }
        let before = context.createdViews.count
        for c in plan.cellIndices[i] { _ = try create(c, topLevel: false) }
        context.staticCellViews += context.createdViews[before...]
        context.createdViews.removeSubrange(before...)
    }

    /// The hierarchy inside each static cell.
    func buildStaticCellHierarchy(_ i: Int) {
        for c in plan.cellIndices[i] where context.objects[slot: plan.objectSlots[c]] != nil { buildHierarchy(c) }
    }

    /// Hands every table its cells: a static table its sections (with their titles), a
    /// prototype table a maker for each prototype's reuse identifier (each dequeue loads the
    /// prototype anew); gives style cells the labels and image view IB names.
    func assembleTables() {
        // The load's flattened objects (document order, as `forEach` walks them) in a loop:
        // a closure made on the main actor checks its executor on every call.
        for o in context.allObjects {
            if o.element == "tableViewCell", let cell = context.objects[o.id] as? TableViewCell { adoptStyleViews(cell, o) }
            guard o.element == "tableView", let table = context.objects[o.id] as? TableView else { continue }
            assembleHeaderAndFooter(table, o)
            if o.attributes["dataMode"] == "static" {
                assembleStaticSections(table, o)
            } else {
                for c in o.cells {
                    guard let id = c.attributes["reuseIdentifier"], !id.isEmpty else { continue }
                    table.register(cellMaker: prototypeMaker(c, as: TableViewCell.self), forCellReuseIdentifier: id)
                }
            }
        }
    }

    /// A table's `<… key="tableHeaderView">` and `<… key="tableFooterView">` (read as its
    /// subviews) become its `tableHeaderView` and `tableFooterView`, as the nib sets those
    /// properties: each keeps its stored height and takes the table's width.
    private func assembleHeaderAndFooter(_ table: TableView, _ o: NibObject) {
        for s in o.subviews {
            guard s.key == "tableHeaderView" || s.key == "tableFooterView", let view = context.objects[s.id] as? View else { continue }
            if s.key == "tableHeaderView" { table.tableHeaderView = view } else { table.tableFooterView = view }
        }
    }

    private func adoptStyleViews(_ cell: TableViewCell, _ o: NibObject) {
        cell.adoptNibStyleViews(title: o.attributes["textLabel"].flatMap { context.objects[$0] as? Label },
                                detail: o.attributes["detailTextLabel"].flatMap { context.objects[$0] as? Label },
                                image: o.attributes["imageView"].flatMap { context.objects[$0] as? ImageView })
    }

    private func assembleStaticSections(_ table: TableView, _ o: NibObject) {
        let cells = o.cells.map { context.objects[$0.id] as? TableViewCell }
        var sections: [(String?, String?, [TableViewCell])] = []
        var next = 0
        let layout = o.cellSections.isEmpty ? [NibCellSection(headerTitle: nil, footerTitle: nil, cellCount: cells.count)] : o.cellSections
        for s in layout {
            let slice = cells[next..<min(cells.count, next + s.cellCount)].compactMap { $0 }
            next += s.cellCount
            sections.append((s.headerTitle, s.footerTitle, slice))
        }
        table.setStaticSections(sections)
    }
}
