import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// A direct-mapped cache of small glyph masks in front of `FontFace.glyphMask` (which takes a
/// lock and hashes its key per glyph): one slot per hash of (size, glyph, quarter), holding
/// the face it came from. A hit returns the very mask the face gave, so pixels are unchanged.
/// Masks over `maxBytes` are not kept (they are few, and their blend dominates).
final class GlyphMaskCache {
    struct Slot {
        var face: FontFace?
        var key: UInt64
        var mask: CoverageMask
    }
    static let slotCount = 2048
    static let maxBytes = 2048
    private var slots: [Slot]

    init() {
        slots = [Slot](repeating: Slot(face: nil, key: 0, mask: CoverageMask(originX: 0, originY: 0, width: 0, height: 0, coverage: [])),
                       count: GlyphMaskCache.slotCount)
    }

    /// Calls `body` with the mask of `glyph` at `size64` (1/64 pixel) and `quarter` (0…3) of
    /// `face`, as `face.glyphMask(glyph:pixelSize:subpixelQuarter:)` gives it for `pixelSize`.
    @inline(__always)
    func withMask<R>(face: FontFace, pixelSize: CGFloat, size64: Int, glyph: UInt32, quarter: Int,
                     _ body: (CoverageMask) -> R) -> R {
        let key = UInt64(truncatingIfNeeded: size64) << 34 | UInt64(glyph) << 2 | UInt64(quarter & 3)
        let h = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 53) & (GlyphMaskCache.slotCount - 1)
        return slots.withUnsafeMutableBufferPointer { s in
            if s[h].key == key, s[h].face === face { return body(s[h].mask) }
            let mask = face.glyphMask(glyph: glyph, pixelSize: pixelSize, subpixelQuarter: quarter)
            if mask.coverage.count <= GlyphMaskCache.maxBytes {
                s[h] = Slot(face: face, key: key, mask: mask)
            }
            return body(mask)
        }
    }
}
