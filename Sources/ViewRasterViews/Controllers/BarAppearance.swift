import Foundation

/// What the bar appearances of iOS 13 and later share (UIBarAppearance): the background and
/// the hairline between the bar and the content. `NavigationBarAppearance`,
/// `TabBarAppearance` and `ToolbarAppearance` add their titles and items.
@MainActor
open class BarAppearance {
    /// The background; nil draws the default bar grey.
    public var backgroundColor: Color?
    /// The hairline between the bar and the content; nil draws the default (black at 30 %),
    /// `.clear` none.
    public var shadowColor: Color?

    /// The default look: the bar grey with a hairline.
    public init() {}
    /// An appearance with `barAppearance`'s background and hairline (UIBarAppearance(barAppearance:)).
    public init(barAppearance: BarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
    }

    /// The default look: the bar grey with a hairline.
    public func configureWithDefaultBackground() { backgroundColor = nil; shadowColor = nil }
    /// An opaque `systemBackground` with a hairline.
    public func configureWithOpaqueBackground() { backgroundColor = .systemBackground; shadowColor = nil }
    /// No background and no hairline.
    public func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = .clear }

    /// The background drawn: `backgroundColor`, else `fallback` (a bar's legacy `barTintColor`),
    /// else the bar grey.
    func background(fallback: Color?) -> Color { backgroundColor ?? fallback ?? BarMetrics.background }
    /// The hairline drawn.
    var hairline: Color { shadowColor ?? BarMetrics.hairline }

    /// A bottom bar's look (a tab bar's, a toolbar's) in `bounds`: the background, and the
    /// hairline one device pixel tall just above the bar; a clear one draws nothing.
    func drawBottomBar(_ bounds: CGRect, fallback: Color?, _ recorder: DisplayRecorder) {
        let fill = background(fallback: fallback)
        if fill.alpha > 0 { recorder.fill(Path(rect: bounds), color: fill) }
        let px = 1 / max(1, recorder.scale)
        if hairline.alpha > 0 { recorder.fill(Path(rect: CGRect(x: 0, y: -px, width: bounds.width, height: px)), color: hairline) }
    }
}

/// A tab bar's look (UITabBarAppearance): background and hairline.
@MainActor
public final class TabBarAppearance: BarAppearance {
    /// A copy of this appearance (UITabBarAppearance.copy()).
    public func copy() -> TabBarAppearance { TabBarAppearance(barAppearance: self) }
    /// This look with a transparent background and no hairline: what a tab bar at the edge of
    /// its scrolled content shows when no `scrollEdgeAppearance` is set (iOS 15).
    func transparentCopy() -> TabBarAppearance { let a = copy(); a.configureWithTransparentBackground(); return a }
}

/// A toolbar's look (UIToolbarAppearance): background and hairline.
@MainActor
public final class ToolbarAppearance: BarAppearance {
    /// A copy of this appearance (UIToolbarAppearance.copy()).
    public func copy() -> ToolbarAppearance { ToolbarAppearance(barAppearance: self) }
    /// This look with a transparent background and no hairline (the iOS 15 scroll edge default).
    func transparentCopy() -> ToolbarAppearance { let a = copy(); a.configureWithTransparentBackground(); return a }
}
