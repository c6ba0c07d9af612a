import Foundation

/// A dynamic color's provider made from a closure over the trait collection.
struct TraitColorProvider: ColorProvider {
    let body: @Sendable (TraitCollection) -> Color
    func color(for environment: Any) -> Color? { (environment as? TraitCollection).map(body) }
}

extension Color {
    /// A dynamic color (UIColor(dynamicProvider:)): `Color { traits in traits.userInterfaceStyle
    /// == .dark ? .white : .black }`. It is resolved by the drawing view's traits when a display
    /// list is built; its own components are its value for `TraitCollection.defaultResolution`.
    public init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
        self = dynamicProvider(.defaultResolution).resolvedColor(with: .defaultResolution)
        provider = TraitColorProvider(body: dynamicProvider)
    }

    /// A dynamic color with one value per appearance (an asset catalog's Any/Dark colorset).
    public init(light: Color, dark: Color) {
        let l = light.resolvedColor(with: .defaultResolution), d = dark
        self.init(dynamicProvider: { $0.resolvedStyle == .dark ? d : l })
    }

    /// The color for `traits` (UIColor.resolvedColor(with:)): a plain color is itself.
    public func resolvedColor(with traits: TraitCollection) -> Color { resolved(for: traits) }

    /// UIColor.label.
    public static var label: Color { labelColor }
    /// `label`, made once (every label starts with it; the semantic table never changes).
    private static let labelColor = SemanticColors.named("labelColor")
    /// UIColor.secondaryLabel.
    public static var secondaryLabel: Color { SemanticColors.named("secondaryLabelColor") }
    /// UIColor.tertiaryLabel.
    public static var tertiaryLabel: Color { SemanticColors.named("tertiaryLabelColor") }
    /// UIColor.quaternaryLabel.
    public static var quaternaryLabel: Color { SemanticColors.named("quaternaryLabelColor") }
    /// UIColor.placeholderText.
    public static var placeholderText: Color { SemanticColors.named("placeholderTextColor") }
    /// UIColor.separator.
    public static var separator: Color { SemanticColors.named("separatorColor") }
    /// UIColor.opaqueSeparator.
    public static var opaqueSeparator: Color { SemanticColors.named("opaqueSeparatorColor") }
    /// UIColor.link.
    public static var link: Color { SemanticColors.named("linkColor") }
    /// UIColor.systemBackground.
    public static var systemBackground: Color { SemanticColors.named("systemBackgroundColor") }
    /// UIColor.secondarySystemBackground.
    public static var secondarySystemBackground: Color { SemanticColors.named("secondarySystemBackgroundColor") }
    /// UIColor.tertiarySystemBackground.
    public static var tertiarySystemBackground: Color { SemanticColors.named("tertiarySystemBackgroundColor") }
    /// UIColor.systemGroupedBackground.
    public static var systemGroupedBackground: Color { SemanticColors.named("systemGroupedBackgroundColor") }
    /// UIColor.secondarySystemGroupedBackground.
    public static var secondarySystemGroupedBackground: Color { SemanticColors.named("secondarySystemGroupedBackgroundColor") }
    /// UIColor.tertiarySystemGroupedBackground.
    public static var tertiarySystemGroupedBackground: Color { SemanticColors.named("tertiarySystemGroupedBackgroundColor") }
    /// UIColor.systemFill.
    public static var systemFill: Color { SemanticColors.named("systemFillColor") }
    /// UIColor.secondarySystemFill.
    public static var secondarySystemFill: Color { SemanticColors.named("secondarySystemFillColor") }
    /// UIColor.tertiarySystemFill.
    public static var tertiarySystemFill: Color { SemanticColors.named("tertiarySystemFillColor") }
    /// UIColor.quaternarySystemFill.
    public static var quaternarySystemFill: Color { SemanticColors.named("quaternarySystemFillColor") }
    /// UIColor.systemRed.
    public static var systemRed: Color { SemanticColors.named("systemRedColor") }
    /// UIColor.systemOrange.
    public static var systemOrange: Color { SemanticColors.named("systemOrangeColor") }
    /// UIColor.systemYellow.
    public static var systemYellow: Color { SemanticColors.named("systemYellowColor") }
    /// UIColor.systemGreen.
    public static var systemGreen: Color { SemanticColors.named("systemGreenColor") }
    /// UIColor.systemMint.
    public static var systemMint: Color { SemanticColors.named("systemMintColor") }
    /// UIColor.systemTeal.
    public static var systemTeal: Color { SemanticColors.named("systemTealColor") }
    /// UIColor.systemCyan.
    public static var systemCyan: Color { SemanticColors.named("systemCyanColor") }
    /// UIColor.systemBlue, the default tint.
    public static var systemBlue: Color { SemanticColors.named("systemBlueColor") }
    /// UIColor.systemIndigo.
    public static var systemIndigo: Color { SemanticColors.named("systemIndigoColor") }
    /// UIColor.systemPurple.
    public static var systemPurple: Color { SemanticColors.named("systemPurpleColor") }
    /// UIColor.systemPink.
    public static var systemPink: Color { SemanticColors.named("systemPinkColor") }
    /// UIColor.systemBrown.
    public static var systemBrown: Color { SemanticColors.named("systemBrownColor") }
    /// UIColor.systemGray.
    public static var systemGray: Color { SemanticColors.named("systemGrayColor") }
    /// UIColor.systemGray2.
    public static var systemGray2: Color { SemanticColors.named("systemGray2Color") }
    /// UIColor.systemGray3.
    public static var systemGray3: Color { SemanticColors.named("systemGray3Color") }
    /// UIColor.systemGray4.
    public static var systemGray4: Color { SemanticColors.named("systemGray4Color") }
    /// UIColor.systemGray5.
    public static var systemGray5: Color { SemanticColors.named("systemGray5Color") }
    /// UIColor.systemGray6.
    public static var systemGray6: Color { SemanticColors.named("systemGray6Color") }
    /// UIColor.darkText (black in both appearances).
    public static var darkText: Color { .black }
    /// UIColor.lightText (white at 60 % in both appearances).
    public static var lightText: Color { Color(white: 1, alpha: 0.6) }
}
