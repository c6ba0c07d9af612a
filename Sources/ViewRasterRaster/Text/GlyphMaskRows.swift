import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// The device rows a glyph run's masks cover, found as `RasterContext.drawGlyphs` draws them:
/// each glyph's mask (`FontFace.glyphMask`, through a `GlyphMaskCache`, as `drawCachedMasks`
/// takes it; `GlyphMasks.deviceMasks` takes the very same masks when a clip mask is in force)
/// at its pen snapped to whole rows. Narrower than the face's box (`GroupBounds.glyphBounds`),
/// which reaches from the tallest glyph of the face to its deepest.
enum GlyphMaskRows {
    /// Rows `y0 ..< y1` (x0 and x1 unused) that `run`'s masks under `t` cover, `.empty` when
    /// none; nil when the run is not drawn from masks under `t` (a transform that is not a
    /// translation plus an equal positive scale, or a size over `FontFace.maxMaskPixelSize`:
    /// the outlines are filled instead), or for a color bitmap face.
    static func rows(of run: GlyphRun, face: FontFace, transform t: CGAffineTransform, cache: GlyphMaskCache) -> PixelRect? {
        guard !face.isColorBitmap else { return nil }
        guard run.size.isFinite, run.size > 0, t.isFinite else { return .empty }
        let pixelSize = run.size * t.a
        guard t.b == 0, t.c == 0, t.a > 0, t.a == t.d, pixelSize <= FontFace.maxMaskPixelSize else { return nil }
        let size64 = max(1, Int((pixelSize * 64).rounded()))
        var y0 = Int.max, y1 = Int.min
        for g in run.glyphs {
            guard let pen = GlyphMasks.pen(of: g, under: t) else { continue }
            cache.withMask(face: face, pixelSize: pixelSize, size64: size64, glyph: g.id, quarter: pen.quarter) { mask in
                guard mask.width > 0, mask.height > 0, abs(mask.originY) < 1 << 30, mask.height < 1 << 30 else { return }
                y0 = min(y0, pen.y + mask.originY)
                y1 = max(y1, pen.y + mask.originY + mask.height)
            }
        }
        return y0 < y1 ? PixelRect(x0: 0, y0: y0, x1: 1, y1: y1) : .empty
    }
}
