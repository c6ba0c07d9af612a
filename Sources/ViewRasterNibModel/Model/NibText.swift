import Foundation

/// One run of an `<attributedString>`: its text and attributes.
public struct NibTextRun: Sendable, Hashable {
    public var text: String
    public var font: NibFontDescription?
    public var color: NibColor?
    public var backgroundColor: NibColor?
    /// `alignment` from `<paragraphStyle>` (`left`, `center`, `right`, `justified`, `natural`).
    public var alignment: String?
    /// `lineBreakMode` from `<paragraphStyle>`.
    public var lineBreakMode: String?
    /// The rest of `<paragraphStyle key="NSParagraphStyle">` (nil: the fragment has none).
    public var paragraphStyle: NibParagraphStyle?
    /// `<real key="NSKern" value="…"/>`: points after each character.
    public var kern: Double?
    /// `<integer key="NSUnderline" value="…"/>` and `NSStrikethrough`: NSUnderlineStyle's raw values.
    public var underlineStyle: Int?
    public var strikethroughStyle: Int?
    /// `<color key="NSUnderlineColor">` and `NSStrikethroughColor`.
    public var underlineColor: NibColor?
    public var strikethroughColor: NibColor?
    public init(text: String, font: NibFontDescription? = nil, color: NibColor? = nil,
                backgroundColor: NibColor? = nil, alignment: String? = nil, lineBreakMode: String? = nil) {
        self.text = text; self.font = font; self.color = color; self.backgroundColor = backgroundColor
        self.alignment = alignment; self.lineBreakMode = lineBreakMode
    }
}

/// A fragment's `<paragraphStyle key="NSParagraphStyle" …>`: its spacing and indents, in
/// points (its `alignment` and `lineBreakMode` are `NibTextRun`'s).
public struct NibParagraphStyle: Sendable, Hashable {
    public var lineSpacing = 0.0
    public var paragraphSpacing = 0.0
    public var paragraphSpacingBefore = 0.0
    public var lineHeightMultiple = 0.0
    public var minimumLineHeight = 0.0
    public var maximumLineHeight = 0.0
    public var firstLineHeadIndent = 0.0
    public var headIndent = 0.0
    public var tailIndent = 0.0
    /// No spacing or indents.
    public init() {}
}

/// An `<attributedString>`: runs of text with font and color.
public struct NibAttributedString: Sendable, Hashable {
    public var runs: [NibTextRun]
    public init(runs: [NibTextRun]) { self.runs = runs }
    /// The plain text of all runs.
    public var string: String { runs.map(\.text).joined() }
}

/// A button's `<state key="normal|highlighted|selected|disabled">`.
public struct NibButtonState: Sendable, Hashable {
    public var title: String?
    public var attributedTitle: NibAttributedString?
    public var titleColor: NibColor?
    public var titleShadowColor: NibColor?
    /// Image resource name (`image="…"`), with `catalog="system"` for SF Symbols.
    public var image: String?
    public var imageCatalog: String?
    public var backgroundImage: String?
    public init() {}
}

/// `<inset key="contentEdgeInsets" minX minY maxX maxY>`: left, top, right, bottom.
public struct NibInsets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

/// `<autoresizingMask key="autoresizingMask" …>`: the flexible edges and sizes. An element
/// with no attributes is an empty mask.
public struct NibAutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleMinX = NibAutoresizingMask(rawValue: 1 << 0)
    public static let widthSizable = NibAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleMaxX = NibAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleMinY = NibAutoresizingMask(rawValue: 1 << 3)
    public static let heightSizable = NibAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleMaxY = NibAutoresizingMask(rawValue: 1 << 5)
    /// The xib attribute names, in UIKit's bit order.
    public static let attributeNames: [(String, NibAutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
}
