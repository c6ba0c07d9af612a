import Foundation
import Testing
import ViewRasterTestSupport

/// `viewraster snapshots --orphans`: the references under `Snapshots/` that the last complete,
/// unfiltered run did not use, one per line (exit 1), none (exit 0), or no such run (exit 2).
@Suite(.enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct SnapshotsCommandTests {
    /// Writes a run record as the snapshot library does: one process, started and finished.
    func writeRun(_ id: String, used: [String], in artifacts: URL, filtered: Bool = false, finished: Bool = true) throws {
        let folder = artifacts.appendingPathComponent("runs/\(id)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("\(filtered ? "filtered" : "full") 1\n".utf8).write(to: folder.appendingPathComponent("7.started"))
        try Data(used.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("7.used"))
        if finished { try Data().write(to: folder.appendingPathComponent("7.done")) }
    }

    @Test func listsReferencesTheLastRunDidNotUse() throws {
        let root = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for file in ["Snapshots/A/used.1.png", "Snapshots/A/used.1.tree.json", "Snapshots/A/old.1.png", "Snapshots/Gone/x.1.png"] {
            try fm.createDirectory(at: root.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: root.appendingPathComponent(file))
        }
        let artifacts = root.appendingPathComponent("artifacts")
        try writeRun("full", used: ["Snapshots/A/used.1.png"], in: artifacts)
        // A filtered run and an unfinished one do not count.
        try writeRun("filtered", used: ["Snapshots/A/old.1.png"], in: artifacts, filtered: true)
        try writeRun("crashed", used: ["Snapshots/Gone/x.1.png"], in: artifacts, finished: false)

        let r = try BuiltCLI.run(["snapshots", "--orphans", root.path, "--artifacts", artifacts.path])
        #expect(r.status == 1)
        #expect(r.stdout == "Snapshots/A/old.1.png\nSnapshots/Gone/x.1.png\n")
        #expect(r.stderr == "2 reference file(s) not used by the last complete, unfiltered run\n")
        // From the checkout itself, with the artifacts folder from the environment.
        try fm.removeItem(at: root.appendingPathComponent("Snapshots/A/old.1.png"))
        try fm.removeItem(at: root.appendingPathComponent("Snapshots/Gone"))
        let clean = try BuiltCLI.run(["snapshots", "--orphans"], in: root, environment: ["VIEWRASTER_ARTIFACTS": "artifacts"])
        #expect(clean.status == 0 && clean.stdout.isEmpty && clean.stderr == "no orphaned references\n")
    }

    @Test func withoutACompleteRunItIsAnError() throws {
        let root = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: root) }
        let r = try BuiltCLI.run(["snapshots", "--orphans", root.path], environment: ["VIEWRASTER_ARTIFACTS": ""])
        #expect(r.status == 2 && r.stderr.contains("no complete, unfiltered test run") && r.stderr.split(separator: "\n").count == 1)
        let noFlag = try BuiltCLI.run(["snapshots", root.path])
        #expect(noFlag.status == 2 && noFlag.stderr.contains("snapshots needs --orphans"))
    }
}
