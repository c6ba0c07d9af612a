import Foundation

/// Resolves font names to bundled faces: exact PostScript names, family names, system font
/// aliases, and otherwise the nearest face by weight and style.
enum FontMatcher {
    /// Names that mean the iOS system font, served by Inter without a fallback report.
    static let systemAliases = [".sfui", "sfui", "sfpro", ".applesystemuifont", "system", "sanfrancisco"]

    static func face(forName name: String) -> (face: FontFace, isFallback: Bool) {
        let registry = FontRegistry.shared
        if let f = registry.bundledFace(postScriptName: name) { return (f, false) }
        let key = squash(name)
        let families = familyKeys()
        if let fam = families.first(where: { $0 == key }) {
            return (nearest(family: fam, weight: .regular, italic: false), false)
        }
        let weight = Font.Weight.parse(fromName: name)
        let italic = key.contains("italic") || key.contains("oblique")
        if systemAliases.contains(where: { key.hasPrefix(squash($0)) }) {
            return (nearest(family: "inter", weight: weight, italic: italic), false)
        }
        // Longest bundled family that prefixes the name ("RobotoCondensed-Light" → Roboto Condensed).
        let family = families.filter { key.hasPrefix($0) }.max { $0.count < $1.count } ?? "inter"
        return (nearest(family: family, weight: weight, italic: italic), true)
    }

    /// The bundled face in `family` nearest to `weight`, preferring the matching slant.
    static func nearest(family: String, weight: Font.Weight, italic: Bool) -> FontFace {
        let all = Array(FontRegistry.shared.bundledFacesByPostScriptName().values)
        let fam = squash(family)
        let pool = all.filter { squash($0.familyName) == fam }
        let candidates = pool.isEmpty ? all : pool
        let best = candidates.min { cost($0, weight, italic) < cost($1, weight, italic)
            || (cost($0, weight, italic) == cost($1, weight, italic) && $0.postScriptName < $1.postScriptName) }
        guard let best else {
            fatalError("ViewRaster's bundled fonts are missing from the package resources")
        }
        return best
    }

    private static func cost(_ f: FontFace, _ w: Font.Weight, _ italic: Bool) -> Int {
        abs(f.weightClass - w.weightClass) * 2 + (f.isItalic == italic ? 0 : 500)
            + (f.weightClass > w.weightClass ? 1 : 0)   // ties go to the lighter face
    }

    static func familyKeys() -> [String] {
        Array(Set(FontRegistry.shared.bundledFacesByPostScriptName().values.map { squash($0.familyName) })).sorted()
    }

    static func squash(_ s: String) -> String {
        s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }
}
