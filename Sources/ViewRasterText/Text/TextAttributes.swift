import Foundation
import ViewRasterDisplayList

/// A run of text in one font and (optionally) one color; nil color takes the color given
/// when drawing. Attributed text is an array of these.
public struct AttributedRun: Sendable, Hashable {
    public var text: String
    public var font: Font
    public var color: Color?
    public init(text: String, font: Font, color: Color? = nil) {
        self.text = text; self.font = font; self.color = color
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
