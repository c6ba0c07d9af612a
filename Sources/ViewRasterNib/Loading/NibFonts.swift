import Foundation
import ViewRasterViews

extension NibFontDescription {
    /// The `Raster.Font` this description draws with: the system font (Inter) at the weight,
    /// a text style at its default size, or the named font (with Raster's nearest-face fallback).
    public var font: Font {
        let size = CGFloat(pointSize)
        switch kind {
        case .system:
            return .systemFont(ofSize: size, weight: effectiveWeight.rasterWeight)
        case .boldSystem:
            return .boldSystemFont(ofSize: size)
        case .italicSystem:
            return .italicSystemFont(ofSize: size)
        case .textStyle(let style):
            guard let ts = Self.rasterTextStyles[style] else { return .systemFont(ofSize: size) }
            let f = Font.preferredFont(forTextStyle: ts)
            if f.pointSize == size { return f }
            var sized = f.withSize(size)
            sized.scaling = FontScaling(style: ts, sizeAtLarge: size)
            return sized
        case .custom(let name, _):
            if name.hasPrefix(".") {
                return isItalic ? .italicSystemFont(ofSize: size) : .systemFont(ofSize: size, weight: effectiveWeight.rasterWeight)
            }
            return Font(name: name, size: size)
        }
    }

    static let rasterTextStyles: [String: Font.TextStyle] = [
        "UICTFontTextStyleLargeTitle": .largeTitle, "UICTFontTextStyleTitle0": .largeTitle,
        "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
        "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]
}

extension NibFontDescription.Weight {
    /// The matching `Font.Weight`.
    var rasterWeight: Font.Weight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
