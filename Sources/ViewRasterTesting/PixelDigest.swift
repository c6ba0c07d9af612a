import Foundation
import ViewRasterRaster
import ViewRasterOutput
import ViewRasterCDigest

/// A digest of a reference's pixels kept inside the reference PNG (a `tEXt` chunk), so that
/// checking an unchanged image needs no decoding: the common case of a passing snapshot costs
/// one pass over the actual pixels instead of inflating the reference.
///
/// The chunk holds the image size, a 64-bit digest of the premultiplied pixels, and a digest
/// of the file's compressed `IDAT` data. The second proves the pixel digest still describes
/// the file: an image edited in another program (which might keep the text chunk) gets a new
/// `IDAT` and falls back to a full decode and compare. Any doubt means the full comparison.
///
/// Four versions: references recorded now carry `keyword` (version 4, `digestV4`: each row
/// hashed on its own by sixteen lanes, the rows' lanes then stepping sixteen image lanes in
/// order, so a row known to be the background — a screen's empty lower half — is hashed once
/// and never read); references recorded before carry `keywordV3` (version 3, sixteen lanes over
/// the whole canvas), `keywordV2` (four scalar lanes) or `keywordV1` (one serial lane) and are
/// still checked with their own digest, so they keep passing without a decode until they are
/// recorded again. Every version's chunk binds the pixels to the file's `IDAT` data; version 4
/// digests that data as version 3 does (`digestV3`: it has no rows).
enum PixelDigest {
    /// The chunk keyword of version 4 (`digestV4`).
    static let keyword = "ViewRaster-pixels-v4"
    /// The chunk keyword of version 3 (`digestV3`), read but no longer written.
    static let keywordV3 = "ViewRaster-pixels-v3"
    /// The chunk keyword of version 2 (`digest`), read but no longer written.
    static let keywordV2 = "ViewRaster-pixels-v2"
    /// The chunk keyword of version 1 (`digestV1`), read but no longer written.
    static let keywordV1 = "ViewRaster-pixels"

    /// The version-3 digest of bytes: sixteen 64-bit lanes, as eight two-lane vectors over
    /// 128-byte blocks (what is left: 16-byte blocks into the first vector, then the last
    /// bytes zero-padded into one more block; the length seeds the first lane). A lane's step
    /// `s ^= w; s += lo32(s) * k; s ^= s >> 32` is a bijection of its state (k is even, so the
    /// low half is multiplied by the odd k + 1), so a change confined to one word always
    /// changes that lane; each lane is then avalanched on its own and folded in by bijections
    /// (an xor of the lanes let single-bit changes in two lanes cancel). One `pmuludq` per 16
    /// bytes on SSE2; where the CPU has AVX2 the 128-byte blocks run in `vr_digest_v3_blocks`
    /// (`ViewRasterCDigest`, four lanes per instruction, the same states), unless
    /// `accelerated` is false (the tests compare the two).
    /// Deterministic everywhere (little-endian words).
    static func digestV3(_ bytes: UnsafeRawBufferPointer, accelerated: Bool = true) -> UInt64 {
        var stream = PixelDigestStream(count: bytes.count, accelerated: accelerated)
        stream.append(bytes)
        return stream.finish()
    }

    /// The version-2 digest of bytes (read, no longer written): four independent multiply/xor-shift lanes over 32-byte
    /// blocks (so the multiplications overlap), the tail folded into the first lane, the lanes
    /// combined and mixed. Each lane's step is a bijection of its state, so a change confined
    /// to one word always changes the digest. Deterministic everywhere (little-endian words).
    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let k: UInt64 = 0xFF51_AFD7_ED55_8CCD
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        var c: UInt64 = 0x1656_67B1_9E37_79F9
        var d: UInt64 = 0x27D4_EB2F_1656_67C5
        let blocks = bytes.count / 32
        var p = 0
        for _ in 0..<blocks {
            a = (a ^ bytes.loadUnaligned(fromByteOffset: p, as: UInt64.self)) &* k
            b = (b ^ bytes.loadUnaligned(fromByteOffset: p + 8, as: UInt64.self)) &* k
            c = (c ^ bytes.loadUnaligned(fromByteOffset: p + 16, as: UInt64.self)) &* k
            d = (d ^ bytes.loadUnaligned(fromByteOffset: p + 24, as: UInt64.self)) &* k
            a ^= a >> 32; b ^= b >> 32; c ^= c >> 32; d ^= d >> 32
            p += 32
        }
        while p + 8 <= bytes.count {
            a = (a ^ bytes.loadUnaligned(fromByteOffset: p, as: UInt64.self)) &* k
            a ^= a >> 32
            p += 8
        }
        while p < bytes.count {
            a = (a ^ UInt64(bytes[p])) &* 0xC4CE_B9FE_1A85_EC53
            p += 1
        }
        func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
        var h = a ^ rotl(b, 16) ^ rotl(c, 32) ^ rotl(d, 48)
        h ^= h >> 29
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 32
        return h
    }

    /// The version-1 digest of bytes, eight at a time in one lane (multiply, xor-shift).
    static func digestV1(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let words = bytes.count / 8
        for i in 0..<words {
            let w = bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
            h = (h ^ w) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
        }
        for i in (words * 8)..<bytes.count {
            h = (h ^ UInt64(bytes[i])) &* 0xC4CE_B9FE_1A85_EC53
        }
        h ^= h >> 29
        return h
    }

    /// The version-4 digest of a `width × height` canvas's bytes (4 a pixel, row after row):
    /// for each row, sixteen row lanes start from `PixelDigestStream.seeds` (lane 0 xored with
    /// the row's byte count) and step as version 3's lanes do over the row's 128-byte blocks
    /// (lane i over the little-endian word at offset 8·i; the row's last block zero-padded);
    /// then image lane i, seeded the same way with the canvas's byte count, steps once with row
    /// lane i's state as its word. The image lanes end as version 3's (`PixelDigestStream.fold`).
    /// Rows do not depend on the rows before them, so equal rows (the background's) are hashed
    /// once (`PixelDigestRows`), and a row equal to the one above it is not hashed again where
    /// the CPU has AVX2 (`vr_digest_v4_rows`, the same states as the portable loop, which
    /// `accelerated` false asks for). Deterministic everywhere (little-endian words).
    static func digestV4(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int, accelerated: Bool = true) -> UInt64 {
        var rows = PixelDigestRows(width: width, height: height, accelerated: accelerated)
        rows.append(bytes, rows: height)
        return rows.finish()
    }

    /// The digest function of a chunk keyword over flat bytes: its `IDAT` digest, and its pixel
    /// digest except for version 4's, which takes rows (`pixelDigest(_:_:)`).
    static func function(for keyword: String) -> (UnsafeRawBufferPointer) -> UInt64 {
        if keyword == keywordV1 { return { PixelDigest.digestV1($0) } }
        if keyword == keywordV2 { return { PixelDigest.digest($0) } }
        return { PixelDigest.digestV3($0) }
    }

    /// The pixel digest of `keyword`'s version of `canvas`.
    static func pixelDigest(_ canvas: Canvas, _ keyword: String) -> UInt64 {
        canvas.pixels.withUnsafeBytes { bytes in
            keyword == Self.keyword ? digestV4(bytes, width: canvas.width, height: canvas.height) : function(for: keyword)(bytes)
        }
    }

    static func idatDigest(_ chunks: [PNGChunks.Chunk], _ f: (UnsafeRawBufferPointer) -> UInt64) -> UInt64 {
        var all = Data()
        for c in chunks where c.type == "IDAT" { all.append(c.data) }
        return all.withUnsafeBytes { f($0) }
    }

    static func text(width: Int, height: Int, pixels: UInt64, idat: UInt64) -> String {
        "\(width)x\(height) pixels=\(String(pixels, radix: 16)) idat=\(String(idat, radix: 16))"
    }

    /// The body of a digest chunk of `keyword` for `canvas`, stored in a file whose `IDAT` data
    /// `idat` digests with the function it is given (the keyword's).
    static func chunkBody(_ keyword: String, canvas: Canvas,
                          idat: ((UnsafeRawBufferPointer) -> UInt64) -> UInt64) -> [UInt8] {
        chunkBody(keyword, width: canvas.width, height: canvas.height, pixels: pixelDigest(canvas, keyword), idat: idat)
    }

    /// The body of a digest chunk of `keyword` for a `width × height` canvas whose pixels the
    /// keyword's function digests to `pixels`, stored in a file whose `IDAT` data `idat`
    /// digests with the function it is given (the keyword's).
    static func chunkBody(_ keyword: String, width: Int, height: Int, pixels: UInt64,
                          idat: ((UnsafeRawBufferPointer) -> UInt64) -> UInt64) -> [UInt8] {
        Array(keyword.utf8) + [0] + Array(text(width: width, height: height, pixels: pixels, idat: idat(function(for: keyword))).utf8)
    }

    /// `png` with the (version 4) digest chunk inserted after IHDR.
    static func adding(to png: Data, canvas: Canvas) throws -> Data {
        let chunks = try PNGChunks.parse(png)
        let body = Data(chunkBody(keyword, canvas: canvas) { idatDigest(chunks, $0) })
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for c in chunks {
            out.append(PNGChunks.chunk(c.type, c.data))
            if c.type == "IHDR" { out.append(PNGChunks.chunk("tEXt", body)) }
        }
        return out
    }

    /// True only when `png` carries a digest chunk (version 4, else 3, 2, 1) that still
    /// matches its own `IDAT` data and describes exactly `canvas`'s pixels. The file is read in
    /// place (`ReferenceChunkScan`: the chunks `PNGChunks.parse` would give, up to `IEND`,
    /// none copied); a file it would reject matches nothing.
    static func matches(_ png: Data, _ canvas: Canvas) -> Bool {
        matches(png, width: canvas.width, height: canvas.height) { pixelDigest(canvas, $0) } ?? false
    }

    /// `matches(_:_:)` for a `width × height` canvas whose pixels are digested by `pixels`,
    /// given the keyword of the chunk the file carries (asked only when the file has one):
    /// nil when `pixels` gives nil (it cannot digest them so; `matches(_:_:)` with the canvas
    /// then decides).
    static func matches(_ png: Data, width: Int, height: Int, pixels: (_ keyword: String) -> UInt64?) -> Bool? {
        png.withUnsafeBytes { bytes -> Bool? in
            guard let scan = ReferenceChunkScan(bytes) else { return false }
            for key in [keyword, keywordV3, keywordV2, keywordV1] {
                let prefix = Array(key.utf8) + [0]
                guard let text = scan.texts.first(where: { bytes[$0].starts(with: prefix) }) else { continue }
                guard let digest = pixels(key) else { return nil }
                return bytes[text].elementsEqual(chunkBody(key, width: width, height: height, pixels: digest) {
                    scan.digestOfIDAT(bytes, $0)
                })
            }
            return false
        }
    }
}
