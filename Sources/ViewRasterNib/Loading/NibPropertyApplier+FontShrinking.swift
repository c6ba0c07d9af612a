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

    func applyFontShrinking(_ v: Label) {
        let o = object
        if let f = o.double("minimumScaleFactor") { v.minimumScaleFactor = CGFloat(min(max(f, 0), 1)) }
        if let m = o.double("minimumFontSize") { v.minimumFontSize = CGFloat(max(m, 0)) }
        v.adjustsFontSizeToFitWidth = Self.adjustsFontSizeToFit(o)
        if let name = o.attributes["baselineAdjustment"] {
            if let b = Self.baselineAdjustments[name] { v.baselineAdjustment = b }
            else { warn("unknown baselineAdjustment \"\(name)\"") }
        }
    }
}
