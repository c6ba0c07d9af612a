import Foundation

/// `IBUIFontDescription` (`type` 1 system, 2 bold system, 3 italic system; or `name`, `family`
/// and `pointSize`, or the `IBUIFont`'s `NSSize` when it has none) → `<fontDescription>`; without one, the `IBUIFont` NSFont (`NSName`,
/// `NSSize`), whose dot-prefixed names (".HelveticaNeueUI-Bold") are the system font.
extension ArchiveTranslator {
    /// The `<fontDescription key="fontDescription">` of the object `o`, if it has a font.
    func font(_ o: XIBElement) throws -> XIBElement? {
        if let d = try value(o, "IBUIFontDescription") {
            // Xcode 4's templates also write a description with a `size` code and no pointSize
            // beside the `IBUIFont` it resolved to; that font's `NSSize` is the size then.
            let resolved = try value(o, "IBUIFont").flatMap { try number($0, "NSSize") }
            guard let size = try number(d, "pointSize") ?? resolved, size > 0, size <= 10_000 else {
                throw fail("IBUIFontDescription needs a pointSize (or an IBUIFont's NSSize) between 0 and 10000", d)
            }
            var a = ["key": "fontDescription", "pointSize": Self.format(size)]
            if let name = try string(d, "name") {
                a["name"] = name
                if let family = try string(d, "family") { a["family"] = family }
            } else {
                switch try int(d, "type") ?? 1 {
                case 2: a["type"] = "boldSystem"
                case 3: a["type"] = "italicSystem"
                default: a["type"] = "system"
                }
            }
            return make("fontDescription", a, at: d)
        }
        if let f = try value(o, "IBUIFont"), let name = try string(f, "NSName") {
            guard let size = try number(f, "NSSize"), size > 0, size <= 10_000 else {
                throw fail("IBUIFont needs an NSSize between 0 and 10000", f)
            }
            var a = ["key": "fontDescription", "pointSize": Self.format(size)]
            if name.hasPrefix(".") {
                a["type"] = name.contains("Bold") ? "boldSystem" : name.contains("Italic") ? "italicSystem" : "system"
            } else {
                a["name"] = name
            }
            return make("fontDescription", a, at: f)
        }
        return nil
    }
}
