import Foundation

/// Rectangle edges by leading and trailing rather than left and right (NSDirectionalRectEdge):
/// leading is the left edge in a left-to-right layout and the right edge in a right-to-left one.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// The edges `rawValue`'s bits name.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: DirectionalRectEdge = []
    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
