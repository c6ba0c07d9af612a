import Foundation
import ViewRasterDisplayList

extension RasterContext {
    /// Intersects the clip with `path` (non-zero rule), anti-aliased. A pixel-aligned
    /// axis-aligned rectangle only shrinks the clip bounds; any other path is rasterized into
    /// an 8-bit mask over the bounds it can cover, multiplied by the previous mask.
    public func clip(to path: Path) {
        let t = transform
        if let r = path.deviceRect(under: t), WholePixels.isAligned(r) {
            let pr = PixelRect(x0: safeInt(Double(r.minX).rounded()), y0: safeInt(Double(r.minY).rounded()),
                               x1: safeInt(Double(r.maxX).rounded()), y1: safeInt(Double(r.maxY).rounded()))
            clip.bounds = clip.bounds.intersection(pr)
            return
        }
        let cb = path.controlBounds.applying(t)
        let pathPixels = PixelRect.covering(minX: Double(cb.minX), minY: Double(cb.minY),
                                            maxX: Double(cb.maxX), maxY: Double(cb.maxY))
        let area = clip.bounds.intersection(pathPixels)
        guard !area.isEmpty, !path.isEmpty else { clip = ClipState(bounds: .empty, mask: nil); return }
        guard reserve(MemoryBudget.product(area.width, area.height), "for a clip mask of \(area.width)x\(area.height) pixels under \(saveDepth) saves") else {
            clip = ClipState(bounds: .empty, mask: nil); return
        }
        if missesBand(area) {
            // A band whose rows the clip does not reach: nothing under it draws there, with or
            // without the mask; its bytes are held so the ledger is the whole render's.
            clip = ClipState(bounds: area, mask: nil, hold: LedgerHold(memory, bytes: MemoryBudget.product(area.width, area.height)))
            return
        }
        var data = scratch.zeroedMaskStorage(area.width * area.height)
        let old = clip.mask
        data.withUnsafeMutableBufferPointer { d in
            let base = d.baseAddress!
            emitCoverage(of: path, rule: .nonzero, clip: area) { y, x, n, cov, constant in
                let bytes = materialize(cov, n, constant)
                old?.apply(y: y, x: x, n: n, bytes)
                (base + (y - area.y0) * area.width + (x - area.x0)).update(from: bytes, count: n)
            }
        }
        clip = ClipState(bounds: area, mask: ClipMask(bounds: area, data: data, ledger: memory, recycler: scratch))
    }
}
