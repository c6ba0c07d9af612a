import Foundation

/// Insets by leading and trailing edge rather than left and right (NSDirectionalEdgeInsets):
/// leading is left in a left-to-right layout, right in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The insets from the top, leading, bottom and trailing edges, in points.
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
    /// The layout margins by leading and trailing edge (UIView.directionalLayoutMargins), kept
    /// in step with `layoutMargins` by the view's `effectiveUserInterfaceLayoutDirection`, as
    /// UIKit synchronizes the two: set, `layoutMargins` becomes leading on the left (left to
    /// right) or on the right (right to left), and follows later direction changes; read after
    /// `layoutMargins` was set, leading is the left margin (right to left: the right one).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            if let d = relativeLayoutMargins { return d }
            let m = layoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return DirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
        }
        set {
            let direction = effectiveUserInterfaceLayoutDirection
            directionalMarginsStorage = (newValue, direction)
            layoutMargins = newValue.edgeInsets(for: direction)
            setNeedsLayout()
        }
    }

    /// The directional margins `layoutMargins` came from, while they still hold them; nil for
    /// absolute margins.
    var relativeLayoutMargins: DirectionalEdgeInsets? {
        guard let d = directionalMarginsStorage, d.insets.edgeInsets(for: d.direction) == layoutMargins else { return nil }
        return d.insets
    }

    /// `layoutMargins` as the layout direction places them now: directional margins put
    /// leading on the right, right to left.
    var directionalResolvedLayoutMargins: EdgeInsets {
        guard let d = relativeLayoutMargins else { return layoutMargins }
        return d.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
    }

    /// Places directional margins for the direction the view's traits now give (the trait
    /// pass calls it when they change), so `layoutMargins` reads them by side.
    func placeDirectionalMargins() {
        guard let d = relativeLayoutMargins else { return }
        let direction = effectiveUserInterfaceLayoutDirection
        guard direction != directionalMarginsStorage?.direction else { return }
        directionalMarginsStorage = (d, direction)
        layoutMargins = d.edgeInsets(for: direction)
    }
}
