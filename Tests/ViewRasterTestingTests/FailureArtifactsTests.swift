import Foundation
import Testing
import ViewRasterTesting
import ViewRasterRaster

@Suite struct FailureArtifactsTests {
    let file = "FailureArtifactsTests"

    @Test func onePixelChangedFailsAndWritesArtifacts() throws {
        let root = try TempRoot(); defer { root.remove() }
        let a = try solid(4, 4, (40, 80, 120, 255))
        _ = root.run { verifySnapshot(of: a, as: .image, named: "card") }
        let b = a.setting(2, 3, (40, 80, 160, 255))
        let message = try #require(root.run { verifySnapshot(of: b, as: .image, named: "card") })
        #expect(message.contains("1 of 16 pixels differ"))
        #expect(message.contains("max channel delta 40"))
        let base = "artifacts/\(file)/onePixelChangedFailsAndWritesArtifacts.card"
        for kind in ["actual.png", "reference.png", "diff.png", "message.txt"] {
            #expect(root.files().contains("\(base).\(kind)"), "missing \(kind)")
        }
        #expect(message.contains(root.url.appendingPathComponent("\(base).diff.png").path))
        #expect(message.contains(root.url.appendingPathComponent("\(base).actual.png").path))
        // The artifacts are the images: diff says exactly which pixel.
        let comparison = ImageComparison(reference: try ImageFiles.readPNG(at: root.url.appendingPathComponent("\(base).reference.png")),
                                         actual: try ImageFiles.readPNG(at: root.url.appendingPathComponent("\(base).actual.png")))
        #expect(!comparison.matches)
        #expect(comparison.summary.contains("1 of 16 pixels differ"))
        // Passing again removes the stale failure files.
        #expect(root.run { verifySnapshot(of: a, as: .image, named: "card") } == nil)
        #expect(!root.files().contains { $0.hasPrefix(base) })
    }

    @Test func sizeMismatchSaysBothSizes() throws {
        let root = try TempRoot(); defer { root.remove() }
        _ = root.run { verifySnapshot(of: try! solid(4, 3, (0, 0, 0, 255)), as: .image, named: "s") }
        let mismatch = try #require(root.run { verifySnapshot(of: try! solid(5, 3, (0, 0, 0, 255)), as: .image, named: "s") })
        #expect(mismatch.contains("reference 4×3 px, actual 5×3 px"))
    }

    @Test func textSnapshotsShowTheChangedLines() throws {
        let root = try TempRoot(); defer { root.remove() }
        _ = root.run { verifySnapshot(of: "a\nb\nc\n", as: .lines, named: "t") }
        let message = try #require(root.run { verifySnapshot(of: "a\nB\nc\n", as: .lines, named: "t") })
        #expect(message.contains("−2\tb"))
        #expect(message.contains("+2\tB"))
        #expect(root.files().contains("artifacts/\(file)/textSnapshotsShowTheChangedLines.t.actual.txt"))
    }

    @Test func snapshotErrorsBecomeFailures() throws {
        let root = try TempRoot(); defer { root.remove() }
        struct Boom: Error {}
        let failing: Snapshotting<Int, Canvas> = Snapshotting<Canvas, Canvas>.image.pullback { (_: Int) throws -> Canvas in throw Boom() }
        let message = root.run { verifySnapshot(of: 1, as: failing) }
        #expect(message?.contains("Couldn't snapshot") == true)
        // A corrupt reference is reported with its path.
        let ref = root.url.appendingPathComponent("Snapshots/\(file)/snapshotErrorsBecomeFailures.bad.png")
        try FileManager.default.createDirectory(at: ref.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: ref)
        let bad = root.run { verifySnapshot(of: try! pattern(), as: .image, named: "bad") }
        #expect(bad?.contains(ref.path) == true)
    }

    @Test func assertSnapshotRecordsASwiftTestingIssue() throws {
        let root = try TempRoot(); defer { root.remove() }
        withKnownIssue {
            root.run { assertSnapshot(of: try! pattern(), as: .image, record: .never) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("record mode is \"never\"") }
                && issue.sourceLocation?.fileName == "FailureArtifactsTests.swift"
        }
    }

    @Test func parallelAssertionsDoNotClash() async throws {
        let root = try TempRoot(); defer { root.remove() }
        let url = root.url, artifacts = root.artifacts
        let results = await withTaskGroup(of: String?.self) { group in
            for i in 0..<12 {
                group.addTask {
                    withSnapshotTesting(record: .missing, packageRoot: url, artifacts: artifacts) {
                        let c = try! solid(8, 8, (UInt8(i * 10), 0, 0, 255))
                        let first = verifySnapshot(of: c, as: .image, named: "p\(i)", testName: "parallel")
                        let second = verifySnapshot(of: c, as: .image, named: "p\(i)", testName: "parallel")
                        return first != nil && second == nil ? nil : "p\(i): \(first ?? "-") / \(second ?? "-")"
                    }
                }
            }
            var out: [String] = []
            for await r in group { if let r { out.append(r) } }
            return out
        }
        #expect(results.isEmpty)
        // This process's record of the run: one line per assertion, none interleaved.
        let runs = artifacts.appendingPathComponent("runs")
        let ids = try FileManager.default.contentsOfDirectory(atPath: runs.path)
        #expect(ids.count == 1)
        let used = runs.appendingPathComponent(ids[0]).appendingPathComponent("\(getpid()).used")
        let lines = try String(contentsOf: used, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 24)
        #expect(Set(lines).count == 12)
        #expect(lines.allSatisfy { $0.hasPrefix("Snapshots/\(file)/parallel.p") && $0.hasSuffix(".png") })
    }
}
