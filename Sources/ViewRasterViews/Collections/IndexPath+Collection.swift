import Foundation

extension IndexPath {
    /// A collection item's index path (UIKit's `IndexPath(item:section:)`): `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The item within its section (UIKit's `indexPath.item`): the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
