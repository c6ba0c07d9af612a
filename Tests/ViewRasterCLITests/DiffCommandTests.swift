import Foundation
import Testing
import ViewRasterOutput
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterTestSupport

/// `viewraster diff`: exit 0 when the images match within the tolerances, 1 when they differ
/// (saying how), 2 for unreadable files and bad flags (one line naming the file or flag).
@Suite(.enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct DiffCommandTests {
    @Test func exitCodes() throws {
        let folder = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let files = SnapshotFiles(folder: folder)
        let a = try SnapshotFiles.canvas(4, 4, (100, 100, 100))
        let pa = try files.write(a, "a"), pa2 = try files.write(a, "a2")
        // One pixel off by 3 in red: a ΔE94 between 0.1 and 2, so it passes at perceptual precision
        // 0.98 (ΔE ≤ 2) and fails at 0.999 (ΔE ≤ 0.1); it is one of 16 pixels (15/16 = 0.9375 match).
        let pb = try files.write(try SnapshotFiles.canvas(4, 4, (100, 100, 100), changing: [(0, 0, (103, 100, 100))]), "b")
        let pc = try files.write(try SnapshotFiles.canvas(4, 5, (100, 100, 100)), "c")

        let same = try BuiltCLI.run(["diff", pa, pa2])
        #expect(same.status == 0 && same.stdout == "a.png and a2.png: identical\n", "\(same.stdout)\(same.stderr)")
        let differ = try BuiltCLI.run(["diff", pa, pb])
        #expect(differ.status == 1)
        #expect(differ.stdout.contains("1 of 16 pixels differ"), "\(differ.stdout)")
        #expect(try BuiltCLI.run(["diff", pa, pb, "--precision", "0.9375"]).status == 0)
        #expect(try BuiltCLI.run(["diff", pa, pb, "--precision", "0.93"]).status == 0)
        #expect(try BuiltCLI.run(["diff", pa, pb, "--precision", "0.94"]).status == 1)
        #expect(try BuiltCLI.run(["diff", pa, pb, "--perceptual-precision", "0.98"]).status == 0)
        #expect(try BuiltCLI.run(["diff", pa, pb, "--perceptual-precision", "0.999"]).status == 1)
        let sizes = try BuiltCLI.run(["diff", pa, pc, "--precision", "0"])
        #expect(sizes.status == 1)
        #expect(sizes.stdout.contains("different sizes"))
        #expect(sizes.stdout.contains("4×4") && sizes.stdout.contains("4×5"))
    }

    @Test(arguments: [
        (["MISSING", "A"], "MISSING"),
        (["TEXT", "A"], "TEXT"),
        (["A"], "exactly two PNG files, got 1"),
        (["A", "A", "--precision", "2"], "--precision must be a number from 0 to 1"),
        (["A", "A", "--perceptual-precision", "-0.5"], "--perceptual-precision must be a number from 0 to 1"),
        (["A", "A", "--bogus"], "unknown option '--bogus'"),
    ])
    func badInputExitsWith2NamingIt(arguments: [String], named: String) throws {
        let folder = try TestPaths.temporaryFolder("bad\(arguments.joined())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try SnapshotFiles(folder: folder).write(try SnapshotFiles.canvas(2, 2, (9, 9, 9)), "a")
        let text = folder.appendingPathComponent("text.png")
        try Data("hello".utf8).write(to: text)
        let paths = ["A": a, "MISSING": folder.appendingPathComponent("nope.png").path, "TEXT": text.path]
        let r = try BuiltCLI.run(["diff"] + arguments.map { paths[$0] ?? $0 })
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("viewraster diff: "))
        #expect(r.stderr.contains(paths[named] ?? named), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
    }

    @Test func writesTheDiffImage() throws {
        let folder = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let files = SnapshotFiles(folder: folder)
        let pa = try files.write(try SnapshotFiles.canvas(3, 3, (255, 255, 255)), "a")
        let pb = try files.write(try SnapshotFiles.canvas(3, 3, (255, 255, 255), changing: [(2, 2, (0, 0, 0))]), "b")
        let out = folder.appendingPathComponent("out/d.png")
        let r = try BuiltCLI.run(["diff", pa, pb, "-o", out.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("diff image: \(out.path)"))
        // The failing pixel is red, the others the reference faded to gray (white stays white).
        let diff = try PNG.read(contentsOf: out)
        #expect(diff.width == 3 && diff.height == 3)
        #expect(Array(diff.pixels[32..<36]) == [255, 0, 0, 255])
        #expect(Array(diff.pixels[0..<4]) == [255, 255, 255, 255])
        // A diff is written when the images match too.
        let same = folder.appendingPathComponent("out/same.png")
        #expect(try BuiltCLI.run(["diff", pa, pa, "-o", same.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: same.path))
        let unwritable = try BuiltCLI.run(["diff", pa, pb, "-o", folder.appendingPathComponent("a.png/x.png").path])
        #expect(unwritable.status == 2 && unwritable.stderr.contains("cannot write diff image"))
    }
}
