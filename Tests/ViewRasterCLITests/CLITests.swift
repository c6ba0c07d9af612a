import Foundation
import Testing
import ViewRasterRaster
import ViewRasterTestSupport
import ViewRasterDisplayList
import ViewRasterOutput

@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct CLITests {
    let scene = """
    {"format": "viewraster.displaylist/1", "width": 12, "height": 7, "scale": 2, "background": "#FFFFFFFF",
     "ops": [{"op": "fill", "path": "M0 0 L5 5 L0 5 Z", "color": "#FF0000FF"},
             {"op": "stroke", "path": "M1 1 L10 6", "color": "#0000FFFF", "width": 1, "cap": "round"}]}
    """

    func folderWithScene(_ json: String? = nil, name: String = #function) throws -> (URL, URL) {
        let folder = try TestPaths.temporaryFolder(name)
        let url = folder.appendingPathComponent("scene.json")
        try Data((json ?? scene).utf8).write(to: url)
        return (folder, url)
    }

    @Test func rasterWritesAPNGOfTheListsPixelSize() throws {
        let (folder, json) = try folderWithScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png")
        let r = try BuiltCLI.run(["raster", json.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 24 && png.height == 14)
        let scaled = try BuiltCLI.run(["raster", json.path, "--output=\(out.path)", "--scale", "3", "--small"])
        #expect(scaled.status == 0)
        #expect(try PNG.read(contentsOf: out).width == 36)
        #expect(TestPaths.contents(of: folder) == ["out.png", "scene.json"])
    }

    /// The first red column of a row of a PNG (pixels are premultiplied RGBA, opaque here).
    func firstRedColumn(_ png: Bitmap, row: Int = 0) -> Int? {
        (0..<png.width).first { x in
            let i = (row * png.width + x) * 4
            return png.pixels[i] == 255 && png.pixels[i + 1] == 0 && png.pixels[i + 2] == 0
        }
    }

    /// Layout rounds to the scale it is drawn at: a 10.4 pt leading constant is 31.2 px at @3x,
    /// snapped to 31 px (10.333 pt), not to half points (10.5 pt = 31.5 px) as a @2x main
    /// screen would; with no --scale the bare view takes its file's device's (retina4_7: @2x,
    /// 20.8 px snapped to 21).
    @Test func renderRoundsLayoutToItsScale() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = TestPaths.fixture("xib/FractionalConstant.xib")
        let out = folder.appendingPathComponent("out.png")
        let r3 = try BuiltCLI.run(["render", xib.path, "--scale", "3", "-o", out.path])
        #expect(r3.status == 0, "\(r3.stderr)")
        let png3 = try PNG.read(contentsOf: out)
        #expect(png3.width == 120)
        #expect(firstRedColumn(png3) == 31)
        let r2 = try BuiltCLI.run(["render", xib.path, "-o", out.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        let png2 = try PNG.read(contentsOf: out)
        #expect(png2.width == 80)
        #expect(firstRedColumn(png2) == 21)
    }

    @Test func repeatPrintsOnlyTheMedian() throws {
        let (folder, json) = try folderWithScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try BuiltCLI.run(["raster", json.path, "--repeat", "3"])
        #expect(r.status == 0, "\(r.stderr)")
        let obj = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(obj?["runs"] as? Int == 3)
        #expect((obj?["median_ms"] as? Double ?? -1) >= 0)
        #expect(Set(obj?.keys.map { $0 } ?? []) == ["median_ms", "runs"])
        #expect(r.stdout.split(separator: "\n").count == 1)
        #expect(TestPaths.contents(of: folder) == ["scene.json"])
    }

    @Test(arguments: [
        ([String](), "missing command"),
        (["nosuch"], "unknown command 'nosuch'"),
        (["raster"], "missing SCENE.json"),
        (["raster", "SCENE", "--bogus"], "unknown option '--bogus'"),
        (["raster", "SCENE"], "missing -o OUT.png"),
        (["raster", "SCENE", "-o"], "-o needs a value"),
        (["raster", "SCENE", "-o", "OUT", "--scale", "zero"], "--scale must be a number above 0, not 'zero'"),
        (["raster", "SCENE", "-o", "OUT", "--scale", "-2"], "--scale must be a number above 0, not '-2'"),
        (["raster", "SCENE", "-o", "OUT", "--repeat", "0"], "--repeat must be a whole number from 1 to 100000, not '0'"),
        (["raster", "SCENE", "-o", "OUT", "--fast", "--small"], "--fast and --small exclude each other"),
        (["raster", "SCENE", "SCENE", "-o", "OUT"], "expected one SCENE.json"),
        (["raster", "MISSING", "-o", "OUT"], "cannot read the file"),
        (["raster", "SCENE", "-o", "OUT", "--scale", "5000"], "over the limit"),
    ])
    func badFlagsAndInputExitWith2(arguments: [String], message: String) throws {
        let (folder, json) = try folderWithScene(name: "bad\(arguments.joined())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png")
        let args = arguments.map { $0 == "SCENE" ? json.path : $0 == "OUT" ? out.path : $0 == "MISSING" ? folder.appendingPathComponent("nope.json").path : $0 }
        let r = try BuiltCLI.run(args)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
        #expect(TestPaths.contents(of: folder) == ["scene.json"])
    }

    @Test func malformedSceneNamesTheOpAndLeavesNoOutput() throws {
        let bad = scene.replacingOccurrences(of: "\"#0000FFFF\"", with: "\"#00F\"")
        let (folder, json) = try folderWithScene(bad)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png")
        let r = try BuiltCLI.run(["raster", json.path, "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr == "viewraster raster: \(json.path): op 1 (stroke): bad color \"#00F\": expected \"#RRGGBBAA\"\n")
        #expect(TestPaths.contents(of: folder) == ["scene.json"])
    }

    @Test func unwritableOutputFailsWith1() throws {
        let (folder, json) = try folderWithScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("missing-dir/out.png")
        let r = try BuiltCLI.run(["raster", json.path, "-o", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains(out.path))
        #expect(TestPaths.contents(of: folder) == ["scene.json"])
    }

    /// `--scale` takes what its help says, 1 to 4, on every command that draws a screen.
    @Test(arguments: [["render", "--scene", "spinner"], ["frames", "--scene", "spinner", "--fps", "1"], ["gallery"]])
    func scaleBoundsAreTheHelps(_ command: [String]) throws {
        let help = try BuiltCLI.run([command[0], "--help"])
        #expect(help.stdout.contains("--scale N") && help.stdout.contains("pixels per point (from 1 to 4; default "), "\(help.stdout)")
        let folder = try TestPaths.temporaryFolder("scale\(command[0])")
        defer { try? FileManager.default.removeItem(at: folder) }
        for bad in ["0.5", "4.5", "0", "x"] {
            let r = try BuiltCLI.run(command + ["--scale", bad, "-o", folder.appendingPathComponent("out").path])
            #expect(r.status == 2, "\(command) --scale \(bad)")
            #expect(r.stderr == "viewraster \(command[0]): --scale must be a number from 1 to 4, not '\(bad)' (see viewraster \(command[0]) --help)\n")
        }
        #expect(TestPaths.contents(of: folder).isEmpty)
    }

    /// Every flag a command's help lists is one it accepts, spelt as the help spells it, taking a
    /// value when the help shows one (an unknown option after it stops the command before it runs).
    @Test(arguments: ["render", "frames", "raster", "diff", "report", "snapshots", "gallery", "layout", "fuzz", "bench"])
    func helpListsTheFlagsTheParserTakes(_ command: String) throws {
        let help = try BuiltCLI.run([command, "--help"])
        #expect(help.status == 0)
        var checked = 0
        for line in help.stdout.split(separator: "\n") {
            var spelling = line.drop { $0 == " " }
            if spelling.hasPrefix("-"), let comma = spelling.range(of: ", --") { spelling = spelling[spelling.index(after: comma.lowerBound)...].dropFirst() }
            guard spelling.hasPrefix("--"), let end = spelling.range(of: "  ") else { continue }
            let words = spelling[..<end.lowerBound].split(separator: " ").map(String.init)
            let r = try BuiltCLI.run([command] + (words.count > 1 ? [words[0], "1"] : [words[0]]) + ["--zzz"])
            #expect(r.status == 2 && r.stderr.contains("unknown option '--zzz'"), "\(command) \(words): \(r.stderr)")
            checked += 1
        }
        #expect(checked > 0)
    }

    /// `frames` refuses more frames than `--max-frames` before drawing any.
    @Test func framesOverTheLimitAreRefused() throws {
        let folder = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        let r = try BuiltCLI.run(["frames", "--scene", "spinner", "--fps", "10", "--duration", "1", "--max-frames", "9", "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr == "viewraster frames: spinner: 10 frames is over the limit of 9 (raise it with --max-frames)\n")
        #expect(TestPaths.contents(of: folder).isEmpty)
    }

    @Test func helpExitsWith0() throws {
        let top = try BuiltCLI.run(["--help"])
        #expect(top.status == 0 && top.stdout.contains("raster") && top.stderr.isEmpty)
        let sub = try BuiltCLI.run(["raster", "--help"])
        #expect(sub.status == 0 && sub.stdout.contains("--repeat"))
    }

    @Test func layoutTakesTheLimitFlagsAndNamesThem() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("two.xib")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="a"/>
                        <constraint firstAttribute="height" constant="100" id="b"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.utf8).write(to: xib)
        let refused = try BuiltCLI.run(["layout", xib.path, "--max-constraints", "1"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("too many constraints: more than 1") && refused.stderr.contains("--max-constraints"))
        let raised = try BuiltCLI.run(["layout", xib.path, "--max-constraints", "2"])
        #expect(raised.status == 0, "\(raised.stderr)")
        #expect(raised.stdout.contains("agree: 0/0"))
    }
}
