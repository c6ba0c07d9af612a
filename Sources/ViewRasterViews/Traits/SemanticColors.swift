import Foundation

/// UIKit's semantic and system colors with their light, dark and increased-contrast values,
/// by the names IB writes (`systemColor="labelColor"`).
///
/// Sources: Apple's UIColor documentation ("UI element colors", "Standard colors") and the HIG's
/// Color page ("System colors", iOS/iPadOS columns Default light / Default dark / Increased
/// contrast light / dark); the element colors' and grays' numbers as Flutter's
/// `CupertinoColors` (packages/flutter/lib/src/cupertino/colors.dart, transcribed from UIKit)
/// gives them; systemMint, systemTeal, systemCyan and systemBrown as the HIG's iOS 15+ table
/// (the light values already used for nibs, `SystemColors` in NibModel). Alpha is written as
/// UIKit reports it (0.6, 0.3, …) where Flutter rounds to 8 bits.
public enum SemanticColors {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }
    private static func c(_ name: String, _ light: Color, _ dark: Color, _ lightHC: Color? = nil, _ darkHC: Color? = nil) -> SemanticColor {
        SemanticColor(name: name, light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC)
    }

    /// The elevated dark values of the primary (0), secondary (1) and tertiary (2) backgrounds,
    /// normal and increased contrast.
    private static let elevatedDark: [(Color, Color)] = [
        (rgb(28, 28, 30), rgb(36, 36, 38)), (rgb(44, 44, 46), rgb(54, 54, 56)), (rgb(58, 58, 60), rgb(68, 68, 70)),
    ]
    /// A background color, with the elevated dark values of its `level`.
    private static func bg(_ name: String, _ light: Color, _ dark: Color, _ lightHC: Color, _ darkHC: Color, level: Int) -> SemanticColor {
        SemanticColor(name: name, light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC,
                      darkElevated: elevatedDark[level].0, darkHighContrastElevated: elevatedDark[level].1)
    }

    /// Every semantic color, keyed by the name IB writes.
    public static let table: [String: SemanticColor] = {
        let white = rgb(255, 255, 255), black = rgb(0, 0, 0)
        let g242 = rgb(242, 242, 247), g235 = rgb(235, 235, 240)
        let list: [SemanticColor] = [
            // Backgrounds: systemBackground light #FFFFFF dark #000000 (HIG "Dark Mode", UIColor docs);
            // on elevated content (HIG "Dark Mode": "base and elevated") the dark ones lighten:
            // systemBackground #1C1C1E, secondary #2C2C2E, tertiary #3A3A3C (increased contrast
            // #242426, #363638, #444446), the grouped ones alike.
            bg("systemBackgroundColor", white, black, white, black, level: 0),
            bg("secondarySystemBackgroundColor", g242, rgb(28, 28, 30), g235, rgb(36, 36, 38), level: 1),
            bg("tertiarySystemBackgroundColor", white, rgb(44, 44, 46), white, rgb(54, 54, 56), level: 2),
            bg("systemGroupedBackgroundColor", g242, black, g235, black, level: 0),
            bg("secondarySystemGroupedBackgroundColor", white, rgb(28, 28, 30), white, rgb(36, 36, 38), level: 1),
            bg("tertiarySystemGroupedBackgroundColor", g242, rgb(44, 44, 46), g235, rgb(54, 54, 56), level: 2),
            // Labels: label black / white; secondaryLabel (60,60,67,0.6) / (235,235,245,0.6).
            c("labelColor", black, white),
            c("secondaryLabelColor", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6), rgb(60, 60, 67, 0.68), rgb(235, 235, 245, 0.68)),
            c("tertiaryLabelColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), rgb(60, 60, 67, 0.38), rgb(235, 235, 245, 0.38)),
            c("quaternaryLabelColor", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16), rgb(60, 60, 67, 0.26), rgb(235, 235, 245, 0.24)),
            c("placeholderTextColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), rgb(60, 60, 67, 0.38), rgb(235, 235, 245, 0.38)),
            // Separators and links.
            c("separatorColor", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6), rgb(60, 60, 67, 0.37), rgb(84, 84, 88, 0.68)),
            c("opaqueSeparatorColor", rgb(198, 198, 200), rgb(56, 56, 58)),
            c("linkColor", rgb(0, 122, 255), rgb(9, 132, 255)),
            // Fills.
            c("systemFillColor", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36), rgb(120, 120, 128, 0.28), rgb(120, 120, 128, 0.44)),
            c("secondarySystemFillColor", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32), rgb(120, 120, 128, 0.24), rgb(120, 120, 128, 0.4)),
            c("tertiarySystemFillColor", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24), rgb(118, 118, 128, 0.2), rgb(118, 118, 128, 0.32)),
            c("quaternarySystemFillColor", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18), rgb(116, 116, 128, 0.16), rgb(118, 118, 128, 0.26)),
            // Standard colors: systemRed light (255,59,48) dark (255,69,58), … (HIG system colors).
            c("systemRedColor", rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
            c("systemOrangeColor", rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
            c("systemYellowColor", rgb(255, 204, 0), rgb(255, 214, 10), rgb(160, 90, 0), rgb(255, 212, 38)),
            c("systemGreenColor", rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
            c("systemMintColor", rgb(0, 199, 190), rgb(102, 212, 207), rgb(12, 129, 123), rgb(99, 230, 226)),
            c("systemTealColor", rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
            c("systemCyanColor", rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
            c("systemBlueColor", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
            c("systemIndigoColor", rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
            c("systemPurpleColor", rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
            c("systemPinkColor", rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
            c("systemBrownColor", rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
            // Grays.
            c("systemGrayColor", rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
            c("systemGray2Color", rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
            c("systemGray3Color", rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
            c("systemGray4Color", rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
            c("systemGray5Color", rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
            c("systemGray6Color", g242, rgb(28, 28, 30), g235, rgb(36, 36, 38)),
            // The default tint is system blue; older names that became dynamic in iOS 13.
            c("tintColor", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
            c("groupTableViewBackgroundColor", g242, black, g235, black),
            bg("tableCellGroupedBackgroundColor", white, rgb(28, 28, 30), white, rgb(36, 36, 38), level: 1),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()

    /// The semantic color named `name` (with or without the `Color` suffix).
    public static func semantic(named name: String) -> SemanticColor? { table[name] ?? table[name + "Color"] }

    /// The dynamic color named `name`, its light value `light` when given (a xib's own
    /// `<resources>` value), else the table's; nil for a name that is not a semantic color.
    public static func color(named name: String, light: Color? = nil) -> Color? {
        guard var s = semantic(named: name) else { return nil }
        if let light { s.light = light }
        return s.color
    }

    static func named(_ name: String) -> Color { color(named: name) ?? .black }
}
