import Foundation

/// Futura's vertical metrics by face, the `hhea` ascender, descender and line gap of iOS's own
/// `Futura.ttc` (set AQ's gymEbizzCode ships Apple's file): Medium 2127 / −532 / 61 and Medium
/// Italic 2126 / −539 / 60 on a 2048-unit em, Bold 1039 / −260 / 30 on a 1000-unit em, Condensed
/// Medium 2014 / −448 / 60 and Condensed ExtraBold 2055 / −553 / 56 on 2048. A one-line label's
/// height (`Font.layoutLineHeight`) is the ascender less the descender: 1.298 em at Medium (10 pt
/// 12.98, stored 13; 12 pt 15.58, 16; 16 pt 20.77, 21 — set AO's Sharon-Bandhan too; 15 and 17 pt 20
/// and 23 in whole points, the two repositories `docs/ios-font-stand-ins.md` had left), 1.299 em at
/// Bold (29 pt 37.67, stored 38), 1.273 em at Condensed ExtraBold (19 pt 24.20, 24.33 at @3x;
/// 32 pt 40.75, 41; 101 pt 128.62, 129), where the stand-in's 1.149 em is 1.5–12 pt short.
extension IOSFamilyMetrics {
    /// Futura Medium ("Futura-Medium", and "Futura" alone, which iOS resolves to it): 2048 units
    /// per em, ascender 2127, descender −532, line gap 61.
    public static let futuraMedium = futuraFace(2048, ascender: 2127, descender: -532, lineGap: 61)
    /// Futura Medium Italic ("Futura-MediumItalic"): ascender 2126, descender −539, line gap 60.
    public static let futuraMediumItalic = futuraFace(2048, ascender: 2126, descender: -539, lineGap: 60)
    /// Futura Bold ("Futura-Bold"): 1000 units per em, ascender 1039, descender −260, line gap 30.
    public static let futuraBold = futuraFace(1000, ascender: 1039, descender: -260, lineGap: 30)
    /// Futura Condensed Medium ("Futura-CondensedMedium"): ascender 2014, descender −448, line gap 60.
    public static let futuraCondensedMedium = futuraFace(2048, ascender: 2014, descender: -448, lineGap: 60)
    /// Futura Condensed ExtraBold ("Futura-CondensedExtraBold"): ascender 2055, descender −553,
    /// line gap 56.
    public static let futuraCondensedExtraBold = futuraFace(2048, ascender: 2055, descender: -553, lineGap: 56)

    private static func futuraFace(_ unitsPerEm: CGFloat, ascender: CGFloat, descender: CGFloat,
                                   lineGap: CGFloat) -> IOSFamilyMetrics {
        IOSFamilyMetrics(family: "futura", unitsPerEm: unitsPerEm, ascenderUnits: ascender,
                         descenderUnits: descender, lineGapUnits: lineGap)
    }

    /// The face of Futura a name asks for: a condensed name at semibold or heavier is Condensed
    /// ExtraBold, any other condensed name Condensed Medium; otherwise semibold or heavier is Bold,
    /// an italic or oblique Medium Italic, and the rest ("Futura", "Futura-Medium") Medium — the
    /// five faces iOS ships.
    static func futura(named name: String) -> IOSFamilyMetrics {
        let key = FontMatcher.squash(name)
        let heavy = Font.Weight.parse(fromName: name).weightClass >= Font.Weight.semibold.weightClass
        if key.contains("condensed") { return heavy ? .futuraCondensedExtraBold : .futuraCondensedMedium }
        if heavy { return .futuraBold }
        return key.contains("italic") || key.contains("oblique") ? .futuraMediumItalic : .futuraMedium
    }
}
