import Foundation
import ViewRasterViews

/// The `UILabel` properties of one xib object, decoded from its attributes once (its plan's
/// `NibViewAttributes` keeps them, made on the first label the object makes): what
/// `NibPropertyApplier.applyLabel` and `applyFontShrinking` set, without hashing attribute
/// names or converting colours again on every load. Decoding is pure: the font and attributed
/// text are resolved per load (a text style's size follows the Dynamic Type setting of the
/// moment; attributed runs warn), and unknown values are kept and warned about when applied, in
/// the order `applyLabel` warns.
@MainActor
final class NibLabelAttributes {
    /// `textColor` as views take it (`NibColor.viewColor`).
    let textColor: Color?
    /// Whether `textColor` is written as nil (`<nil key="textColor"/>`): black.
    let textColorIsNil: Bool
    /// `highlightedColor`.
    let highlightedTextColor: Color?
    /// `textAlignment`, when given and known; the name when given but unknown.
    let textAlignment: TextAlignment?, unknownTextAlignment: String?
    /// `numberOfLines`, at least 0.
    let numberOfLines: Int?
    /// `lineBreakMode`, when given and known; the name when given but unknown.
    let lineBreakMode: LineBreakMode?, unknownLineBreakMode: String?
    /// `enabled`, `highlighted`, `adjustsFontForContentSizeCategory`.
    let enabled, highlighted, adjustsFontForContentSizeCategory: Bool?
    /// `preferredMaxLayoutWidth`.
    let preferredMaxLayoutWidth: CGFloat?
    /// `minimumScaleFactor` clamped to 0...1, `minimumFontSize` at least 0.
    let minimumScaleFactor, minimumFontSize: CGFloat?
    /// Whether the label shrinks its font (`NibPropertyApplier.adjustsFontSizeToFit`).
    let adjustsFontSizeToFitWidth: Bool
    /// `baselineAdjustment`, when given and known; the name when given but unknown.
    let baselineAdjustment: BaselineAdjustment?, unknownBaselineAdjustment: String?
    /// `attributedText`, as written (its runs are made per load).
    let attributedText: NibAttributedString?
    /// The plain `text`.
    let text: String?

    /// Decodes `o`'s label properties.
    init(_ o: NibObject) {
        let a = o.attributes, colors = o.colors
        textColor = colors["textColor"]?.viewColor
        textColorIsNil = o.nilKeys.contains("textColor")
        highlightedTextColor = colors["highlightedColor"]?.viewColor
        (textAlignment, unknownTextAlignment) = NibButtonAttributes.known(a["textAlignment"], in: NibPropertyApplier.alignments)
        numberOfLines = o.int("numberOfLines").map { max(0, $0) }
        (lineBreakMode, unknownLineBreakMode) = NibButtonAttributes.known(a["lineBreakMode"], in: NibPropertyApplier.lineBreakModes)
        enabled = o.bool("enabled")
        highlighted = o.bool("highlighted")
        preferredMaxLayoutWidth = o.double("preferredMaxLayoutWidth").map { CGFloat($0) }
        adjustsFontForContentSizeCategory = o.bool("adjustsFontForContentSizeCategory")
        minimumScaleFactor = o.double("minimumScaleFactor").map { CGFloat(min(max($0, 0), 1)) }
        minimumFontSize = o.double("minimumFontSize").map { CGFloat(max($0, 0)) }
        adjustsFontSizeToFitWidth = NibPropertyApplier.adjustsFontSizeToFit(o)
        (baselineAdjustment, unknownBaselineAdjustment) = NibButtonAttributes.known(a["baselineAdjustment"], in: NibPropertyApplier.baselineAdjustments)
        attributedText = o.attributedStrings["attributedText"]
        text = o.text
    }
}
