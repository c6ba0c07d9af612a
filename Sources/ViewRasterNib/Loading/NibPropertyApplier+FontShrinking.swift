import Foundation
import ViewRasterViews

/// IB's "Autoshrink": `adjustsFontSizeToFit`, `minimumScaleFactor`, `minimumFontSize` and
/// `baselineAdjustment` on labels and text fields.
extension NibPropertyApplier {
    static let baselineAdjustments: [String: BaselineAdjustment] = [
        "alignBaselines": .alignBaselines, "alignCenters": .alignCenters, "none": .none,
    ]

    /// Whether the element shrinks its font: `adjustsFontSizeToFit="YES"|"NO"` when written.
    /// IB writes `adjustsFontSizeToFit="NO"` for "Fixed Font Size" and leaves the attribute out
    /// when autoshrink is on (its archive default is YES), writing the limit instead: absent,
    /// the element shrinks when it has a `minimumScaleFactor` or `minimumFontSize`.
    static func adjustsFontSizeToFit(_ o: NibObject) -> Bool {
        if let a = o.bool("adjustsFontSizeToFit") { return a }
        return o.attributes["minimumScaleFactor"] != nil || o.attributes["minimumFontSize"] != nil
    }

    /// The label's font shrinking (`minimumScaleFactor`, `minimumFontSize`,
    /// `adjustsFontSizeToFit`, `baselineAdjustment`) as `a` decoded it.
    func applyFontShrinking(_ v: Label, _ a: NibLabelAttributes) {
        if let f = a.minimumScaleFactor { v.minimumScaleFactor = f }
        if let m = a.minimumFontSize { v.minimumFontSize = m }
        v.adjustsFontSizeToFitWidth = a.adjustsFontSizeToFitWidth
        if let b = a.baselineAdjustment { v.baselineAdjustment = b }
        else if let name = a.unknownBaselineAdjustment { warn("unknown baselineAdjustment \"\(name)\"") }
    }
}
