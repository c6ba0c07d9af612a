import Foundation

/// Resolves font names to bundled (and registered, `FontRegistry.register(fontFileAt:)`) faces:
/// exact PostScript names, family names, system font
/// aliases, Helvetica's metric-compatible stand-in, a bundled family's other styles, and
/// otherwise Liberation Sans at the weight and style the name implies.
///
/// iOS draws a nib font it does not have (a custom font whose file is not in the app) in
/// Helvetica at the size asked; Liberation Sans has Arial's advance widths, which are Helvetica's,
/// so text takes the width it takes on iOS.
enum FontMatcher {
    /// Names that mean the iOS system font, served by Inter without a fallback report.
    static let systemAliases = [".sfui", "sfui", "sfpro", ".applesystemuifont", "system", "sanfrancisco"]
    /// Families Liberation Sans matches metric for metric, served without a fallback report
    /// (not Helvetica Neue, whose widths differ: that one is a reported fallback).
    static let helveticaMetricAliases = ["helvetica", "arial", "arialmt"]
    /// iOS families a bundled family matches metric for metric (advances and line height), served
    /// without a fallback report: Menlo is Apple's version of Bitstream Vera Sans Mono, as DejaVu
    /// Sans Mono is (advance 1233 and line height 2384 of 2048 units: "-" at 17 pt is stored 10.5 ×
    /// 20 pt at @2x, "00:00.0" at 48 pt 203 × 56 in whole points, a 14 pt line 16.33 tall at @3x);
    /// Liberation Mono is made to Courier New's metrics ("CourierNewPSMT", "CourierNewPS-BoldMT").
    static let monospacedMetricAliases = ["menlo": "dejavusansmono", "couriernew": "liberationmono",
                                          "couriernewps": "liberationmono"]
    /// `monospacedMetricAliases`' names, longest first ("couriernewps" before "couriernew").
    static let monospacedAliasesLongestFirst = monospacedMetricAliases.keys.sorted { ($0.count, $0) > ($1.count, $1) }
    /// The family unknown names fall back to: Helvetica's stand-in.
    static let fallbackFamily = "liberationsans"

    /// The face `name` draws in and whether it is a reported fallback. A bundled face provides
    /// a name by its PostScript name, its family name, or its family followed by a style
    /// ("Roboto-Black", "RobotoCondensed-Light", "RobotoBold"): the nearest face of that family.
    /// A name no bundled face provides ("Interstate-Bold", "RobotoMono-Regular", "ManifoldCF-Regular")
    /// is a custom font the app does not have: iOS draws it in Helvetica, so it takes Liberation
    /// Sans at the weight and slant its style part implies.
    /// `isSystem` is true for the system font's names (".SFUI-Semibold", "System"), which take
    /// SF's metrics.
    static func face(forName name: String) -> (face: FontFace, isFallback: Bool, isSystem: Bool) {
        let registry = FontRegistry.shared
        if let f = registry.namedFace(postScriptName: name) { return (f, false, false) }
        let key = squash(name)
        let families = familyKeys()
        if let fam = families.first(where: { $0 == key }) {
            return (nearest(family: fam, weight: .regular, italic: false), false, false)
        }
        let parts = name.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let familyPart = squash(String(parts.first ?? ""))
        // The style is what follows the family ("-BoldItalicMT"); a name without a hyphen is read whole.
        let style = parts.count > 1 ? String(parts[1]) : name
        let weight = Font.Weight.parse(fromName: style)
        let italic = squash(style).contains("italic") || squash(style).contains("oblique")
        if systemAliases.contains(where: { key.hasPrefix(squash($0)) }) {
            return (nearest(family: "inter", weight: weight, italic: italic), false, true)
        }
        if helveticaMetricAliases.contains(familyPart) {
            return (nearest(family: fallbackFamily, weight: weight, italic: italic), false, false)
        }
        if let alias = monospacedAliasesLongestFirst.first(where: { provides($0, familyPart: familyPart, key: key, hasStyle: parts.count > 1) }),
           let family = monospacedMetricAliases[alias] {
            return (nearest(family: family, weight: weight, italic: italic), false, false)
        }
        if let family = families.filter({ provides($0, familyPart: familyPart, key: key, hasStyle: parts.count > 1) })
            .max(by: { $0.count < $1.count }) {
            return (nearest(family: family, weight: weight, italic: italic), true, false)
        }
        return (nearest(family: fallbackFamily, weight: weight, italic: italic), true, false)
    }

    /// Words a PostScript name's style part is made of ("BoldItalic", "LightOblique", "MT").
    static let styleWords = ["regular", "roman", "book", "normal", "plain", "ultralight", "extralight", "hairline",
                             "thin", "light", "medium", "semibold", "demibold", "demi", "extrabold", "ultrabold",
                             "bold", "heavy", "black", "italic", "oblique", "mt", "ps"]

    /// Whether bundled `family` provides a name: its family part is the family ("Roboto-Black"),
    /// or, without a hyphen, the name is the family followed by style words only ("RobotoBold").
    static func provides(_ family: String, familyPart: String, key: String, hasStyle: Bool) -> Bool {
        if hasStyle { return familyPart == family }
        guard key.hasPrefix(family) else { return false }
        var rest = Substring(key.dropFirst(family.count))
        while !rest.isEmpty {
            guard let word = styleWords.first(where: { rest.hasPrefix($0) }) else { return false }
            rest = rest.dropFirst(word.count)
        }
        return true
    }

    /// The bundled face in `family` nearest to `weight`, preferring the matching slant.
    /// Cached per process (`NearestFaceCache`) until a font is registered.
    static func nearest(family: String, weight: Font.Weight, italic: Bool) -> FontFace {
        NearestFaceCache.shared.face(.init(family: family, weightClass: weight.weightClass, italic: italic),
                                     registrations: FontRegistry.shared.registrationCount) {
            nearestUncached(family: family, weight: weight, italic: italic)
        }
    }

    /// `nearest(family:weight:italic:)` without the cache: chosen among the faces' descriptions,
    /// so only the face picked is loaded (the next nearest when a file cannot be loaded).
    static func nearestUncached(family: String, weight: Font.Weight, italic: Bool) -> FontFace {
        let all = Array(FontRegistry.shared.namedDescriptors().values)
        let fam = squash(family)
        let pool = all.filter { squash($0.familyName) == fam }
        let candidates = (pool.isEmpty ? all : pool).sorted {
            (cost($0, weight, italic), $0.postScriptName) < (cost($1, weight, italic), $1.postScriptName)
        }
        for described in candidates {
            if let face = try? FontRegistry.shared.face(atPath: described.path, faceIndex: described.faceIndex) { return face }
        }
        fatalError("ViewRaster's bundled fonts are missing from the package resources")
    }

    private static func cost(_ f: FaceDescriptor, _ w: Font.Weight, _ italic: Bool) -> Int {
        abs(f.weightClass - w.weightClass) * 2 + (f.isItalic == italic ? 0 : 500)
            + (f.weightClass > w.weightClass ? 1 : 0)   // ties go to the lighter face
    }

    static func familyKeys() -> [String] {
        Array(Set(FontRegistry.shared.namedDescriptors().values.map { squash($0.familyName) })).sorted()
    }

    static func squash(_ s: String) -> String {
        s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }
}
