import Foundation

/// A controller whose view is a table (UITableViewController); the table draws as a plain view
/// with its cells until the table view exists.
@MainActor
open class TableViewController: ViewController {
    /// Prototype cells' reuse identifiers, as the storyboard registered them with the table.
    public internal(set) var registeredReuseIdentifiers: [String] = []
    /// Records a prototype cell's reuse identifier (UITableView's `register`).
    public func registerReuseIdentifier(_ identifier: String) {
        if !registeredReuseIdentifiers.contains(identifier) { registeredReuseIdentifiers.append(identifier) }
    }
}

/// A controller whose view is a collection (UICollectionViewController).
@MainActor
open class CollectionViewController: TableViewController {}

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
