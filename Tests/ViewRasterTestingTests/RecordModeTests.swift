import Foundation
import Testing
import ViewRasterTesting
import ViewRasterSnapshotDiff

@Suite struct RecordModeTests {
    let file = "RecordModeTests"

    @Test func missingRecordsThenPasses() throws {
        let root = try TempRoot(); defer { root.remove() }
        let canvas = try pattern()
        let first = root.run { verifySnapshot(of: canvas, as: .image, named: "p") }
        #expect(first?.contains("No reference was found on disk") == true)
        let ref = root.url.appendingPathComponent("Snapshots/\(file)/missingRecordsThenPasses.p.png")
        #expect(FileManager.default.fileExists(atPath: ref.path))
        #expect(first?.contains(ref.path) == true)
        // Translucent pixels survive the PNG round trip exactly.
        #expect(root.run { verifySnapshot(of: canvas, as: .image, named: "p") } == nil)
    }

    @Test func unnamedSnapshotsAreNumberedAndNamedOnesSanitized() throws {
        let root = try TempRoot(); defer { root.remove() }
        let canvas = try solid(2, 2, (1, 2, 3, 255))
        root.run {
            _ = verifySnapshot(of: canvas, as: .image)
            _ = verifySnapshot(of: canvas, as: .image)
            _ = verifySnapshot(of: canvas, as: .image, named: "dark mode/large")
        }
        let dir = "Snapshots/\(file)/"
        let refs = root.files().filter { $0.hasPrefix(dir) }.map { String($0.dropFirst(dir.count)) }
        #expect(refs == ["unnamedSnapshotsAreNumberedAndNamedOnesSanitized.1.png",
                         "unnamedSnapshotsAreNumberedAndNamedOnesSanitized.2.png",
                         "unnamedSnapshotsAreNumberedAndNamedOnesSanitized.dark-mode-large.png"])
    }

    @Test func neverDoesNotWriteMissingReference() throws {
        let root = try TempRoot(); defer { root.remove() }
        let message = root.run(record: .never) { verifySnapshot(of: try! pattern(), as: .image) }
        #expect(message?.contains("\"never\"") == true)
        #expect(!root.files().contains { $0.hasPrefix("Snapshots/") })
    }

    @Test func neverLeavesAFailingReferenceUntouched() throws {
        let root = try TempRoot(); defer { root.remove() }
        let a = try solid(4, 4, (9, 9, 9, 255))
        _ = root.run { verifySnapshot(of: a, as: .image, named: "x") }
        let ref = root.url.appendingPathComponent("Snapshots/\(file)/neverLeavesAFailingReferenceUntouched.x.png")
        let before = fileData(ref), date = modificationDate(ref)
        let failure = root.run(record: .never) { verifySnapshot(of: a.setting(0, 0, (0, 0, 0, 255)), as: .image, named: "x") }
        #expect(failure?.contains("does not match") == true)
        #expect(fileData(ref) == before)
        #expect(modificationDate(ref) == date)
    }

    @Test func allRecordsAndFails() throws {
        let root = try TempRoot(); defer { root.remove() }
        let a = try solid(4, 4, (9, 9, 9, 255)), b = a.setting(3, 3, (200, 0, 0, 255))
        _ = root.run { verifySnapshot(of: a, as: .image, named: "x") }
        let message = root.run(record: .all) { verifySnapshot(of: b, as: .image, named: "x") }
        #expect(message?.contains("Record mode is \"all\"") == true)
        // The new reference is b: comparing b now passes, a fails.
        #expect(root.run(record: .never) { verifySnapshot(of: b, as: .image, named: "x") } == nil)
        #expect(root.run(record: .never) { verifySnapshot(of: a, as: .image, named: "x") } != nil)
    }

    @Test func failedOverwritesOnlyFailingReferences() throws {
        let root = try TempRoot(); defer { root.remove() }
        let a = try solid(4, 4, (9, 9, 9, 255)), b = a.setting(1, 2, (0, 90, 0, 255))
        _ = root.run { verifySnapshot(of: a, as: .image, named: "x") }
        let ref = root.url.appendingPathComponent("Snapshots/\(file)/failedOverwritesOnlyFailingReferences.x.png")
        let date = modificationDate(ref)
        #expect(root.run(record: .failed) { verifySnapshot(of: a, as: .image, named: "x") } == nil)
        #expect(modificationDate(ref) == date)
        let message = root.run(record: .failed) { verifySnapshot(of: b, as: .image, named: "x") }
        #expect(message?.contains("reference was replaced") == true)
        // The failure's artifacts were kept even though the reference was replaced.
        #expect(root.files().contains("artifacts/\(file)/failedOverwritesOnlyFailingReferences.x.diff.png"))
        #expect(root.run(record: .never) { verifySnapshot(of: b, as: .image, named: "x") } == nil)
    }

    @Test func perCallModeWinsOverScope() throws {
        let root = try TempRoot(); defer { root.remove() }
        let message = root.run(record: .all) { verifySnapshot(of: try! pattern(), as: .image, record: .never) }
        #expect(message?.contains("\"never\"") == true)
        #expect(!root.files().contains { $0.hasPrefix("Snapshots/") })
    }

    @Test func nestedScopesLayer() throws {
        let root = try TempRoot(); defer { root.remove() }
        let message = withSnapshotTesting(record: .never) {
            root.run(record: nil) { verifySnapshot(of: try! pattern(), as: .image) } // no record of its own: outer .never applies
        }
        #expect(message?.contains("\"never\"") == true)
    }

    @Test func environmentVariableParsing() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == nil)
        #expect(try SnapshotRecordMode.fromEnvironment(["VIEWRASTER_RECORD": ""]) == nil)
        for mode in SnapshotRecordMode.allCases {
            #expect(try SnapshotRecordMode.fromEnvironment(["VIEWRASTER_RECORD": mode.rawValue.uppercased()]) == mode)
        }
        #expect(try SnapshotRecordMode.fromEnvironment(["VIEWRASTER_RECORD": "1"]) == .all)
        #expect(throws: SnapshotError.self) { try SnapshotRecordMode.fromEnvironment(["VIEWRASTER_RECORD": "sometimes"]) }
    }

    @Test func writesAreAtomicAndLeaveNoTemporaryFiles() throws {
        let root = try TempRoot(); defer { root.remove() }
        let a = try pattern(8, 8)
        root.run {
            for i in 0..<5 { _ = verifySnapshot(of: a.setting(i, i, (0, 0, 0, 255)), as: .image, named: "n\(i % 2)", record: .all) }
            _ = verifySnapshot(of: a, as: .image, named: "n0", record: .never)
        }
        let hidden = root.files().filter { ($0 as NSString).lastPathComponent.hasPrefix(".") }
        #expect(hidden.isEmpty)
        #expect(root.files().contains("Snapshots/\(file)/writesAreAtomicAndLeaveNoTemporaryFiles.n0.png"))
    }

    @Test(.snapshots(record: .never, packageRoot: TraitRoot.url, artifacts: TraitRoot.url.appendingPathComponent("a")))
    func suiteTraitScopesConfiguration() throws {
        defer { try? FileManager.default.removeItem(at: TraitRoot.url) }
        let message = verifySnapshot(of: try pattern(), as: .image)
        #expect(message?.contains(TraitRoot.url.path) == true)
        #expect(message?.contains("\"never\"") == true)
        #expect(!FileManager.default.fileExists(atPath: TraitRoot.url.appendingPathComponent("Snapshots").path))
    }
}

enum TraitRoot {
    static let url = FileManager.default.temporaryDirectory.appendingPathComponent("vrt-trait-\(getpid())")
}
