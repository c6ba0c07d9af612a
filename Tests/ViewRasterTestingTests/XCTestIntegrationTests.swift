import Foundation
import XCTest
import ViewRasterTesting

/// The XCTest side of `assertSnapshot`: outside a Swift Testing test it reports through XCTFail.
final class XCTestIntegrationTests: XCTestCase {
    func testAssertSnapshotUnderXCTest() throws {
        let root = try TempRoot(); defer { root.remove() }
        let canvas = try pattern()
        // Recording fails by design; verify (not assert) so this XCTest stays green.
        let first = root.run { verifySnapshot(of: canvas, as: .image, named: "x") }
        XCTAssertNotNil(first)
        // Now the reference exists: assertSnapshot passes without recording an XCTest failure.
        root.run { assertSnapshot(of: canvas, as: .image, named: "x") }
        XCTAssertTrue(root.files().contains("Snapshots/XCTestIntegrationTests/testAssertSnapshotUnderXCTest.x.png"))
    }
}
