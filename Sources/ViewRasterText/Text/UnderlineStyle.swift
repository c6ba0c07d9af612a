import Foundation

/// How an underline or strikethrough is drawn, as UIKit's `NSUnderlineStyle` (the same raw
/// values, so `NSUnderlineStyle.single.rawValue` as an attribute value works): `single`, `thick`
/// (twice the font's line thickness) or `double` (two lines). The dash and dot patterns draw
/// solid here, and `byWord` draws like its line style.
public struct UnderlineStyle: OptionSet, Sendable, Hashable {
    /// The raw value, `NSUnderlineStyle`'s bits: line style in the low byte, pattern in the next.
    public let rawValue: Int
    /// An underline style from its raw value (UIKit's bits).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single line (an empty style draws nothing).
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// A line twice the font's thickness.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// Dots (drawn solid here).
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    /// Dashes (drawn solid here).
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    /// Dash, dot (drawn solid here).
    public static let patternDashDot = UnderlineStyle(rawValue: 0x0300)
    /// Dash, dot, dot (drawn solid here).
    public static let patternDashDotDot = UnderlineStyle(rawValue: 0x0400)
    /// Only words decorated, in UIKit; read, and drawn like the line style here.
    public static let byWord = UnderlineStyle(rawValue: 0x8000)

    /// Whether anything is drawn: a line style is set (the low byte).
    public var drawsLine: Bool { rawValue & 0xFF != 0 }
    /// The number of lines drawn: two for `double`, else one.
    var lineCount: Int { rawValue & 0x0F == 0x09 ? 2 : 1 }
    /// The thickness multiplier: 2 for `thick`, else 1.
    var weight: CGFloat { rawValue & 0x0F == 0x02 ? 2 : 1 }
}
