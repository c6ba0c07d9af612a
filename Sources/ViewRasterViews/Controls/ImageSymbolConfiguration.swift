import Foundation

extension Image {
    /// The relative size of a symbol against the text it sits in (UIImage.SymbolScale).
    public enum SymbolScale: Int, Sendable, Hashable {
        /// The scale the context gives (medium here).
        case `default` = -1
        /// Not specified.
        case unspecified = 0
        /// About 0.8 × medium.
        case small = 1
        /// The standard size.
        case medium = 2
        /// About 1.3 × medium.
        case large = 3

        /// A xib's `symbolScale`/`scale` spelling ("small", "medium", "large", "default").
        public init?(xibName: String) {
            switch xibName {
            case "small": self = .small
            case "medium": self = .medium
            case "large": self = .large
            case "default": self = .default
            case "unspecified": self = .unspecified
            default: return nil
            }
        }

        /// The size relative to medium.
        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            default: return 1
            }
        }
    }

    /// How a symbol image is drawn (UIImage.SymbolConfiguration): its point size (directly or
    /// from a text style), weight and scale. Only the size it gives is drawn here (symbols are
    /// placeholders); the weight is kept for completeness.
    public struct SymbolConfiguration: Sendable, Hashable {
        /// The font size the symbol matches; 17 (body) when neither it nor a text style is given.
        public var pointSize: CGFloat?
        /// The text style whose size the symbol matches.
        public var textStyle: Font.TextStyle?
        /// The weight (not drawn: placeholders have no stroke weight).
        public var weight: Font.Weight?
        /// Small, medium or large.
        public var scale: SymbolScale

        /// A configuration of a point size, a weight and a scale.
        public init(pointSize: CGFloat, weight: Font.Weight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale
        }
        /// A configuration that matches a text style's size.
        public init(textStyle: Font.TextStyle, scale: SymbolScale = .default) {
            self.textStyle = textStyle; self.scale = scale
        }
        /// Only a scale.
        public init(scale: SymbolScale) { self.scale = scale }
        /// Only a weight.
        public init(weight: Font.Weight) { self.weight = weight; self.scale = .default }

        /// This configuration with `other`'s settings on top (UIKit's `applying(_:)`).
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var c = self
            if other.pointSize != nil || other.textStyle != nil { c.pointSize = other.pointSize; c.textStyle = other.textStyle }
            if other.weight != nil { c.weight = other.weight }
            if other.scale != .default && other.scale != .unspecified { c.scale = other.scale }
            return c
        }

        /// The font size used: the point size, else the text style's, else 17 (body).
        public var effectivePointSize: CGFloat {
            let p = pointSize ?? textStyle?.pointSize ?? 17
            return p.isFinite && p > 0 ? min(p, 1000) : 17
        }

        /// The size of a symbol whose artwork is `aspect` (width / height) wide: its longer
        /// side is 20/17 × the point size × the scale (20 pt for a 17 pt body symbol at
        /// medium, as SF Symbols' glyphs stand a little taller than the text's cap height and
        /// ascenders).
        public func symbolSize(aspect: CGFloat = 1) -> CGSize {
            let side = (effectivePointSize * 20 / 17 * scale.factor * 2).rounded() / 2
            let a = aspect.isFinite && aspect > 0 ? aspect : 1
            return a >= 1 ? CGSize(width: side, height: (side / a * 2).rounded() / 2)
                          : CGSize(width: (side * a * 2).rounded() / 2, height: side)
        }
    }
}
