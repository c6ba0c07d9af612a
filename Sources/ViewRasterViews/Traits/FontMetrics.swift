import Foundation

/// Scales custom fonts and values along a text style's Dynamic Type curve (UIFontMetrics).
public struct FontMetrics: Sendable {
    /// The style whose curve is followed.
    public let textStyle: Font.TextStyle

    /// Metrics for `textStyle` (UIFontMetrics(forTextStyle:)).
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// The body style's metrics (UIFontMetrics.default).
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `font` scaled for `traits`' category (default: `TraitCollection.current`); a label with
    /// `adjustsFontForContentSizeCategory` rescales it when the category changes.
    @MainActor public func scaledFont(for font: Font, compatibleWith traits: TraitCollection? = nil) -> Font {
        var base = font.withSize(font.scaling?.sizeAtLarge ?? font.pointSize)
        base.scaling = FontScaling(style: textStyle, sizeAtLarge: base.pointSize)
        return DynamicTypeSizes.font(base, for: (traits ?? TraitCollection.current).preferredContentSizeCategory)
    }

    /// `value` scaled as `textStyle` scales from large to `traits`' category (default: current).
    @MainActor public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection? = nil) -> CGFloat {
        value * DynamicTypeSizes.ratio(textStyle, (traits ?? TraitCollection.current).preferredContentSizeCategory)
    }
}

extension Font {
    /// The font for a text style at `traits`' content size category
    /// (UIFont.preferredFont(forTextStyle:compatibleWith:)).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        DynamicTypeSizes.font(preferredFont(forTextStyle: style), for: traits?.preferredContentSizeCategory ?? .large)
    }
}
