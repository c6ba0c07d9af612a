import Foundation

/// A paragraph's layout attributes as a value: what `ParagraphStyle` holds and what
/// `AttributedRun` and the line breaker carry (Sendable, unlike the class).
public struct ParagraphAttributes: Sendable, Hashable {
    /// The paragraph's horizontal alignment.
    public var alignment: TextAlignment = .natural
    /// How the paragraph's lines break (a label takes its first paragraph's).
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    /// Extra space between the paragraph's lines, in points.
    public var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph (not after the text's last).
    public var paragraphSpacing: CGFloat = 0
    /// Extra space before the paragraph (not before the text's first).
    public var paragraphSpacingBefore: CGFloat = 0
    /// A multiple of each line's natural height (0: 1); the extra space goes above the text.
    public var lineHeightMultiple: CGFloat = 0
    /// The least height of a line (0: none).
    public var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line (0: none); glyphs taller than it overflow upwards.
    public var maximumLineHeight: CGFloat = 0
    /// The indent of the paragraph's first line from the leading edge.
    public var firstLineHeadIndent: CGFloat = 0
    /// The indent of the paragraph's other lines from the leading edge.
    public var headIndent: CGFloat = 0
    /// Positive: where lines end, measured from the leading edge; zero or negative: the
    /// distance lines keep from the trailing edge.
    public var tailIndent: CGFloat = 0

    /// The defaults (NSParagraphStyle.default).
    public init() {}

    /// The attributes with every length finite and within ±100 000 pt (others: 0) and the
    /// multiple within 0…100, as the line breaker uses them: no input makes an infinite line.
    var sanitized: ParagraphAttributes {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, -100_000), 100_000) : 0 }
        var p = self
        p.lineSpacing = clean(lineSpacing); p.paragraphSpacing = clean(paragraphSpacing)
        p.paragraphSpacingBefore = clean(paragraphSpacingBefore)
        p.lineHeightMultiple = lineHeightMultiple.isFinite ? min(max(lineHeightMultiple, 0), 100) : 0
        p.minimumLineHeight = clean(minimumLineHeight); p.maximumLineHeight = clean(maximumLineHeight)
        p.firstLineHeadIndent = clean(firstLineHeadIndent); p.headIndent = clean(headIndent)
        p.tailIndent = clean(tailIndent)
        return p
    }
}

/// The attributes of a paragraph, as UIKit's `NSParagraphStyle` (`import ViewRaster` spells it
/// `NSParagraphStyle`): immutable; `MutableParagraphStyle` is the one to build. The value of
/// `NSAttributedString.Key.paragraphStyle`. A plain Swift class, not an `NSObject`: Linux's
/// Foundation traps comparing `NSObject` subclasses held as attribute values.
open class ParagraphStyle: Hashable, @unchecked Sendable {
    /// The attributes, as a value.
    public internal(set) var attributes: ParagraphAttributes

    /// The default style (natural alignment, word wrapping, no spacing or indents).
    public static var `default`: ParagraphStyle { ParagraphStyle() }

    /// The default style.
    public init() { attributes = ParagraphAttributes() }
    /// A style with these attributes.
    public init(attributes: ParagraphAttributes) { self.attributes = attributes }

    /// The paragraph's alignment.
    public var alignment: TextAlignment { attributes.alignment }
    /// How the paragraph's lines break.
    public var lineBreakMode: LineBreakMode { attributes.lineBreakMode }
    /// Extra space between lines.
    public var lineSpacing: CGFloat { attributes.lineSpacing }
    /// Extra space after the paragraph.
    public var paragraphSpacing: CGFloat { attributes.paragraphSpacing }
    /// Extra space before the paragraph.
    public var paragraphSpacingBefore: CGFloat { attributes.paragraphSpacingBefore }
    /// A multiple of the natural line height (0: 1).
    public var lineHeightMultiple: CGFloat { attributes.lineHeightMultiple }
    /// The least line height (0: none).
    public var minimumLineHeight: CGFloat { attributes.minimumLineHeight }
    /// The greatest line height (0: none).
    public var maximumLineHeight: CGFloat { attributes.maximumLineHeight }
    /// The first line's indent from the leading edge.
    public var firstLineHeadIndent: CGFloat { attributes.firstLineHeadIndent }
    /// The other lines' indent from the leading edge.
    public var headIndent: CGFloat { attributes.headIndent }
    /// Where lines end (positive: from the leading edge; otherwise from the trailing edge).
    public var tailIndent: CGFloat { attributes.tailIndent }

    /// A mutable copy (NSParagraphStyle.mutableCopy()).
    open func mutableCopy() -> Any { MutableParagraphStyle(attributes: attributes) }
    /// An immutable copy.
    open func copy() -> Any { ParagraphStyle(attributes: attributes) }
    /// Equal when the attributes are.
    public static func == (a: ParagraphStyle, b: ParagraphStyle) -> Bool { a.attributes == b.attributes }
    /// Hashes the attributes.
    public func hash(into hasher: inout Hasher) { hasher.combine(attributes) }
}
