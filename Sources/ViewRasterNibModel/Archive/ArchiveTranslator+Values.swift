import Foundation

/// Reading the archive's keyed-coder XML: keyed children, `<reference ref>`, scalars, arrays,
/// the three dictionary spellings, base64 `<bytes>` and frame strings.
extension ArchiveTranslator {
    /// `e`'s child with `key="key"`, a `<reference>` followed to the element it names; nil for
    /// an absent key, `<nil>` or an empty reference.
    func value(_ e: XIBElement, _ key: String) throws -> XIBElement? {
        guard let c = e.children.first(where: { $0.key == key }) else { return nil }
        return try resolve(c)
    }

    /// `e` itself, or the element a `<reference ref="…">` names; nil for `<nil>`.
    func resolve(_ e: XIBElement) throws -> XIBElement? {
        if e.name == "nil" { return nil }
        guard e.name == "reference" else { return e }
        guard let ref = e["ref"], !ref.isEmpty else { return nil }
        guard let target = elementsByID[ref] else {
            throw fail("<reference ref=\"\(ref)\"> names no object in the archive", e)
        }
        return target
    }

    /// The items of an array (`<array>`, `<object class="NSMutableArray">`), references followed;
    /// `EncodedWithXMLCoder` markers and keyed children skipped.
    func items(_ e: XIBElement) throws -> [XIBElement] {
        try e.children.filter { $0.key == nil }.compactMap { try resolve($0) }
    }

    /// A dictionary's pairs, in any of the three spellings IB3 wrote: keyed children
    /// (`<dictionary>`), `NS.key.N`/`NS.object.N`, or `dict.sortedKeys`/`dict.values` arrays.
    func dictionary(_ e: XIBElement) throws -> [(String, XIBElement)] {
        if let keys = try value(e, "dict.sortedKeys") {
            let names = try items(keys).map { try text($0) }
            let values = try value(e, "dict.values").map(items) ?? []
            guard names.count == values.count else {
                throw fail("dictionary with \(names.count) keys and \(values.count) values", e)
            }
            return Array(zip(names, values))
        }
        var out: [(String, XIBElement)] = []
        var i = 0
        while let k = try value(e, "NS.key.\(i)") {
            guard let v = try value(e, "NS.object.\(i)") else { throw fail("NS.key.\(i) without NS.object.\(i)", e) }
            out.append((try text(k), v)); i += 1
        }
        for c in e.children {
            guard let key = c.key, !key.hasPrefix("NS.key."), !key.hasPrefix("NS.object."),
                  key != "EncodedWithXMLCoder", let v = try resolve(c) else { continue }
            out.append((key, v))
        }
        return out
    }

    /// The text of a scalar element: `<string>` (base64 when `type="base64-UTF8"`),
    /// `<int>5</int>`, `<integer value="5"/>`, `<real value="1"/>`, `<bool>YES</bool>`.
    func text(_ e: XIBElement) throws -> String {
        if let v = e["value"] { return v }
        if e["type"] == "base64-UTF8" {
            guard let data = Self.base64(e.text), let s = String(data: data, encoding: .utf8) else {
                throw fail("<\(e.name)> is not base64 UTF-8 text", e)
            }
            return s
        }
        return e.name == "string" ? e.text : e.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The string under `key`, if any.
    func string(_ e: XIBElement, _ key: String) throws -> String? {
        try value(e, key).map(text)
    }

    /// The number under `key`, if any; a value that is not a finite number throws.
    func number(_ e: XIBElement, _ key: String) throws -> Double? {
        guard let v = try value(e, key) else { return nil }
        let t = try text(v)
        if t == "YES" { return 1 }
        if t == "NO" { return 0 }
        guard let d = Double(t), d.isFinite else { throw fail("\(key) \"\(t)\" is not a number", v) }
        return d
    }

    /// The integer under `key`, if any (within ±2³¹: NSvFlags' hidden bit is the sign bit).
    func int(_ e: XIBElement, _ key: String) throws -> Int? {
        guard let d = try number(e, key) else { return nil }
        guard d == d.rounded(), abs(d) <= 4_294_967_296 else {
            throw fail("\(key) \(d) is not a 32-bit integer", try value(e, key) ?? e)
        }
        return Int(d)
    }

    /// The boolean under `key`, if any.
    func bool(_ e: XIBElement, _ key: String) throws -> Bool? {
        try number(e, key).map { $0 != 0 }
    }

    /// `<bytes>` text: base64, possibly without its `=` padding (and a stray last character).
    static func base64(_ s: String) -> Data? {
        var t = s.filter { !$0.isWhitespace }
        if t.count % 4 == 1 { t.removeLast() }
        if t.count % 4 != 0 { t += String(repeating: "=", count: 4 - t.count % 4) }
        return Data(base64Encoded: t)
    }

    /// The numbers of a geometry string: "{{x, y}, {w, h}}" gives four, "{w, h}" two.
    func numbers(_ s: String, count: Int, _ e: XIBElement) throws -> [Double] {
        let parts = s.split(whereSeparator: { "{}, \t\n".contains($0) })
        let values = parts.compactMap { Double($0) }
        guard parts.count == count, values.count == count, values.allSatisfy({ $0.isFinite }) else {
            throw fail("\"\(s)\" is not a \(count == 4 ? "frame {{x, y}, {w, h}}" : "size {w, h}")", e)
        }
        guard values.allSatisfy({ abs($0) <= Self.maxCoordinate }) else {
            throw fail("\"\(s)\" is out of range (more than \(Int(Self.maxCoordinate)) points)", e)
        }
        return values
    }

    /// A modern number attribute's spelling of `d`.
    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}
