import Foundation
import Testing
import ViewRasterOutput
import ViewRasterDisplayList
import ViewRasterTestSupport

/// `--max-memory BYTES` (issue 20, case 1): a render over the budget stops with one line naming
/// the file, what needed how much, and the flag, with exit 2; nothing is written.
@Suite(.enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct MemoryBudgetCLITests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """

    /// 375×667 pt at 2x: a 750×1334 canvas of 3.8 MB, over 1M.
    @Test func aNormalRenderOverOneMegabyteExitsTwoWithOneLine() throws {
        let folder = try TestPaths.temporaryFolder("budget-render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Card.xib"), out = folder.appendingPathComponent("card.png")
        try Data(Self.xib.utf8).write(to: xib)
        let r = try BuiltCLI.run(["render", xib.path, "--scale", "2", "--max-memory", "1M", "-o", out.path])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr == "viewraster render: \(xib.path): the canvas needs 3.8 MB for 750x1334 pixels, over --max-memory 1M (raise it with --max-memory)\n",
                "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // Within the default budget the same render works.
        let ok = try BuiltCLI.run(["render", xib.path, "--scale", "2", "-o", out.path])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: ["12Q", "0", "-5M", "M", "1e9"])
    func badValuesAreUsageErrors(value: String) throws {
        let r = try BuiltCLI.run(["render", "--scene", "spinner", "--max-memory", value, "-o", "/tmp/never-written.png"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("viewraster render: --max-memory takes a byte count") && r.stderr.contains("'\(value)'"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    /// Two PNGs declaring 16384² pixels: 1 GiB each decoded. `diff` refuses from their headers,
    /// before decoding (the files are 33 bytes).
    @Test func diffOfHugePNGsIsRefusedBeforeDecoding() throws {
        let folder = try TestPaths.temporaryFolder("budget-diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        var png = try PNG.encode(Bitmap(width: 1, height: 1, premultipliedPixels: [0, 0, 0, 255]))
        // IHDR width and height (bytes 16…23) set to 16384; the CRC is not fixed: nothing decodes it.
        png.replaceSubrange(16..<24, with: [0, 0, 0x40, 0, 0, 0, 0x40, 0])
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try png.write(to: a); try png.write(to: b)
        let r = try BuiltCLI.run(["diff", a.path, b.path])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr == "viewraster diff: a.png and b.png: comparing needs 2.0 GB for 16384x16384 and 16384x16384 pixels, over --max-memory 1G (raise it with --max-memory)\n", "\(r.stderr)")
    }

    /// The review's display list: 40 nested groups on a 4096² canvas, each a fill over it all.
    @Test func rasterOfNestedFullCanvasGroupsStopsWithTheBudgetError() throws {
        let folder = try TestPaths.temporaryFolder("budget-raster")
        defer { try? FileManager.default.removeItem(at: folder) }
        var ops: [String] = []
        for _ in 0..<40 {
            ops.append(#"{"op":"beginGroup","opacity":0.9}"#)
            ops.append(##"{"op":"fill","path":"M0 0 L4096 0 L4096 4096 Z","color":"#3366CC80"}"##)
        }
        ops += Array(repeating: #"{"op":"endGroup"}"#, count: 40)
        let json = #"{"format":"viewraster.displaylist/1","width":4096,"height":4096,"scale":1,"ops":[\#(ops.joined(separator: ","))]}"#
        let scene = folder.appendingPathComponent("groups.json")
        try Data(json.utf8).write(to: scene)
        let r = try BuiltCLI.run(["raster", scene.path, "--max-memory", "256M", "-o", folder.appendingPathComponent("o.png").path])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("viewraster raster: \(scene.path): drawing needs ") && r.stderr.contains(" for 3 nested layers")
                && r.stderr.hasSuffix("over --max-memory 256M (raise it with --max-memory)\n"), "\(r.stderr)")
    }
}
