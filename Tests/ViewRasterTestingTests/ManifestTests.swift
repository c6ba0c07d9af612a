import Foundation
import Testing
import ViewRasterTesting
import ViewRasterSnapshotDiff
import ViewRasterRaster

@Suite struct ManifestTests {
    @Test func orphansAreReferencesTheLastCompleteUnfilteredRunDidNotUse() throws {
        let root = try TempRoot(); defer { root.remove() }
        let c = try solid(2, 2, (5, 5, 5, 255))
        let tree = SnapshotTree(entries: [.init(path: "V", kind: "view", frame: CGRect(x: 0, y: 0, width: 1, height: 1))])
        let withTree = Snapshotting<Canvas, Canvas>.image.withTree { _ in tree }
        root.run {
            _ = verifySnapshot(of: c, as: withTree, named: "used")
            _ = verifySnapshot(of: "hello", as: .lines, named: "text")
        }
        let dir = root.url.appendingPathComponent("Snapshots/ManifestTests")
        let base = "orphansAreReferencesTheLastCompleteUnfilteredRunDidNotUse"
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(base).used.tree.json").path))
        // This process has started its part of a run, which is not complete until it exits.
        #expect(SnapshotManifest.lastCompleteRun(artifacts: root.artifacts) == nil)
        #expect(throws: SnapshotError.self) { try snapshotOrphans(root: root.url, artifacts: root.artifacts) }

        // A run of two processes (XCTest's and Swift Testing's), each using some references.
        let used = ["Snapshots/ManifestTests/\(base).used.png", "Snapshots/ManifestTests/\(base).text.txt"]
        func process(_ run: String, _ name: String, filtered: Bool = false) -> SnapshotRunProcess {
            SnapshotRunProcess(runID: run, isFiltered: filtered, name: name, artifacts: root.artifacts)
        }
        let xctest = process("run-1", "101"), testing = process("run-1", "102")
        try xctest.start(at: 1); try xctest.recordUse(used[0]); xctest.finish()
        try testing.start(at: 2); try testing.recordUse(used[1])
        #expect(SnapshotManifest.lastCompleteRun(artifacts: root.artifacts) == nil)   // 102 has not finished
        testing.finish()
        #expect(SnapshotManifest.lastCompleteRun(artifacts: root.artifacts)?.used == Set(used))

        try Data().write(to: dir.appendingPathComponent("old.1.png"))
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("Snapshots/Gone"), withIntermediateDirectories: true)
        try Data().write(to: root.url.appendingPathComponent("Snapshots/Gone/x.1.png"))
        try Data().write(to: root.url.appendingPathComponent("Snapshots/Gone/x.1.tree.json"))
        // References kept beside a test file count too.
        let beside = root.url.appendingPathComponent("Tests/AppTests/__Snapshots__/CardTests")
        try FileManager.default.createDirectory(at: beside, withIntermediateDirectories: true)
        try Data().write(to: beside.appendingPathComponent("card.1.png"))
        let expected = ["Snapshots/Gone/x.1.png", "Snapshots/Gone/x.1.tree.json", "Snapshots/ManifestTests/old.1.png",
                        "Tests/AppTests/__Snapshots__/CardTests/card.1.png"]
        #expect(try snapshotOrphans(root: root.url, artifacts: root.artifacts) == expected)

        // A filtered run, and a run whose process crashed (no .done), change nothing.
        let filtered = process("run-2", "201", filtered: true)
        try filtered.start(at: 3); try filtered.recordUse(used[0]); filtered.finish()
        let crashed = process("run-3", "301")
        try crashed.start(at: 4); try crashed.recordUse(used[0])
        #expect(try snapshotOrphans(root: root.url, artifacts: root.artifacts) == expected)
        // A later complete run replaces it, and starting it removed the runs before but run-1.
        let next = process("run-4", "401")
        try next.start(at: 5)
        let runs = root.artifacts.appendingPathComponent("runs")
        let kept = try FileManager.default.contentsOfDirectory(atPath: runs.path).filter { $0.hasPrefix("run-") }.sorted()
        #expect(kept == ["run-1", "run-4"])
        try next.recordUse("Snapshots/Gone/x.1.png"); next.finish()
        #expect(try snapshotOrphans(root: root.url, artifacts: root.artifacts).contains("Snapshots/Gone/x.1.png") == false)
        #expect(try snapshotOrphans(root: root.url, artifacts: root.artifacts).contains("Snapshots/ManifestTests/\(base).used.png"))
    }

    @Test func usesRecordedAfterTheRunFolderWasRemovedAreStillRecorded() throws {
        let root = try TempRoot(); defer { root.remove() }
        let process = SnapshotRunProcess(runID: "run-9", isFiltered: false, name: "901", artifacts: root.artifacts)
        let used = process.folder.appendingPathComponent("901.used")
        try process.start(at: 1)
        try process.recordUse("Snapshots/A/a.1.png")
        try process.recordUse("Snapshots/A/a.2.png")
        #expect(try String(contentsOf: used, encoding: .utf8) == "Snapshots/A/a.1.png\nSnapshots/A/a.2.png\n")
        // Another run cleaning up removes the folder while this process keeps testing.
        try FileManager.default.removeItem(at: process.folder)
        try process.recordUse("Snapshots/A/a.3.png")
        #expect(try String(contentsOf: used, encoding: .utf8) == "Snapshots/A/a.3.png\n")
    }

    @Test func usesOfManyRunsInOneProcessAreAllRecorded() throws {
        // More files than the process keeps open at once: each still gets every line.
        let root = try TempRoot(); defer { root.remove() }
        let processes = (0..<40).map { SnapshotRunProcess(runID: "run-\($0)", isFiltered: false, name: "7", artifacts: root.artifacts) }
        for p in processes { try p.recordUse("Snapshots/A/\(p.runID).png") }
        for p in processes { try p.recordUse("Snapshots/B/\(p.runID).png") }
        for p in processes {
            let lines = try String(contentsOf: p.folder.appendingPathComponent("7.used"), encoding: .utf8)
            #expect(lines == "Snapshots/A/\(p.runID).png\nSnapshots/B/\(p.runID).png\n")
        }
    }

    @Test func assertionsAlternatingBetweenArtifactsFoldersRecordEachUseInItsOwnFolder() throws {
        // This process's list of used references is kept per artifacts folder: assertions
        // with folder A, then B, then A again (each remembered as the last one asked for)
        // write A's uses to A's list only, B's to B's.
        let a = try TempRoot(), b = try TempRoot(); defer { a.remove(); b.remove() }
        let c = try solid(2, 2, (5, 5, 5, 255))
        _ = a.run { verifySnapshot(of: c, as: .image, named: "one", file: "/x/ManifestTests.swift", testName: "alt") }
        _ = b.run { verifySnapshot(of: c, as: .image, named: "two", file: "/x/ManifestTests.swift", testName: "alt") }
        _ = a.run { verifySnapshot(of: c, as: .image, named: "three", file: "/x/ManifestTests.swift", testName: "alt") }
        _ = b.run { verifySnapshot(of: c, as: .image, named: "four", file: "/x/ManifestTests.swift", testName: "alt") }
        func uses(_ root: TempRoot) throws -> String {
            try String(contentsOf: SnapshotRunProcess.current(artifacts: root.artifacts).usedFile, encoding: .utf8)
        }
        #expect(try uses(a) == "Snapshots/ManifestTests/alt.one.png\nSnapshots/ManifestTests/alt.three.png\n")
        #expect(try uses(b) == "Snapshots/ManifestTests/alt.two.png\nSnapshots/ManifestTests/alt.four.png\n")
    }

    @Test func theRunOfAProcessIsItsParentsOrTheEnvironments() {
        let artifacts = URL(fileURLWithPath: "/tmp/unused")
        let a = SnapshotRunProcess.current(artifacts: artifacts, environment: [:])
        let b = SnapshotRunProcess.current(artifacts: artifacts, environment: [:])
        #expect(a.runID == b.runID && a.runID.hasPrefix("\(getppid())-") && a.name == "\(getpid())")
        #expect(SnapshotRunProcess.current(artifacts: artifacts, environment: ["VIEWRASTER_RUN": "ci 42"]).runID == "ci-42")
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
