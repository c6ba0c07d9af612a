import ViewRasterDisplayList

/// A transparent group layer: premultiplied pixels over `bounds` (device pixels), of which
/// only `dirty` (and in each row only `span(y)`) has been drawn into; the rest is still
/// transparent, so compositing and clearing skip it. Layers are pooled by the context: a
/// released layer clears its dirty spans, so pooled pixels are always zero.
final class GroupLayer {
    private(set) var bounds: PixelRect
    /// Unchecked exclusivity: `markRow` runs once per drawn span; the layer is only ever
    /// touched by the context drawing into it.
    @exclusivity(unchecked) private(set) var dirty: PixelRect = .empty
    var pixels: [UInt32]
    /// Per row of `bounds`: the drawn columns `x0 ..< x1` (absolute) at `2·row`, `2·row + 1`;
    /// an undrawn row holds (Int.max, Int.min). Manually allocated so marking a row costs two
    /// min/max stores (no bounds or exclusivity checks).
    @exclusivity(unchecked) private var spans: UnsafeMutablePointer<Int>
    private var spanRows: Int
    /// Where the layer's bytes are accounted (given back when it is freed); nil while the
    /// layer waits in a pooled `RenderScratch` between renders.
    private(set) var ledger: MemoryLedger?

    init(bounds: PixelRect, ledger: MemoryLedger? = nil) {
        self.bounds = bounds
        self.ledger = ledger
        self.pixels = [UInt32](repeating: 0, count: bounds.width * bounds.height)
        spanRows = max(1, bounds.height)
        spans = UnsafeMutablePointer<Int>.allocate(capacity: 2 * spanRows)
        clearSpans(0, bounds.height)
        ledger?.add(bytes)
    }

    deinit {
        ledger?.remove(bytes)
        spans.deallocate()
    }

    /// Moves the layer's bytes from its ledger to `other` (nil: to none).
    func move(to other: MemoryLedger?) {
        guard other !== ledger else { return }
        ledger?.remove(bytes)
        other?.add(bytes)
        ledger = other
    }

    /// The bytes a layer over `bounds` holds: 4 a pixel and 16 a row.
    static func bytes(for bounds: PixelRect) -> Int {
        MemoryBudget.product(bounds.width, bounds.height, 4) &+ MemoryBudget.product(max(1, bounds.height), 16)
    }

    /// The bytes this layer holds.
    var bytes: Int { pixels.count * 4 + spanRows * 16 }

    var capacity: Int { pixels.count }

    /// Marks rows `r0 ..< r1` (relative to `bounds`) undrawn.
    private func clearSpans(_ r0: Int, _ r1: Int) {
        var r = r0
        while r < r1 { spans[2 * r] = Int.max; spans[2 * r + 1] = Int.min; r += 1 }
    }

    /// Reuses this (all-zero) layer for `bounds`; needs `capacity >= bounds` area.
    func reset(bounds: PixelRect) {
        self.bounds = bounds
        self.dirty = .empty
        if spanRows < bounds.height {
            spans.deallocate()
            ledger?.add((bounds.height - spanRows) * 16)
            spanRows = bounds.height
            spans = UnsafeMutablePointer<Int>.allocate(capacity: 2 * spanRows)
        }
        clearSpans(0, bounds.height)
    }

    /// Records that pixels `x ..< x + n` of row `y` were drawn.
    @inline(__always) func markRow(_ y: Int, x: Int, n: Int) {
        guard n > 0 else { return }
        let p = spans + 2 * (y - bounds.y0)
        let x1 = x + n
        if x < p[0] { p[0] = x }
        if x1 > p[1] { p[1] = x1 }
        if dirty.isEmpty {
            dirty = PixelRect(x0: x, y0: y, x1: x1, y1: y + 1)
        } else {
            if x < dirty.x0 { dirty.x0 = x }
            if x1 > dirty.x1 { dirty.x1 = x1 }
            if y < dirty.y0 { dirty.y0 = y }
            if y >= dirty.y1 { dirty.y1 = y + 1 }
        }
    }

    func markDirty(_ r: PixelRect) {
        let r = r.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 { markRow(y, x: r.x0, n: r.width) }
    }

    /// The drawn columns of row `y` (inside `dirty`); x0 >= x1 when the row is undrawn.
    @inline(__always) func span(_ y: Int) -> (x0: Int, x1: Int) {
        let i = 2 * (y - bounds.y0)
        return (spans[i], spans[i + 1])
    }

    /// Zeroes the dirty spans so the layer can go back to the pool, except the parts inside
    /// `skipping` (already zeroed by the caller).
    func clearDirty(skipping done: PixelRect = .empty) {
        let d = dirty, b = bounds
        guard !d.isEmpty else { return }
        pixels.withUnsafeMutableBufferPointer { p in
            for y in d.y0..<d.y1 {
                let s = span(y)
                guard s.x1 > s.x0 else { continue }
                let row = p.baseAddress! + (y - b.y0) * b.width - b.x0
                if y >= done.y0 && y < done.y1 && done.x1 > done.x0 {
                    // The span minus [done.x0, done.x1): up to two pieces.
                    let l1 = min(s.x1, done.x0)
                    if l1 > s.x0 { (row + s.x0).update(repeating: 0, count: l1 - s.x0) }
                    let r0 = max(s.x0, done.x1)
                    if s.x1 > r0 { (row + r0).update(repeating: 0, count: s.x1 - r0) }
                } else {
                    (row + s.x0).update(repeating: 0, count: s.x1 - s.x0)
                }
            }
        }
        clearSpans(d.y0 - b.y0, d.y1 - b.y0)
        dirty = .empty
    }
}
