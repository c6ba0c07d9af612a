import Foundation

/// Insets from each edge of a rectangle (UIEdgeInsets): the Layout module's insets.
public typealias EdgeInsets = LayoutInsets

extension CGRect {
    /// The rectangle shrunk by `insets`.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.left - insets.right),
               height: max(0, height - insets.top - insets.bottom))
    }
}
