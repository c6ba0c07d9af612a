import Foundation

/// One laid-out line: shaped segments, its width, and its vertical metrics. `top` and
/// `baseline` are measured from the top of the text block; `x` is the alignment offset.
public struct TextLine: Sendable, Hashable {
    public var segments: [TextSegment]
    /// The advance width of the visible text (trailing spaces excluded, ellipsis included).
    public var width: CGFloat
    /// Offset of the line's start from the left of the layout width (alignment).
    public var x: CGFloat
    public var top: CGFloat
    public var baseline: CGFloat
    /// Ascender (up) and descender (down) of the tallest font on the line, both positive.
    public var ascent: CGFloat
    public var descent: CGFloat
    /// The line's height: the largest `Font.lineHeight` on it.
    public var height: CGFloat
    /// The visible characters, with "…" where the line was truncated.
    public var text: String
    public var isTruncated: Bool
    /// Extra space added after each interior space when justified.
    public var justificationSpace: CGFloat
    /// Item indices (within `segments`' shaping) of spaces that take `justificationSpace`.
    var stretchableItems: Set<Int>
    /// True when the line's paragraph is right-to-left (its first strong character is): its
    /// stretches read right to left and `.natural` alignment puts it on the right.
    public var isRightToLeft: Bool = false
    /// Whether the line is its paragraph's last.
    public var endsParagraph: Bool = true
    /// The paragraph style of the line's paragraph (nil: none).
    var style: ParagraphAttributes?
    /// The line's indent from the leading edge (its paragraph's head indents).
    var lead: CGFloat = 0
}

/// The lines of a `TextLayout` for one width, and the size they use.
public struct TextFrame: Sendable, Hashable {
    public var lines: [TextLine]
    /// The width used for alignment (the width limit, or the widest line when unlimited).
    public var layoutWidth: CGFloat
    /// The exact size: widest line × sum of line heights.
    public var size: CGSize
    /// The size rounded up to whole points, as UILabel's `intrinsicContentSize`.
    public var usedSize: CGSize { CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)) }
    /// True when lines or characters were cut (line limit or truncation).
    public var isTruncated: Bool
}
