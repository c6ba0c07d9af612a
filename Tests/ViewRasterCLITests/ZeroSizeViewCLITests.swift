import Foundation
import Testing
import ViewRasterOutput
import ViewRasterTestSupport

/// A view IB stored with no height (`ZeroHeightView.xib`: a 320 × 0 pt freeform view, as a
/// collapsed cell or spacer is saved) has nothing to draw on IB's canvas: `render` exits 2 with
/// one line that names the file and says how to draw it in a screen, and writes no PNG; with
/// `--size` the view is drawn in that screen (red, its autoresizing mask filling it).
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct ZeroSizeViewCLITests {
    @Test func aZeroHeightViewIsRefusedWithTheWayToDrawIt() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png")
        let xib = TestPaths.fixture("xib/ZeroHeightView.xib").path
        let r = try BuiltCLI.run(["render", xib, "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("ZeroHeightView.xib") && r.stderr.contains("nothing to draw") && r.stderr.contains("--size"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").filter { $0.contains("viewraster") }.count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let sized = try BuiltCLI.run(["render", xib, "--size", "20x10", "--scale", "1", "-o", out.path])
        #expect(sized.status == 0, "\(sized.stderr)")
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 20 && png.height == 10)
        let i = (5 * png.width + 10) * 4
        #expect(Array(png.pixels[i..<i + 4]) == [255, 0, 0, 255])
    }
}
