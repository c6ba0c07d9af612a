import Foundation
import ViewRasterDisplayList

/// iOS light-mode values of the dynamic system colors (`systemColor="…"`) and of the older
/// `cocoaTouchSystemColor="…"` names, used when a xib's `<resources>` carries no fallback.
public enum SystemColors {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// Light-mode values keyed by the name IB writes (`systemBackgroundColor`, `labelColor`, …).
    public static let table: [String: Color] = [
        "systemBackgroundColor": rgb(255, 255, 255),
        "secondarySystemBackgroundColor": rgb(242, 242, 247),
        "tertiarySystemBackgroundColor": rgb(255, 255, 255),
        "systemGroupedBackgroundColor": rgb(242, 242, 247),
        "secondarySystemGroupedBackgroundColor": rgb(255, 255, 255),
        "tertiarySystemGroupedBackgroundColor": rgb(242, 242, 247),
        "labelColor": rgb(0, 0, 0),
        "secondaryLabelColor": rgb(60, 60, 67, 0.6),
        "tertiaryLabelColor": rgb(60, 60, 67, 0.3),
        "quaternaryLabelColor": rgb(60, 60, 67, 0.18),
        "placeholderTextColor": rgb(60, 60, 67, 0.3),
        "separatorColor": rgb(60, 60, 67, 0.29),
        "opaqueSeparatorColor": rgb(198, 198, 200),
        "linkColor": rgb(0, 122, 255),
        "tintColor": rgb(0, 122, 255),
        "systemFillColor": rgb(120, 120, 128, 0.2),
        "secondarySystemFillColor": rgb(120, 120, 128, 0.16),
        "tertiarySystemFillColor": rgb(118, 118, 128, 0.12),
        "quaternarySystemFillColor": rgb(116, 116, 128, 0.08),
        "systemBlueColor": rgb(0, 122, 255),
        "systemRedColor": rgb(255, 59, 48),
        "systemGreenColor": rgb(52, 199, 89),
        "systemOrangeColor": rgb(255, 149, 0),
        "systemYellowColor": rgb(255, 204, 0),
        "systemPinkColor": rgb(255, 45, 85),
        "systemPurpleColor": rgb(175, 82, 222),
        "systemTealColor": rgb(48, 176, 199),
        "systemIndigoColor": rgb(88, 86, 214),
        "systemBrownColor": rgb(162, 132, 94),
        "systemMintColor": rgb(0, 199, 190),
        "systemCyanColor": rgb(50, 173, 230),
        "systemGrayColor": rgb(142, 142, 147),
        "systemGray2Color": rgb(174, 174, 178),
        "systemGray3Color": rgb(199, 199, 204),
        "systemGray4Color": rgb(209, 209, 214),
        "systemGray5Color": rgb(229, 229, 234),
        "systemGray6Color": rgb(242, 242, 247),
        "darkTextColor": rgb(0, 0, 0),
        "lightTextColor": Color(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": rgb(242, 242, 247),
        "tableCellGroupedBackgroundColor": rgb(255, 255, 255),
        "viewFlipsideBackgroundColor": rgb(31, 33, 36),
        "scrollViewTexturedBackgroundColor": rgb(111, 113, 121),
        "underPageBackgroundColor": rgb(181, 183, 189),
        "blackColor": Color.black,
        "whiteColor": Color.white,
        "clearColor": Color.clear,
        "darkGrayColor": Color.darkGray,
        "lightGrayColor": Color.lightGray,
        "grayColor": Color.gray,
        "redColor": Color.red,
        "greenColor": Color.green,
        "blueColor": Color.blue,
        "cyanColor": Color.cyan,
        "yellowColor": Color.yellow,
        "magentaColor": Color.magenta,
        "orangeColor": Color.orange,
        "purpleColor": Color.purple,
        "brownColor": Color.brown,
    ]

    /// The light-mode value of `name`, accepting names with or without the `Color` suffix.
    public static func color(named name: String) -> Color? {
        table[name] ?? table[name + "Color"]
    }
}
