import Foundation
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterLayout
import ViewRasterViews
import ViewRasterNib

// UIColor's initialisers with CGFloat components, `cgColor`, and the semantic and system
// colors by their UIKit names (iOS light-mode values, the table nibs use).

extension Color {
    /// UIColor(red:green:blue:alpha:) with CGFloat components (sRGB, 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// UIColor(white:alpha:) with CGFloat components.
    public init(white: CGFloat, alpha: CGFloat) { self.init(white: Double(white), alpha: Double(alpha)) }
    /// UIColor(hue:saturation:brightness:alpha:): HSB (each 0…1) to sRGB.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6
        let s = min(max(Double(saturation), 0), 1), v = min(max(Double(brightness), 0), 1)
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, alpha: Double(alpha))
    }
    /// The same color with `alpha` (UIColor.withAlphaComponent(_:) with a CGFloat).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color { withAlphaComponent(Double(alpha)) }
    /// The color for a layer property (UIColor.cgColor): the same value here.
    public var cgColor: CGColor { self }
    /// UIColor(cgColor:).
    public init(cgColor: CGColor) { self = cgColor }

    private static func system(_ name: String) -> Color { SystemColors.table[name] ?? .black }

    /// UIColor.label.
    public static var label: Color { system("labelColor") }
    /// UIColor.secondaryLabel.
    public static var secondaryLabel: Color { system("secondaryLabelColor") }
    /// UIColor.tertiaryLabel.
    public static var tertiaryLabel: Color { system("tertiaryLabelColor") }
    /// UIColor.quaternaryLabel.
    public static var quaternaryLabel: Color { system("quaternaryLabelColor") }
    /// UIColor.placeholderText.
    public static var placeholderText: Color { system("placeholderTextColor") }
    /// UIColor.separator.
    public static var separator: Color { system("separatorColor") }
    /// UIColor.opaqueSeparator.
    public static var opaqueSeparator: Color { system("opaqueSeparatorColor") }
    /// UIColor.link.
    public static var link: Color { system("linkColor") }
    /// UIColor.systemBackground.
    public static var systemBackground: Color { system("systemBackgroundColor") }
    /// UIColor.secondarySystemBackground.
    public static var secondarySystemBackground: Color { system("secondarySystemBackgroundColor") }
    /// UIColor.tertiarySystemBackground.
    public static var tertiarySystemBackground: Color { system("tertiarySystemBackgroundColor") }
    /// UIColor.systemGroupedBackground.
    public static var systemGroupedBackground: Color { system("systemGroupedBackgroundColor") }
    /// UIColor.secondarySystemGroupedBackground.
    public static var secondarySystemGroupedBackground: Color { system("secondarySystemGroupedBackgroundColor") }
    /// UIColor.tertiarySystemGroupedBackground.
    public static var tertiarySystemGroupedBackground: Color { system("tertiarySystemGroupedBackgroundColor") }
    /// UIColor.systemFill.
    public static var systemFill: Color { system("systemFillColor") }
    /// UIColor.secondarySystemFill.
    public static var secondarySystemFill: Color { system("secondarySystemFillColor") }
    /// UIColor.tertiarySystemFill.
    public static var tertiarySystemFill: Color { system("tertiarySystemFillColor") }
    /// UIColor.quaternarySystemFill.
    public static var quaternarySystemFill: Color { system("quaternarySystemFillColor") }
    /// UIColor.systemRed.
    public static var systemRed: Color { system("systemRedColor") }
    /// UIColor.systemGreen.
    public static var systemGreen: Color { system("systemGreenColor") }
    /// UIColor.systemOrange.
    public static var systemOrange: Color { system("systemOrangeColor") }
    /// UIColor.systemYellow.
    public static var systemYellow: Color { system("systemYellowColor") }
    /// UIColor.systemPink.
    public static var systemPink: Color { system("systemPinkColor") }
    /// UIColor.systemPurple.
    public static var systemPurple: Color { system("systemPurpleColor") }
    /// UIColor.systemTeal.
    public static var systemTeal: Color { system("systemTealColor") }
    /// UIColor.systemIndigo.
    public static var systemIndigo: Color { system("systemIndigoColor") }
    /// UIColor.systemBrown.
    public static var systemBrown: Color { system("systemBrownColor") }
    /// UIColor.systemMint.
    public static var systemMint: Color { system("systemMintColor") }
    /// UIColor.systemCyan.
    public static var systemCyan: Color { system("systemCyanColor") }
    /// UIColor.systemGray.
    public static var systemGray: Color { system("systemGrayColor") }
    /// UIColor.systemGray2.
    public static var systemGray2: Color { system("systemGray2Color") }
    /// UIColor.systemGray3.
    public static var systemGray3: Color { system("systemGray3Color") }
    /// UIColor.systemGray4.
    public static var systemGray4: Color { system("systemGray4Color") }
    /// UIColor.systemGray5.
    public static var systemGray5: Color { system("systemGray5Color") }
    /// UIColor.systemGray6.
    public static var systemGray6: Color { system("systemGray6Color") }
    /// UIColor.darkText.
    public static var darkText: Color { system("darkTextColor") }
    /// UIColor.lightText.
    public static var lightText: Color { system("lightTextColor") }
}
