/// A bar button item's custom view (`UIBarButtonItem(customView:)`; in IB a `<view>`,
/// `<button>`, … with `key="customView"` inside the `<barButtonItem>`), with the item's id.
public struct NibBarItemView: Sendable, Hashable {
    /// The `<barButtonItem>`'s id.
    public var itemID: String
    /// The view, read as any other object.
    public var view: NibObject
    /// The custom view `view` of the item `itemID`.
    public init(itemID: String, view: NibObject) { self.itemID = itemID; self.view = view }
}
