import Foundation

/// Reads the fields of one JSON object (the top level or one op), turning every problem
/// into a `DisplayListError` that names the file, the op and the field.
struct JSONFieldReader {
    let fields: [String: JSONValue]
    let source: String
    let opIndex: Int?
    let op: String?

    func fail(_ message: String) -> DisplayListError {
        DisplayListError(source: source, opIndex: opIndex, op: op, message: message)
    }

    func has(_ key: String) -> Bool {
        if case .some(.null) = fields[key] { return false }
        return fields[key] != nil
    }

    func value(_ key: String) throws -> JSONValue {
        guard let v = fields[key], v != .null else { throw fail("missing field \"\(key)\"") }
        return v
    }

    func number(_ key: String) throws -> CGFloat {
        let v = try value(key)
        guard case .number(let d) = v, d.isFinite else { throw fail("bad \(key) \(v.brief): expected a number") }
        return CGFloat(d)
    }

    func number(_ key: String, default fallback: CGFloat) throws -> CGFloat {
        has(key) ? try number(key) : fallback
    }

    func positive(_ key: String) throws -> CGFloat {
        let n = try number(key)
        guard n > 0 else { throw fail("bad \(key) \(JSONWriter.number(Double(n)) ?? ""): must be positive") }
        return n
    }

    func string(_ key: String) throws -> String {
        let v = try value(key)
        guard case .string(let s) = v else { throw fail("bad \(key) \(v.brief): expected a string") }
        return s
    }

    func color(_ key: String) throws -> Color {
        let v = try value(key)
        guard case .string(let s) = v, s.count == 9, let c = Color(hex: s) else {
            throw fail("bad \(key) \(v.brief): expected \"#RRGGBBAA\"")
        }
        return c
    }

    /// nil when the field is absent or null.
    func optionalColor(_ key: String) throws -> Color? { has(key) ? try color(key) : nil }

    /// A whole number in `range`, or `fallback` when the field is absent or null.
    func integer(_ key: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        guard has(key) else { return fallback }
        let v = try value(key)
        guard case .number(let d) = v, d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw fail("bad \(key) \(v.brief): expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(d)
    }

    func path(_ key: String) throws -> Path {
        let s = try string(key)
        do {
            return try Path(svg: s)
        } catch let e as PathSyntaxError {
            throw fail("bad \(key) \(JSONValue.string(s).brief): \(e)")
        }
    }

    func numbers(_ key: String, count: Int) throws -> [CGFloat] {
        let v = try value(key)
        guard case .array(let items) = v, items.count == count else {
            throw fail("bad \(key) \(v.brief): expected an array of \(count) numbers")
        }
        return try items.map { item in
            guard case .number(let d) = item, d.isFinite else {
                throw fail("bad \(key): \(item.brief) is not a number")
            }
            return CGFloat(d)
        }
    }

    func choice<T: RawRepresentable>(_ key: String, default fallback: T, _ all: [T]) throws -> T where T.RawValue == String {
        guard has(key) else { return fallback }
        let v = try value(key)
        guard case .string(let s) = v, let c = T(rawValue: s) else {
            throw fail("bad \(key) \(v.brief): expected one of \(all.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
        }
        return c
    }

    func object(_ key: String) throws -> JSONFieldReader {
        let v = try value(key)
        guard case .object(let o) = v else { throw fail("bad \(key) \(v.brief): expected an object") }
        return JSONFieldReader(fields: o, source: source, opIndex: opIndex, op: op)
    }

    /// Fails unless the list's format allows a version 2 field.
    func requireVersion2(_ key: String, version: Int) throws {
        if version < 2, has(key) {
            throw fail("field \"\(key)\" needs format \"\(DisplayList.jsonFormat(version: 2))\"")
        }
    }
}

/// Resolves file paths in the JSON against the folder that holds it.
struct JSONPaths {
    /// The folder relative paths are resolved against (nil: the current directory).
    let folder: URL?

    init(baseURL: URL?) {
        guard let baseURL else { folder = nil; return }
        folder = baseURL.hasDirectoryPath ? baseURL : baseURL.deletingLastPathComponent()
    }

    /// The absolute file URL for a path as written in the JSON.
    func resolve(_ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        if let folder { return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.absoluteURL }
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The path to write: relative when the file lies inside the folder, else as given.
    func relative(_ path: String) -> String {
        guard let folder, path.hasPrefix("/") else { return path }
        let base = folder.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let p = URL(fileURLWithPath: path).standardizedFileURL.path
        return p.hasPrefix(prefix) ? String(p.dropFirst(prefix.count)) : path
    }
}

extension DisplayList {
    static func read(json data: Data, baseURL: URL?, source: String, images: DisplayListImageFiles) throws -> DisplayList {
        let root: JSONValue
        do {
            root = try JSONValue.parse(data)
        } catch let e as JSONSyntaxError {
            throw DisplayListError(source: source, message: "not valid JSON: \(e.reason)")
        }
        guard case .object(let top) = root else {
            throw DisplayListError(source: source, message: "expected a JSON object at the top level, got \(root.brief)")
        }
        let t = JSONFieldReader(fields: top, source: source, opIndex: nil, op: nil)
        let format = try t.string("format")
        guard let version = DisplayList.jsonVersion(of: format) else {
            throw t.fail("unknown format \(JSONValue.string(format).brief) (expected \"\(DisplayList.jsonFormat(version: 1))\" or \"\(DisplayList.jsonFormat(version: 2))\")")
        }
        var list = DisplayList(width: try t.positive("width"), height: try t.positive("height"), scale: try t.positive("scale"),
                               background: try t.optionalColor("background"))
        let opsValue = try t.value("ops")
        guard case .array(let ops) = opsValue else { throw t.fail("bad ops \(opsValue.brief): expected an array") }
        let paths = JSONPaths(baseURL: baseURL)
        // Each file is decoded once, however many ops name it.
        let images = DecodedImageCache().sharing(images)
        list.ops.reserveCapacity(ops.count)
        for (index, item) in ops.enumerated() {
            guard case .object(let fields) = item else {
                throw DisplayListError(source: source, opIndex: index, message: "expected an object, got \(item.brief)")
            }
            var r = JSONFieldReader(fields: fields, source: source, opIndex: index, op: nil)
            let name = try r.string("op")
            r = JSONFieldReader(fields: fields, source: source, opIndex: index, op: name)
            list.ops.append(try readOp(name, r, version: version, paths: paths, images: images))
        }
        return list
    }

    private static func readOp(_ name: String, _ r: JSONFieldReader, version: Int, paths: JSONPaths, images: DisplayListImageFiles) throws -> DisplayOp {
        switch name {
        case "save": return .save
        case "restore": return .restore
        case "endGroup": return .endGroup
        case "beginMask", "endMask":
            guard version >= 2 else { throw r.fail("op \"\(name)\" needs format \"\(DisplayList.jsonFormat(version: 2))\"") }
            return name == "beginMask" ? .beginMask : .endMask
        case "concat":
            let m = try r.numbers("matrix", count: 6)
            return .concat(CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
        case "clip":
            return .clip(try r.path("path"))
        case "fill":
            return .fill(try r.path("path"), try r.color("color"), try r.choice("rule", default: FillRule.nonzero, [.nonzero, .evenodd]))
        case "stroke":
            let width = try r.number("width")
            guard width >= 0 else { throw r.fail("bad width \(JSONWriter.number(Double(width)) ?? ""): must not be negative") }
            let miterLimit = try r.number("miterLimit", default: 10)
            guard miterLimit >= 1 else { throw r.fail("bad miterLimit \(JSONWriter.number(Double(miterLimit)) ?? ""): must be at least 1") }
            let style = StrokeStyle(width: width, cap: try r.choice("cap", default: LineCap.butt, [.butt, .round, .square]),
                                    join: try r.choice("join", default: LineJoin.miter, [.miter, .round, .bevel]),
                                    miterLimit: miterLimit)
            return .stroke(try r.path("path"), try r.color("color"), style)
        case "beginGroup":
            let opacity = try r.number("opacity")
            guard opacity >= 0, opacity <= 1 else { throw r.fail("bad opacity \(JSONWriter.number(Double(opacity)) ?? ""): must be in 0…1") }
            try r.requireVersion2("shadow", version: version)
            var shadow: Shadow?
            if r.has("shadow") {
                let s = try r.object("shadow")
                let offset = try s.numbers("offset", count: 2)
                let radius = try s.number("radius")
                guard radius >= 0 else { throw r.fail("bad radius \(JSONWriter.number(Double(radius)) ?? ""): must not be negative") }
                shadow = Shadow(color: try s.color("color"), offset: CGSize(width: offset[0], height: offset[1]), radius: radius)
            }
            return .beginGroup(opacity: opacity, shadow: shadow)
        case "image":
            let src = try r.string("src")
            let rect = try r.numbers("rect", count: 4)
            try r.requireVersion2("tint", version: version)
            let tint = try r.optionalColor("tint")
            let bitmap: Bitmap
            do {
                bitmap = try images.read(paths.resolve(src))
            } catch {
                throw r.fail("bad src \(JSONValue.string(src).brief): \(error)")
            }
            return .image(bitmap, CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3]), tint: tint)
        case "glyphs":
            let font = try r.string("font")
            try r.requireVersion2("face", version: version)
            let faceIndex = try r.integer("face", in: 0...GlyphRun.maximumFaceIndex, default: 0)
            let size = try r.positive("size")
            let color = try r.color("color")
            let v = try r.value("glyphs")
            guard case .array(let items) = v else { throw r.fail("bad glyphs \(v.brief): expected an array of [glyphID, x, y]") }
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(items.count)
            for (i, item) in items.enumerated() {
                guard case .array(let g) = item, g.count == 3,
                      case .number(let id) = g[0], id >= 0, id <= Double(UInt32.max), id == id.rounded(),
                      case .number(let x) = g[1], x.isFinite, case .number(let y) = g[2], y.isFinite else {
                    throw r.fail("bad glyphs[\(i)] \(item.brief): expected [glyphID, x, y]")
                }
                glyphs.append(PositionedGlyph(id: UInt32(id), x: CGFloat(x), y: CGFloat(y)))
            }
            return .glyphs(GlyphRun(fontPath: paths.resolve(font).path, faceIndex: faceIndex, size: size, color: color, glyphs: glyphs))
        default:
            throw r.fail("unknown op \(JSONValue.string(name).brief)")
        }
    }
}
