import Foundation

/// Helvetica Neue's vertical metrics by face: iOS's `HelveticaNeue.ttc` gives its faces
/// three ascenders (UltraLight 931, Thin and Light 967, Regular 952, Italic 957, Medium and
/// Bold 975) over a descender of −213 (−217 from Medium), on a 1000-unit em, and `hhea` line
/// gaps of 27 (UltraLight), 28 (Regular, Italic) and 29 units (Thin, Light, Medium, Bold), as
/// capsize's metrics table lists the faces. `Font.lineHeight` counts the gap, as
/// `UIFont(name: "HelveticaNeue", size: 16)` reports it (ascender 15.232, descender −3.408,
/// Core Text's leading 0.448: 952, −213 and 28 units × 16 / 1000), so 17 pt is
/// (952 + 213 + 28) / 1000 × 17 = 20.281. A one-line label's height (`Font.layoutLineHeight`)
/// is the ascender less the descender: a line of 1.165 em at regular and 1.192 em at medium and
/// bold. IB's stored heights of one-line labels (sets AF, AE, AD and the corpus,
/// `docs/ios-font-stand-ins.md`) bound the regular line to 1.158–1.167 em and the bold one to
/// 1.1905–1.1923 em, which the gap would pass.
extension IOSFamilyMetrics {
    /// Helvetica Neue Regular (and the family name alone): ascender 952, descender −213, line gap 28.
    public static let helveticaNeue = helveticaNeueFace(ascender: 952, descender: -213, lineGap: 28)
    /// Helvetica Neue Italic: ascender 957, descender −213, line gap 28.
    public static let helveticaNeueItalic = helveticaNeueFace(ascender: 957, descender: -213, lineGap: 28)
    /// Helvetica Neue Thin and Light (and their italics): ascender 967, descender −213, line gap 29.
    public static let helveticaNeueLight = helveticaNeueFace(ascender: 967, descender: -213, lineGap: 29)
    /// Helvetica Neue UltraLight (and its italic): ascender 931, descender −213, line gap 27.
    public static let helveticaNeueUltraLight = helveticaNeueFace(ascender: 931, descender: -213, lineGap: 27)
    /// Helvetica Neue Medium and Bold (and their italics): ascender 975, descender −217, line gap 29.
    public static let helveticaNeueBold = helveticaNeueFace(ascender: 975, descender: -217, lineGap: 29)

    private static func helveticaNeueFace(ascender: CGFloat, descender: CGFloat, lineGap: CGFloat) -> IOSFamilyMetrics {
        IOSFamilyMetrics(family: "helveticaneue", unitsPerEm: 1000, ascenderUnits: ascender,
                         descenderUnits: descender, lineGapUnits: lineGap)
    }

    /// The face of Helvetica Neue a name asks for ("HelveticaNeue-Bold", "HelveticaNeue-LightItalic",
    /// "Helvetica Neue"), or nil for the condensed faces ("HelveticaNeue-CondensedBold": another
    /// design, whose metrics are not known here).
    static func helveticaNeue(named name: String) -> IOSFamilyMetrics? {
        let key = FontMatcher.squash(name)
        if key.contains("condensed") { return nil }
        switch Font.Weight.parse(fromName: name) {
        case .ultraLight: return .helveticaNeueUltraLight
        case .thin, .light: return .helveticaNeueLight
        case .regular: return key.contains("italic") ? .helveticaNeueItalic : .helveticaNeue
        default: return .helveticaNeueBold
        }
    }
}
