import Foundation

/// `NSColor` objects → `<color>`: `NSColorSpace` 1/2 (calibrated/device RGB, `NSRGB`), 3/4
/// (calibrated/device white, `NSWhite`), 5 (`NSCMYK`), 6 (catalog: `NSColorName`, else its
/// `NSColor` fallback); `IBUIColorCocoaTouchKeyPath` names a UIColor class colour (darkTextColor).
extension ArchiveTranslator {
    /// The `<color key="key">` for the NSColor `e`; nil (with a warning) when it cannot be read.
    func color(_ e: XIBElement, key: String, depth: Int = 0) throws -> XIBElement? {
        if let path = try string(e, "IBUIColorCocoaTouchKeyPath"), SystemColors.color(named: path) != nil {
            return make("color", ["key": key, "cocoaTouchSystemColor": path], at: e)
        }
        guard let space = try int(e, "NSColorSpace") else {
            warn("NSColor without NSColorSpace; ignored", e); return nil
        }
        switch space {
        case 1, 2:
            let c = try components(e, "NSRGB", min: 3)
            return make("color", ["key": key, "red": Self.format(c[0]), "green": Self.format(c[1]), "blue": Self.format(c[2]),
                                  "alpha": Self.format(c.count > 3 ? c[3] : 1),
                                  "colorSpace": space == 1 ? "calibratedRGB" : "deviceRGB"], at: e)
        case 3, 4:
            let c = try components(e, "NSWhite", min: 1)
            return make("color", ["key": key, "white": Self.format(c[0]), "alpha": Self.format(c.count > 1 ? c[1] : 1),
                                  "colorSpace": space == 3 ? "calibratedWhite" : "deviceWhite"], at: e)
        case 5:
            let c = try components(e, "NSCMYK", min: 4)
            return make("color", ["key": key, "cyan": Self.format(c[0]), "magenta": Self.format(c[1]),
                                  "yellow": Self.format(c[2]), "black": Self.format(c[3]),
                                  "alpha": Self.format(c.count > 4 ? c[4] : 1), "colorSpace": "deviceCMYK"], at: e)
        case 6:
            if let name = try string(e, "NSColorName"), SystemColors.color(named: name) != nil {
                return make("color", ["key": key, "cocoaTouchSystemColor": name], at: e)
            }
            guard depth < 4, let fallback = try value(e, "NSColor") else {
                warn("catalog color \(try string(e, "NSColorName") ?? "?") without components; ignored", e); return nil
            }
            return try color(fallback, key: key, depth: depth + 1)
        default:
            warn("NSColorSpace \(space) is not translated; the color is ignored", e); return nil
        }
    }

    /// The numbers of `<bytes key="key">`: base64 of "c1 c2 … " text, NUL-terminated.
    func components(_ e: XIBElement, _ key: String, min: Int) throws -> [Double] {
        guard let b = try value(e, key) else { throw fail("NSColor without \(key)", e) }
        guard let data = Self.base64(b.text), let s = String(data: data, encoding: .utf8) else {
            throw fail("\(key) \"\(b.text)\" is not base64 text", b)
        }
        let parts = s.split(whereSeparator: { $0 == " " || $0 == "\0" || $0.isWhitespace })
        let values = parts.compactMap { Double($0) }
        guard values.count == parts.count, values.count >= min, values.count <= 5,
              values.allSatisfy({ $0.isFinite }) else {
            throw fail("\(key) \"\(s.replacingOccurrences(of: "\0", with: ""))\" is not \(min) or more colour components", b)
        }
        return values
    }
}
