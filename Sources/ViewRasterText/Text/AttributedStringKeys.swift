import Foundation

/// UIKit's attribute keys on Foundation's own `NSAttributedString.Key` (as UIKit adds them),
/// with UIKit's raw values ("NSFont", "NSColor", …: the keys a xib's `<attributes>` name).
/// ViewRaster reads `NSAttributedString`/`NSMutableAttributedString` from Foundation itself,
/// which Linux has: these keys and their values are what it draws (`AttributedRun.runs(_:font:)`).
extension NSAttributedString.Key {
    /// The run's font: a `Font` (UIFont).
    public static let font = NSAttributedString.Key("NSFont")
    /// The run's text color: a `Color` (UIColor).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color filled behind the run's line box: a `Color`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points added after each character (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `UnderlineStyle`, or its raw value as a number (`NSUnderlineStyle.single.rawValue`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's color (default: the text color).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `UnderlineStyle` for a line through the run, or its raw value as a number.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's color (default: the text color).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The run's paragraph style: a `ParagraphStyle` (NSParagraphStyle); a paragraph takes the
    /// style of its first character.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
