import Foundation
import Testing
import ViewRasterTesting
import ViewRasterRaster

@Suite struct ManifestTests {
    @Test func orphansAreReferencesTheRunDidNotUse() throws {
        let root = try TempRoot(); defer { root.remove() }
        let c = try solid(2, 2, (5, 5, 5, 255))
        let tree = SnapshotTree(entries: [.init(path: "V", kind: "view", frame: CGRect(x: 0, y: 0, width: 1, height: 1))])
        let withTree = Snapshotting<Canvas, Canvas>.image.withTree { _ in tree }
        root.run {
            _ = verifySnapshot(of: c, as: withTree, named: "used")
            _ = verifySnapshot(of: "hello", as: .lines, named: "text")
        }
        let dir = root.url.appendingPathComponent("Snapshots/ManifestTests")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("orphansAreReferencesTheRunDidNotUse.used.tree.json").path))
        try Data().write(to: dir.appendingPathComponent("old.1.png"))
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("Snapshots/Gone"), withIntermediateDirectories: true)
        try Data().write(to: root.url.appendingPathComponent("Snapshots/Gone/x.1.png"))
        try Data().write(to: root.url.appendingPathComponent("Snapshots/Gone/x.1.tree.json"))
        let orphans = try snapshotOrphans(root: root.url, artifacts: root.artifacts)
        #expect(orphans == ["Snapshots/Gone/x.1.png", "Snapshots/Gone/x.1.tree.json", "Snapshots/ManifestTests/old.1.png"])

        let cmd = OrphansCommand.run(arguments: ["--orphans", root.url.path, "--artifacts", root.artifacts.path])
        #expect(cmd.exitCode == 1)
        #expect(cmd.output == orphans.joined(separator: "\n") + "\n")
        for o in orphans { try FileManager.default.removeItem(at: root.url.appendingPathComponent(o)) }
        #expect(OrphansCommand.run(arguments: ["--orphans"], currentDirectory: root.url.path,
                                   environment: ["VIEWRASTER_ARTIFACTS": "artifacts"]).exitCode == 0)
    }

    @Test func orphansWithoutManifestIsAnError() throws {
        let root = try TempRoot(); defer { root.remove() }
        let cmd = OrphansCommand.run(arguments: ["--orphans", root.url.path], environment: [:])
        #expect(cmd.exitCode == 2)
        #expect(cmd.errorOutput.contains("manifest.txt"))
        #expect(OrphansCommand.run(arguments: [], environment: [:]).exitCode == 2)
    }

    @Test func packageRootIsFoundFromTheTestFile() throws {
        let root = try SnapshotLocation.packageRoot(forFile: #filePath)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        #expect(URL(fileURLWithPath: #filePath).path.hasPrefix(root.path))
        #expect(throws: SnapshotError.self) { try SnapshotLocation.packageRoot(forFile: "/nonexistent-vrt/a/b.swift") }
    }

    @Test func sanitizeFollowsSwiftSnapshotTesting() {
        #expect(SnapshotLocation.sanitize("testFoo()") == "testFoo")
        #expect(SnapshotLocation.sanitize("rendersCard(size:)") == "rendersCard-size")
        #expect(SnapshotLocation.sanitize("dark mode / large") == "dark-mode-large")
        #expect(SnapshotLocation.sanitize("a_b") == "a_b")
    }
}
