import Foundation
import Testing
import ViewRasterDisplayList
@testable import ViewRasterText
import ViewRasterRaster
import ViewRasterTestSupport
import ViewRasterOutput

/// Font collections (`.ttc`): the form in which iOS ships Helvetica Neue, Futura and PingFang, and
/// in which some apps ship those files again among their `UIAppFonts`. iOS registers every face of
/// a collection; each face is a font of its own (its names, metrics, glyphs). The collection here
/// is built from two bundled files (`FontCollectionFile`), so each face's expected values are the
/// single file's own.
@Suite struct FontCollectionTests {
    static let first = "Roboto-Regular.ttf", second = "RobotoCondensed-Bold.ttf"

    /// A folder holding `Pair.ttc` (Roboto Regular, then Roboto Condensed Bold).
    func collection(_ test: String = #function) throws -> (folder: URL, file: URL) {
        let folder = try TestPaths.temporaryFolder(test)
        let file = folder.appendingPathComponent("Pair.ttc")
        try FontCollectionFile.make(from: [Self.first, Self.second].map { URL(fileURLWithPath: bundledPath($0)) }).write(to: file)
        return (folder, file)
    }

    /// Glyphs of "Hamburg" from `face`, 12 pt apart on a baseline at y = 30.
    func glyphs(_ face: FontFace) -> [PositionedGlyph] {
        "Hamburg".unicodeScalars.enumerated().map { i, c in PositionedGlyph(id: face.glyph(for: c), x: 6 + CGFloat(i) * 12, y: 30) }
    }

    /// Each face of the collection is the single file's face: its names, units, vertical metrics
    /// and advances; a face past the last is an error naming the file.
    @Test func eachFaceIsItsOwnFont() throws {
        let (folder, file) = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, single) in [Self.first, Self.second].enumerated() {
            let own = try FontFace(path: bundledPath(single))
            let face = try FontFace(path: file.path, faceIndex: index)
            #expect(face.faceIndex == index && face.facesInFile == 2 && own.facesInFile == 1)
            #expect(face.postScriptName == own.postScriptName && face.familyName == own.familyName)
            #expect(face.weightClass == own.weightClass && face.unitsPerEm == own.unitsPerEm)
            #expect(face.ascenderUnits == own.ascenderUnits && face.descenderUnits == own.descenderUnits)
            for g in glyphs(own) { #expect(face.advanceUnits(glyph: g.id) == own.advanceUnits(glyph: g.id)) }
        }
        #expect(try FontFace(path: file.path, faceIndex: 0).postScriptName == "Roboto-Regular")
        #expect(try FontFace(path: file.path, faceIndex: 1).postScriptName == "RobotoCondensed-Bold")
        #expect { try FontFace(path: file.path, faceIndex: 2) } throws: { "\($0)".contains(file.path) && "\($0)".contains("face 2") }
        #expect { try FontFace(path: file.path, faceIndex: -1) } throws: { "\($0)".contains(file.path) }
    }

    /// Registering a collection makes every face available by its PostScript name (as iOS's
    /// `UIAppFonts` does), the first face's name returned; the faces share the file's bytes.
    @Test func registeringACollectionRegistersEveryFace() throws {
        let (folder, file) = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = FontRegistry()
        #expect(try registry.postScriptNames(inFontFileAt: file) == ["Roboto-Regular", "RobotoCondensed-Bold"])
        #expect(try registry.register(fontFileAt: file) == "Roboto-Regular")
        let path = file.standardizedFileURL.path
        #expect(registry.registeredFace(postScriptName: "RobotoCondensed-Bold").map { [$0.path, "\($0.faceIndex)"] } == [path, "1"])
        #expect(registry.registeredFace(postScriptName: "Roboto-Regular").map { [$0.path, "\($0.faceIndex)"] } == [path, "0"])
        let faces = registry.registeredFacesByPostScriptName()
        #expect(faces["RobotoCondensed-Bold"]?.faceIndex == 1 && faces["RobotoCondensed-Bold"]?.weightClass == 700)
        #expect(registry.namedFace(postScriptName: "robotocondensed-bold") === faces["RobotoCondensed-Bold"])
        #expect(try registry.face(atPath: path, faceIndex: 1).file === registry.face(atPath: path, faceIndex: 0).file)
        // One face alone.
        let one = FontRegistry()
        #expect(try one.register(fontFileAt: file, faceIndex: 1) == "RobotoCondensed-Bold")
        #expect(one.registeredFace(postScriptName: "Roboto-Regular") == nil)
        #expect { try one.register(fontFileAt: file, faceIndex: 2) } throws: { "\($0)".contains("face 2") }
    }

    /// A glyph run from the collection's second face draws the second file's pixels, not the
    /// first face's.
    @Test func aRunDrawsItsFace() throws {
        let (folder, file) = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let condensed = try FontFace(path: bundledPath(Self.second))
        let ids = glyphs(condensed)
        func draw(_ path: String, _ index: Int) throws -> [UInt8] {
            let list = DisplayList(width: 100, height: 40, scale: 2, background: .white, ops: [
                .glyphs(GlyphRun(fontPath: path, faceIndex: index, size: 16, color: .black, glyphs: ids)),
            ])
            return try Renderer.render(list).pixels
        }
        let own = try draw(condensed.path, 0)
        #expect(own.contains { $0 != 255 }, "the run draws something")
        #expect(try draw(file.path, 1) == own)
        #expect(try draw(file.path, 0) != own)
    }

    /// Text set in a collection's second face (`Font(file:faceIndex:size:)`) measures with that
    /// face's advances and lays out into runs that name the face and hold the single file's glyphs.
    @Test func textInACollectionsFaceNamesItsFace() throws {
        let (folder, file) = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = try Font(file: file.path, faceIndex: 1, size: 16)
        let own = try Font(file: bundledPath(Self.second), size: 16)
        #expect(font.fontName == "RobotoCondensed-Bold")
        let runs = TextLayout(text: "Hamburg", font: font).draw(in: CGRect(x: 4, y: 4, width: 300, height: 40), color: Color.black)
        let ownRuns = TextLayout(text: "Hamburg", font: own).draw(in: CGRect(x: 4, y: 4, width: 300, height: 40), color: Color.black)
        #expect(runs.count == 1 && runs.first?.faceIndex == 1 && runs.first?.fontPath == font.fontPath)
        // The same glyphs at the same advances (the baseline may differ: the bundled file's line
        // keeps its line gap, an app's file's leaves it out, `Font.layoutLineHeight`).
        #expect(runs.flatMap { $0.glyphs.map { $0.id } } == ownRuns.flatMap { $0.glyphs.map { $0.id } })
        #expect(runs.flatMap { $0.glyphs.map { $0.x } } == ownRuns.flatMap { $0.glyphs.map { $0.x } })
        #expect(TextLayout(text: "Hamburg", font: font).intrinsicSize(scale: 2).width
                == TextLayout(text: "Hamburg", font: own).intrinsicSize(scale: 2).width)
    }

    /// In JSON a run names its face in `face` (version 2), written only when not 0; a `face` in
    /// a version 1 file, or one that is not a whole number from 0 to 65535, is an error naming
    /// the op.
    @Test func theFaceIsInTheJSON() throws {
        let (folder, file) = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("list.json")
        let run = GlyphRun(fontPath: file.path, faceIndex: 1, size: 16, color: .black, glyphs: [PositionedGlyph(id: 3, x: 1, y: 2)])
        let list = DisplayList(width: 10, height: 10, ops: [.glyphs(run)])
        #expect(list.jsonVersion == 2)
        let text = String(decoding: try list.jsonData(baseURL: url), as: UTF8.self)
        #expect(text.contains(#""font": "Pair.ttc", "face": 1, "size": 16"#) && text.contains("displaylist/2"), "\(text)")
        #expect(try DisplayList(json: Data(text.utf8), baseURL: url, source: "list.json") == list)
        var first = run
        first.faceIndex = 0
        let v1 = String(decoding: try DisplayList(width: 10, height: 10, ops: [.glyphs(first)]).jsonData(baseURL: url), as: UTF8.self)
        #expect(v1.contains("displaylist/1") && !v1.contains("\"face\""), "\(v1)")
        let inV1 = text.replacingOccurrences(of: "displaylist/2", with: "displaylist/1")
        #expect { try DisplayList(json: Data(inV1.utf8), baseURL: url, source: "list.json") } throws: {
            "\($0)" == #"list.json: op 0 (glyphs): field "face" needs format "viewraster.displaylist/2""#
        }
        for bad in ["1.5", "-1", "65536", "\"1\""] {
            let json = text.replacingOccurrences(of: #""face": 1"#, with: #""face": \#(bad)"#)
            #expect { try DisplayList(json: Data(json.utf8), baseURL: url, source: "list.json") } throws: {
                "\($0)".hasPrefix("list.json: op 0 (glyphs): bad face")
            }
        }
    }
}
