import Foundation
import ViewRasterDisplayList

extension CoverageMask {
    /// The exact-area coverage of `path` mapped through `transform` (to device pixels), as a
    /// mask just large enough to hold it (for example a glyph outline to cache and draw with
    /// `RasterContext.drawMask`). Coverage is the one `RasterContext.fill` produces; `limit`
    /// bounds the mask's extent in device pixels (a path reaching outside is cut there).
    /// nil when the path covers no pixel or is not finite.
    public init?(path: Path, transform: CGAffineTransform = .identity, rule: FillRule = .nonzero,
                 tolerance: CGFloat = 0.005, limit: Int = 16_384) {
        guard transform.isFinite, !path.isEmpty else { return nil }
        let polylines = path.flattened(transform: transform, tolerance: tolerance)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in polylines {
            for q in p.points {
                minX = min(minX, Double(q.x)); maxX = max(maxX, Double(q.x))
                minY = min(minY, Double(q.y)); maxY = max(maxY, Double(q.y))
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        let lim = Double(max(1, limit))
        let box = PixelRect.covering(minX: max(minX, -lim), minY: max(minY, -lim),
                                     maxX: min(maxX, 2 * lim), maxY: min(maxY, 2 * lim))
        var bounds = box
        bounds.x1 = min(bounds.x1, bounds.x0 + limit)
        bounds.y1 = min(bounds.y1, bounds.y0 + limit)
        guard !bounds.isEmpty else { return nil }
        var data = [UInt8](repeating: 0, count: bounds.width * bounds.height)
        let w = bounds.width
        data.withUnsafeMutableBufferPointer { d in
            let base = d.baseAddress!
            AreaRasterizer().rasterize(polylines, rule: rule, clip: bounds) { y, x, n, cov, constant in
                let dst = base + (y - bounds.y0) * w + (x - bounds.x0)
                if constant >= 0 { dst.update(repeating: UInt8(constant), count: n) } else { dst.update(from: cov, count: n) }
            }
        }
        self.init(originX: bounds.x0, originY: bounds.y0, width: bounds.width, height: bounds.height, coverage: data)
    }
}
