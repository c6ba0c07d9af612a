import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// A xib whose top level is a view controller with its view (no top-level view): IB shows the
/// view as it shows a storyboard scene's, on the file's device under its status bar, and
/// `render` and `layout` do the same. The fixture: an iPhone 8 (`retina4_7`, 20 pt status bar)
/// controller whose red 40×30 box is 10 pt below the safe area's top and 20 pt from the
/// leading edge, stored by IB at (20, 30).
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct TopLevelControllerCLITests {
    let file = TestPaths.fixture("xib/TopLevelController.xib").path

    /// Whether the red, green and blue of `png`'s pixel (`x`, `y`) pass `test`.
    static func rgb(_ png: Bitmap, _ x: Int, _ y: Int, _ test: (UInt8, UInt8, UInt8) -> Bool) -> Bool {
        let i = (y * png.width + x) * 4
        return test(png.pixels[i], png.pixels[i + 1], png.pixels[i + 2])
    }

    @Test func renderDrawsTheControllersViewOnItsDevice() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file, "--scale", "1", "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 375 && png.height == 667)
        func isRed(_ x: Int, _ y: Int) -> Bool { Self.rgb(png, x, y) { $0 == 255 && $1 == 0 && $2 == 0 } }
        #expect(isRed(20, 30) && isRed(59, 59))
        #expect(!isRed(19, 45) && !isRed(60, 45) && !isRed(40, 29) && !isRed(40, 60))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "tlc-box-01" })
        #expect(box["frame"] as? [Double] == [20, 30, 40, 30])
        #expect(box["agrees"] as? Bool == true)
    }

    /// `SimulatedNavigationBar.xib`: the same controller under a simulated translucent
    /// navigation bar (`simulatedTopBarMetrics`, titled "Bar") and no navigation controller,
    /// as a xib a navigation controller presents in code; IB stored the box 10 pt below the
    /// safe area at y = 74 (20 pt status bar + 44 pt bar). `render` draws it in a navigation
    /// controller, as the app shows it and as `layout` lays it out: the box at y = 74 and the
    /// bar's title between the status bar and the box.
    @Test func renderDrawsASimulatedNavigationBar() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let nav = TestPaths.fixture("xib/SimulatedNavigationBar.xib").path
        let out = folder.appendingPathComponent("out.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", nav, "--scale", "1", "--intrinsic", "stored", "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let png = try PNG.read(contentsOf: out)
        func isRed(_ x: Int, _ y: Int) -> Bool { Self.rgb(png, x, y) { $0 == 255 && $1 == 0 && $2 == 0 } }
        func isDark(_ x: Int, _ y: Int) -> Bool { Self.rgb(png, x, y) { $0 < 100 && $1 < 100 && $2 < 100 } }
        #expect(isRed(20, 74) && isRed(59, 103))
        #expect(!isRed(40, 73) && !isRed(40, 30) && !isRed(40, 104))
        // The title's glyphs: dark pixels in the bar (20 … 64 pt), none above it.
        let title = (20..<64).contains { y in (150..<225).contains { x in isDark(x, y) } }
        let statusBar = (0..<20).contains { y in (150..<225).contains { x in isDark(x, y) } }
        #expect(title && !statusBar)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "snb-box-01" })
        #expect(box["frame"] as? [Double] == [20, 74, 40, 30])
        #expect(box["agrees"] as? Bool == true)
        let layout = try BuiltCLI.run(["layout", nav, "--json", "--intrinsic", "stored"])
        let laidOut = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let layoutBox = try #require((laidOut["views"] as? [[String: Any]])?.first { $0["id"] as? String == "snb-box-01" })
        #expect(layoutBox["frame"] as? [Double] == box["frame"] as? [Double])
    }

    /// `SimulatedOpaqueNavigationBar.xib`: the same controller under an opaque simulated bar
    /// (`translucent="NO"`). UIKit lays the view out below an opaque bar
    /// (`extendedLayoutIncludesOpaqueBars` NO), so IB stored a 603 pt root (667 − 20 − 44) and
    /// the box 10 pt below its top, the safe area having no top inset. `render` draws it in a
    /// navigation controller with an opaque bar: the box 10 pt into the view, which starts at
    /// y = 64 — on screen at y = 74 as under the translucent bar, in its view's coordinates at 10.
    @Test func renderDrawsTheViewBelowAnOpaqueSimulatedNavigationBar() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let nav = TestPaths.fixture("xib/SimulatedOpaqueNavigationBar.xib").path
        let out = folder.appendingPathComponent("out.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", nav, "--scale", "1", "--intrinsic", "stored", "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let png = try PNG.read(contentsOf: out)
        func isRed(_ x: Int, _ y: Int) -> Bool { Self.rgb(png, x, y) { $0 == 255 && $1 == 0 && $2 == 0 } }
        #expect(isRed(20, 74) && isRed(59, 103))
        #expect(!isRed(40, 73) && !isRed(40, 104) && !isRed(40, 20))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let root = try #require(views.first { $0["id"] as? String == "son-vw-001" })
        #expect(root["frame"] as? [Double] == [0, 64, 375, 603])
        let box = try #require(views.first { $0["id"] as? String == "son-box-01" })
        #expect(box["frame"] as? [Double] == [20, 10, 40, 30])
        #expect(box["agrees"] as? Bool == true)
        let layout = try BuiltCLI.run(["layout", nav, "--json", "--intrinsic", "stored"])
        let laidOut = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let layoutBox = try #require((laidOut["views"] as? [[String: Any]])?.first { $0["id"] as? String == "son-box-01" })
        #expect(layoutBox["frame"] as? [Double] == box["frame"] as? [Double])
    }

    @Test func layoutComparesTheControllersView() throws {
        let r = try BuiltCLI.run(["layout", file, "--json", "--intrinsic", "stored"])
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["agree"] as? Int == 1 && summary["total"] as? Int == 1)
        #expect(!r.stderr.contains("not supported"))
    }
}
