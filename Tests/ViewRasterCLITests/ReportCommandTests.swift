import Foundation
import Testing
import ViewRasterOutput
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterTestSupport

/// `viewraster report DIR`: one HTML page of an artifacts folder, written atomically to
/// `DIR/index.html` or `-o`; 2 with one line for a folder that is not there.
@Suite(.enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct ReportCommandTests {
    /// An artifacts folder with one image failure, laid out as a failing snapshot leaves it.
    func artifacts(in folder: URL) throws -> URL {
        let dir = folder.appendingPathComponent("artifacts/CardTests")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let files = SnapshotFiles(folder: dir)
        _ = try files.write(try SnapshotFiles.canvas(6, 4, (30, 144, 255)), "render.card.reference")
        _ = try files.write(try SnapshotFiles.canvas(6, 4, (30, 144, 255), changing: [(1, 1, (255, 0, 0))]), "render.card.actual")
        try Data("Snapshot render.card does not match reference.\n1 of 24 pixels differ".utf8)
            .write(to: dir.appendingPathComponent("render.card.message.txt"))
        return folder.appendingPathComponent("artifacts")
    }

    @Test func writesThePageAndSaysHowManyFailures() throws {
        let folder = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let dir = try artifacts(in: folder)
        let r = try BuiltCLI.run(["report", dir.path])
        let page = dir.appendingPathComponent("index.html")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "\(page.path) (1 failure)\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("CardTests/render.card") && html.contains("1 of 24 pixels differ"))
        let actual = try Data(contentsOf: dir.appendingPathComponent("CardTests/render.card.actual.png"))
        #expect(html.contains("data:image/png;base64," + actual.base64EncodedString()))

        let out = folder.appendingPathComponent("r/report.html")
        #expect(try BuiltCLI.run(["report", dir.path, "-o", out.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func errorsExitWith2() throws {
        let folder = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try BuiltCLI.run(["report", folder.appendingPathComponent("nope").path])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("viewraster report: ") && missing.stderr.contains("nope"))
        #expect(missing.stderr.split(separator: "\n").count == 1)
        let none = try BuiltCLI.run(["report"])
        #expect(none.status == 2 && none.stderr.contains("report needs a folder"))
        #expect(TestPaths.contents(of: folder).isEmpty)
    }
}
