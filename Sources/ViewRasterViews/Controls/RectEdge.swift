import Foundation

/// Rectangle edges (UIRectEdge): which edges of a controller's view a container extends under
/// its bars (`ViewController.edgesForExtendedLayout`).
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the set (UIKit's values: top 1, left 2, bottom 4, right 8).
    public let rawValue: UInt
    /// The edges `rawValue`'s bits name.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: RectEdge = []
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
