import Foundation
import XCTest
import ViewRasterTesting

/// The XCTest side of `assertSnapshot`: outside a Swift Testing test it reports through XCTFail,
/// at the caller's file and line. The failures it records are caught here (XCTestCase's
/// `recordFailure` is the hook XCTFail calls) so the test can check them instead of failing.
final class XCTestIntegrationTests: XCTestCase {
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
}
