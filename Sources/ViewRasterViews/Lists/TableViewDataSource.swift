import Foundation

/// What a table shows (UITableViewDataSource): how many sections and rows, and the cell of
/// each row. `numberOfSections(in:)` defaults to 1.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
