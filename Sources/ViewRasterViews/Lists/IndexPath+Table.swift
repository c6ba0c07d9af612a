import Foundation

extension IndexPath {
    /// A table row's index path (UIKit's `IndexPath(row:section:)`): `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The row within its section (UIKit's `indexPath.row`): the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section (UIKit's `indexPath.section`): the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
