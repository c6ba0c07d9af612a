import Foundation

/// The two title attributes bars read from UIKit's `titleTextAttributes` dictionaries
/// (`.foregroundColor` and `.font`).
public struct BarTextAttributes: Sendable {
    /// The text's color; nil keeps the bar's default (`label`).
    public var foregroundColor: Color?
    /// The text's font; nil keeps the bar's default.
    public var font: Font?
    public init(foregroundColor: Color? = nil, font: Font? = nil) {
        self.foregroundColor = foregroundColor; self.font = font
    }
}

/// A navigation bar's look (UINavigationBarAppearance): its background, the hairline below it
/// and the attributes of its titles.
@MainActor
public final class NavigationBarAppearance {
    /// The background; nil draws the default bar grey.
    public var backgroundColor: Color?
    /// The hairline below the bar; nil draws the default (black at 30 %), `.clear` none.
    public var shadowColor: Color?
    /// The standard title's attributes (17 pt semibold `label` by default).
    public var titleTextAttributes = BarTextAttributes()
    /// The large title's attributes (34 pt bold `label` by default).
    public var largeTitleTextAttributes = BarTextAttributes()

    public init() {}

    /// The default look: the bar grey with a hairline.
    public func configureWithDefaultBackground() { backgroundColor = nil; shadowColor = nil }
    /// An opaque `systemBackground` with a hairline.
    public func configureWithOpaqueBackground() { backgroundColor = .systemBackground; shadowColor = nil }
    /// No background and no hairline.
    public func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = .clear }
}
