import Foundation

/// Insets by leading and trailing edge rather than left and right (NSDirectionalEdgeInsets).
/// ViewRaster lays out left to right only, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The same insets by left and right (left to right layout).
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `insets` by leading and trailing (left to right layout).
    public init(_ insets: EdgeInsets) { self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right) }
}

extension View {
    /// `layoutMargins` by leading and trailing edge (UIView.directionalLayoutMargins).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins) }
        set { layoutMargins = newValue.edgeInsets }
    }
}
