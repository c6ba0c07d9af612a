import Foundation

/// One laid-out line: shaped segments, its width, and its vertical metrics. `top` and
/// `baseline` are measured from the top of the text block; `x` is the alignment offset.
public struct TextLine: Sendable, Hashable {
    /// The line's shaped segments in visual order, left to right.
    public var segments: [TextSegment]
    /// The advance width of the visible text (trailing spaces excluded, ellipsis included).
    public var width: CGFloat
    /// The advance of the spaces after the visible text when the line ends its paragraph
    /// untruncated: UILabel's size counts them (IB stores "To: " a space wider than "To:"),
    /// while spaces where a line wraps hang outside it (0 there). Not drawn, not aligned.
    public var trailingSpaceWidth: CGFloat = 0
    /// Offset of the line's start from the left of the layout width (alignment).
    public var x: CGFloat
    /// The top of the line's box, in points from the top of the text block.
    public var top: CGFloat
    /// The baseline, in points from the top of the text block (a paragraph style's extra line
    /// height goes above the text).
    public var baseline: CGFloat
    /// Ascender (up) and descender (down) of the tallest font on the line, both positive.
    public var ascent: CGFloat
    /// The tallest font's descender: its distance below the baseline (positive).
    public var descent: CGFloat
    /// The line's height: the largest `Font.layoutLineHeight` on it (a label's line, which leaves
    /// an app font's line gap out), at least its ascent plus descent.
    public var height: CGFloat
    /// The visible characters, with "…" where the line was truncated.
    public var text: String
    /// Whether the line was cut short: text replaced by "…", or (`byClipping`) text past the width.
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
    /// Space below the line when another follows: the largest `Font.textStyleLineGap` on it
    /// (text-style fonts space their lines by the HIG's leading; other fonts add nothing).
    var gapBelow: CGFloat = 0
}

/// The lines of a `TextLayout` for one width, and the size they use.
public struct TextFrame: Sendable, Hashable {
    /// The laid-out lines, top to bottom.
    public var lines: [TextLine]
    /// The width used for alignment (the width limit, or the widest line when unlimited).
    public var layoutWidth: CGFloat
    /// The exact size: widest line × sum of line heights.
    public var size: CGSize
    /// The size rounded up to whole points, as UILabel's `intrinsicContentSize`.
    public var usedSize: CGSize { usedSize(scale: 1) }
    /// The size rounded up to the pixel grid of `scale` (UILabel's `intrinsicContentSize` on a
    /// screen of that scale: 20.5 for a 17 pt system-font line at @2x, 20.33 at @3x); whole
    /// points for a scale below 1.
    public func usedSize(scale: CGFloat) -> CGSize {
        let s = scale.isFinite && scale >= 1 ? scale : 1
        // A hair of tolerance, so a width that is a whole number of pixels up to rounding error stays.
        func up(_ v: CGFloat) -> CGFloat { ((v * s) - 1e-9).rounded(.up) / s }
        return CGSize(width: up(size.width), height: up(size.height))
    }
    /// True when lines or characters were cut (line limit or truncation).
    public var isTruncated: Bool
}
