import Foundation
import XCTest
import ViewRasterTesting
import ViewRasterViews

/// The XCTest side of `assertSnapshot`: outside a Swift Testing test it reports through XCTFail,
/// at the caller's file and line. The failures it records are caught here (XCTestCase's
/// `recordFailure` is the hook XCTFail calls) so the test can check them instead of failing.
/// (`@unchecked Sendable`: XCTest runs its tests one at a time, and the main-actor tests hand
/// `self` to the nonisolated capture helper.)
final class XCTestIntegrationTests: XCTestCase, @unchecked Sendable {
    private struct Failure { var description: String; var file: String; var line: Int }
    private var captured: [Failure] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        captured.append(Failure(description: description, file: filePath, line: lineNumber))
    }

    /// Runs `body`, returning the XCTest failures it recorded.
    private func failures(_ body: () -> Void) -> [Failure] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    func testAssertSnapshotUnderXCTest() throws {
        let root = try TempRoot(); defer { root.remove() }
        let canvas = try pattern()
        // No reference yet: it is recorded, and the assertion fails saying so.
        let recorded = failures { root.run { assertSnapshot(of: canvas, as: .image, named: "x") } }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("No reference was found on disk") == true, "\(recorded)")
        XCTAssertTrue(root.files().contains("Snapshots/XCTestIntegrationTests/testAssertSnapshotUnderXCTest.x.png"))
        // The same pixels pass without a failure.
        XCTAssertEqual(failures { root.run { assertSnapshot(of: canvas, as: .image, named: "x") } }.count, 0)
        // One changed pixel fails, at this line, with the comparison's message.
        let changed = canvas.setting(2, 1, (255, 0, 0, 255))
        let line = #line + 1
        let mismatch = failures { root.run { assertSnapshot(of: changed, as: .image, named: "x") } }
        XCTAssertEqual(mismatch.count, 1)
        let message = mismatch.first?.description ?? ""
        XCTAssertTrue(message.contains("Snapshot testAssertSnapshotUnderXCTest.x does not match reference."), message)
        XCTAssertTrue(message.contains("1 of 24 pixels differ"), message)
        XCTAssertEqual(mismatch.first?.file, "\(#filePath)")
        XCTAssertEqual(mismatch.first?.line, line)
    }

    /// The form that works for views: `@MainActor func test…() async` in a plain class.
    @MainActor func testMainActorAsyncTestSnapshotsAView() async throws {
        let root = try TempRoot(); defer { root.remove() }
        let card = makeCard()
        let recorded = failures { root.run { assertSnapshot(of: card, as: .image(scale: 1), named: "card") } }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(root.files().contains("Snapshots/XCTestIntegrationTests/testMainActorAsyncTestSnapshotsAView.card.png"))
        XCTAssertEqual(failures { root.run { assertSnapshot(of: card, as: .image(scale: 1), named: "card") } }.count, 0)
    }

    /// A synchronous test runs on the main thread: `MainActor.assumeIsolated` makes it main-actor code.
    func testSyncTestWithAssumeIsolatedSnapshotsAView() throws {
        let root = try TempRoot(); defer { root.remove() }
        MainActor.assumeIsolated {
            let card = makeCard()
            XCTAssertEqual(failures { root.run { assertSnapshot(of: card, as: .image(scale: 1), named: "card") } }.count, 1)
            XCTAssertEqual(failures { root.run { assertSnapshot(of: card, as: .image(scale: 1), named: "card") } }.count, 0)
        }
    }

    /// Off the main actor (a nonisolated async test runs on another thread) a view snapshot
    /// fails with a message naming the forms that work, instead of crashing in an isolation check.
    func testOffMainActorViewSnapshotFailsLoudly() async throws {
        let root = try TempRoot(); defer { root.remove() }
        let card = await MainActor.run { makeCard() }
        XCTAssertFalse(Thread.isMainThread)
        let result = failures { root.run { assertSnapshot(of: card, as: .image(scale: 1), named: "card") } }
        XCTAssertEqual(result.count, 1)
        let message = result.first?.description ?? ""
        XCTAssertTrue(message.contains("View snapshots run on the main actor"), message)
        XCTAssertTrue(message.contains("@MainActor func test…() async"), message)
        XCTAssertFalse(root.files().contains { $0.hasSuffix(".png") })
    }
}

/// A `@MainActor` XCTestCase works on Linux when every test in it is `async` (a synchronous
/// one crashes swift-corelibs-xctest's test discovery for the whole target).
@MainActor
final class XCTestMainActorClassTests: XCTestCase {
    // XCTest calls recordFailure on the thread of the failing assertion: the test's, here.
    private nonisolated(unsafe) var captured: [String] = []
    private nonisolated(unsafe) var capturing = false

    override nonisolated func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(description)
    }

    func testTimedSnapshotsRunOnThisTestsClock() async throws {
        let root = try TempRoot(); defer { root.remove() }
        let card = makeCard()
        View.animate(withDuration: 1) { card.alpha = 0 }
        capturing = true
        root.run {
            assertSnapshot(of: card, as: .image(scale: 1, time: 0.5), named: "half")
            assertSnapshot(of: card, as: .image(scale: 1, time: 0.5), named: "half")
        }
        capturing = false
        // Recorded once (a failure saying so), then matched; the clock of this test started at 0.
        XCTAssertEqual(captured.count, 1, "\(captured)")
        XCTAssertTrue(captured.first?.contains("No reference was found on disk") == true)
        XCTAssertEqual(VirtualClock.current.now, 0.5)
    }
}
