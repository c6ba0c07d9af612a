import Foundation
import ViewRasterRaster
import ViewRasterOutput

/// A digest of a reference's pixels kept inside the reference PNG (a `tEXt` chunk), so that
/// checking an unchanged image needs no decoding: the common case of a passing snapshot costs
/// one pass over the actual pixels instead of inflating the reference.
///
/// The chunk holds the image size, a 64-bit digest of the premultiplied pixels, and a digest
/// of the file's compressed `IDAT` data. The second proves the pixel digest still describes
/// the file: an image edited in another program (which might keep the text chunk) gets a new
/// `IDAT` and falls back to a full decode and compare. Any doubt means the full comparison.
///
/// Two versions: references recorded now carry `keyword` (version 2, a four-lane digest that
/// runs several times faster over a screen's million pixels); references recorded before
/// carry `keywordV1` (one serial lane) and are still checked with that digest, so they keep
/// passing without a decode until they are recorded again.
enum PixelDigest {
    /// The chunk keyword of version 2 (`digest`).
    static let keyword = "ViewRaster-pixels-v2"
    /// The chunk keyword of version 1 (`digestV1`), read but no longer written.
    static let keywordV1 = "ViewRaster-pixels"

    /// The version-2 digest of bytes: four independent multiply/xor-shift lanes over 32-byte
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

    /// The digest function of a chunk keyword.
    static func function(for keyword: String) -> (UnsafeRawBufferPointer) -> UInt64 {
        if keyword == keywordV1 { return { PixelDigest.digestV1($0) } }
        return { PixelDigest.digest($0) }
    }

    static func pixelDigest(_ canvas: Canvas, _ f: (UnsafeRawBufferPointer) -> UInt64) -> UInt64 {
        canvas.pixels.withUnsafeBytes { f($0) }
    }

    static func idatDigest(_ chunks: [PNGChunks.Chunk], _ f: (UnsafeRawBufferPointer) -> UInt64) -> UInt64 {
        var all = Data()
        for c in chunks where c.type == "IDAT" { all.append(c.data) }
        return all.withUnsafeBytes { f($0) }
    }

    static func text(width: Int, height: Int, pixels: UInt64, idat: UInt64) -> String {
        "\(width)x\(height) pixels=\(String(pixels, radix: 16)) idat=\(String(idat, radix: 16))"
    }

    /// The body of a digest chunk of `keyword` for `canvas` stored in a file of `chunks`.
    static func chunkBody(_ keyword: String, chunks: [PNGChunks.Chunk], canvas: Canvas) -> Data {
        let f = function(for: keyword)
        return Data(keyword.utf8) + Data([0]) + Data(text(width: canvas.width, height: canvas.height,
                                                          pixels: pixelDigest(canvas, f), idat: idatDigest(chunks, f)).utf8)
    }

    /// `png` with the (version 2) digest chunk inserted after IHDR.
    static func adding(to png: Data, canvas: Canvas) throws -> Data {
        let chunks = try PNGChunks.parse(png)
        let body = chunkBody(keyword, chunks: chunks, canvas: canvas)
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for c in chunks {
            out.append(PNGChunks.chunk(c.type, c.data))
            if c.type == "IHDR" { out.append(PNGChunks.chunk("tEXt", body)) }
        }
        return out
    }

    /// True only when `png` carries a digest chunk (version 2, else version 1) that still
    /// matches its own `IDAT` data and describes exactly `canvas`'s pixels.
    static func matches(_ png: Data, _ canvas: Canvas) -> Bool {
        guard let chunks = try? PNGChunks.parse(png) else { return false }
        for key in [keyword, keywordV1] {
            let prefix = Data(key.utf8) + Data([0])
            guard let chunk = chunks.first(where: { $0.type == "tEXt" && $0.data.starts(with: prefix) }) else { continue }
            return chunk.data == chunkBody(key, chunks: chunks, canvas: canvas)
        }
        return false
    }
}
