import Foundation

/// A controller whose view is a table (UITableViewController): its `tableView` is the
/// storyboard's or nib's table, else a new one of the controller's `style` filling the
/// screen; the controller is the table's data source and delegate unless they are set.
/// Subclasses override the data source and delegate methods (the defaults: one section
/// without rows; a static table shows its storyboard cells whatever they say).
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Prototype cells' reuse identifiers, as the storyboard registered them with the table.
    public internal(set) var registeredReuseIdentifiers: [String] = []
    /// The style of the table `loadView` makes when no storyboard or nib gives one.
    public private(set) var tableStyle: TableView.Style = .plain

    /// A controller whose table is of `style`.
    public init(style: TableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller of a plain table, or of the nib's.
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    /// The storyboard initialiser.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Records a prototype cell's reuse identifier (UITableView's `register`).
    public func registerReuseIdentifier(_ identifier: String) {
        if !registeredReuseIdentifiers.contains(identifier) { registeredReuseIdentifiers.append(identifier) }
    }

    /// The controller's table (its view).
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// The storyboard's or nib's table, else a new table; then connects the table to the controller.
    open override func loadView() {
        if hasPendingStoryboardView || nibName != nil {
            super.loadView()
        } else {
            let t = TableView(frame: Screen.main.bounds, style: tableStyle)
            t.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view = t
        }
        if let t = view as? TableView {
            if t.dataSource == nil { t.dataSource = self }
            if t.delegate == nil { t.delegate = self }
        }
    }

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows (a static table's cells come from the storyboard).
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A default cell (never asked for without rows).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// The table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// No header view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No footer view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
}

/// A controller whose view is a collection (UICollectionViewController).
@MainActor
open class CollectionViewController: ViewController {
    /// Prototype cells' reuse identifiers, as the storyboard registered them with the collection.
    public internal(set) var registeredReuseIdentifiers: [String] = []
    /// Records a prototype cell's reuse identifier (UICollectionView's `register`).
    public func registerReuseIdentifier(_ identifier: String) {
        if !registeredReuseIdentifiers.contains(identifier) { registeredReuseIdentifiers.append(identifier) }
    }
}
/// A page controller (UIPageViewController), a plain container: its children are added with
/// `addChild`; the first child's view fills it.
@MainActor
open class PageViewController: ViewController {}

/// A split controller (UISplitViewController), a plain container: its primary, secondary and
/// supplementary controllers are its children; the primary's view fills it.
@MainActor
open class SplitViewController: ViewController {
    /// The columns' controllers, primary first.
    public var viewControllers: [ViewController] { children }
}
