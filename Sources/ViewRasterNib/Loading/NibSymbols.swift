import Foundation
import ViewRasterViews

/// SF Symbol settings of a xib's image view: `<imageReference key="image" image="…"
/// catalog="system" symbolScale="large"/>` (Xcode 13+ writes the image this way) and
/// `<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize"
/// pointSize="20" scale="small" weight="bold"/>`.
@MainActor
enum NibSymbols {
    static func apply(_ object: NibObject, to view: ImageView, context: NibLoadContext) {
        if let ref = object.otherElements.first(where: { $0.name == "imageReference" && $0.key == "image" }), let name = ref["image"] {
            var image = context.image(named: name, catalog: ref["catalog"], at: object.location)
            if let scale = ref["symbolScale"].flatMap(Image.SymbolScale.init(xibName:)), image.isSymbolImage {
                image = image.withConfiguration(Image.SymbolConfiguration(scale: scale))
            }
            view.image = image
        }
        if let c = object.otherElements.first(where: { $0.name == "preferredSymbolConfiguration" && $0.key == "preferredSymbolConfiguration" }) {
            view.preferredSymbolConfiguration = configuration(c)
        }
    }

    /// The configuration an element spells.
    static func configuration(_ e: XIBElement) -> Image.SymbolConfiguration {
        let scale = e["scale"].flatMap(Image.SymbolScale.init(xibName:)) ?? .default
        var c: Image.SymbolConfiguration
        if e["configurationType"] == "pointSize", let p = e["pointSize"].flatMap(Double.init), p.isFinite, p > 0 {
            c = Image.SymbolConfiguration(pointSize: CGFloat(p), scale: scale)
        } else if e["configurationType"] == "font", let style = e.child("fontDescription")?["style"].flatMap(textStyle) {
            c = Image.SymbolConfiguration(textStyle: style, scale: scale)
        } else {
            c = Image.SymbolConfiguration(scale: scale)
        }
        if let w = e["weight"], let weight = weights[w] { c.weight = weight }
        return c
    }

    /// A xib's weight names.
    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// `UICTFontTextStyleBody` → `.body`.
    static func textStyle(_ name: String) -> Font.TextStyle? {
        let table: [String: Font.TextStyle] = [
            "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
            "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
            "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
            "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
        ]
        return table[name]
    }
}
