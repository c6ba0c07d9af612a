import Foundation

extension SystemFontMetrics {
    /// The Indian rupee sign, U+20B9 ("₹").
    static let rupeeSign: UInt32 = 0x20B9
    /// The dollar sign, U+0024 ("$"), whose advance SF gives the rupee sign.
    static let dollarSign: UInt32 = 0x24

    /// The character whose advance `scalar` takes in the system font: the dollar sign's for the
    /// rupee sign, `scalar` itself for anything else. SF Pro draws "₹" exactly as wide as "$" in
    /// every weight and at both ends of its optical sizes — SF Pro Text 16.0d18e1's `hmtx` (2020,
    /// which set AO's CoachCulture ships; read for measurement only): regular 1,290 and 1,290 of
    /// 2,048 units, medium 1,321 and 1,321, semibold 1,344 and 1,344, bold 1,375 and 1,375, heavy
    /// 1,420 and 1,420; SF Pro Text 13.0 (Elconcierge_ios) regular 1,328 and 1,328, bold 1,415 and
    /// 1,415; SF Pro Display 13.0 and 16.0 regular 1,238 and 1,238, bold 1,325 and 1,325 — where
    /// the bundled face (Inter) draws the rupee a sixth narrower than its dollar (regular 1,520
    /// against 1,796 of 2,816 units; bold 1,616 against 1,844), so the fitted advances left every
    /// "₹" 0.09 em narrow: 1.3 pt at 14 pt. The rupee sign therefore takes the face's dollar sign
    /// and the dollar's fitted advance (`Shaping`'s `applySystemFontMetrics`): "₹" at 14 pt regular
    /// is Inter's 1,796 / 2,816 × 0.996 × 14 = 8.89 pt less the tracking, where SF's own is 8.82.
    /// Interface Builder stores labels with the sign at these widths (docs/system-font-metrics.md,
    /// "Set AU (session 49, textAU)").
    static func advanceCharacter(of scalar: UInt32?) -> UInt32? {
        scalar == rupeeSign ? dollarSign : scalar
    }
}
