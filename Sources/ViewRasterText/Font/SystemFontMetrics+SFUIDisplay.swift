import Foundation

extension SystemFontMetrics {
    /// SF UI Display's letters over the Display end of `fittedAdvances` (SF Pro Display's), by
    /// weight class in increasing weight: the factor of a capital letter's advance and of a
    /// lowercase one's. Measured from the font files of 2015–16 that two app repositories ship
    /// (MaidMe's `SFUIDisplay-Regular` and `-Bold`, version 11.0d44e2, for 400 and 700;
    /// Twignature's `-Light` and `-Heavy`, the 11.0d33e2 beta, for 300 and 800): the files' widths
    /// of set AN's label texts, capitals and lowercase words apart, over ours for the same names
    /// without the files. Beside them our Display end is SF Pro Display's own file to 0.1 %
    /// (Semibold), and our Text end SF UI Text's (which SF Pro Text kept to the unit). A weight
    /// between two rows takes the straight line between them (medium and semibold: the beta's
    /// files agree within 0.5 %), one outside takes the nearest row. Interface Builder stores the
    /// labels of files that name these faces at these widths (docs/system-font-metrics.md, "Set AN
    /// (session 41, textAN)": MaidMe's seven, 14–17 pt regular, "CHANGE PASSWORD" 133 where SF Pro
    /// Display's is 125).
    public static let sfUIDisplayLetterFactors: [(weight: Int, capitals: CGFloat, lowercase: CGFloat)] = [
        (300, 1.034, 1.021), (400, 1.055, 1.029), (700, 1.023, 1.020), (800, 1.009, 1.021),
    ]

    /// The factor of `scalar`'s Display-end advance in SF UI Display at weight class `weight`
    /// (`sfUIDisplayLetterFactors`): a capital's for an uppercase Latin letter, a lowercase one's
    /// for a lowercase Latin letter (U+0041–U+024F), 1 for anything else (digits, spaces,
    /// punctuation, other scripts: not measured, SF Pro Display's kept).
    public static func sfUIDisplayFactor(of scalar: UInt32?, weight: Int) -> CGFloat {
        guard let scalar, (0x41...0x24F).contains(scalar), let u = Unicode.Scalar(scalar) else { return 1 }
        let rows = sfUIDisplayLetterFactors
        if u.properties.isUppercase {
            return FittedAdvances.interpolate(rows.map { ($0.weight, $0.capitals) }, at: weight)
        }
        if u.properties.isLowercase {
            return FittedAdvances.interpolate(rows.map { ($0.weight, $0.lowercase) }, at: weight)
        }
        return 1
    }
}
