import Foundation

/// Arial's vertical metrics, the `hhea` ascender, descender and line gap of Monotype's Arial as
/// iOS ships it (`ArialMT`, `Arial-BoldMT`, `Arial-ItalicMT`, `Arial-BoldItalicMT`): 1854 / −434 /
/// 67 on a 2048-unit em in every face — the values Liberation Sans, which draws Arial here, was
/// made to match (its four faces' `hhea` are the same numbers), and `UIFont`'s `lineHeight` for
/// "ArialMT" at 17 pt, (1854 + 434 + 67) / 2048 × 17 = 19.55. Liberation Sans is a bundled face,
/// so without these its label line kept the gap (1.149 em); iOS's Arial is a font like any app
/// font, whose label line is the ascender less the descender (`Font.layoutLineHeight`): 2288 /
/// 2048 = 1.117 em (14 pt 15.64, stored 15.67 at @3x; 15 pt 16.76, 17; 17 pt 18.99, 19; 11 pt 12.29,
/// 12.33). One-line Arial labels of the corpus and sets AO – AU whose height nothing but their text
/// sets are stored at that line in 8 repositories (31 labels), at the gap's in 3 (10)
/// (`docs/system-font-metrics.md`, "Set AU (session 49, textAU)"). Helvetica, which Liberation Sans
/// also draws, keeps the stand-in's line: its stored labels sit at 1.149 em (678 of 976, 15
/// repositories).
extension IOSFamilyMetrics {
    /// Arial ("ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT", "Arial"; not
    /// "ArialRoundedMTBold" or "ArialHebrew", other designs): 2048 units per em, ascender 1854,
    /// descender −434, line gap 67.
    public static let arial = IOSFamilyMetrics(family: "arial", unitsPerEm: 2048, ascenderUnits: 1854,
                                               descenderUnits: -434, lineGapUnits: 67)

    /// The names of iOS's four Arial faces (and the family's), as `FontMatcher.squash` writes them:
    /// "ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT", "Arial", and the same
    /// without "MT". Not "Arial-Black" or "Arial-Narrow" (other designs, with other lines, that iOS
    /// does not ship), "ArialRoundedMTBold" or "ArialHebrew".
    static let arialNames: Set<String> = ["arial", "arialmt", "arialbold", "arialboldmt", "arialitalic", "arialitalicmt",
                                          "arialbolditalic", "arialbolditalicmt"]

    /// The metrics of an iOS family that a bundled face matches metric for metric and that
    /// `FontMatcher` serves without a fallback (so `forName(_:)` is not asked): Arial's for one of
    /// Arial's faces by name (`arialNames`: "ArialMT", "Arial-BoldMT"), nil for any other
    /// ("Helvetica", "Arial-Black", "ArialRoundedMTBold").
    static func forMetricCompatibleName(_ name: String) -> IOSFamilyMetrics? {
        arialNames.contains(FontMatcher.squash(name)) ? arial : nil
    }
}
