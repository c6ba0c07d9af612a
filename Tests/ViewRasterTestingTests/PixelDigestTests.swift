import Testing
import Foundation
@testable import ViewRasterTesting
import ViewRasterOutput

/// References carry a digest of their pixels; it may only ever say "same", never hide a change.
struct PixelDigestTests {
    func referenceURL(_ root: TempRoot) -> URL {
        root.url.appendingPathComponent("Snapshots/PixelDigestTests/digest.shot.png")
    }

    @Test func recordedReferencesCarryTheDigestAndMatchTheirPixels() throws {
        let root = try TempRoot(); defer { root.remove() }
        let canvas = try pattern(8, 6)
        _ = root.run { verifySnapshot(of: canvas, as: .image, named: "shot", file: "/x/PixelDigestTests.swift", testName: "digest") }
        let data = try Data(contentsOf: referenceURL(root))
        #expect(try PNGChunks.parse(data).contains { $0.type == "tEXt" })
        #expect(PixelDigest.matches(data, canvas))
        #expect(!PixelDigest.matches(data, canvas.setting(0, 0, (1, 2, 3, 255))))
        #expect(root.run { verifySnapshot(of: canvas, as: .image, named: "shot", file: "/x/PixelDigestTests.swift", testName: "digest") } == nil)
    }

    @Test func anEditedImageThatKeptTheChunkIsStillComparedPixelByPixel() throws {
        let root = try TempRoot(); defer { root.remove() }
        let canvas = try pattern(8, 6)
        _ = root.run { verifySnapshot(of: canvas, as: .image, named: "shot", file: "/x/PixelDigestTests.swift", testName: "digest") }
        let url = referenceURL(root)
        // Another program changes one pixel and keeps our text chunk as it was.
        let old = try PNGChunks.parse(try Data(contentsOf: url))
        let edited = try PNGChunks.parse(try PNG.encode(canvas.setting(3, 3, (255, 0, 0, 255)), options: .small))
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for c in edited {
            out.append(PNGChunks.chunk(c.type, c.data))
            if c.type == "IHDR", let text = old.first(where: { $0.type == "tEXt" }) { out.append(PNGChunks.chunk("tEXt", text.data)) }
        }
        try out.write(to: url)
        #expect(!PixelDigest.matches(out, canvas))
        let message = root.run { verifySnapshot(of: canvas, as: .image, named: "shot", record: .never, file: "/x/PixelDigestTests.swift", testName: "digest") }
        #expect(message?.contains("1 of") == true)
    }

    @Test func referencesWithoutTheChunkAreComparedAsBefore() throws {
        let root = try TempRoot(); defer { root.remove() }
        let canvas = try pattern(8, 6)
        let url = referenceURL(root)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNG.encode(canvas, options: .small).write(to: url)
        #expect(root.run { verifySnapshot(of: canvas, as: .image, named: "shot", record: .never, file: "/x/PixelDigestTests.swift", testName: "digest") } == nil)
        #expect(root.run { verifySnapshot(of: canvas.setting(1, 1, (0, 0, 0, 255)), as: .image, named: "shot", record: .never, file: "/x/PixelDigestTests.swift", testName: "digest") } != nil)
    }
}
