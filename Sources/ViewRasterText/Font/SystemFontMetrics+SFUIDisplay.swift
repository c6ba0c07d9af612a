import Foundation

extension SystemFontMetrics {
    /// SF UI Display's capitals over the Display end of `fittedAdvances` (SF Pro Display's), by
    /// weight class in increasing weight: the factor of a capital letter's advance. Measured from
    /// the font files that three app repositories ship under the names `SFUIDisplay-…`: the files'
    /// widths of set AN's label texts in capitals over ours for the same names without the files
    /// (MaidMe's Regular and Bold, version 11.0d44e2 of 2015, for 400 and 700 — kzin's 12.0d6e2 of
    /// 2016 gives 1.052 and 1.022; Twignature's 11.0d33e2 beta for 300 and 800). Every Display
    /// face has these capitals (SF Pro Display's own keep 0.932 of its Text face's advance, its
    /// lowercase 0.901, which is our display ratio), where the lowercase of the 2015 files is
    /// wider and that of the 2016 file is ours: the capitals are what all of them share. A weight
    /// between two rows takes the straight line between them (the beta's medium and semibold files
    /// agree within 0.2 %), one outside takes the nearest row. Interface Builder stores the labels
    /// of files that name these faces at these widths (docs/system-font-metrics.md, "Set AN
    /// (session 41, textAN)": MaidMe's 14 pt "CHANGE PASSWORD" 133 pt, where SF Pro Display's end
    /// gives 125). Since session 46 the characters of `IOSFamilyAdvances.sfUIDisplay(weight:)`'s
    /// tables (ASCII, Latin-1, the common marks) take the file's own advances instead; these factors
    /// widen the capitals beyond them (Latin Extended).
    public static let sfUIDisplayCapitalFactors: [(weight: Int, factor: CGFloat)] = [
        (300, 1.034), (400, 1.055), (700, 1.023), (800, 1.009),
    ]

    /// The factor of `scalar`'s Display-end advance in SF UI Display at weight class `weight`:
    /// `sfUIDisplayCapitalFactors`' for an uppercase Latin letter (U+0041–U+024F), 1 for anything
    /// else (lowercase letters, digits, spaces, punctuation and other scripts keep SF Pro Display's).
    public static func sfUIDisplayFactor(of scalar: UInt32?, weight: Int) -> CGFloat {
        guard let scalar, (0x41...0x24F).contains(scalar), let u = Unicode.Scalar(scalar),
              u.properties.isUppercase else { return 1 }
        return FittedAdvances.interpolate(sfUIDisplayCapitalFactors.lazy.map { ($0.weight, $0.factor) }, at: weight)
    }
}
