import Foundation

/// Helvetica Neue's vertical metrics by face: iOS's `HelveticaNeue.ttc` gives its faces
/// three ascenders (UltraLight 931, Thin and Light 967, Regular 952, Italic 957, Medium and
/// Bold 975) over a descender of −213 (−217 from Medium), on a 1000-unit em. A one-line label's
/// height is the ascender less the descender: a line of 1.165 em at regular and 1.192 em at
/// medium and bold. The faces' `hhea` line gaps (27–29 units) are not counted: IB's stored
/// heights of one-line labels (sets AF, AE, AD and the corpus, `docs/ios-font-stand-ins.md`)
/// bound the regular line to 1.158–1.167 em and the bold one to 1.1905–1.1923 em, which a gap
/// would pass.
extension IOSFamilyMetrics {
    /// Helvetica Neue Regular (and the family name alone): ascender 952, descender −213.
    public static let helveticaNeue = helveticaNeueFace(ascender: 952, descender: -213)
    /// Helvetica Neue Italic: ascender 957, descender −213.
    public static let helveticaNeueItalic = helveticaNeueFace(ascender: 957, descender: -213)
    /// Helvetica Neue Thin and Light (and their italics): ascender 967, descender −213.
    public static let helveticaNeueLight = helveticaNeueFace(ascender: 967, descender: -213)
    /// Helvetica Neue UltraLight (and its italic): ascender 931, descender −213.
    public static let helveticaNeueUltraLight = helveticaNeueFace(ascender: 931, descender: -213)
    /// Helvetica Neue Medium and Bold (and their italics): ascender 975, descender −217.
    public static let helveticaNeueBold = helveticaNeueFace(ascender: 975, descender: -217)

    private static func helveticaNeueFace(ascender: CGFloat, descender: CGFloat) -> IOSFamilyMetrics {
        IOSFamilyMetrics(family: "helveticaneue", unitsPerEm: 1000, ascenderUnits: ascender,
                         descenderUnits: descender, lineGapUnits: 0)
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
