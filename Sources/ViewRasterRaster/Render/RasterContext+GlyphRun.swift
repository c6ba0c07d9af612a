import Foundation
import ViewRasterDisplayList
import ViewRasterText

extension RasterContext {
    /// Blends the glyphs of `run` straight from the scratch's glyph-mask cache, without a clip
    /// mask: the masks `GlyphMasks.deviceMasks` gives (same pens, same quarter-pixel offsets),
    /// blended in the same order and spans as `drawMasks` — the same bytes — but with no mask
    /// array, no lock and no hashing per glyph; small masks come pre-multiplied into the color
    /// (`GlyphMaskCache.withTinted`). False (nothing drawn) when the transform needs
    /// the outlines instead.
    func drawCachedMasks(_ run: GlyphRun, face: FontFace) -> Bool {
        let t = transform
        guard run.size.isFinite, run.size > 0, t.isFinite else { return true }
        let pixelSize = run.size * t.a
        guard t.b == 0, t.c == 0, t.a > 0, t.a == t.d, pixelSize <= FontFace.maxMaskPixelSize else { return false }
        let src: UInt32
        if let last = lastMaskColor, last.color == run.color {
            src = last.packed
        } else {
            src = PremultipliedPixel(run.color).packed
            lastMaskColor = (run.color, src)
        }
        guard src != 0 else { return true }
        let size64 = max(1, Int((pixelSize * 64).rounded()))
        let cache = scratch.glyphs
        let clipBounds = clip.bounds
        let layer = groups.last?.layer
        withTarget { surface in
            let bounds = limitedRows(clipBounds.intersection(surface.bounds))
            guard !bounds.isEmpty else { return }
            for g in run.glyphs {
                guard let pen = GlyphMasks.pen(of: g, under: t) else { continue }
                let penX = pen.x, penY = pen.y, quarter = pen.quarter
                cache.withTinted(face: face, pixelSize: pixelSize, size64: size64, glyph: g.id, quarter: quarter, src: src) { mask, tinted in
                    let w = mask.width, h = mask.height
                    guard w > 0, h > 0, mask.coverage.count == w * h else { return }
                    let ox = mask.originX + penX, oy = mask.originY + penY
                    guard abs(ox) < 1 << 30, abs(oy) < 1 << 30, w < 1 << 30, h < 1 << 30 else { return }
                    let mb = PixelRect(x0: ox, y0: oy, x1: ox + w, y1: oy + h)
                    let area = mb.intersection(bounds)
                    guard !area.isEmpty else { return }
                    let n = area.width
                    if let tinted {
                        // s' = mul255x4(src, c) per pixel, then source-over: the coverage blend's bytes.
                        // Rows are padded with zero pixels to `stride`; when the mask's right edge is
                        // inside the area, blend to the padded end (zeros leave the target's pixels
                        // as they are) if the target's row reaches that far: no one-pixel tail.
                        let stride = GlyphMaskCache.paddedWidth(w)
                        let padded = stride - (area.x0 - ox)
                        let count = area.x1 == ox + w && area.x0 + padded <= surface.bounds.x1 ? padded : n
                        SpanBlend.over(surface.row(area.y0, x: area.x0), dstStride: surface.bounds.width,
                                       tinted + (area.y0 - oy) * stride + (area.x0 - ox), srcStride: stride,
                                       count, rows: area.height)
                    } else {
                        mask.coverage.withUnsafeBufferPointer { mbuf in
                            var m = mbuf.baseAddress! + (area.y0 - oy) * w + (area.x0 - ox)
                            for y in area.y0..<area.y1 {
                                SpanBlend.solid(surface.row(y, x: area.x0), m, n, src)
                                m += w
                            }
                        }
                    }
                    layer?.markDirty(area)
                }
            }
        }
        return true
    }
}
