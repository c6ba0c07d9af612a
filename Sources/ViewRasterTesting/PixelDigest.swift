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
enum PixelDigest {
    static let keyword = "ViewRaster-pixels"

    /// A 64-bit digest of bytes, eight at a time (multiply, xor-shift; deterministic everywhere).
    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
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

    static func pixelDigest(_ canvas: Canvas) -> UInt64 {
        canvas.pixels.withUnsafeBytes { digest($0) }
    }

    static func idatDigest(_ chunks: [PNGChunks.Chunk]) -> UInt64 {
        var all = Data()
        for c in chunks where c.type == "IDAT" { all.append(c.data) }
        return all.withUnsafeBytes { digest($0) }
    }

    static func text(width: Int, height: Int, pixels: UInt64, idat: UInt64) -> String {
        "\(width)x\(height) pixels=\(String(pixels, radix: 16)) idat=\(String(idat, radix: 16))"
    }

    /// `png` with the digest chunk inserted after IHDR.
    static func adding(to png: Data, canvas: Canvas) throws -> Data {
        let chunks = try PNGChunks.parse(png)
        let body = Data(keyword.utf8) + Data([0]) + Data(text(width: canvas.width, height: canvas.height,
                                                             pixels: pixelDigest(canvas), idat: idatDigest(chunks)).utf8)
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for c in chunks {
            out.append(PNGChunks.chunk(c.type, c.data))
            if c.type == "IHDR" { out.append(PNGChunks.chunk("tEXt", body)) }
        }
        return out
    }

    /// True only when `png` carries a digest chunk that still matches its own `IDAT` data and
    /// describes exactly `canvas`'s pixels.
    static func matches(_ png: Data, _ canvas: Canvas) -> Bool {
        guard let chunks = try? PNGChunks.parse(png) else { return false }
        let prefix = Data(keyword.utf8) + Data([0])
        guard let chunk = chunks.first(where: { $0.type == "tEXt" && $0.data.starts(with: prefix) }) else { return false }
        let stored = String(decoding: chunk.data.dropFirst(prefix.count), as: UTF8.self)
        let idat = idatDigest(chunks)
        guard stored == text(width: canvas.width, height: canvas.height, pixels: pixelDigest(canvas), idat: idat) else { return false }
        return true
    }
}
