import Foundation

/// One semantic system color's four values (UIKit's dynamic system colors): light and dark,
/// each at normal and increased contrast.
public struct SemanticColor: Sendable, Hashable {
    /// The name IB writes (`labelColor`, `systemRedColor`).
    public var name: String
    /// Light appearance, normal contrast.
    public var light: Color
    /// Dark appearance, normal contrast.
    public var dark: Color
    /// Light appearance, increased contrast.
    public var lightHighContrast: Color
    /// Dark appearance, increased contrast.
    public var darkHighContrast: Color
    /// Dark appearance on elevated content (`userInterfaceLevel == .elevated`), normal and
    /// increased contrast; the base values for colors that do not change with the level
    /// (only the backgrounds do; light values never do).
    public var darkElevated: Color, darkHighContrastElevated: Color

    /// A semantic color; the high-contrast values default to the normal ones, the elevated to
    /// the base ones.
    public init(name: String, light: Color, dark: Color, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil,
                darkElevated: Color? = nil, darkHighContrastElevated: Color? = nil) {
        self.name = name; self.light = light; self.dark = dark
        self.lightHighContrast = lightHighContrast ?? light
        self.darkHighContrast = darkHighContrast ?? dark
        self.darkElevated = darkElevated ?? dark
        self.darkHighContrastElevated = darkHighContrastElevated ?? darkHighContrast ?? dark
    }

    /// The value for `traits` (unspecified style is light, unspecified contrast normal,
    /// unspecified level base).
    public func value(for traits: TraitCollection) -> Color {
        let high = traits.accessibilityContrast == .high
        switch traits.resolvedStyle {
        case .dark where traits.userInterfaceLevel == .elevated: return high ? darkHighContrastElevated : darkElevated
        case .dark: return high ? darkHighContrast : dark
        default: return high ? lightHighContrast : light
        }
    }

    /// The dynamic color (its default value `light`).
    public var color: Color {
        var c = light
        c.provider = SemanticColorProvider(semantic: self)
        return c
    }
}

/// Resolves a semantic color by the traits' style and contrast.
struct SemanticColorProvider: ColorProvider {
    let semantic: SemanticColor
    func color(for environment: Any) -> Color? { (environment as? TraitCollection).map(semantic.value(for:)) }
}
