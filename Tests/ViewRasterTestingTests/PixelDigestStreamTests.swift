import Foundation
import Testing
@testable import ViewRasterTesting
import ViewRasterDisplayList
import ViewRasterRaster

/// The version-3 digest taken in pieces (`PixelDigestStream`) is the digest of the joined bytes,
/// and a display list's image checked in bands (`SnapshotCheck.rendering`) passes and fails as
/// its whole canvas does.
struct PixelDigestStreamTests {
    func bytes(_ n: Int) -> [UInt8] { (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 7) } }

    func streamed(_ b: [UInt8], pieces: Int, accelerated: Bool = true) -> UInt64 {
        var stream = PixelDigestStream(count: b.count, accelerated: accelerated)
        b.withUnsafeBytes { all in
            var p = 0
            while p < all.count {
                let end = min(all.count, p + pieces)
                stream.append(UnsafeRawBufferPointer(rebasing: all[p..<end]))
                p = end
            }
        }
        return stream.finish()
    }

    /// Lengths with and without whole blocks and tails, cut in pieces that split blocks, match
    /// them, and hold the whole.
    @Test(arguments: [0, 1, 17, 128, 300, 1000, 9000])
    func piecesGiveTheDigestOfTheWhole(_ length: Int) {
        let b = bytes(length)
        let whole = b.withUnsafeBytes { PixelDigest.digestV3($0) }
        for pieces in [1, 5, 16, 127, 128, 129, 3000, 10_000] {
            #expect(streamed(b, pieces: pieces) == whole, "length \(length) in pieces of \(pieces)")
            #expect(streamed(b, pieces: pieces, accelerated: false) == whole, "length \(length) in pieces of \(pieces), portable")
        }
    }

    /// A list whose every row differs (a diagonal ramp of rectangles), `height` rows of 37 pixels.
    func ramp(height: Int) -> DisplayList {
        let ops: [DisplayOp] = (0..<height).map { y in
            .fill(Path(rect: CGRect(x: CGFloat(y % 37), y: CGFloat(y), width: 5.5, height: 1)),
                  Color(r8: UInt8(y % 251), g8: 90, b8: 200), .nonzero)
        }
        return DisplayList(width: 37, height: CGFloat(height), scale: 1, background: .white, ops: ops)
    }

    /// The banded digest is the whole canvas's for a one-row canvas, heights a band divides, and
    /// heights it does not (rows of 148 bytes: bands cut 128-byte blocks).
    @Test(arguments: [1, 7, 8, 9, 64, 100])
    func bandedDigestIsTheWholeCanvasDigest(_ height: Int) throws {
        let list = ramp(height: height)
        let whole = try Renderer.render(list).pixels.withUnsafeBytes { PixelDigest.digestV3($0) }
        for rowsPerBand in [1, 3, 8, 64] {
            var stream = PixelDigestStream(count: 37 * height * 4)
            #expect(Renderer.render(list, rowsPerBand: rowsPerBand) { _, b in stream.append(b) })
            #expect(stream.finish() == whole, "\(height) rows in bands of \(rowsPerBand)")
        }
    }

    /// A recorded display list passes without its canvas (the check's digest matches), and a
    /// changed one fails with the whole canvas: the actual image written is its render, and
    /// the diff is written too.
    @Test func aChangedListFailsWithItsWholeImage() throws {
        let root = try TempRoot(); defer { root.remove() }
        let list = ramp(height: 300)
        let reference = try Data(contentsOf: { () throws -> URL in
            _ = root.run { verifySnapshot(of: list, as: .image, named: "ramp", file: "/x/PixelDigestStreamTests.swift", testName: "t") }
            return root.url.appendingPathComponent("Snapshots/PixelDigestStreamTests/t.ramp.png")
        }())
        guard case .matches = try SnapshotCheck.rendering(list, against: reference) else {
            Issue.record("the recorded list does not match by its digest"); return
        }
        #expect(root.run { verifySnapshot(of: list, as: .image, named: "ramp", file: "/x/PixelDigestStreamTests.swift", testName: "t") } == nil)
        var changed = list
        changed.ops[150] = .fill(Path(rect: CGRect(x: 2, y: 150, width: 5.5, height: 1)), Color(r8: 0, g8: 0, b8: 0), .nonzero)
        guard case .snapshot(let canvas) = try SnapshotCheck.rendering(changed, against: reference) else {
            Issue.record("a changed list matched"); return
        }
        #expect(canvas == (try Renderer.render(changed)))
        let message = try #require(root.run {
            verifySnapshot(of: changed, as: .image, named: "ramp", file: "/x/PixelDigestStreamTests.swift", testName: "t")
        })
        #expect(message.contains("pixels differ"))
        let base = root.url.appendingPathComponent("artifacts/PixelDigestStreamTests/t.ramp")
        let actual = try ImageFiles.readPNG(at: base.appendingPathExtension("actual.png"))
        #expect(actual.pixels == (try Renderer.render(changed)).pixels)
        #expect(FileManager.default.fileExists(atPath: base.appendingPathExtension("diff.png").path))
    }

    /// A list with empty rows (two strips on a white 37 × 300 canvas) recorded now (version 4)
    /// passes by its row digest, its empty rows neither drawn nor read, and a change inside a
    /// strip fails it; the same reference with a version-3 chunk passes and fails the same way
    /// through the version-3 bands.
    @Test func aListWithEmptyRowsIsCheckedByItsRows() throws {
        let root = try TempRoot(); defer { root.remove() }
        let list = DisplayList(width: 37, height: 300, scale: 1, background: .white, ops: [
            .fill(Path(rect: CGRect(x: 4, y: 10, width: 20, height: 30)), Color(r8: 200, g8: 30, b8: 40), .nonzero),
            .fill(Path(rect: CGRect(x: 0, y: 150.5, width: 37, height: 3)), Color(r8: 0, g8: 0, b8: 0, a8: 90), .nonzero),
        ])
        var changed = list
        changed.ops[1] = .fill(Path(rect: CGRect(x: 0, y: 150.5, width: 37, height: 3)), Color(r8: 0, g8: 0, b8: 0, a8: 91), .nonzero)
        _ = root.run { verifySnapshot(of: list, as: .image, named: "strips", file: "/x/PixelDigestStreamTests.swift", testName: "t") }
        let reference = try Data(contentsOf: root.url.appendingPathComponent("Snapshots/PixelDigestStreamTests/t.strips.png"))
        let v3 = try PixelDigestTests().withOlderChunk(PixelDigest.keywordV3, reference, try Renderer.render(list))
        for (png, version) in [(reference, 4), (v3, 3)] {
            guard case .matches = try SnapshotCheck.rendering(list, against: png) else {
                Issue.record("the recorded list does not match by its version-\(version) digest"); continue
            }
            guard case .snapshot(let canvas) = try SnapshotCheck.rendering(changed, against: png) else {
                Issue.record("a changed list matched a version-\(version) digest"); continue
            }
            #expect(canvas == (try Renderer.render(changed)))
        }
    }
}
