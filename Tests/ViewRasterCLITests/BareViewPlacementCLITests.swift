import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// What `render` does with a xib view: without flags it draws IB's canvas (the file's device's
/// safe area where the view sits, as IB stored the frames, issue #16); at `--size` it draws the
/// view bare, as FBSnapshotTestCase and swift-snapshot-testing draw one — outside any window,
/// no safe area, no status bar — while `--device` puts it in a window on that device, with the
/// device's safe area. The fixture (`retina4_7`, 40×60) has a red strip pinned (10 pt high) to
/// its view's safe-area top, stored by IB at y = 20 under the status bar.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct BareViewPlacementCLITests {
    /// Whether the first column of `row` is the strip's red.
    func isRed(_ png: Bitmap, row: Int) -> Bool {
        let i = row * png.width * 4
        return png.pixels[i] == 255 && png.pixels[i + 1] == 0 && png.pixels[i + 2] == 0 && png.pixels[i + 3] == 255
    }

    /// Renders the fixture with `flags` at @1x and reads the PNG.
    func render(_ flags: [String], name: String = #function) throws -> Bitmap {
        let folder = try TestPaths.temporaryFolder(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png")
        let r = try BuiltCLI.run(["render", TestPaths.fixture("xib/SafeAreaPinned.xib").path, "--scale", "1", "-o", out.path] + flags)
        #expect(r.status == 0, "\(r.stderr)")
        return try PNG.read(contentsOf: out)
    }

    @Test func aXibViewIsDrawnOnIBsCanvas() throws {
        let png = try render([])
        #expect(png.width == 40 && png.height == 60)
        // The view sits at the screen's top-left, under the iPhone 8's 20 pt status bar.
        #expect(!isRed(png, row: 19) && isRed(png, row: 20) && isRed(png, row: 29) && !isRed(png, row: 30))
    }

    @Test func sizeGivesTheFrameNotASafeArea() throws {
        let png = try render(["--size", "375x812"])
        #expect(png.width == 375 && png.height == 812)
        #expect(isRed(png, row: 0) && isRed(png, row: 9) && !isRed(png, row: 10))
    }

    @Test func aDeviceGivesItsSafeArea() throws {
        let png = try render(["--device", "iphone-x"])
        #expect(png.width == 375 && png.height == 812)
        // iPhone X portrait: 44 pt at the top.
        #expect(!isRed(png, row: 43) && isRed(png, row: 44) && isRed(png, row: 53) && !isRed(png, row: 54))
        let eight = try render(["--device", "iphone-8"])
        // iPhone 8: the 20 pt status bar.
        #expect(!isRed(eight, row: 19) && isRed(eight, row: 20) && !isRed(eight, row: 30))
    }
}
