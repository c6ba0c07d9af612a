import Foundation

/// Helvetica Neue's advances by face: Linotype's Helvetica Neue (55 Roman, 75 Bold, 45 Light),
/// the design of iOS's `HelveticaNeue.ttc`, read from the Latin glyphs of the face's own font file
/// (`hmtx` through `cmap`: Helvetica Neue LT Arabic's Roman, Bold and Light, whose Latin is
/// Linotype's Helvetica Neue; set AP's Naqsh ships them). Capsize's font metrics, computed from
/// Apple's own files, cross-check them: the average lowercase advance weighted by English letter
/// frequency is 450 / 1000 at regular and 480 at bold there, 447 and 477 from these tables (the same
/// weighting gives Liberation Sans 441.1, capsize's Arial 441.4). Helvetica's stand-in (Liberation
/// Sans, Helvetica's and Arial's widths) differs by character both ways — Helvetica Neue's "a" and
/// "e" are 537 where Helvetica's are 556, its "o" 574, "t" 315 and capitals "A" 648, "B" 685 where
/// Helvetica's are 556, 278, 667 and 667 — so no one scale serves. IB's stored widths of one-line
/// Helvetica Neue labels (sets AO and AP, 8 repositories) come to within a pixel of these
/// advances where the stand-in's are 1–5.5 pt off (`docs/system-font-metrics.md`, "Set AP
/// (session 43, textAP)"). Medium's are Apple's own `HelveticaNeue-Medium` file's (`hmtx` through
/// `cmap`), which set AR's wassup and news.ios ship (the same advances in both; their Regular, Bold
/// and Light files give the three tables above for every ASCII and Latin-1 character the tables
/// list, and their `hhea` the metrics `IOSFamilyMetrics` has): IB's stored widths of one-line
/// Medium labels in 10 repositories of sets AO–AR follow them where the stand-in's are 2–6 % narrow
/// (`docs/system-font-metrics.md`, "Set AR (session 45, textAR)").
extension IOSFamilyAdvances {
    /// Helvetica Neue Regular ("HelveticaNeue", "Helvetica Neue")'s advances (1000 units per em).
    public static let helveticaNeueRegular = IOSFamilyAdvances(
        name: "HelveticaNeue", unitsPerEm: 1000,
        ascii: [
            278, 259, 426, 556, 556, 1000, 630, 278, 259, 259, 352, 600, 278, 389, 278, 333,
            556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 600, 600, 600, 556,
            800, 648, 685, 722, 704, 611, 574, 759, 722, 259, 519, 667, 556, 871, 722, 760,
            648, 760, 685, 648, 574, 722, 611, 926, 611, 648, 611, 259, 333, 259, 600, 500,
            222, 537, 593, 537, 593, 537, 296, 574, 556, 222, 222, 519, 222, 853, 556, 574,
            593, 593, 333, 500, 315, 556, 500, 758, 518, 500, 480, 333, 222, 333, 600
        ],
        latin1: [
            0, 259, 556, 556, 556, 556, 222, 556, 222, 800, 378, 463, 600, 0, 800, 222,
            400, 600, 333, 333, 222, 0, 600, 278, 222, 333, 384, 463, 834, 834, 834, 556,
            648, 648, 648, 648, 648, 648, 926, 722, 611, 611, 611, 611, 259, 259, 259, 259,
            704, 722, 760, 760, 760, 760, 760, 600, 760, 722, 722, 722, 722, 648, 648, 556,
            537, 537, 537, 537, 537, 537, 870, 537, 537, 537, 537, 537, 222, 222, 222, 222,
            574, 556, 574, 574, 574, 574, 574, 600, 574, 556, 556, 556, 556, 500, 593, 500
        ],
        others: [0x2013: 500, 0x2014: 1000, 0x2018: 278, 0x2019: 278, 0x201A: 278, 0x201C: 426, 0x201D: 426, 0x201E: 426, 0x2020: 556, 0x2021: 556, 0x2022: 500, 0x2026: 1000, 0x2030: 1148, 0x2039: 259, 0x203A: 259, 0x20AC: 556])

    /// Helvetica Neue Bold's advances (1000 units per em).
    public static let helveticaNeueBold = IOSFamilyAdvances(
        name: "HelveticaNeue-Bold", unitsPerEm: 1000,
        ascii: [
            278, 278, 463, 556, 556, 1000, 685, 278, 296, 296, 407, 600, 278, 407, 278, 371,
            556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 600, 600, 600, 556,
            800, 685, 704, 741, 741, 648, 593, 759, 741, 295, 556, 722, 593, 907, 741, 778,
            667, 778, 722, 649, 611, 741, 630, 944, 667, 667, 648, 333, 371, 333, 600, 500,
            259, 574, 611, 574, 611, 574, 333, 611, 593, 258, 278, 574, 258, 906, 593, 611,
            611, 611, 389, 537, 352, 593, 520, 814, 537, 519, 519, 333, 223, 333, 600
        ],
        latin1: [
            0, 278, 556, 556, 556, 556, 223, 556, 259, 800, 344, 444, 600, 0, 800, 259,
            400, 600, 392, 392, 259, 0, 620, 278, 259, 392, 367, 444, 892, 889, 889, 556,
            685, 685, 685, 685, 685, 685, 981, 741, 648, 648, 648, 648, 295, 295, 295, 295,
            741, 741, 778, 778, 778, 778, 778, 600, 778, 741, 741, 741, 741, 667, 667, 611,
            574, 574, 574, 574, 574, 574, 907, 574, 574, 574, 574, 574, 258, 258, 258, 258,
            611, 593, 611, 611, 611, 611, 611, 600, 611, 593, 593, 593, 593, 519, 611, 519
        ],
        others: [0x2013: 500, 0x2014: 1000, 0x2018: 278, 0x2019: 278, 0x201A: 278, 0x201C: 463, 0x201D: 463, 0x201E: 463, 0x2020: 556, 0x2021: 556, 0x2022: 501, 0x2026: 1000, 0x2030: 1147, 0x2039: 241, 0x203A: 241, 0x20AC: 556])

    /// Helvetica Neue Light's advances (1000 units per em).
    public static let helveticaNeueLight = IOSFamilyAdvances(
        name: "HelveticaNeue-Light", unitsPerEm: 1000,
        ascii: [
            278, 241, 370, 556, 556, 889, 611, 278, 241, 241, 352, 600, 278, 370, 278, 333,
            556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 600, 600, 600, 537,
            800, 630, 667, 704, 685, 593, 537, 741, 704, 222, 500, 648, 537, 833, 704, 741,
            630, 741, 667, 630, 556, 685, 593, 907, 574, 611, 574, 241, 333, 241, 600, 500,
            185, 519, 574, 519, 574, 519, 259, 556, 537, 185, 185, 500, 185, 833, 537, 556,
            574, 574, 315, 481, 296, 537, 463, 741, 481, 463, 463, 333, 222, 333, 600
        ],
        latin1: [
            0, 241, 556, 556, 556, 556, 222, 556, 185, 800, 311, 426, 600, 0, 800, 185,
            400, 600, 333, 333, 185, 0, 600, 278, 185, 333, 334, 426, 834, 834, 834, 537,
            630, 630, 630, 630, 630, 630, 907, 704, 593, 593, 593, 593, 222, 222, 222, 222,
            685, 704, 741, 741, 741, 741, 741, 600, 741, 685, 685, 685, 685, 611, 630, 537,
            519, 519, 519, 519, 519, 519, 870, 519, 519, 519, 519, 519, 185, 185, 185, 185,
            556, 537, 556, 556, 556, 556, 556, 600, 556, 537, 537, 537, 537, 463, 574, 463
        ],
        others: [0x2013: 500, 0x2014: 1000, 0x2018: 278, 0x2019: 278, 0x201A: 278, 0x201C: 370, 0x201D: 370, 0x201E: 370, 0x2020: 556, 0x2021: 556, 0x2022: 500, 0x2026: 1000, 0x2030: 1111, 0x2039: 259, 0x203A: 259, 0x20AC: 556])

    /// Helvetica Neue Medium ("HelveticaNeue-Medium")'s advances (1000 units per em).
    public static let helveticaNeueMedium = IOSFamilyAdvances(
        name: "HelveticaNeue-Medium", unitsPerEm: 1000,
        ascii: [
            278, 278, 444, 556, 556, 1000, 648, 278, 278, 278, 370, 600, 278, 389, 278, 352,
            556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 600, 600, 600, 556,
            800, 667, 704, 722, 722, 630, 593, 759, 722, 278, 537, 685, 574, 889, 722, 760,
            667, 760, 704, 648, 593, 722, 611, 944, 648, 648, 630, 296, 352, 296, 600, 500,
            241, 556, 611, 556, 611, 556, 315, 593, 574, 241, 241, 537, 241, 870, 574, 593,
            611, 611, 352, 519, 333, 574, 519, 778, 537, 519, 500, 296, 222, 296, 600
        ],
        latin1: [
            278, 278, 556, 556, 556, 556, 222, 556, 241, 800, 380, 463, 600, 389, 800, 241,
            400, 600, 360, 360, 241, 574, 600, 278, 241, 360, 380, 463, 834, 834, 834, 556,
            667, 667, 667, 667, 667, 667, 963, 722, 630, 630, 630, 630, 278, 278, 278, 278,
            722, 722, 760, 760, 760, 760, 760, 600, 760, 722, 722, 722, 722, 648, 667, 574,
            556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 241, 241, 241, 241,
            593, 574, 593, 593, 593, 593, 593, 600, 593, 574, 574, 574, 574, 519, 611, 519
        ],
        others: [0x2013: 500, 0x2014: 1000, 0x2018: 278, 0x2019: 278, 0x201A: 278, 0x201C: 444, 0x201D: 444, 0x201E: 444, 0x2020: 556, 0x2021: 556, 0x2022: 500, 0x2026: 1000, 0x2030: 1148, 0x2039: 259, 0x203A: 259, 0x20AC: 556])

    /// The advances of the Helvetica Neue face `name` asks for ("HelveticaNeue", "Helvetica Neue",
    /// "HelveticaNeue-Bold", "HelveticaNeue-Light", "HelveticaNeue-Medium"), whose family's metrics
    /// `family` gives (`IOSFamilyMetrics.forName(name)`, which the font has already looked up), or
    /// nil for a face no stored label measures (Thin, UltraLight, the italics: their files are at
    /// hand, their labels are not), for the condensed faces and for other families.
    static func helveticaNeue(named name: String, family: IOSFamilyMetrics?) -> IOSFamilyAdvances? {
        guard family?.family == IOSFamilyMetrics.helveticaNeue.family else { return nil }
        let key = FontMatcher.squash(name)
        if key.contains("italic") || key.contains("oblique") { return nil }
        switch Font.Weight.parse(fromName: name) {
        case .regular: return .helveticaNeueRegular
        case .bold: return .helveticaNeueBold
        case .light: return .helveticaNeueLight
        case .medium: return .helveticaNeueMedium
        default: return nil
        }
    }
}
