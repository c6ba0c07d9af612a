import Foundation

/// Insets by leading and trailing edge rather than left and right (NSDirectionalEdgeInsets):
/// leading is left in a left-to-right layout, right in a right-to-left one.
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

    /// The same insets by left and right in a layout running `direction` (leading on the right
    /// right to left).
    public func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .rightToLeft ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading) : edgeInsets
    }
}

extension View {
    /// The layout margins by leading and trailing edge (UIView.directionalLayoutMargins). Set,
    /// they follow the view's `effectiveUserInterfaceLayoutDirection`: right to left the
    /// leading margin is on the right (Auto Layout's margin guide and `effectiveLayoutMargins`
    /// swap them; `layoutMargins` keeps the left-to-right values).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            if let d = directionalMarginsStorage, d.edgeInsets == layoutMargins { return d }
            return DirectionalEdgeInsets(layoutMargins)
        }
        set {
            directionalMarginsStorage = newValue
            layoutMargins = newValue.edgeInsets
            setNeedsLayout()
        }
    }

    /// `layoutMargins` as the layout direction places them: directional margins swap their
    /// sides right to left.
    var directionalResolvedLayoutMargins: EdgeInsets {
        guard let d = directionalMarginsStorage, d.edgeInsets == layoutMargins else { return layoutMargins }
        return d.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
    }
}
