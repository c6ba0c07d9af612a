import Foundation

/// The two title attributes bars read from UIKit's `titleTextAttributes` dictionaries
/// (`.foregroundColor` and `.font`).
public struct BarTextAttributes: Sendable {
    /// The text's color; nil keeps the bar's default (`label`).
    public var foregroundColor: Color?
    /// The text's font; nil keeps the bar's default.
    public var font: Font?
    /// Attributes with `foregroundColor` and `font` (nil: the bar's defaults).
    public init(foregroundColor: Color? = nil, font: Font? = nil) {
        self.foregroundColor = foregroundColor; self.font = font
    }
}

/// A navigation bar's look (UINavigationBarAppearance): its background, the hairline below it
/// and the attributes of its titles.
@MainActor
public final class NavigationBarAppearance: BarAppearance {
    /// The standard title's attributes (17 pt semibold `label` by default).
    public var titleTextAttributes = BarTextAttributes()
    /// The large title's attributes (34 pt bold `label` by default).
    public var largeTitleTextAttributes = BarTextAttributes()

    /// The default look: the bar grey with a hairline.
    public override init() { super.init() }
    /// An appearance with `barAppearance`'s background and hairline, and its titles' attributes
    /// when it is a navigation bar appearance.
    public override init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        if let n = barAppearance as? NavigationBarAppearance {
            titleTextAttributes = n.titleTextAttributes
            largeTitleTextAttributes = n.largeTitleTextAttributes
        }
    }

    /// A copy of this appearance (UINavigationBarAppearance.copy()).
    public func copy() -> NavigationBarAppearance { NavigationBarAppearance(barAppearance: self) }
    /// This look with a transparent background and no hairline, titles kept: what a bar at the
    /// edge of its scrolled content shows when no `scrollEdgeAppearance` is set (iOS 15).
    func transparentCopy() -> NavigationBarAppearance { let a = copy(); a.configureWithTransparentBackground(); return a }
}
