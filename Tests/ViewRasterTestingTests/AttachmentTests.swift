import Foundation
import Testing
@testable import ViewRasterTesting
import ViewRasterRaster

/// What a failing snapshot attaches to the Swift Testing issue (`swift test --attachments-path
/// DIR` saves these): the actual image and the diff, both PNGs on disk, in that order.
/// `scripts/package-check` checks the same from a user's package, through `swift test`.
@Suite struct AttachmentTests {
    @Test func aMismatchAttachesTheActualAndTheDiffImage() throws {
        let root = try TempRoot(); defer { root.remove() }
        let reference = try solid(3, 2, (10, 20, 30, 255))
        _ = root.run { verifySnapshot(of: reference, as: .image, named: "a") }
        let changed = reference.setting(1, 0, (255, 0, 0, 255))
        let mismatch = try #require(root.run {
            verifySnapshotReport(of: { changed }, as: .image, named: "a", record: nil, file: #filePath,
                                 testName: #function, mainActor: false)
        })
        #expect(mismatch.attachments.map(\.lastPathComponent) == [
            "aMismatchAttachesTheActualAndTheDiffImage.a.actual.png",
            "aMismatchAttachesTheActualAndTheDiffImage.a.diff.png",
        ])
        let actual = try ImageFiles.readPNG(at: mismatch.attachments[0])
        #expect((actual.width, actual.height) == (3, 2))
        #expect(actual.pixel(x: 1, y: 0).r == 255 && actual.pixel(x: 0, y: 0).r == 10)
        // The diff marks the one pixel that changed and no other.
        let diff = try ImageFiles.readPNG(at: mismatch.attachments[1])
        #expect((diff.width, diff.height) == (3, 2))
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { let p = diff.pixel(x: x, y: y); return [p.r, p.g, p.b, p.a] }
        #expect(rgba(1, 0) != rgba(0, 0))
        #expect(rgba(0, 0) == rgba(2, 1) && rgba(0, 0) == rgba(0, 1))
    }

    @Test func aPassingSnapshotAttachesNothing() throws {
        let root = try TempRoot(); defer { root.remove() }
        let image = try solid(2, 2, (10, 20, 30, 255))
        _ = root.run { verifySnapshot(of: image, as: .image, named: "p") }
        let again = root.run {
            verifySnapshotReport(of: { image }, as: .image, named: "p", record: nil, file: #filePath,
                                 testName: #function, mainActor: false)
        }
        #expect(again == nil)
    }
}
