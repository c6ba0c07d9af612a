import Foundation

/// What a table shows (UITableViewDataSource): how many sections and rows, the cell of each
/// row, and the titles of the sections' headers and footers. `numberOfSections(in:)` defaults
/// to 1 and the titles to nil (no header or footer), as UIKit assumes when the data source
/// does not say.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header (default nil: no header unless the delegate gives a view).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (default nil).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
