import Foundation

/// A paragraph style to build, as UIKit's `NSMutableParagraphStyle` (`import ViewRaster`
/// spells it so): every property of `ParagraphStyle`, settable.
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    /// Sets every attribute from `other` (NSMutableParagraphStyle.setParagraphStyle(_:)).
    public func setParagraphStyle(_ other: ParagraphStyle) { attributes = other.attributes }

    /// The paragraph's alignment.
    public override var alignment: TextAlignment {
        get { attributes.alignment } set { attributes.alignment = newValue }
    }
    /// How the paragraph's lines break.
    public override var lineBreakMode: LineBreakMode {
        get { attributes.lineBreakMode } set { attributes.lineBreakMode = newValue }
    }
    /// Extra space between lines.
    public override var lineSpacing: CGFloat {
        get { attributes.lineSpacing } set { attributes.lineSpacing = newValue }
    }
    /// Extra space after the paragraph.
    public override var paragraphSpacing: CGFloat {
        get { attributes.paragraphSpacing } set { attributes.paragraphSpacing = newValue }
    }
    /// Extra space before the paragraph.
    public override var paragraphSpacingBefore: CGFloat {
        get { attributes.paragraphSpacingBefore } set { attributes.paragraphSpacingBefore = newValue }
    }
    /// A multiple of the natural line height (0: 1).
    public override var lineHeightMultiple: CGFloat {
        get { attributes.lineHeightMultiple } set { attributes.lineHeightMultiple = newValue }
    }
    /// The least line height (0: none).
    public override var minimumLineHeight: CGFloat {
        get { attributes.minimumLineHeight } set { attributes.minimumLineHeight = newValue }
    }
    /// The greatest line height (0: none).
    public override var maximumLineHeight: CGFloat {
        get { attributes.maximumLineHeight } set { attributes.maximumLineHeight = newValue }
    }
    /// The first line's indent from the leading edge.
    public override var firstLineHeadIndent: CGFloat {
        get { attributes.firstLineHeadIndent } set { attributes.firstLineHeadIndent = newValue }
    }
    /// The other lines' indent from the leading edge.
    public override var headIndent: CGFloat {
        get { attributes.headIndent } set { attributes.headIndent = newValue }
    }
    /// Where lines end (positive: from the leading edge; otherwise from the trailing edge).
    public override var tailIndent: CGFloat {
        get { attributes.tailIndent } set { attributes.tailIndent = newValue }
    }
}
