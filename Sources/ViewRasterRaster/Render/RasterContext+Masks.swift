import Foundation
import ViewRasterDisplayList

extension RasterContext {
    /// Blends the masks of one glyph run in one color: the color is quantized once and the
    /// target entered once for the whole run, each mask blended exactly as `drawMask` blends
    /// it (same spans, same order: the same bytes). Under a clip mask each goes through
    /// `drawMask`.
    func drawMasks(_ masks: [CoverageMask], color: Color) {
        guard !masks.isEmpty else { return }
        if clip.mask != nil {
            for mask in masks { drawMask(mask, color: color) }
            return
        }
        let src: UInt32
        if let last = lastMaskColor, last.color == color {
            src = last.packed
        } else {
            src = PremultipliedPixel(color).packed
            lastMaskColor = (color, src)
        }
        guard src != 0 else { return }
        let clipBounds = clip.bounds
        withTarget { surface in
            let bounds = limitedRows(clipBounds.intersection(surface.bounds))
            guard !bounds.isEmpty else { return }
            for mask in masks {
                guard mask.width > 0, mask.height > 0, mask.coverage.count == mask.width * mask.height,
                      abs(mask.originX) < 1 << 30, abs(mask.originY) < 1 << 30,
                      mask.width < 1 << 30, mask.height < 1 << 30 else { continue }
                let mb = PixelRect(x0: mask.originX, y0: mask.originY, x1: mask.originX + mask.width, y1: mask.originY + mask.height)
                let area = mb.intersection(bounds)
                guard !area.isEmpty else { continue }
                let n = area.width
                mask.coverage.withUnsafeBufferPointer { mbuf in
                    for y in area.y0..<area.y1 {
                        let m = mbuf.baseAddress! + (y - mb.y0) * mask.width + (area.x0 - mb.x0)
                        SpanBlend.solid(surface.row(y, x: area.x0), m, n, src)
                    }
                }
                markDirty(area)
            }
        }
    }
}
