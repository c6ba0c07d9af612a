import Foundation

extension SystemFontMetrics {
    /// SF's low line (U+005F) from iOS 14 on over our model's, by weight class in increasing
    /// weight: the factor of the underscore's advance on top of `fittedAdvances` for the system
    /// font of iOS 14 and later (`SFOpticalSizing.continuous`). Measured from SF Pro Text's own font
    /// files (`hmtx`, 2,048 units per em; read for measurement only): version 16.0d18e1 of 2020,
    /// which an app repository of set AO ships in every weight, gives the underscore 1,187
    /// (ultralight), 1,189, 1,192, 1,195 (regular), 1,227, 1,252, 1,285 (bold), 1,332 and 1,374
    /// (black) units, where every earlier release the repositories ship — SF UI Text 11.0 and 12.0
    /// (2015–16), SF Pro Text 13.0 (2017–19), six repositories — gives 916 at regular, within 1 % of
    /// Inter's 1,272 of 2,816 × 0.996. Between 13.0 and 16.0 the letters and digits move by 1 % at
    /// most; of the marks, the underscore moves most (+30 %; the percent sign and the apostrophe,
    /// +18 % and +17 %, and the slash, −8.5 %, have their own factors already). So the variable SF
    /// Pro of iOS 14 widened the underscore by about three tenths; each factor is SF Pro Text 16's
    /// over the bundled face's (Inter's) times the weight's scale (regular 1,195 / 2,048 against
    /// 1,272 / 2,816 × 0.996). SF Pro Display's files
    /// of the same version give the display end within 1.5 % of the same factor (regular 1,079
    /// units against our Display end's 0.401 em). A weight between two rows takes the straight
    /// line between them, one outside takes the nearest row. Interface Builder stores one-line
    /// labels with underscores at these widths in files of Xcode 12 on and at Inter's in earlier
    /// ones (docs/system-font-metrics.md, "Set AT (session 47, readAT)": Kurozora's "_test"
    /// placeholders, green_ios's "lbl_…" keys of set M, ProtonVPN's of set J).
    public static let underscoreFactorsFromIOS14: [(weight: Int, factor: CGFloat)] = [
        (100, 1.363), (200, 1.340), (300, 1.318), (400, 1.297), (500, 1.295), (600, 1.288),
        (700, 1.283), (800, 1.272), (900, 1.256),
    ]

    /// The factor of `scalar`'s advance at weight class `weight` on top of `fittedAdvances` for
    /// text drawn with `sizing`: `underscoreFactorsFromIOS14`' for the low line (U+005F) in the
    /// system font of iOS 14 on (`.continuous`); 1 for anything else, and for the underscore of
    /// iOS 9 to 13 (`.textBelowDisplaySize`), which SF Pro Text 13's files put at Inter's.
    public static func underscoreFactor(of scalar: UInt32?, weight: Int, sizing: SFOpticalSizing) -> CGFloat {
        guard scalar == 0x5F, sizing == .continuous else { return 1 }
        return FittedAdvances.interpolate(underscoreFactorsFromIOS14.lazy.map { ($0.weight, $0.factor) }, at: weight)
    }
}
