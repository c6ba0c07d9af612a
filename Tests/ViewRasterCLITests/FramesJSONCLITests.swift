import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// `render --frames-json` writes the frames it drew in `layout --json`'s form, and
/// `--intrinsic stored` / `--keep-placeholders` give `render` the canvas rules `layout` has.
/// The fixture: a label "Hi" stored 50 pt wide (wider than its text), and a red box whose
/// width is a 10 pt constraint at priority 250 and an 80 pt placeholder (IB's canvas, and the
/// stored frame, show it 80 wide; a build drops the placeholder).
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct FramesJSONCLITests {
    /// Renders the fixture at @1x with `flags`; the PNG and the frames JSON's views by id.
    func render(_ flags: [String], name: String = #function) throws -> (Bitmap, [String: [String: Any]], [String: Any]) {
        let folder = try TestPaths.temporaryFolder(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", TestPaths.fixture("xib/CanvasRules.xib").path, "--scale", "1", "-o", out.path,
                                  "--frames-json", json.path] + flags)
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        var byID: [String: [String: Any]] = [:]
        for v in views { if let id = v["id"] as? String { byID[id] = v } }
        return (try PNG.read(contentsOf: out), byID, try #require(object["summary"] as? [String: Any]))
    }

    func frame(_ v: [String: Any]?) -> [Double]? { v?["frame"] as? [Double] }

    /// Whether pixel (x, y) is the box's red.
    func isRed(_ png: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let i = (y * png.width + x) * 4
        return png.pixels[i] == 255 && png.pixels[i + 1] == 0 && png.pixels[i + 2] == 0
    }

    @Test func aBuildDropsPlaceholdersAndMeasuresText() throws {
        let (png, views, summary) = try render([])
        // The placeholder is gone: the box is its low-priority 10 pt wide, and drawn so.
        #expect(frame(views["cr-box"]) == [20, 40, 10, 30])
        #expect(isRed(png, 29, 50) && !isRed(png, 30, 50))
        // The label measures "Hi" (narrower than the 50 pt IB stored) and disagrees.
        let label = try #require(frame(views["cr-label"]))
        #expect(label[0] == 20 && label[1] == 10 && label[2] < 30)
        #expect(views["cr-label"]?["agrees"] as? Bool == false)
        #expect(views["cr-root"]?["topLevel"] as? Bool == true)
        #expect(views["cr-label"]?["stored"] as? [Double] == [20, 10, 50, 21])
        #expect(summary["agree"] as? Int == 0 && summary["total"] as? Int == 2)
    }

    @Test func theCanvasRulesGiveIBsFrames() throws {
        let (png, views, summary) = try render(["--intrinsic", "stored", "--keep-placeholders"])
        #expect(frame(views["cr-box"]) == [20, 40, 80, 30])
        #expect(isRed(png, 99, 50) && !isRed(png, 100, 50))
        #expect(frame(views["cr-label"]) == [20, 10, 50, 21])
        #expect(summary["agree"] as? Int == 2 && summary["total"] as? Int == 2)
    }

    @Test func aTopLevelCellHasATablesMargins() throws {
        // IB shows a top-level cell as in a table: its content view has 11 pt top and bottom
        // margins and a table's 16 pt sides (320 pt wide), not a bare view's 8, in render too.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", TestPaths.fixture("xib/TopLevelCell.xib").path, "--scale", "1", "-o", out.path,
                                  "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "tc-box" })
        #expect(frame(box) == [16, 11, 40, 22])
        #expect(box["agrees"] as? Bool == true)
        let png = try PNG.read(contentsOf: out)
        #expect(isRed(png, 16, 20) && isRed(png, 55, 20) && !isRed(png, 15, 20) && !isRed(png, 56, 20))
        #expect(isRed(png, 30, 11) && !isRed(png, 30, 10) && isRed(png, 30, 32) && !isRed(png, 30, 33))
    }

    @Test func canvasFlagsGoWithAXib() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let r = try BuiltCLI.run(["render", "--scene", "timers", "--frames-json", folder.appendingPathComponent("f.json").path, "-o", out])
        #expect(r.status == 2 && r.stderr.contains("--frames-json goes with a FILE.xib"), "\(r.stderr)")
        let bad = try BuiltCLI.run(["render", TestPaths.fixture("xib/CanvasRules.xib").path, "--intrinsic", "guess", "-o", out])
        #expect(bad.status == 2 && bad.stderr.contains("--intrinsic must be fonts or stored"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

/// `render FILE.xib` draws a top-level view on the same canvas `layout` lays it out on, with
/// the newest iOS's metrics instead of those of the Xcode that wrote the file. The fixture
/// (Xcode 12, `retina6_1`): a blue 100×10 box pinned to the safe area's top and the leading
/// margin, and a centre-aligned stack view stored 40 pt tall around a 20 pt item.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct RenderCanvasCLITests {
    @Test func renderDrawsTheCanvasWithTodaysMetrics() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png"), json = folder.appendingPathComponent("frames.json")
        let file = TestPaths.fixture("xib/RenderCanvas.xib").path
        let r = try BuiltCLI.run(["render", file, "--scale", "1", "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        var frames: [String: [Double]] = [:]
        for v in object["views"] as? [[String: Any]] ?? [] { if let id = v["id"] as? String { frames[id] = v["frame"] as? [Double] } }
        // iOS 17 gives the XR a 48 pt status bar (Xcode 12 simulated 44, as IB stored); the
        // root is a view controller's: 20 pt side margins at 414 pt wide.
        #expect(frames["rc-box"] == [20, 48, 100, 10])
        // The stack keeps the 40 pt IB stored: only its own hug (priority 49) would shrink it.
        #expect(frames["rc-stack"] == [0, 200, 60, 40])
        #expect(frames["rc-item"] == [0, 10, 60, 20])
        let png = try PNG.read(contentsOf: out)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * png.width + x) * 4; return Array(png.pixels[i..<i + 3]) }
        #expect(pixel(25, 47) == [255, 255, 255] && pixel(25, 48) == [0, 0, 255] && pixel(25, 57) == [0, 0, 255] && pixel(25, 58) == [255, 255, 255])
        #expect(pixel(19, 50) == [255, 255, 255] && pixel(20, 50) == [0, 0, 255])
        #expect(pixel(30, 209) == [255, 255, 255] && pixel(30, 210) == [0, 255, 0] && pixel(30, 229) == [0, 255, 0] && pixel(30, 230) == [255, 255, 255])
        // layout simulates the Xcode that wrote the file: 44 pt, as stored.
        let l = try BuiltCLI.run(["layout", file, "--json"])
        try #require(l.status == 0, "\(l.stderr)")
        let lo = try #require(try JSONSerialization.jsonObject(with: Data(l.stdout.utf8)) as? [String: Any])
        let box = (lo["views"] as? [[String: Any]])?.first { $0["id"] as? String == "rc-box" }
        #expect(box?["frame"] as? [Double] == [20, 44, 100, 10])
    }
}
