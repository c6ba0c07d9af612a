import Foundation
import Testing
import ViewRasterTestSupport

/// `viewraster snapshots --orphans`: the references under `Snapshots/` that the last run's
/// manifest does not list, one per line (exit 1), none (exit 0), or no manifest (exit 2).
@Suite(.enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct SnapshotsCommandTests {
    @Test func listsReferencesTheManifestDoesNotName() throws {
        let root = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for file in ["Snapshots/A/used.1.png", "Snapshots/A/used.1.tree.json", "Snapshots/A/old.1.png", "Snapshots/Gone/x.1.png"] {
            try fm.createDirectory(at: root.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: root.appendingPathComponent(file))
        }
        let artifacts = root.appendingPathComponent("artifacts")
        try fm.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try Data("Snapshots/A/used.1.png\n".utf8).write(to: artifacts.appendingPathComponent("manifest.txt"))

        let r = try BuiltCLI.run(["snapshots", "--orphans", root.path, "--artifacts", artifacts.path])
        #expect(r.status == 1)
        #expect(r.stdout == "Snapshots/A/old.1.png\nSnapshots/Gone/x.1.png\n")
        #expect(r.stderr == "2 reference file(s) not used by the last run\n")
        // From the checkout itself, with the artifacts folder from the environment.
        try fm.removeItem(at: root.appendingPathComponent("Snapshots/A/old.1.png"))
        try fm.removeItem(at: root.appendingPathComponent("Snapshots/Gone"))
        let clean = try BuiltCLI.run(["snapshots", "--orphans"], in: root, environment: ["VIEWRASTER_ARTIFACTS": "artifacts"])
        #expect(clean.status == 0 && clean.stdout.isEmpty && clean.stderr == "no orphaned references\n")
    }

    @Test func withoutAManifestItIsAnError() throws {
        let root = try TestPaths.temporaryFolder(); defer { try? FileManager.default.removeItem(at: root) }
        let r = try BuiltCLI.run(["snapshots", "--orphans", root.path], environment: ["VIEWRASTER_ARTIFACTS": ""])
        #expect(r.status == 2 && r.stderr.contains("manifest.txt") && r.stderr.split(separator: "\n").count == 1)
        let noFlag = try BuiltCLI.run(["snapshots", root.path])
        #expect(noFlag.status == 2 && noFlag.stderr.contains("snapshots needs --orphans"))
    }
}
