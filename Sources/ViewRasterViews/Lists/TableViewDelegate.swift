import Foundation

/// How a table sizes its rows, headers and footers and which views its headers and footers
/// are (UITableViewDelegate). Every method is optional: the defaults return the table's
/// `rowHeight`, `sectionHeaderHeight` and `sectionFooterHeight` (any of them may be
/// `TableView.automaticDimension`: self-sizing through Auto Layout, or the default height
/// of a titled header) and no views (the data source's titles are drawn instead).
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The height of the row at `indexPath` (`TableView.automaticDimension`: measured from
    /// the cell's constraints).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for `section`'s header (nil: the data source's title, if any).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for `section`'s footer (nil: the data source's title, if any).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// No view: the title, if any, is drawn.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view: the title, if any, is drawn.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
}
