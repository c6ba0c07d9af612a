import Foundation
import ViewRasterDisplayList

// Owner: raster-core.

/// Draws into a canvas with a current transform, a clip stack and groups, the way a
/// Core Graphics context does. User space is points; `transform` maps it to device pixels.
///
/// Pipeline (tiny-skia style): path → flattened device polylines → edges → exact-area
/// coverage rows (`AreaRasterizer`, or `RectCoverage` for axis-aligned rectangles) → clip
/// mask multiply → source-over on premultiplied RGBA8 (`SpanBlend`).
///
/// Compositing rule, identical in every path (fills, strokes, masks, images, groups, shadows):
/// with coverage `c` (0…255, already multiplied by the clip's coverage with `mul255`) and a
/// premultiplied source `s`: `s' = mul255(s, c)`, then `dst = s' + mul255(dst, 255 - s'.a)`
/// per channel, where `mul255(a, b) = round(a·b/255)` (Canvas.swift). Group layers are
/// composited with the group's opacity as their coverage.
public final class RasterContext {
    /// The canvas drawn into.
    public private(set) var canvas: Canvas
    /// User space → device pixels (starts as a scale by the canvas's scale).
    public private(set) var transform: CGAffineTransform

    /// Flattening tolerance for fills and clips, in device pixels.
    static let tolerance: CGFloat = 0.005

    var clip: ClipState
    var stack: [(transform: CGAffineTransform, clip: ClipState)] = []
    var groups: [GroupRecord] = []
    let canvasBounds: PixelRect
    /// The device rows this context draws: all of them, or one band of a banded render
    /// (`Renderer.render(_:budget:bands:)`), which computes every coverage exactly as a
    /// whole render does and writes only these rows.
    let rowLimit: (y0: Int, y1: Int)
    /// The canvas pixels when this context draws one band of a canvas shared by several.
    let sharedPixels: UnsafeMutablePointer<UInt32>?
    /// Per canvas row, non-zero where nobody reads the row's pixels (a row-band render hands
    /// it over as a repeat of the row above: `RowRun.repeatingRowAbove`), which a rectangle's
    /// fill leaves unwritten (`RectCoverage`; anything else drawn there is never read); nil:
    /// every row is read.
    var unreadRows: UnsafePointer<UInt8>?

    /// Scratch buffers reused across operations (and, through the pool, across renders).
    let scratch: RenderScratch
    var rasterizer: AreaRasterizer { scratch.rasterizer }
    /// The last color `drawMask` quantized, and its premultiplied word.
    var lastMaskColor: (color: Color, packed: UInt32)?
    /// The bytes the canvas, layers and masks hold, against the budget.
    public let memory: MemoryLedger
    /// The first allocation that did not fit the budget; drawing after it is incomplete, and
    /// `Renderer` throws it.
    public internal(set) var budgetError: MemoryBudgetError?

    /// A context drawing into `canvas`, its large buffers (the canvas included) checked
    /// against `budget`.
    public init(canvas: Canvas, budget: MemoryBudget = .default) {
        self.scratch = RenderScratch.take()
        self.memory = MemoryLedger(budget: budget)
        memory.add(canvas.pixels.count)
        self.canvas = canvas
        self.transform = CGAffineTransform(scaleX: canvas.scale, y: canvas.scale)
        self.canvasBounds = PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height)
        self.clip = ClipState(bounds: canvasBounds, mask: nil)
        self.rowLimit = (Int.min, Int.max)
        self.sharedPixels = nil
        scratch.rasterizer.rowLimit = rowLimit
    }

    /// A context drawing rows `rows` of the `width × height` canvas at `pixels` (scale
    /// `scale`), which other contexts share: everything is computed as for the whole canvas
    /// and only these rows are written. The ledger counts the whole canvas, as a whole render's.
    /// `index`: the band's place top to bottom, which picks the pooled scratch that drew it last.
    init(band rows: Range<Int>, index: Int, of pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, scale: CGFloat,
         budget: MemoryBudget) throws {
        self.scratch = RenderScratch.take(band: index)
        self.memory = MemoryLedger(budget: budget)
        memory.add(MemoryBudget.product(width, height, 4))
        self.canvas = try Canvas(width: 1, height: 1, scale: scale)
        self.transform = CGAffineTransform(scaleX: scale, y: scale)
        self.canvasBounds = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        self.clip = ClipState(bounds: canvasBounds, mask: nil)
        self.rowLimit = (rows.lowerBound, rows.upperBound)
        self.sharedPixels = pixels
        scratch.rasterizer.rowLimit = rowLimit
    }

    /// `r` limited to the rows this context draws.
    @inline(__always) func limitedRows(_ r: PixelRect) -> PixelRect {
        PixelRect(x0: r.x0, y0: max(r.y0, rowLimit.y0), x1: r.x1, y1: min(r.y1, rowLimit.y1))
    }

    deinit {
        // Free the clip masks while the scratch is still ours (they give their storage back
        // to it), detach the pooled layers from this render's ledger, then pool the scratch.
        clip = ClipState(bounds: .empty, mask: nil)
        stack = []
        groups = []
        for l in scratch.layerPool { l.move(to: nil) }
        RenderScratch.giveBack(scratch)
    }

    /// Number of `save`s not yet restored.
    public var saveDepth: Int { stack.count }
    /// Number of groups begun and not yet ended.
    public var groupDepth: Int { groups.count }

    /// Pushes the transform and the clip.
    public func save() { stack.append((transform, clip)) }
    /// Pops the transform and the clip; does nothing when nothing was saved.
    public func restore() {
        guard let s = stack.popLast() else { return }
        transform = s.transform
        clip = s.clip
    }
    /// `m` applies to points first, then the current transform.
    public func concat(_ m: CGAffineTransform) { transform = m.concatenating(transform) }

    /// Fills `path` with `color` using `rule`, anti-aliased.
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonzero) {
        let src = PremultipliedPixel(color).packed
        guard src != 0, !(drawsBand && missesBand(path.controlBounds)) else { return }
        withTarget { surface in
            let area = clip.bounds.intersection(surface.bounds)
            guard !area.isEmpty else { return }
            let clip = self.clip
            let layer = groups.last?.layer
            // A rectangle covering the whole clip (a view's background under a rounded clip):
            // the clip mask is the coverage.
            if let m = clip.mask, let r = path.deviceRect(under: transform),
               r.minX <= CGFloat(area.x0), r.minY <= CGFloat(area.y0), r.maxX >= CGFloat(area.x1), r.maxY >= CGFloat(area.y1) {
                let rows = limitedRows(area)
                guard !rows.isEmpty else { return }
                m.data.withUnsafeBufferPointer { d in
                    for y in rows.y0..<rows.y1 {
                        let row = d.baseAddress! + (y - m.bounds.y0) * m.bounds.width + (area.x0 - m.bounds.x0)
                        SpanBlend.solid(surface.row(y, x: area.x0), row, area.width, src)
                        layer?.markRow(y, x: area.x0, n: area.width)
                    }
                }
                return
            }
            let mask = clip.mask
            // A rectangle leaves the rows nobody reads unwritten (`unreadRows`).
            emitCoverage(of: path, rule: rule, clip: area, unread: unreadRows) { y, x, n, cov, constant in
                if let mask, constant == 255 {
                    // Fully covered run under the clip: the mask row is the coverage
                    // (mul255(255, m) == m), blended without a copy.
                    mask.data.withUnsafeBufferPointer { d in
                        let m = d.baseAddress! + (y - mask.bounds.y0) * mask.bounds.width + (x - mask.bounds.x0)
                        SpanBlend.solid(surface.row(y, x: x), m, n, src)
                    }
                } else if let mask {
                    let bytes = materialize(cov, n, constant)
                    mask.apply(y: y, x: x, n: n, bytes)
                    SpanBlend.solid(surface.row(y, x: x), bytes, n, src)
                } else if constant >= 0 {
                    SpanBlend.solid(surface.row(y, x: x), n, src, coverage: UInt32(constant))
                } else {
                    SpanBlend.solid(surface.row(y, x: x), cov, n, src)
                }
                layer?.markRow(y, x: x, n: n)
            }
        }
    }

    /// Strokes `path`: `Stroker.outline` in user space (tolerance 0.005 device pixel, as fills), filled
    /// with the non-zero rule under the current transform.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        guard style.width.isFinite, style.width > 0 else { return }
        if drawsBand {
            // The outline's reach past the path, as `GroupBounds` widens strokes.
            let reach = style.width / 2 * (style.join == .miter ? max(1.5, min(style.miterLimit.isFinite ? style.miterLimit : 1e6, 1e6)) : 1.5)
            if missesBand(path.controlBounds, margin: reach) { return }
        }
        let scale = abs(transform.determinant).squareRoot()
        let tolerance = scale.isFinite && scale > 1e-9 ? RasterContext.tolerance / scale : RasterContext.tolerance
        var path = path
        // A path reaching far outside the clip (±1e9): cut in user space to what can reach the
        // clip's area (widened by the stroke's reach) before stroking, so the outline stays small.
        let inverse = transform.inverted()
        if scale.isFinite, scale > 1e-9, inverse.isFinite, !clip.bounds.isEmpty {
            let c = clip.bounds
            let userArea = CGRect(x: c.x0, y: c.y0, width: c.width, height: c.height).applying(inverse)
            let reach = style.width / 2 * (style.join == .miter ? max(1.5, min(style.miterLimit.isFinite ? style.miterLimit : 1e6, 1e6)) : 1.5)
            if userArea.minX.isFinite, userArea.maxY.isFinite, reach.isFinite,
               path.needsCulling(to: userArea.insetBy(dx: -reach, dy: -reach)) {
                path = path.culled(to: userArea, margin: reach, pieceSize: 2048 / scale)
            }
        }
        let outline = Stroker.outline(of: path, style: style, tolerance: tolerance)
        fill(outline, color: color, rule: .nonzero)
    }

    /// Blends `color` through a device-space coverage mask, under the current clip and group.
    public func drawMask(_ mask: CoverageMask, color: Color) {
        // Glyph runs call this once per glyph with one color: quantize it once.
        let src: UInt32
        if let last = lastMaskColor, last.color == color {
            src = last.packed
        } else {
            src = PremultipliedPixel(color).packed
            lastMaskColor = (color, src)
        }
        guard src != 0, mask.width > 0, mask.height > 0, mask.coverage.count == mask.width * mask.height,
              abs(mask.originX) < 1 << 30, abs(mask.originY) < 1 << 30,
              mask.width < 1 << 30, mask.height < 1 << 30 else { return }
        withTarget { surface in
            let mb = PixelRect(x0: mask.originX, y0: mask.originY, x1: mask.originX + mask.width, y1: mask.originY + mask.height)
            let area = limitedRows(mb.intersection(clip.bounds).intersection(surface.bounds))
            guard !area.isEmpty else { return }
            let n = area.width
            let clip = self.clip
            if clip.mask == nil {
                // The common case (glyphs): the mask rows are the coverage; no scratch row.
                mask.coverage.withUnsafeBufferPointer { mbuf in
                    for y in area.y0..<area.y1 {
                        let m = mbuf.baseAddress! + (y - mb.y0) * mask.width + (area.x0 - mb.x0)
                        SpanBlend.solid(surface.row(y, x: area.x0), m, n, src)
                    }
                }
                markDirty(area)
                return
            }
            if scratch.rowScratch.count < n { scratch.rowScratch = [UInt8](repeating: 0, count: n) }
            mask.coverage.withUnsafeBufferPointer { mbuf in
                scratch.rowScratch.withUnsafeMutableBufferPointer { rbuf in
                    let row = rbuf.baseAddress!
                    for y in area.y0..<area.y1 {
                        let m = mbuf.baseAddress! + (y - mb.y0) * mask.width + (area.x0 - mb.x0)
                        row.update(from: m, count: n)
                        clip.apply(y: y, x: area.x0, n: n, row)
                        SpanBlend.solid(surface.row(y, x: area.x0), row, n, src)
                    }
                }
            }
            markDirty(area)
        }
    }

    /// The finished canvas. Groups still open are composited first (masks still open end).
    public func finish() -> Canvas {
        while let g = groups.last { if g.isMask { endMask() } else { endGroup() } }
        return canvas
    }

    // MARK: - Internals shared by the drawing operations

    /// Whether `bytes` more fit the budget; when not, records the first `budgetError`
    /// ("drawing needs … `detail`") and returns false: the caller skips the allocation.
    func reserve(_ bytes: Int, _ detail: String) -> Bool {
        if memory.fits(bytes) { return true }
        if budgetError == nil {
            budgetError = .exceeded(needed: memory.needed(bytes), what: "drawing", detail: detail, budget: memory.budget)
        }
        return false
    }

    /// Runs `body` with the current drawing destination: the innermost group's layer, or
    /// the canvas.
    func withTarget(_ body: (TargetSurface) -> Void) {
        if let g = groups.last {
            let bounds = g.layer.bounds
            guard !bounds.isEmpty else { return }
            g.layer.pixels.withUnsafeMutableBufferPointer { b in
                body(TargetSurface(base: b.baseAddress!, bounds: bounds))
            }
        } else if let shared = sharedPixels {
            body(TargetSurface(base: shared, bounds: canvasBounds))
        } else {
            let bounds = canvasBounds
            canvas.pixels.withUnsafeMutableBytes { raw in
                body(TargetSurface(base: raw.bindMemory(to: UInt32.self).baseAddress!, bounds: bounds))
            }
        }
    }

    /// Records that `r` of the current group layer was drawn into.
    @inline(__always) func markDirty(_ r: PixelRect) { groups.last?.layer.markDirty(r) }

    /// The bounds of the current drawing destination.
    var targetBounds: PixelRect { groups.last?.layer.bounds ?? canvasBounds }

    /// Emits the device coverage of `path` under the current transform inside `area`.
    func emitCoverage(of path: Path, rule: FillRule, clip area: PixelRect, unread: UnsafePointer<UInt8>? = nil, _ sink: CoverageRowSink) {
        let t = transform
        if let r = path.deviceRect(under: t) {
            RectCoverage.emit(minX: Double(r.minX), minY: Double(r.minY), maxX: Double(r.maxX), maxY: Double(r.maxY),
                              clip: area, rows: rowLimit, unread: unread, scratch: &scratch.rectScratch, emit: sink)
        } else {
            guard t.isFinite else { return }
            let device = CGRect(x: area.x0, y: area.y0, width: area.width, height: area.height)
            if Path.reaches(path.controlBounds.applying(t), beyond: device) {
                // Control points far outside (±1e9): only the pieces that can reach the area
                // are flattened finely, so the edge list stays bounded.
                let culled = path.applying(t).culled(to: device, margin: 0, pieceSize: 2048)
                rasterizer.rasterize(culled.flattened(tolerance: RasterContext.tolerance), rule: rule, clip: area, emit: sink)
                return
            }
            rasterizer.rasterize(path, transform: t, tolerance: RasterContext.tolerance, rule: rule, clip: area, emit: sink)
        }
    }
}

/// A value in 0…1 as a byte (round half up; NaN is 0).
@inline(__always) func unitByte(_ v: CGFloat) -> UInt32 {
    let d = Double(v)
    guard d.isFinite else { return 0 }
    return UInt32(max(0, min(255, (d * 255).rounded(.toNearestOrAwayFromZero))))
}
