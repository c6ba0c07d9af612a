import Foundation

/// The environment a view draws in (UITraitCollection): appearance, text size, layout
/// direction, size classes, scale, idiom and contrast. A value; each trait may be
/// `unspecified`, which inherits. A view's `traitCollection` is its superview's (or its
/// controller's, or at the root its screen's, which the `Stage` sets) with its own overrides.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// The preferred text size.
    public var preferredContentSizeCategory: ContentSizeCategory = .unspecified
    /// Left to right or right to left.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat = 0
    /// Phone or pad.
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    /// Normal or increased contrast.
    public var accessibilityContrast: AccessibilityContrast = .unspecified
    /// Base or elevated content (the dark backgrounds are lighter when elevated).
    public var userInterfaceLevel: UserInterfaceLevel = .unspecified

    /// A collection with every trait unspecified.
    public init() {}
    /// Only the interface style specified.
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// Only the content size category specified.
    public init(preferredContentSizeCategory: ContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    /// Only the layout direction specified.
    public init(layoutDirection: TraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// Only the horizontal size class specified.
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// Only the vertical size class specified.
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// Only the display scale specified.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// Only the idiom specified.
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    /// Only the contrast specified.
    public init(accessibilityContrast: AccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }
    /// Only the interface level specified.
    public init(userInterfaceLevel: UserInterfaceLevel) { self.userInterfaceLevel = userInterfaceLevel }

    /// The collections merged in order: a later collection's specified traits win
    /// (UITraitCollection(traitsFrom:)).
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for c in collections { self = self.overlaid(by: c) }
    }

    /// These traits with `other`'s specified traits on top.
    public func overlaid(by other: TraitCollection) -> TraitCollection {
        var t = self
        if other.userInterfaceStyle != .unspecified { t.userInterfaceStyle = other.userInterfaceStyle }
        if other.preferredContentSizeCategory != .unspecified { t.preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.layoutDirection != .unspecified { t.layoutDirection = other.layoutDirection }
        if other.horizontalSizeClass != .unspecified { t.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { t.verticalSizeClass = other.verticalSizeClass }
        if other.displayScale > 0 { t.displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { t.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.accessibilityContrast != .unspecified { t.accessibilityContrast = other.accessibilityContrast }
        if other.userInterfaceLevel != .unspecified { t.userInterfaceLevel = other.userInterfaceLevel }
        return t
    }

    /// Whether every trait `other` specifies has the same value here (UITraitCollection.containsTraits(in:)).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return overlaid(by: other) == self
    }

    /// Whether resolving colors for `other` could differ (UIKit's
    /// hasDifferentColorAppearance(comparedTo:)): the style, the contrast or the level differ.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel
    }

    /// The effective style, with unspecified read as light.
    public var resolvedStyle: UserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }
    /// The effective category, with unspecified read as large.
    public var resolvedContentSizeCategory: ContentSizeCategory {
        preferredContentSizeCategory == .unspecified ? .large : preferredContentSizeCategory
    }
    /// The effective direction, with unspecified read as left to right.
    public var resolvedLayoutDirection: UserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The traits colors resolve with outside any drawing: light, normal contrast, large.
    public static let defaultResolution = TraitCollection(traitsFrom: [
        TraitCollection(userInterfaceStyle: .light), TraitCollection(accessibilityContrast: .normal),
        TraitCollection(preferredContentSizeCategory: .large), TraitCollection(layoutDirection: .leftToRight),
    ])

    /// The traits of the view being drawn (UITraitCollection.current): set while a display
    /// list records a view's content and while `performAsCurrent` runs; else the current
    /// stage's screen's.
    @MainActor public static var current: TraitCollection {
        get { installed ?? Stage.current.screen.traitCollection }
        set { installed = newValue }
    }
    @MainActor static var installed: TraitCollection?

    /// Runs `body` with these traits as `TraitCollection.current`.
    @MainActor public func performAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let saved = TraitCollection.installed
        TraitCollection.installed = self
        defer { TraitCollection.installed = saved }
        return try body()
    }

    /// `style, category, direction, sizes` for diagnostics.
    public var description: String {
        "TraitCollection(\(resolvedStyle.name ?? "light"), \(resolvedContentSizeCategory.name), \(resolvedLayoutDirection.name), "
            + "w: \(horizontalSizeClass), h: \(verticalSizeClass), scale: \(displayScale))"
    }
}
