import Testing
import Foundation
@testable import ViewRasterTesting
import ViewRasterOutput
import ViewRasterRaster

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

    /// `png` with its `IDAT` data cut at `cuts` into several chunks, in `order`, before `IEND`.
    func withSplitImageData(_ png: Data, cuts: [Int], order: [Int]) throws -> Data {
        let chunks = try PNGChunks.parse(png)
        let idat = chunks.filter { $0.type == "IDAT" }.reduce(Data()) { $0 + $1.data }
        let bounds = [0] + cuts + [idat.count]
        let pieces = (0..<(bounds.count - 1)).map { idat.subdata(in: bounds[$0]..<bounds[$0 + 1]) }
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for c in chunks where c.type != "IDAT" {
            if c.type == "IEND" { for i in order { out.append(PNGChunks.chunk("IDAT", pieces[i])) } }
            out.append(PNGChunks.chunk(c.type, c.data))
        }
        return out
    }

    @Test func theDigestCoversTheImageDataJoinedInFileOrderWhereverItIsSplit() throws {
        // Encoders split a large image's data over several IDAT chunks (libpng every 8 KB):
        // the chunk's digest is of their data joined in file order.
        let canvas = try pattern(8, 6)
        let png = try PixelDigest.adding(to: PNG.encode(canvas, options: .small), canvas: canvas)
        let split = try withSplitImageData(png, cuts: [3, 7], order: [0, 1, 2])
        #expect(try PNGChunks.parse(split).filter { $0.type == "IDAT" }.count == 3)
        #expect(PixelDigest.matches(split, canvas))
        #expect(!PixelDigest.matches(split, canvas.setting(5, 5, (9, 9, 9, 255))))
        // The same pieces in another order are other image data: no match.
        #expect(!PixelDigest.matches(try withSplitImageData(png, cuts: [3, 7], order: [1, 0, 2]), canvas))
        // A file cut inside a chunk (which `PNGChunks.parse` rejects) matches nothing.
        #expect(throws: (any Error).self) { try PNGChunks.parse(split.prefix(split.count - 20)) }
        #expect(!PixelDigest.matches(split.prefix(split.count - 20), canvas))
        // Nor does a file that is not a PNG.
        #expect(!PixelDigest.matches(Data(split.dropFirst()), canvas))
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

    /// `png` with its digest chunk replaced by an older version's chunk (`keywordV1`, as
    /// references recorded before version 2 carry; `keywordV2`, before version 3; `keywordV3`,
    /// before version 4).
    func withOlderChunk(_ keyword: String, _ png: Data, _ canvas: Canvas) throws -> Data {
        let chunks = try PNGChunks.parse(png).filter { $0.type != "tEXt" }
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for c in chunks {
            out.append(PNGChunks.chunk(c.type, c.data))
            if c.type == "IHDR" {
                out.append(PNGChunks.chunk("tEXt", Data(PixelDigest.chunkBody(keyword, canvas: canvas) { PixelDigest.idatDigest(chunks, $0) })))
            }
        }
        return out
    }

    func digestKeywords(_ png: Data) throws -> [String] {
        try PNGChunks.parse(png).filter { $0.type == "tEXt" }.map { String(decoding: $0.data.prefix { $0 != 0 }, as: UTF8.self) }
    }

    @Test(arguments: [PixelDigest.keywordV1, PixelDigest.keywordV2, PixelDigest.keywordV3])
    func referencesWithAnOlderDigestStillPassAndAreRedigestedWhenRecorded(_ keyword: String) throws {
        let root = try TempRoot(); defer { root.remove() }
        let canvas = try pattern(9, 7)
        _ = root.run { verifySnapshot(of: canvas, as: .image, named: "shot", file: "/x/PixelDigestTests.swift", testName: "digest") }
        let url = referenceURL(root)
        #expect(try digestKeywords(Data(contentsOf: url)) == ["ViewRaster-pixels-v4"])
        let old = try withOlderChunk(keyword, Data(contentsOf: url), canvas)
        try old.write(to: url)
        #expect(try digestKeywords(old) == [keyword])
        #expect(PixelDigest.matches(old, canvas))
        #expect(!PixelDigest.matches(old, canvas.setting(8, 6, (0, 0, 0, 255))))
        #expect(root.run { verifySnapshot(of: canvas, as: .image, named: "shot", record: .never, file: "/x/PixelDigestTests.swift", testName: "digest") } == nil)
        #expect(root.run { verifySnapshot(of: canvas.setting(2, 2, (0, 0, 0, 255)), as: .image, named: "shot", record: .never, file: "/x/PixelDigestTests.swift", testName: "digest") } != nil)
        _ = root.run { verifySnapshot(of: canvas, as: .image, named: "shot", record: .all, file: "/x/PixelDigestTests.swift", testName: "digest") }
        #expect(try digestKeywords(Data(contentsOf: url)) == ["ViewRaster-pixels-v4"])
    }

    @Test func theSixteenLaneDigestChangesWithAnyOneByte() {
        // 301 bytes: two 128-byte blocks (every lane), two 16-byte blocks and a 13-byte tail.
        let base = (0..<301).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 7) }
        let h0 = base.withUnsafeBytes { PixelDigest.digestV3($0) }
        var seen: Set<UInt64> = [h0]
        for i in base.indices {
            for bit in 0..<8 {
                var b = base
                b[i] ^= UInt8(1 << bit)
                seen.insert(b.withUnsafeBytes { PixelDigest.digestV3($0) })
            }
        }
        #expect(seen.count == 8 * base.count + 1)
        // Two bits changed, in the same lane or in two lanes (up to a block apart): all distinct.
        var pairs: Set<UInt64> = [], count = 0
        for i in stride(from: 0, to: 300, by: 3) {
            for j in stride(from: i, to: min(300, i + 140), by: 5) {
                for (bi, bj) in [(7, 7), (0, 7), (7, 3)] where i != j || bi != bj {
                    var b = base
                    b[i] ^= UInt8(1 << bi); b[j] ^= UInt8(1 << bj)
                    pairs.insert(b.withUnsafeBytes { PixelDigest.digestV3($0) })
                    count += 1
                }
            }
        }
        #expect(pairs.count == count && !pairs.contains(h0))
        // Shorter inputs (a zero byte dropped from the padded tail too) digest differently.
        var padded = base.prefix(300) + [0]
        #expect(Array(padded).withUnsafeBytes { PixelDigest.digestV3($0) } != Array(base.prefix(300)).withUnsafeBytes { PixelDigest.digestV3($0) })
        padded = base.prefix(128)
        #expect(Array(padded).withUnsafeBytes { PixelDigest.digestV3($0) } != h0)
        // Two lanes changed the same way do not cancel.
        var twice = base
        twice[0] ^= 1; twice[16] ^= 1
        #expect(twice.withUnsafeBytes { PixelDigest.digestV3($0) } != h0)
    }

    @Test func theSixteenLaneDigestIsTheDocumentedFunction() {
        // The digest is a file format (references store it): its values for bytes
        // `(29·i + 7) mod 256`, worked out by a separate implementation of the steps
        // `digestV3`'s documentation gives (lanes seeded, 128-byte blocks, 16-byte words into
        // the first lane pair, the zero-padded tail, each lane avalanched and folded), not by
        // this module: no bytes; a tail only; one word; one block; blocks, words and a tail;
        // the block loop's four-block turns (and the lines it asks for ahead) with a tail;
        // three rows of a 750-pixel canvas.
        let expected: [(Int, UInt64)] = [
            (0, 0xF7F8_4CA3_5C53_4609), (5, 0xAF58_E771_C4F1_64E0), (16, 0x2269_B94B_E7FF_9E5B),
            (128, 0x5F5A_6AED_C1FD_EB22), (301, 0x98D0_6BC7_78E2_B1C6), (2125, 0x2548_A316_A110_BFA6),
            (9000, 0x20AA_B46C_B151_8F56),
        ]
        for (n, digest) in expected {
            let bytes = (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 7) }
            #expect(bytes.withUnsafeBytes { PixelDigest.digestV3($0) } == digest, "\(n) bytes")
            #expect(bytes.withUnsafeBytes { PixelDigest.digestV3($0, accelerated: false) } == digest, "\(n) bytes, portable loop")
        }
    }

    @Test func theAVX2BlockLoopGivesThePortableDigest() {
        // Every length up to three blocks, four to nine blocks (the loop's four-block turns and
        // the blocks after them) with and without a tail, and a screen-sized buffer, from an
        // aligned and an unaligned start, bytes with high bits set (the 32-bit products carry into the high
        // half): the accelerated loop (where the CPU has AVX2) and the portable one agree, so
        // references recorded on either machine check on the other.
        var x: UInt64 = 0x243F_6A88_85A3_08D3
        let bytes = (0..<(750 * 40 * 4 + 3)).map { _ -> UInt8 in
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: x >> 56)
        }
        bytes.withUnsafeBytes { all in
            for start in [0, 3] {
                for n in Array(0...400) + (4...9).flatMap({ [128 * $0, 128 * $0 + 77] }) + [all.count - start] {
                    let slice = UnsafeRawBufferPointer(rebasing: all[start..<(start + n)])
                    #expect(PixelDigest.digestV3(slice) == PixelDigest.digestV3(slice, accelerated: false), "length \(n) from \(start)")
                }
            }
        }
    }

    @Test func theFourLaneDigestChangesWithAnyOneByte() {
        // 77 bytes: two 32-byte blocks (every lane), one tail word and five tail bytes.
        let base = (0..<77).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 7) }
        let h0 = base.withUnsafeBytes { PixelDigest.digest($0) }
        var seen: Set<UInt64> = [h0]
        for i in base.indices {
            var b = base
            b[i] ^= 0x01
            seen.insert(b.withUnsafeBytes { PixelDigest.digest($0) })
        }
        #expect(seen.count == base.count + 1)
        #expect(Array(base.dropLast()).withUnsafeBytes { PixelDigest.digest($0) } != h0)
    }
}
