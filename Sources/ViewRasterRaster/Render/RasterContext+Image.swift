import Foundation
import ViewRasterDisplayList

extension RasterContext {
    /// Draws `image` scaled into `rect` (user space) under the current transform: each device
    /// pixel center is mapped back into the image and sampled bilinearly (clamp to edge);
    /// the rectangle's edges are anti-aliased with its exact coverage. `tint` replaces the
    /// image's color keeping its alpha (template images). An image whose pixels land exactly
    /// on device pixels (integer translation, no scaling) is blitted directly.
    public func drawImage(_ image: Bitmap, in rect: CGRect, tint: Color? = nil) {
        let w = image.width, h = image.height
        let r = rect.standardized
        guard w > 0, h > 0, r.width > 0, r.height > 0,
              r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, !missesBand(r) else { return }
        let m = CGAffineTransform(a: r.width / CGFloat(w), b: 0, c: 0, d: r.height / CGFloat(h), tx: r.minX, ty: r.minY)
            .concatenating(transform)
        guard m.isFinite, m.determinant != 0, m.determinant.isFinite else { return }
        let tintSrc: UInt32? = tint.map { PremultipliedPixel($0).packed }
        if tintSrc == 0 { return }
        image.pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt32.self).baseAddress!
            if WholePixels.isBlit(m) {
                blit(src, width: w, height: h, x: Int(m.tx), y: Int(m.ty), tint: tintSrc)
            } else {
                sampled(BilinearSampler(pixels: src, width: w, height: h), imageToDevice: m, tint: tintSrc)
            }
        }
    }

    /// Writes `tint` colored by the alpha of `n` pixels into `out`.
    @inline(__always)
    private func tinted(_ src: UnsafePointer<UInt32>, _ n: Int, _ tint: UInt32, into out: UnsafeMutablePointer<UInt32>) {
        for i in 0..<n { out[i] = mul255x4(tint, src[i] >> 24) }
    }

    /// Blends `w × h` premultiplied pixels with their top-left at device pixel (`ox`, `oy`) under the clip.
    func blit(_ src: UnsafePointer<UInt32>, width w: Int, height h: Int, x ox: Int, y oy: Int, tint: UInt32?) {
        withTarget { surface in
            let area = limitedRows(PixelRect(x0: ox, y0: oy, x1: ox + w, y1: oy + h)
                .intersection(clip.bounds).intersection(surface.bounds))
            guard !area.isEmpty else { return }
            let n = area.width
            if scratch.pixelScratch.count < n { scratch.pixelScratch = [UInt32](repeating: 0, count: n) }
            if scratch.rowScratch.count < n { scratch.rowScratch = [UInt8](repeating: 0, count: n) }
            let clip = self.clip
            scratch.pixelScratch.withUnsafeMutableBufferPointer { pbuf in
                scratch.rowScratch.withUnsafeMutableBufferPointer { rbuf in
                    let px = pbuf.baseAddress!, cov = rbuf.baseAddress!
                    for y in area.y0..<area.y1 {
                        var s = UnsafePointer(src + (y - oy) * w + (area.x0 - ox))
                        if let t = tint { tinted(s, n, t, into: px); s = UnsafePointer(px) }
                        let d = surface.row(y, x: area.x0)
                        if clip.mask != nil {
                            cov.update(repeating: 255, count: n)
                            clip.apply(y: y, x: area.x0, n: n, cov)
                            SpanBlend.pixels(d, s, UnsafePointer(cov), n)
                        } else {
                            SpanBlend.pixels(d, s, n, coverage: 255)
                        }
                    }
                }
            }
            markDirty(area)
        }
    }

    private func sampled(_ sampler: BilinearSampler, imageToDevice m: CGAffineTransform, tint: UInt32?) {
        let inv = m.inverted()
        let ia = Double(inv.a), ib = Double(inv.b), ic = Double(inv.c), id = Double(inv.d)
        let itx = Double(inv.tx), ity = Double(inv.ty)
        let fw = CGFloat(sampler.width), fh = CGFloat(sampler.height)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: fw, y: 0), CGPoint(x: fw, y: fh), CGPoint(x: 0, y: fh)].map { $0.applying(m) }
        let axisAligned = m.isAxisAligned
        withTarget { surface in
            let area = clip.bounds.intersection(surface.bounds)
            guard !area.isEmpty else { return }
            if scratch.pixelScratch.count < area.width { scratch.pixelScratch = [UInt32](repeating: 0, count: area.width) }
            // Axis-aligned: u depends on the column only, so its taps are computed once.
            // Axis-aligned: u depends on the column only, so taps are computed once for the
            // columns the image covers.
            var lo = area.x0, hi = area.x0
            if scratch.tapScratch.isEmpty { scratch.tapScratch = [BilinearSampler.Tap(i0: 0, i1: 0, w: 0)] }
            if axisAligned {
                let xs = corners.map { Double($0.x) }
                let cols = PixelRect.covering(minX: xs.min()!, minY: 0, maxX: xs.max()!, maxY: 1)
                lo = max(area.x0, cols.x0); hi = max(lo, min(area.x1, cols.x1))
                if scratch.tapScratch.count < hi - lo { scratch.tapScratch = [BilinearSampler.Tap](repeating: .init(i0: 0, i1: 0, w: 0), count: hi - lo) }
                let sw = sampler.width
                scratch.tapScratch.withUnsafeMutableBufferPointer { t in
                    for i in lo..<hi { t[i - lo] = BilinearSampler.tap(ia * (Double(i) + 0.5) + itx, count: sw) }
                }
            }
            let mask = clip.mask
            let layer = groups.last?.layer
            let h = sampler.height
            let cacheSize = 2 * max(1, hi - lo)
            if scratch.rowCache.count < cacheSize { scratch.rowCache = [UInt32](repeating: 0, count: cacheSize) }
            scratch.tapScratch.withUnsafeBufferPointer { taps in
            scratch.rowCache.withUnsafeMutableBufferPointer { cbuf in
            scratch.pixelScratch.withUnsafeMutableBufferPointer { pbuf in
                let px = pbuf.baseAddress!
                let rows = ImageRows(sampler: sampler, x0: lo, x1: hi, taps: taps.baseAddress!)
                var cache = (ImageRows.CachedRow(pixels: cbuf.baseAddress!), ImageRows.CachedRow(pixels: cbuf.baseAddress! + (hi - lo)))
                let sink: CoverageRowSink = { y, x, n, covOrScratch, constant in
                    layer?.markRow(y, x: x, n: n)
                    let cov = materialize(covOrScratch, n, constant)
                    mask?.apply(y: y, x: x, n: n, cov)
                    let py = Double(y) + 0.5
                    if axisAligned {
                        rows.scaledRow(BilinearSampler.tap(id * py + ity, count: h), x: x, n: n, cache: &cache, out: px)
                    } else {
                        let pxc = Double(x) + 0.5
                        rows.affineRow(u: ia * pxc + ic * py + itx, v: ib * pxc + id * py + ity, du: ia, dv: ib, n: n,
                                       coverage: UnsafePointer(cov), out: px)
                    }
                    if let t = tint { for i in 0..<n { px[i] = mul255x4(t, px[i] >> 24) } }
                    SpanBlend.pixels(surface.row(y, x: x), UnsafePointer(px), UnsafePointer(cov), n)
                }
                if axisAligned {
                    let xs = corners.map { Double($0.x) }, ys = corners.map { Double($0.y) }
                    RectCoverage.emit(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!,
                                      clip: area, rows: rowLimit, scratch: &scratch.rectScratch, emit: sink)
                } else {
                    rasterizer.rasterizeQuad(corners, rule: .nonzero, clip: area, emit: sink)
                }
            }
            }
            }
        }
    }
}
