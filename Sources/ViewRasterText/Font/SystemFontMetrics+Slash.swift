import Foundation

extension SystemFontMetrics {
    /// SF's slash over our model's, by weight class in increasing weight: the factor of the
    /// solidus's (U+002F) advance on top of `fittedAdvances`. Measured from SF Pro Text's own font
    /// files (version 16.0d18e1 of 2020, `hmtx`, which an app repository of set AO ships; read for
    /// measurement only): its slash over the bundled face's (Inter's) times the weight's scale —
    /// regular 624 of 2,048 units against Inter's 1,004 of 2,816 × 0.996, bold 685 against 1,098 ×
    /// 1.026. SF's slash is about a seventh narrower than the scaled face's at every weight, where
    /// its letters and digits are within 2–3 %. SF Pro Display's files of the same version (0.80–
    /// 0.88 of our Display end) and SF UI Display's of 2015 agree. A weight between two rows takes
    /// the straight line between them, one outside takes the nearest row. Interface Builder stores
    /// one-line labels with slashes at these widths (docs/system-font-metrics.md, "Set AO (session
    /// 42, textAO)": ChoresWorker's 14 pt "12/Feb/2021" 79 pt, where Inter's slash gives 80).
    public static let slashFactors: [(weight: Int, factor: CGFloat)] = [
        (100, 0.839), (200, 0.835), (300, 0.852), (400, 0.858), (500, 0.853), (600, 0.843),
        (700, 0.836), (800, 0.828), (900, 0.816),
    ]

    /// The factor of `scalar`'s advance at weight class `weight` on top of `fittedAdvances`:
    /// `slashFactors`' for the solidus (U+002F), 1 for anything else.
    public static func slashFactor(of scalar: UInt32?, weight: Int) -> CGFloat {
        guard scalar == 0x2F else { return 1 }
        return FittedAdvances.interpolate(slashFactors.lazy.map { ($0.weight, $0.factor) }, at: weight)
    }
}
