import Foundation

/// A `<fontDescription>` (or attributed-string `<font>`) as IB wrote it.
public struct NibFontDescription: Sendable, Hashable, CustomStringConvertible {
    /// Which font the description names: the system font (plain, bold, italic), a named font, or a
    /// text style.
    public enum Kind: Sendable, Hashable {
        /// `type="system"`, optionally with a weight.
        case system
        case boldSystem
        case italicSystem
        /// A named font: PostScript name and family (`name="RobotoCondensed-Regular" family="Roboto Condensed"`).
        case custom(name: String, family: String?)
        /// A Dynamic Type style (`style="UICTFontTextStyleBody"`), at its default (Large) size.
        case textStyle(String)
    }
    /// Font weights IB writes in `weight="…"`, with UIKit's numeric values.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// `UIFont.Weight` raw value.
        public var value: Double {
            switch self {
            case .ultraLight: -0.8
            case .thin: -0.6
            case .light: -0.4
            case .regular: 0
            case .medium: 0.23
            case .semibold: 0.3
            case .bold: 0.4
            case .heavy: 0.56
            case .black: 0.62
            }
        }
    }

    /// Which font: system, bold or italic system, a named font or a text style.
    public var kind: Kind
    /// `pointSize="…"`, in points.
    public var pointSize: Double
    /// `weight="…"` of a system font, nil when absent (regular).
    public var weight: Weight?

    /// A description of `kind` at `pointSize` points with `weight` (nil: none written).
    public init(kind: Kind, pointSize: Double, weight: Weight? = nil) {
        self.kind = kind; self.pointSize = pointSize; self.weight = weight
    }

    /// Default point sizes and weights of the text styles at the Large content size.
    public static let textStyles: [String: (size: Double, weight: Weight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular),
        "UICTFontTextStyleTitle0": (34, .regular),
        "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold),
        "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular),
        "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// The weight the font draws with: the explicit weight, bold for `boldSystem`, the text
    /// style's weight, or regular.
    public var effectiveWeight: Weight {
        if let weight { return weight }
        switch kind {
        case .boldSystem: return .bold
        case .textStyle(let s): return Self.textStyles[s]?.weight ?? .regular
        case .custom(let name, _):
            let n = name.lowercased()
            for w in [Weight.ultraLight, .semibold, .thin, .light, .medium, .bold, .heavy, .black]
            where n.hasSuffix("-" + w.rawValue.lowercased()) || n.contains("-" + w.rawValue.lowercased()) {
                return w
            }
            if n.hasPrefix(".") { return Self.systemNameWeight(n) }
            return .regular
        default: return .regular
        }
    }
    /// The weight of Core Text's private system font names without a hyphen, which name it
    /// after the family: `.AppleSystemUIFontBold` (and `…Emphasized`, Core Text's bold),
    /// `.AppleSystemUIFontDemi` (semibold), `…Medium`, `…Light`, `…Heavy`; regular otherwise.
    /// `lowercased` is the name in lower case.
    static func systemNameWeight(_ lowercased: String) -> Weight {
        let name = lowercased.replacingOccurrences(of: "italic", with: "")
        if name.hasSuffix("emphasized") { return .bold }
        if name.hasSuffix("demi") || name.hasSuffix("demibold") { return .semibold }
        for w in [Weight.ultraLight, .semibold, .thin, .light, .medium, .bold, .heavy, .black]
        where name.hasSuffix(w.rawValue.lowercased()) {
            return w
        }
        return .regular
    }

    /// Whether the font is italic (`italicSystem` or a custom name ending in Italic/Oblique).
    public var isItalic: Bool {
        switch kind {
        case .italicSystem: return true
        case .custom(let name, _): return name.lowercased().contains("italic") || name.lowercased().contains("oblique")
        default: return false
        }
    }
    /// Whether this is the system font (type system/boldSystem/italicSystem, a text style, or
    /// the private `.AppleSystemUIFont`/`.SFUI…` names).
    public var isSystem: Bool {
        switch kind {
        case .custom(let name, _): return name.hasPrefix(".")
        default: return true
        }
    }

    /// `system medium 17.0`-style: the kind (and weight), then the size.
    public var description: String {
        let w = weight.map { " \($0.rawValue)" } ?? ""
        switch kind {
        case .system: return "system\(w) \(pointSize)"
        case .boldSystem: return "boldSystem \(pointSize)"
        case .italicSystem: return "italicSystem \(pointSize)"
        case .custom(let name, _): return "\(name) \(pointSize)"
        case .textStyle(let s): return "\(s) \(pointSize)"
        }
    }
}
