import Foundation
import ViewRasterDisplayList

/// An asset catalog's `<name>.colorset`: the colour a named colour (`<color name="Brand"/>`)
/// draws when the xib's `<resources>` does not carry it. Its `Contents.json` lists entries per
/// idiom and appearance; the light ("any") universal or iPhone entry is the one drawn, converted
/// from its `color-space` (`srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`,
/// `gray-gamma-22`, `extended-gray`) to sRGB as `ColorSpaces` converts IB's colours.
enum NibColorSet {
    /// The asset-catalog spaces by the names IB's `<color customColorSpace>` uses.
    static let spaces: [String: String] = [
        "srgb": "sRGB", "display-p3": "displayP3", "extended-srgb": "extendedSRGB",
        "extended-linear-srgb": "extendedLinearSRGB", "gray-gamma-22": "genericGamma22GrayColorSpace",
        "extended-gray": "extendedGray",
    ]

    /// The colour of the first `<name>.colorset` under `folders`' `*.xcassets` (groups searched
    /// too, at most 6 levels deep); nil when there is none or it cannot be read.
    static func color(named name: String, in folders: [URL], appearance: String? = nil) -> Color? {
        let fm = FileManager.default
        for folder in folders {
            let catalogs = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
            for catalog in catalogs {
                if let set = find("\(name).colorset", in: folder.appendingPathComponent(catalog), depth: 6),
                   let data = fm.contents(atPath: set.appendingPathComponent("Contents.json").path) {
                    return color(contentsJSON: data, appearance: appearance)
                }
            }
        }
        return nil
    }

    private static func find(_ item: String, in folder: URL, depth: Int) -> URL? {
        let direct = folder.appendingPathComponent(item)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: direct.path, isDirectory: &isDir), isDir.boolValue { return direct }
        guard depth > 0, let items = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        for sub in items.sorted() where !sub.contains(".") {
            if let hit = find(item, in: folder.appendingPathComponent(sub), depth: depth - 1) { return hit }
        }
        return nil
    }

    /// The light universal (or iPhone) colour of a colorset's `Contents.json`; with
    /// `appearance` ("dark"), the entry for that luminosity appearance (nil when there is none).
    static func color(contentsJSON data: Data, appearance: String? = nil) -> Color? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        func matches(_ entry: [String: Any]) -> Bool {
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            guard let appearance else { return appearances.isEmpty }
            return appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == appearance }
        }
        let light = entries.filter(matches)
        let pick = light.first { ($0["idiom"] as? String) == "universal" } ?? light.first { ($0["idiom"] as? String) == "iphone" }
            ?? light.first
        guard let color = pick?["color"] as? [String: Any], let comps = color["components"] as? [String: Any] else { return nil }
        let space = spaces[(color["color-space"] as? String) ?? "srgb"] ?? "sRGB"
        func component(_ key: String) -> Double? { comps[key].flatMap(value) }
        let alpha = component("alpha") ?? 1
        if let white = component("white") {
            return ColorSpaces.gray(white: white, alpha: alpha, space: space, colorMatched: true)
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return ColorSpaces.rgb(red: r, green: g, blue: b, alpha: alpha, space: space, colorMatched: true)
    }

    /// A component as Xcode writes it: floating point ("0.500"), hexadecimal 8-bit ("0x7F") or
    /// decimal 8-bit ("127", Xcode's 0–255 input).
    static func value(_ any: Any) -> Double? {
        if let n = any as? NSNumber { return n.doubleValue }
        guard let s = (any as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if s.lowercased().hasPrefix("0x") { return Int(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if s.contains(".") || s.contains("e") { return Double(s).flatMap { $0.isFinite ? $0 : nil } }
        return Int(s).map { Double($0) / 255 }
    }
}
