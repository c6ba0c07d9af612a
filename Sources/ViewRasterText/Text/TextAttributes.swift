import Foundation
import ViewRasterDisplayList

/// A run of text in one font and (optionally) one color; nil color takes the color given
/// when drawing. Attributed text is an array of these (`AttributedRun.runs(_:font:)` makes
/// them from an `NSAttributedString`).
public struct AttributedRun: Sendable, Hashable {
    /// The run's characters.
    public var text: String
    /// The run's font.
    public var font: Font
    /// The run's color; nil takes the color given when drawing.
    public var color: Color?
    /// The color filled behind the run's glyphs, the height of its line.
    public var backgroundColor: Color?
    /// Points added after each character (NSKern).
    public var kern: CGFloat = 0
    /// The run's underline (empty: none) and its color (nil: the text's).
    public var underlineStyle: UnderlineStyle = []
    /// The underline's color; nil draws it in the text's color.
    public var underlineColor: Color?
    /// The run's strikethrough (empty: none) and its color (nil: the text's).
    public var strikethroughStyle: UnderlineStyle = []
    /// The strikethrough's color; nil draws it in the text's color.
    public var strikethroughColor: Color?
    /// The paragraph style; a paragraph takes its first run's (nil: the layout's alignment
    /// and no spacing or indents).
    public var paragraph: ParagraphAttributes?

    /// A run of `text` in `font` and `color`, with no other attributes.
    public init(text: String, font: Font, color: Color? = nil) {
        self.text = text; self.font = font; self.color = color
    }

    /// Whether the run draws anything besides its glyphs (background, underline, strikethrough).
    var isDecorated: Bool {
        backgroundColor != nil || underlineStyle.drawsLine || strikethroughStyle.drawsLine
    }
}

/// How lines are broken and the last line is cut, as UIKit's `NSLineBreakMode`.
/// The truncating modes and `byClipping` wrap at words and act on the last line only.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Horizontal alignment of lines, as UIKit's `NSTextAlignment` (natural is left for
/// left-to-right text; justified stretches spaces on every line but a paragraph's last).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, natural, justified
}
