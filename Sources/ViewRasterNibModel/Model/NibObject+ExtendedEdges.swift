import Foundation

extension NibObject {
    /// A view controller's `edgesForExtendedLayout` (IB's "Extend Edges: Under Top Bars / Under
    /// Bottom Bars"), from `<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>`:
    /// an edge the element does not name is not extended (`<extendedEdge …/>` with no attribute
    /// extends none). Without the element every edge is (UIKit's default, `UIRectEdgeAll`).
    public var extendedLayoutEdges: (top: Bool, bottom: Bool) {
        guard let e = otherElements.first(where: { $0.name == "extendedEdge" && $0.key == "edgesForExtendedLayout" })
        else { return (true, true) }
        return (e["top"] == "YES", e["bottom"] == "YES")
    }
}
