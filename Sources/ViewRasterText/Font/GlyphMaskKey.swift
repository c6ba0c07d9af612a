import Foundation

/// The key of a cached glyph mask: pixel size in 1/64 px, glyph id, and the pen's subpixel
/// x offset in quarter pixels (0…3).
struct GlyphMaskKey: Hashable {
    var size64: Int
    var glyph: UInt32
    var quarter: Int

    /// One word into the hasher instead of three (the lookup runs once per drawn glyph):
    /// glyph id in the low 32 bits, the quarter in the next 2, the size above.
    func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(truncatingIfNeeded: size64) << 34 | UInt64(quarter & 3) << 32 | UInt64(glyph))
    }
}
