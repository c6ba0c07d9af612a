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
