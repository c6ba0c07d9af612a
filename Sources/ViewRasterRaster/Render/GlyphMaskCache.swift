import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// A direct-mapped cache of small glyph masks in front of `FontFace.glyphMask` (which takes a
/// lock and hashes its key per glyph): one slot per hash of (size, glyph, quarter), holding
/// the face it came from. A hit returns the very mask the face gave, so pixels are unchanged.
/// Masks over `maxBytes` are not kept (they are few, and their blend dominates).
///
/// A second table keeps small masks already multiplied into a color (`withTinted`): pixel `i`
/// is `mul255x4(src, coverage[i])`, exactly the `s'` the coverage blend computes, so blending
/// those pixels with source-over gives the same bytes with half the multiplies. Each tinted
/// row is padded with zero pixels to a multiple of 4 (`TintSlot.stride`): a zero source leaves
/// the destination unchanged under source-over, so a row can be blended four pixels at a time
/// to its padded end, without the one-pixel tail loop. The tinted table is two-way (a slot and
/// its pair, `h ^ 1`): two glyph × color pairs whose hashes meet both stay instead of evicting
/// each other on every draw.
final class GlyphMaskCache {
    struct TintSlot {
        var face: FontFace?
        var key: UInt64
        var src: UInt32
        var mask: CoverageMask
        var pixels: [UInt32]
        /// Pixels per row of `pixels`: the mask's width rounded up to a multiple of 4.
        var stride: Int
    }
    /// A mask's width rounded up to a multiple of 4, the row stride of its tinted pixels.
    @inline(__always) static func paddedWidth(_ w: Int) -> Int { (w + 3) & ~3 }
    static let tintSlotCount = 8192
    /// The most coverage bytes of a mask kept tinted, and the most tinted bytes kept in all.
    static let maxTintedBytes = 512, maxTintTotal = 4 << 20
    private var tints: [TintSlot]
    private var tintTotal = 0
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
        tints = [TintSlot](repeating: TintSlot(face: nil, key: 0, src: 0, mask: CoverageMask(originX: 0, originY: 0, width: 0, height: 0, coverage: []), pixels: [], stride: 0),
                           count: GlyphMaskCache.tintSlotCount)
    }

    /// Calls `body` with the mask `withMask` gives and, when it is small enough, its pixels in
    /// the premultiplied color `src`, rows `paddedWidth(mask.width)` pixels apart and padded with
    /// zeros (nil otherwise: blend the coverage).
    @inline(__always)
    func withTinted<R>(face: FontFace, pixelSize: CGFloat, size64: Int, glyph: UInt32, quarter: Int, src: UInt32,
                       _ body: (CoverageMask, UnsafePointer<UInt32>?) -> R) -> R {
        let key = UInt64(truncatingIfNeeded: size64) << 34 | UInt64(glyph) << 2 | UInt64(quarter & 3)
        let h = Int(truncatingIfNeeded: ((key ^ UInt64(src) << 17) &* 0x9E37_79B9_7F4A_7C15) >> 51) & (GlyphMaskCache.tintSlotCount - 1)
        return tints.withUnsafeMutableBufferPointer { t in
            if t[h].key == key, t[h].src == src, t[h].face === face {
                return t[h].pixels.withUnsafeBufferPointer { body(t[h].mask, $0.baseAddress!) }
            }
            // Two ways: slot h holds the newer entry, its pair h ^ 1 the older one.
            let h2 = h ^ 1
            if t[h2].key == key, t[h2].src == src, t[h2].face === face {
                return t[h2].pixels.withUnsafeBufferPointer { body(t[h2].mask, $0.baseAddress!) }
            }
            return withMask(face: face, pixelSize: pixelSize, size64: size64, glyph: glyph, quarter: quarter) { mask in
                let count = mask.coverage.count
                let w = mask.width, stride = GlyphMaskCache.paddedWidth(w)
                guard count > 0, count <= GlyphMaskCache.maxTintedBytes, w > 0, count == w * mask.height else { return body(mask, nil) }
                let padded = stride * mask.height
                // The older entry is evicted and the newer one becomes the older (an empty
                // newer slot is simply filled).
                let evicted = t[h].face == nil ? h : h2
                let total = tintTotal - 4 * t[evicted].pixels.count + 4 * padded
                guard total <= GlyphMaskCache.maxTintTotal else { return body(mask, nil) }
                if evicted == h2 { t[h2] = t[h] }
                var pixels = [UInt32](repeating: 0, count: padded)
                mask.coverage.withUnsafeBufferPointer { c in
                    pixels.withUnsafeMutableBufferPointer { p in
                        for y in 0..<mask.height {
                            for x in 0..<w { p[y * stride + x] = mul255x4(src, UInt32(c[y * w + x])) }
                        }
                    }
                }
                t[h] = TintSlot(face: face, key: key, src: src, mask: mask, pixels: pixels, stride: stride)
                tintTotal = total
                return pixels.withUnsafeBufferPointer { body(mask, $0.baseAddress!) }
            }
        }
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
