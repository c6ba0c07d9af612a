import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterRaster
import ViewRasterOutput

@Suite struct DisplayListJSONTests {
    static let red = Color(r8: 255, g8: 0, b8: 0, a8: 255)
    static let half = Color(r8: 10, g8: 20, b8: 30, a8: 128)

    func sampleBitmap(scale: CGFloat = 1, source: String? = nil) -> Bitmap {
        // Valid premultiplied pixels: channels never above alpha.
        Bitmap(width: 3, height: 2, scale: scale, premultipliedPixels: [255, 0, 0, 255, 0, 64, 0, 128, 0, 0, 0, 0,
                                                                         1, 2, 3, 4, 100, 100, 100, 200, 9, 8, 7, 255], source: source)
    }

    func everyOpList(fontPath: String) throws -> DisplayList {
        DisplayList(width: 120, height: 80.5, scale: 2, background: Color(r8: 255, g8: 255, b8: 255), ops: [
            .save,
            .concat(CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 10.25, y: -3)),
            .clip(Path(roundedRect: CGRect(x: 1, y: 2, width: 50, height: 40), cornerRadius: 8)),
            .fill(try Path(svg: "M0 0 L10 0 Q12 5 10 10 C8 12 2 12 0 10 Z"), Self.red, .nonzero),
            .fill(try Path(svg: "M0 0 L30 0 L30 30 Z M5 5 L25 5 L25 25 Z"), Self.half, .evenodd),
            .stroke(try Path(svg: "M1.5 1.5 L20.25 7"), Self.half, StrokeStyle(width: 3, cap: .round, join: .bevel, miterLimit: 4)),
            .stroke(try Path(svg: "M0 0 L5 5"), Self.red, StrokeStyle(width: 0.5)),
            .beginGroup(opacity: 0.5, shadow: nil),
            .image(sampleBitmap(scale: 2), CGRect(x: 4, y: 5, width: 1.5, height: 1), tint: nil),
            .endGroup,
            .glyphs(GlyphRun(fontPath: fontPath, size: 17, color: Self.red,
                             glyphs: [PositionedGlyph(id: 42, x: 1, y: 20.5), PositionedGlyph(id: 4_000_000, x: 9.75, y: 20.5)])),
            .restore,
        ])
    }

    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func everyOpRoundTrips() throws {
        let folder = try RasterIOFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scene.json")
        let list = try everyOpList(fontPath: "/usr/share/fonts/Some Font.ttf")
        let data = try list.jsonData(baseURL: url)
        #expect(text(data).contains("\"format\": \"viewraster.displaylist/1\""))
        // The source-less bitmap was written next to the JSON and is referenced relatively.
        #expect(text(data).contains("\"src\": \"scene.images/img-8@2x.png\""))
        #expect(RasterIOFiles.contents(of: folder.appendingPathComponent("scene.images")) == ["img-8@2x.png"])
        try data.write(to: url)
        let back = try DisplayList(json: data, baseURL: url, source: "scene.json")
        #expect(back == list)
        guard case .image(let bitmap, _, _) = back.ops[8] else { Issue.record("op 8 is not an image"); return }
        #expect(bitmap.scale == 2)
        #expect(bitmap.source == folder.appendingPathComponent("scene.images/img-8@2x.png").standardizedFileURL.path)
        // Writing the read list again gives the same bytes (its image now has a source).
        #expect(try back.jsonData(baseURL: url) == data)
    }

    @Test func version2FieldsRoundTripAndChooseTheFormat() throws {
        let folder = try RasterIOFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("v2.json")
        let shadow = Shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 77), offset: CGSize(width: 0, height: 2), radius: 4.5)
        let list = DisplayList(width: 10, height: 10, scale: 3, ops: [
            .beginGroup(opacity: 1, shadow: shadow), .endGroup,
            .image(sampleBitmap(), CGRect(x: 0, y: 0, width: 3, height: 2), tint: Self.red),
        ])
        #expect(list.jsonVersion == 2)
        let data = try list.jsonData(baseURL: url)
        #expect(text(data).contains("\"format\": \"viewraster.displaylist/2\""))
        #expect(text(data).contains("\"background\": null"))
        #expect(try DisplayList(json: data, baseURL: url, source: "v2.json") == list)
        var v1 = list
        v1.ops = [.beginGroup(opacity: 1, shadow: nil), .endGroup]
        #expect(v1.jsonVersion == 1)
        #expect(text(try v1.jsonData(baseURL: nil)).contains("viewraster.displaylist/1"))
        // A v1 file may not use v2 fields.
        let bad = text(data).replacingOccurrences(of: "displaylist/2", with: "displaylist/1")
        #expect { try DisplayList(json: Data(bad.utf8), baseURL: url, source: "v2.json") } throws: {
            "\($0)" == "v2.json: op 0 (beginGroup): field \"shadow\" needs format \"viewraster.displaylist/2\""
        }
    }

    @Test func specExampleAndDefaults() throws {
        let json = """
        {
          "format": "viewraster.displaylist/1",
          "width": 375, "height": 667,
          "scale": 2,
          "background": "#FFFFFFFF",
          "ops": [ { "op": "fill", "path": "M0 0 L10 0 L10 10 Z", "color": "#FF0000FF" },
                   { "op": "stroke", "path": "M0,0 L1,1", "color": "#00000080", "width": 2 },
                   { "op": "beginGroup", "opacity": 0.25, "comment": "unknown fields are ignored" } ]
        }
        """
        let list = try DisplayList(json: Data(json.utf8), baseURL: nil, source: "example.json")
        #expect(list.width == 375 && list.height == 667 && list.scale == 2)
        #expect(list.pixelWidth == 750 && list.pixelHeight == 1334)
        #expect(list.background == Color(r8: 255, g8: 255, b8: 255))
        #expect(list.ops[0] == .fill(try Path(svg: "M0 0 L10 0 L10 10 Z"), Self.red, .nonzero))
        #expect(list.ops[1] == .stroke(try Path(svg: "M0 0 L1 1"), Color(r8: 0, g8: 0, b8: 0, a8: 128),
                                       StrokeStyle(width: 2, cap: .butt, join: .miter, miterLimit: 10)))
        #expect(list.ops[2] == .beginGroup(opacity: 0.25, shadow: nil))
    }

    @Test func relativePathsResolveAgainstTheJSONFile() throws {
        let folder = try RasterIOFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        let pixels = sampleBitmap().pixels
        try PNG.write(try Canvas(width: 3, height: 2, premultipliedPixels: pixels), to: folder.appendingPathComponent("art/icon@3x.png"))
        let json = """
        {"format": "viewraster.displaylist/1", "width": 10, "height": 10, "scale": 1, "background": null, "ops": [
          {"op": "image", "src": "art/icon@3x.png", "rect": [0, 0, 1, 1]},
          {"op": "glyphs", "font": "fonts/../fonts/A.ttf", "size": 12, "color": "#000000FF", "glyphs": [[1, 0, 10]]}
        ]}
        """
        let url = folder.appendingPathComponent("list.json")
        let list = try DisplayList(json: Data(json.utf8), baseURL: url, source: "list.json")
        guard case .image(let b, _, nil) = list.ops[0], case .glyphs(let run) = list.ops[1] else {
            Issue.record("unexpected ops \(list.ops)"); return
        }
        #expect(b.pixels == pixels && b.scale == 3)
        #expect(b.source == folder.appendingPathComponent("art/icon@3x.png").standardizedFileURL.path)
        #expect(run.fontPath == folder.appendingPathComponent("fonts/A.ttf").standardizedFileURL.path)
        // Written back, both are relative again.
        let out = text(try list.jsonData(baseURL: url))
        #expect(out.contains("\"src\": \"art/icon@3x.png\""))
        #expect(out.contains("\"font\": \"fonts/A.ttf\""))
        // The folder itself works as a base too.
        let viaFolder = try DisplayList(json: Data(json.utf8), baseURL: folder.appendingPathComponent("", isDirectory: true), source: "list.json")
        #expect(viaFolder == list)
    }

    /// Each malformed op must be rejected with a message naming the file, the op index and the problem.
    @Test(arguments: [
        (##"{"op": "fill", "path": "M0 0 L1 1", "color": "#GG"}"##, ##"op 1 (fill): bad color "#GG""##),
        (##"{"op": "fill", "path": "M0 0 L1 1"}"##, ##"op 1 (fill): missing field "color""##),
        (##"{"op": "fill", "path": "M0 0 X1 1", "color": "#000000FF"}"##, ##"op 1 (fill): bad path "M0 0 X1 1""##),
        (##"{"op": "fill", "path": "m0 0 l1 1", "color": "#000000FF"}"##, ##"op 1 (fill): bad path"##),
        (##"{"op": "fill", "path": "M0 0 L1 1", "color": "#000000FF", "rule": "winding"}"##, ##"op 1 (fill): bad rule "winding""##),
        (##"{"op": "stroke", "path": "M0 0 L1 1", "color": "#000000FF"}"##, ##"op 1 (stroke): missing field "width""##),
        (##"{"op": "stroke", "path": "M0 0", "color": "#000000FF", "width": "2"}"##, ##"op 1 (stroke): bad width "2": expected a number"##),
        (##"{"op": "stroke", "path": "M0 0", "color": "#000000FF", "width": -1}"##, ##"op 1 (stroke): bad width -1"##),
        (##"{"op": "stroke", "path": "M0 0", "color": "#000000FF", "width": 1, "join": "mitre"}"##, ##"op 1 (stroke): bad join "mitre""##),
        (##"{"op": "stroke", "path": "M0 0", "color": "#000000FF", "width": 1, "cap": 3}"##, ##"op 1 (stroke): bad cap 3"##),
        (##"{"op": "stroke", "path": "M0 0", "color": "#000000FF", "width": 1, "miterLimit": 0.5}"##, ##"op 1 (stroke): bad miterLimit 0.5"##),
        (##"{"op": "concat", "matrix": [1, 0, 0, 1, 0]}"##, ##"op 1 (concat): bad matrix an array: expected an array of 6 numbers"##),
        (##"{"op": "concat", "matrix": [1, 0, 0, 1, 0, "x"]}"##, ##"op 1 (concat): bad matrix: "x" is not a number"##),
        (##"{"op": "clip"}"##, ##"op 1 (clip): missing field "path""##),
        (##"{"op": "beginGroup"}"##, ##"op 1 (beginGroup): missing field "opacity""##),
        (##"{"op": "beginGroup", "opacity": 1.5}"##, ##"op 1 (beginGroup): bad opacity 1.5"##),
        (##"{"op": "image", "src": "missing.png", "rect": [0, 0, 1, 1]}"##, ##"op 1 (image): bad src "missing.png""##),
        (##"{"op": "image", "src": "missing.png", "rect": [0, 0, 1]}"##, ##"op 1 (image): bad rect"##),
        (##"{"op": "image", "src": "missing.png", "rect": [0, 0, 1, 1], "tint": "#FFFFFFFF"}"##, ##"op 1 (image): field "tint" needs format"##),
        (##"{"op": "glyphs", "font": "a.ttf", "size": 12, "color": "#000000FF", "glyphs": [[1, 2]]}"##, ##"op 1 (glyphs): bad glyphs[0] an array"##),
        (##"{"op": "glyphs", "font": "a.ttf", "size": 12, "color": "#000000FF", "glyphs": [[-1, 2, 3]]}"##, ##"op 1 (glyphs): bad glyphs[0]"##),
        (##"{"op": "glyphs", "font": "a.ttf", "size": 0, "color": "#000000FF", "glyphs": []}"##, ##"op 1 (glyphs): bad size 0: must be positive"##),
        (##"{"op": "glyphs", "size": 1, "color": "#000000FF", "glyphs": []}"##, ##"op 1 (glyphs): missing field "font""##),
        (##"{"op": "blur", "radius": 3}"##, ##"op 1 (blur): unknown op "blur""##),
        (##"{"path": "M0 0"}"##, ##"op 1: missing field "op""##),
        (##"{"op": 7}"##, ##"op 1: bad op 7: expected a string"##),
        (##"[1, 2]"##, ##"op 1: expected an object, got an array"##),
    ])
    func malformedOpsAreRejected(op: String, expected: String) throws {
        let json = """
        {"format": "viewraster.displaylist/1", "width": 10, "height": 10, "scale": 1, "background": null,
         "ops": [{"op": "save"}, \(op), {"op": "restore"}]}
        """
        #expect { try DisplayList(json: Data(json.utf8), baseURL: nil, source: "scene.json") } throws: { error in
            guard let e = error as? DisplayListError else { return false }
            return e.description.hasPrefix("scene.json: " + expected) && e.opIndex == 1
        }
    }

    @Test(arguments: [
        (##"{"format": "viewraster.displaylist/3", "width": 1, "height": 1, "scale": 1, "ops": []}"##, ##"s.json: unknown format "viewraster.displaylist/3""##),
        (##"{"width": 1, "height": 1, "scale": 1, "ops": []}"##, ##"s.json: missing field "format""##),
        (##"{"format": "viewraster.displaylist/1", "height": 1, "scale": 1, "ops": []}"##, ##"s.json: missing field "width""##),
        (##"{"format": "viewraster.displaylist/1", "width": 0, "height": 1, "scale": 1, "ops": []}"##, ##"s.json: bad width 0"##),
        (##"{"format": "viewraster.displaylist/1", "width": 1, "height": 1, "scale": 1}"##, ##"s.json: missing field "ops""##),
        (##"{"format": "viewraster.displaylist/1", "width": 1, "height": 1, "scale": 1, "background": "red", "ops": []}"##, ##"s.json: bad background "red""##),
        (##"{"format": "viewraster.displaylist/1", "width": 1, "height": 1, "scale": 1, "ops": {}}"##, ##"s.json: bad ops an object"##),
        (##"{"format": "viewraster.displaylist/1", "width": true, "height": 1, "scale": 1, "ops": []}"##, ##"s.json: bad width true"##),
        (##"{"format": "viewraster.displaylist/1", "##, ##"s.json: not valid JSON"##),
        (##"[]"##, ##"s.json: expected a JSON object at the top level"##),
        ("", ##"s.json: not valid JSON"##),
    ])
    func malformedDocumentsAreRejected(json: String, expected: String) throws {
        #expect { try DisplayList(json: Data(json.utf8), baseURL: nil, source: "s.json") } throws: { error in
            guard let e = error as? DisplayListError else { return false }
            return e.description.hasPrefix(expected) && e.opIndex == nil
        }
    }

    @Test func writerRejectsWhatJSONCannotHold() throws {
        let nan = DisplayList(width: 10, height: 10, ops: [.concat(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))])
        #expect { try nan.jsonData(baseURL: nil) } throws: { "\($0)".contains("op 0 (concat): matrix is not finite") }
        let orphan = DisplayList(width: 10, height: 10, ops: [.save, .image(sampleBitmap(), .zero, tint: nil)])
        #expect { try orphan.jsonData(baseURL: nil) } throws: { "\($0)".contains("op 1 (image): the image has no source file") }
    }

    @Test func writtenJSONIsPrettyAndStable() throws {
        let list = DisplayList(width: 2, height: 3, scale: 1, background: Self.half,
                               ops: [.fill(try Path(svg: "M0 0 L1 0 L1 1 Z"), Self.red, .evenodd), .save])
        let expected = """
        {
          "format": "viewraster.displaylist/1",
          "width": 2,
          "height": 3,
          "scale": 1,
          "background": "#0A141E80",
          "ops": [
            {"op": "fill", "path": "M0 0 L1 0 L1 1 Z", "color": "#FF0000FF", "rule": "evenodd"},
            {"op": "save"}
          ]
        }

        """
        #expect(text(try list.jsonData(baseURL: nil)) == expected)
        // Strings are escaped.
        let run = GlyphRun(fontPath: "dir/\"quoted\"\\font\n.ttf", size: 1, color: Self.red, glyphs: [])
        let data = try DisplayList(width: 1, height: 1, ops: [.glyphs(run)]).jsonData(baseURL: nil)
        let back = try DisplayList(json: data, baseURL: URL(fileURLWithPath: "/base/", isDirectory: true), source: "x")
        #expect(back.ops == [.glyphs(GlyphRun(fontPath: "/base/dir/\"quoted\"\\font\n.ttf", size: 1, color: Self.red, glyphs: []))])
    }
}
