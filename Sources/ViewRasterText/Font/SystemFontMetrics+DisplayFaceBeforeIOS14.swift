import Foundation

/// iOS 9 to 13's SF Pro Display, which drew the system font from 20 pt (`SFOpticalSizing.textBelowDisplaySize`),
/// as its own font files give it: the repositories' SF UI Display 12.0 and SF Pro Display 13.0 and 16.0 files,
/// read for measurement only (docs/system-font-metrics.md, "Medium and semibold at 19–21 pt (session 48,
/// textMid48)").
extension SystemFontMetrics {
    /// SF Pro Display's tracking by point size, in 2048ths of an em: the rows of its `trak` table
    /// (track 0, the one Core Text applies) from 20 pt to the ramp's end, the same in every weight
    /// and every release of the face. +37 units (+0.361 pt) at 20 pt where today's variable font
    /// has −0.45; from 28 pt today's table is the Display face's within 0.03 pt a character.
    public static let displayTrackingUnitsBeforeIOS14: [(size: CGFloat, units: CGFloat)] = [
        (20, 37), (22, 32), (28, 26),
    ]

    /// SF Pro Display 13's advances over the bundled face's scaled by the weight (`FittedAdvances.weightScales`),
    /// the mean over each class of characters — capitals A–Z, digits 0–9, the space and the
    /// lowercase a–z, which every other character takes — by weight class. The Display face
    /// tightens its lowercase by about 11 % against the Text face and its capitals by 7 %, its
    /// digits by 5 % and its space by 20–27 %; one display ratio for every glyph
    /// (`FittedAdvances.displayRatios`) sets its capitals 3–4 % narrow.
    public static let displayClassRatiosBeforeIOS14: [(weight: Int, capitals: CGFloat, digits: CGFloat,
                                                       space: CGFloat, lowercase: CGFloat)] = [
        (400, 0.939, 0.958, 0.732, 0.884),
        (500, 0.936, 0.955, 0.760, 0.892),
        (600, 0.931, 0.947, 0.795, 0.893),
        (700, 0.926, 0.942, 0.831, 0.898),
    ]

    /// SF Pro Display's tracking after every character at `size` points, in points
    /// (`displayTrackingUnitsBeforeIOS14`; the straight line between rows, the nearest row's units
    /// outside them): +0.361 pt at 20 pt, +0.344 at 22.
    public static func displayTrackingBeforeIOS14(forSize size: CGFloat) -> CGFloat {
        let rows = displayTrackingUnitsBeforeIOS14
        guard size.isFinite, size > 0, let first = rows.first, let last = rows.last else { return 0 }
        var units = size <= first.size ? first.units : last.units
        for (lower, upper) in zip(rows, rows.dropFirst()) where size > lower.size && size <= upper.size {
            units = lower.units + (upper.units - lower.units) * (size - lower.size) / (upper.size - lower.size)
        }
        return units * size / unitsPerEm
    }

    /// SF Pro Display's advance of `scalar` (nil: a lowercase letter's) at weight class `weight` over the
    /// fitted Display end (`FittedAdvances.ratio(forSize:weight:scalar:)` at `rampFullSize`): its class's
    /// ratio in `displayClassRatiosBeforeIOS14` (a weight between two rows takes the straight line
    /// between them) over the fitted one. A weight outside the rows (ultralight, thin, light, heavy,
    /// black: faces whose files were not read) takes 1, the fitted Display end, rather than a row it
    /// was not measured at.
    static func displayFaceFactorBeforeIOS14(of scalar: UInt32?, weight: Int) -> CGFloat {
        let rows = displayClassRatiosBeforeIOS14.lazy
        guard let lightest = rows.first?.weight, let heaviest = rows.last?.weight,
              (lightest...heaviest).contains(weight) else { return 1 }
        let own: CGFloat
        switch scalar {
        case .some(0x41...0x5A): own = FittedAdvances.interpolate(rows.map { ($0.weight, $0.capitals) }, at: weight)
        case .some(0x30...0x39): own = FittedAdvances.interpolate(rows.map { ($0.weight, $0.digits) }, at: weight)
        case .some(0x20): own = FittedAdvances.interpolate(rows.map { ($0.weight, $0.space) }, at: weight)
        default: own = FittedAdvances.interpolate(rows.map { ($0.weight, $0.lowercase) }, at: weight)
        }
        let fitted = fittedAdvances.ratio(forSize: fittedAdvances.rampFullSize, weight: weight, scalar: scalar)
        return own / fitted
    }
}
