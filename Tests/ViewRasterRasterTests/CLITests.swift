import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput

/// Runs the built `viewraster` binary (SwiftPM builds it next to the test bundle).
enum CLIRunner {
    static var binary: URL? {
        var candidates: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            // …/.build/<triple>/<config>/ViewRasterPackageTests.xctest
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("viewraster"))
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/viewraster"))
        candidates.append(root.appendingPathComponent(".build/release/viewraster"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    static func run(_ arguments: [String]) throws -> Result {
        guard let binary else { throw RasterError.io("viewraster binary not found; run `swift build` first") }
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}

@Suite(.serialized) struct CLITests {
    let scene = """
    {"format": "viewraster.displaylist/1", "width": 12, "height": 7, "scale": 2, "background": "#FFFFFFFF",
     "ops": [{"op": "fill", "path": "M0 0 L5 5 L0 5 Z", "color": "#FF0000FF"},
             {"op": "stroke", "path": "M1 1 L10 6", "color": "#0000FFFF", "width": 1, "cap": "round"}]}
    """

    func folderWithScene(_ json: String? = nil, name: String = #function) throws -> (URL, URL) {
        let folder = try RasterIOFiles.temporaryFolder(name)
        let url = folder.appendingPathComponent("scene.json")
        try Data((json ?? scene).utf8).write(to: url)
        return (folder, url)
    }

    @Test func rasterWritesAPNGOfTheListsPixelSize() throws {
        let (folder, json) = try folderWithScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png")
        let r = try CLIRunner.run(["raster", json.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 24 && png.height == 14)
        let scaled = try CLIRunner.run(["raster", json.path, "--output=\(out.path)", "--scale", "3", "--small"])
        #expect(scaled.status == 0)
        #expect(try PNG.read(contentsOf: out).width == 36)
        #expect(RasterIOFiles.contents(of: folder) == ["out.png", "scene.json"])
    }

    @Test func repeatPrintsOnlyTheMedian() throws {
        let (folder, json) = try folderWithScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try CLIRunner.run(["raster", json.path, "--repeat", "3"])
        #expect(r.status == 0, "\(r.stderr)")
        let obj = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(obj?["runs"] as? Int == 3)
        #expect((obj?["median_ms"] as? Double ?? -1) >= 0)
        #expect(Set(obj?.keys.map { $0 } ?? []) == ["median_ms", "runs"])
        #expect(r.stdout.split(separator: "\n").count == 1)
        #expect(RasterIOFiles.contents(of: folder) == ["scene.json"])
    }

    @Test(arguments: [
        ([String](), "missing command"),
        (["nosuch"], "unknown command 'nosuch'"),
        (["raster"], "missing SCENE.json"),
        (["raster", "SCENE", "--bogus"], "unknown option '--bogus'"),
        (["raster", "SCENE"], "missing -o OUT.png"),
        (["raster", "SCENE", "-o"], "-o needs a value"),
        (["raster", "SCENE", "-o", "OUT", "--scale", "zero"], "--scale must be a positive number"),
        (["raster", "SCENE", "-o", "OUT", "--scale", "-2"], "--scale must be a positive number"),
        (["raster", "SCENE", "-o", "OUT", "--repeat", "0"], "--repeat must be an integer"),
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
        let r = try CLIRunner.run(args)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
        #expect(RasterIOFiles.contents(of: folder) == ["scene.json"])
    }

    @Test func malformedSceneNamesTheOpAndLeavesNoOutput() throws {
        let bad = scene.replacingOccurrences(of: "\"#0000FFFF\"", with: "\"#00F\"")
        let (folder, json) = try folderWithScene(bad)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png")
        let r = try CLIRunner.run(["raster", json.path, "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr == "viewraster raster: \(json.path): op 1 (stroke): bad color \"#00F\": expected \"#RRGGBBAA\"\n")
        #expect(RasterIOFiles.contents(of: folder) == ["scene.json"])
    }

    @Test func unwritableOutputFailsWith1() throws {
        let (folder, json) = try folderWithScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("missing-dir/out.png")
        let r = try CLIRunner.run(["raster", json.path, "-o", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains(out.path))
        #expect(RasterIOFiles.contents(of: folder) == ["scene.json"])
    }

    @Test func helpExitsWith0() throws {
        let top = try CLIRunner.run(["--help"])
        #expect(top.status == 0 && top.stdout.contains("raster") && top.stderr.isEmpty)
        let sub = try CLIRunner.run(["raster", "--help"])
        #expect(sub.status == 0 && sub.stdout.contains("--repeat"))
    }
}
