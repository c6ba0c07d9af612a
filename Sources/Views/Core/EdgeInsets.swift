import Foundation

/// Insets from each edge of a rectangle (UIEdgeInsets).
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets`.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.left - insets.right),
               height: max(0, height - insets.top - insets.bottom))
    }
}

/// How a view lays out its content when its bounds change (UIView.ContentMode).
public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
