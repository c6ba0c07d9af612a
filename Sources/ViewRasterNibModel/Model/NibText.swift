import Foundation

/// One run of an `<attributedString>`: its text and attributes.
public struct NibTextRun: Sendable, Hashable {
    /// The run's characters.
    public var text: String
    /// `<font key="NSFont">`, nil when absent (the view's font).
    public var font: NibFontDescription?
    /// `<color key="NSColor">`, nil when absent (the view's text color).
    public var color: NibColor?
    /// `<color key="NSBackgroundColor">`, nil when absent.
    public var backgroundColor: NibColor?
    /// `alignment` from `<paragraphStyle>` (`left`, `center`, `right`, `justified`, `natural`).
    public var alignment: String?
    /// `lineBreakMode` from `<paragraphStyle>`.
    public var lineBreakMode: String?
    /// The rest of `<paragraphStyle key="NSParagraphStyle">` (nil: the fragment has none).
    public var paragraphStyle: NibParagraphStyle?
    /// `<real key="NSKern" value="…"/>`: points after each character.
    public var kern: Double?
    /// `<integer key="NSUnderline" value="…"/>`: NSUnderlineStyle's raw value, nil when absent.
    public var underlineStyle: Int?
    /// `<integer key="NSStrikethrough" value="…"/>`: NSUnderlineStyle's raw value, nil when absent.
    public var strikethroughStyle: Int?
    /// `<color key="NSUnderlineColor">`, nil when absent (the text's color).
    public var underlineColor: NibColor?
    /// `<color key="NSStrikethroughColor">`, nil when absent (the text's color).
    public var strikethroughColor: NibColor?
    /// A run of `text` with these attributes (the others nil).
    public init(text: String, font: NibFontDescription? = nil, color: NibColor? = nil,
                backgroundColor: NibColor? = nil, alignment: String? = nil, lineBreakMode: String? = nil) {
        self.text = text; self.font = font; self.color = color; self.backgroundColor = backgroundColor
        self.alignment = alignment; self.lineBreakMode = lineBreakMode
    }
}

/// A fragment's `<paragraphStyle key="NSParagraphStyle" …>`: its spacing and indents, in
/// points (its `alignment` and `lineBreakMode` are `NibTextRun`'s).
public struct NibParagraphStyle: Sendable, Hashable {
    /// `lineSpacing="…"`: points added between lines (0 when absent).
    public var lineSpacing = 0.0
    /// `paragraphSpacing="…"`: points after each paragraph (0 when absent).
    public var paragraphSpacing = 0.0
    /// `paragraphSpacingBefore="…"`: points before each paragraph (0 when absent).
    public var paragraphSpacingBefore = 0.0
    /// `lineHeightMultiple="…"`: the line height's factor (0 when absent: none).
    public var lineHeightMultiple = 0.0
    /// `minimumLineHeight="…"`: the least line height in points (0 when absent: none).
    public var minimumLineHeight = 0.0
    /// `maximumLineHeight="…"`: the greatest line height in points (0 when absent: none).
    public var maximumLineHeight = 0.0
    /// `firstLineHeadIndent="…"`: the first line's indent from the leading edge, in points.
    public var firstLineHeadIndent = 0.0
    /// `headIndent="…"`: the other lines' indent from the leading edge, in points.
    public var headIndent = 0.0
    /// `tailIndent="…"`: in points; positive from the leading edge, negative or 0 from the trailing
    /// edge, as NSParagraphStyle's.
    public var tailIndent = 0.0
    /// No spacing or indents.
    public init() {}
}

/// An `<attributedString>`: runs of text with font and color.
public struct NibAttributedString: Sendable, Hashable {
    /// The runs, in order.
    public var runs: [NibTextRun]
    /// A string of `runs`.
    public init(runs: [NibTextRun]) { self.runs = runs }
    /// The plain text of all runs.
    public var string: String { runs.map(\.text).joined() }
}

/// A button's `<state key="normal|highlighted|selected|disabled">`.
public struct NibButtonState: Sendable, Hashable {
    /// `title="…"`, nil when absent.
    public var title: String?
    /// `<attributedString key="attributedTitle">`, nil when absent.
    public var attributedTitle: NibAttributedString?
    /// `<color key="titleColor">`, nil when absent.
    public var titleColor: NibColor?
    /// `<color key="titleShadowColor">`, nil when absent.
    public var titleShadowColor: NibColor?
    /// Image resource name (`image="…"`), with `catalog="system"` for SF Symbols.
    public var image: String?
    /// `catalog="…"` of the image (`system` for an SF Symbol), nil when absent.
    public var imageCatalog: String?
    /// `backgroundImage="…"`: a resource name, nil when absent.
    public var backgroundImage: String?
    /// A state with nothing set.
    public init() {}
}

/// `<inset key="contentEdgeInsets" minX minY maxX maxY>`: left, top, right, bottom.
public struct NibInsets: Sendable, Hashable {
    /// Top (`minY`), left (`minX`), bottom (`maxY`) and right (`maxX`), in points.
    public var top: Double, left: Double, bottom: Double, right: Double
    /// Insets of these sizes, in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

/// `<autoresizingMask key="autoresizingMask" …>`: the flexible edges and sizes. An element
/// with no attributes is an empty mask.
public struct NibAutoresizingMask: OptionSet, Sendable, Hashable {
    /// UIView.AutoresizingMask's bits.
    public let rawValue: Int
    /// The mask with the bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `flexibleMinX="YES"`: the left margin is flexible (UIView.AutoresizingMask.flexibleLeftMargin).
    public static let flexibleMinX = NibAutoresizingMask(rawValue: 1 << 0)
    /// `widthSizable="YES"`: the width is flexible (flexibleWidth).
    public static let widthSizable = NibAutoresizingMask(rawValue: 1 << 1)
    /// `flexibleMaxX="YES"`: the right margin is flexible (flexibleRightMargin).
    public static let flexibleMaxX = NibAutoresizingMask(rawValue: 1 << 2)
    /// `flexibleMinY="YES"`: the top margin is flexible (flexibleTopMargin).
    public static let flexibleMinY = NibAutoresizingMask(rawValue: 1 << 3)
    /// `heightSizable="YES"`: the height is flexible (flexibleHeight).
    public static let heightSizable = NibAutoresizingMask(rawValue: 1 << 4)
    /// `flexibleMaxY="YES"`: the bottom margin is flexible (flexibleBottomMargin).
    public static let flexibleMaxY = NibAutoresizingMask(rawValue: 1 << 5)
    /// The xib attribute names, in UIKit's bit order.
    public static let attributeNames: [(String, NibAutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
}
