import Foundation

/// The display list's JSON form: `shared/specs/display-list.md` (version 1) and
/// `docs/display-list-v2.md` (version 2: group shadows and image tints).
extension DisplayList {
    /// `viewraster.displaylist/<version>`.
    public static func jsonFormat(version: Int) -> String { "viewraster.displaylist/\(version)" }

    /// The version named by a `format` string, nil when it is not one we read.
    static func jsonVersion(of format: String) -> Int? {
        switch format {
        case jsonFormat(version: 1): return 1
        case jsonFormat(version: 2): return 2
        default: return nil
        }
    }

    /// Reads a display list from JSON (version 1 or 2).
    /// - Parameters:
    ///   - baseURL: the JSON file's URL (or its folder, with a trailing slash); relative
    ///     `src` and `font` paths resolve against its folder, or against the current directory
    ///     when nil. Images are read with `images.read` given their absolute file URL (PNG
    ///     files through `ViewRasterOutput`'s `.png`) and keep that path as `source`; glyph
    ///     runs get absolute font paths.
    ///   - source: the name used in error messages, usually the file path as the user gave it.
    ///   - images: how image files are read (`ViewRasterOutput` adds this initializer without
    ///     the parameter, reading PNG files).
    /// - Throws: `DisplayListError` naming `source`, the op index and the field.
    public init(json: Data, baseURL: URL?, source: String, images: DisplayListImageFiles) throws {
        self = try DisplayList.read(json: json, baseURL: baseURL, source: source, images: images)
    }

    /// The lowest JSON version that holds every op of this list: 2 when a group has a shadow,
    /// an image a tint, a glyph run a collection's face other than the first, or the list a
    /// mask, else 1.
    public var jsonVersion: Int {
        for op in ops {
            switch op {
            case .beginGroup(_, let shadow?): _ = shadow; return 2
            case .image(_, _, let tint?): _ = tint; return 2
            case .beginMask, .endMask: return 2
            case .glyphs(let run) where run.faceIndex != 0: return 2
            default: continue
            }
        }
        return 1
    }

    /// The list as pretty JSON with a stable key order (one op per line), in the lowest
    /// version that holds it. Paths inside `baseURL`'s folder are written relative to it.
    /// An image whose bitmap has no `source` is written as a PNG next to the JSON, into
    /// `<json name>.images/img-<op index>[@Nx].png` (or `images/` when `baseURL` is a
    /// folder), and referenced from there with `images.write`; that needs a `baseURL`
    /// (`ViewRasterOutput` adds this method without `images`, writing PNG files).
    public func jsonData(baseURL: URL?, images: DisplayListImageFiles) throws -> Data {
        try DisplayListJSONEncoder(list: self, baseURL: baseURL, images: images).encode()
    }
}

/// Writes one list's JSON, and the PNGs of its source-less images.
struct DisplayListJSONEncoder {
    let list: DisplayList
    let baseURL: URL?
    let images: DisplayListImageFiles
    let paths: JSONPaths
    let name: String

    init(list: DisplayList, baseURL: URL?, images: DisplayListImageFiles) {
        self.list = list
        self.baseURL = baseURL
        self.images = images
        self.paths = JSONPaths(baseURL: baseURL)
        self.name = baseURL?.lastPathComponent ?? "display list"
    }

    func fail(_ index: Int?, _ op: String?, _ message: String) -> DisplayListError {
        DisplayListError(source: name, opIndex: index, op: op, message: message)
    }

    func encode() throws -> Data {
        var written: [ObjectIdentifier: String] = [:]
        func num(_ v: CGFloat, _ index: Int?, _ op: String?, _ field: String) throws -> JSONOut {
            guard let s = JSONWriter.number(Double(v)) else { throw fail(index, op, "\(field) is not finite (\(v))") }
            return .raw(s)
        }
        func nums(_ vs: [CGFloat], _ index: Int?, _ op: String?, _ field: String) throws -> JSONOut {
            .array(try vs.map { try num($0, index, op, field) })
        }
        func pathText(_ p: Path, _ index: Int, _ op: String) throws -> JSONOut {
            guard let text = JSONWriter.path(p) else { throw fail(index, op, "path has non-finite coordinates") }
            return .string(text)
        }
        let color = { (c: Color) -> JSONOut in .string(c.hexString) }

        var lines: [String] = []
        for (i, op) in list.ops.enumerated() {
            let obj: [(String, JSONOut)]
            switch op {
            case .save: obj = [("op", .string("save"))]
            case .restore: obj = [("op", .string("restore"))]
            case .endGroup: obj = [("op", .string("endGroup"))]
            case .beginMask: obj = [("op", .string("beginMask"))]
            case .endMask: obj = [("op", .string("endMask"))]
            case .concat(let m):
                obj = [("op", .string("concat")), ("matrix", try nums([m.a, m.b, m.c, m.d, m.tx, m.ty], i, "concat", "matrix"))]
            case .clip(let p):
                obj = [("op", .string("clip")), ("path", try pathText(p, i, "clip"))]
            case .fill(let p, let c, let rule):
                obj = [("op", .string("fill")), ("path", try pathText(p, i, "fill")), ("color", color(c)), ("rule", .string(rule.rawValue))]
            case .stroke(let p, let c, let s):
                obj = [("op", .string("stroke")), ("path", try pathText(p, i, "stroke")), ("color", color(c)),
                       ("width", try num(s.width, i, "stroke", "width")), ("cap", .string(s.cap.rawValue)),
                       ("join", .string(s.join.rawValue)), ("miterLimit", try num(s.miterLimit, i, "stroke", "miterLimit"))]
            case .beginGroup(let opacity, let shadow):
                var o: [(String, JSONOut)] = [("op", .string("beginGroup")), ("opacity", try num(opacity, i, "beginGroup", "opacity"))]
                if let shadow {
                    o.append(("shadow", .object([("color", color(shadow.color)),
                                                 ("offset", try nums([shadow.offset.width, shadow.offset.height], i, "beginGroup", "shadow offset")),
                                                 ("radius", try num(shadow.radius, i, "beginGroup", "shadow radius"))])))
                }
                obj = o
            case .image(let bitmap, let rect, let tint):
                let src: String
                // A source that is not a file to read again (a placeholder drawn in memory, a
                // file since removed) is written next to the JSON, so the list replays.
                if let s = bitmap.source, FileManager.default.isReadableFile(atPath: s) {
                    src = paths.relative(s)
                } else if let done = written[ObjectIdentifier(bitmap)] {
                    src = done
                } else {
                    src = try writeImage(bitmap, index: i)
                    written[ObjectIdentifier(bitmap)] = src
                }
                var o: [(String, JSONOut)] = [("op", .string("image")), ("src", .string(src)),
                                              ("rect", try nums([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], i, "image", "rect"))]
                if let tint { o.append(("tint", color(tint))) }
                obj = o
            case .glyphs(let run):
                let glyphs = try run.glyphs.map { g -> JSONOut in
                    .array([.raw(String(g.id)), try num(g.x, i, "glyphs", "glyph x"), try num(g.y, i, "glyphs", "glyph y")])
                }
                var o: [(String, JSONOut)] = [("op", .string("glyphs")), ("font", .string(paths.relative(run.fontPath)))]
                if run.faceIndex != 0 { o.append(("face", .raw(String(run.faceIndex)))) }
                o += [("size", try num(run.size, i, "glyphs", "size")), ("color", color(run.color)), ("glyphs", .array(glyphs))]
                obj = o
            }
            lines.append("    " + JSONOut.object(obj).text)
        }
        var text = "{\n"
        text += "  \"format\": \(JSONWriter.quoted(DisplayList.jsonFormat(version: list.jsonVersion))),\n"
        text += "  \"width\": \(try num(list.width, nil, nil, "width").text),\n"
        text += "  \"height\": \(try num(list.height, nil, nil, "height").text),\n"
        text += "  \"scale\": \(try num(list.scale, nil, nil, "scale").text),\n"
        text += "  \"background\": \(list.background.map { JSONWriter.quoted($0.hexString) } ?? "null"),\n"
        text += lines.isEmpty ? "  \"ops\": []\n" : "  \"ops\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n"
        text += "}\n"
        return Data(text.utf8)
    }

    /// Writes a source-less bitmap next to the JSON and returns its relative path.
    private func writeImage(_ bitmap: Bitmap, index: Int) throws -> String {
        guard let baseURL, let folder = paths.folder else {
            throw fail(index, "image", "the image has no source file; give a baseURL so it can be written next to the JSON")
        }
        let dirName = baseURL.hasDirectoryPath ? "images" : baseURL.deletingPathExtension().lastPathComponent + ".images"
        let dir = folder.appendingPathComponent(dirName, isDirectory: true)
        let suffix = bitmap.scale == 2 || bitmap.scale == 3 ? "@\(Int(bitmap.scale))x" : ""
        let file = "img-\(index)\(suffix).png"
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try images.write(bitmap, dir.appendingPathComponent(file))
        } catch {
            throw fail(index, "image", "cannot write the image: \(error)")
        }
        return dirName + "/" + file
    }
}
