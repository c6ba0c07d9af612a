/// A transparent group layer: premultiplied pixels over `bounds` (device pixels), of which
/// only `dirty` (and in each row only `span(y)`) has been drawn into; the rest is still
/// transparent, so compositing and clearing skip it. Layers are pooled by the context: a
/// released layer clears its dirty spans, so pooled pixels are always zero.
final class Layer {
    private(set) var bounds: PixelRect
    private(set) var dirty: PixelRect = .empty
    var pixels: [UInt32]
    /// Per row: the drawn columns `x0 ..< x1` (absolute), empty when `x0 >= x1`.
    private var spans: [Int]

    init(bounds: PixelRect) {
        self.bounds = bounds
        self.pixels = [UInt32](repeating: 0, count: bounds.width * bounds.height)
        self.spans = [Int](repeating: 0, count: 2 * bounds.height)
    }

    var capacity: Int { pixels.count }

    /// Reuses this (all-zero) layer for `bounds`; needs `capacity >= bounds` area.
    func reset(bounds: PixelRect) {
        self.bounds = bounds
        self.dirty = .empty
        if spans.count < 2 * bounds.height { spans = [Int](repeating: 0, count: 2 * bounds.height) }
    }

    /// Records that pixels `x ..< x + n` of row `y` were drawn.
    @inline(__always) func markRow(_ y: Int, x: Int, n: Int) {
        let i = 2 * (y - bounds.y0)
        if dirty.isEmpty || y < dirty.y0 || y >= dirty.y1 || spans[i] >= spans[i + 1] {
            if dirty.isEmpty || y < dirty.y0 || y >= dirty.y1 {
                // Rows newly inside the dirty band start empty.
                let old = dirty
                dirty = dirty.union(PixelRect(x0: x, y0: y, x1: x + n, y1: y + 1))
                for r in dirty.y0..<dirty.y1 where old.isEmpty || r < old.y0 || r >= old.y1 {
                    spans[2 * (r - bounds.y0)] = 0; spans[2 * (r - bounds.y0) + 1] = 0
                }
            }
            spans[i] = x; spans[i + 1] = x + n
        } else {
            if x < spans[i] { spans[i] = x }
            if x + n > spans[i + 1] { spans[i + 1] = x + n }
        }
        if x < dirty.x0 { dirty.x0 = x }
        if x + n > dirty.x1 { dirty.x1 = x + n }
    }

    func markDirty(_ r: PixelRect) {
        let r = r.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 { markRow(y, x: r.x0, n: r.width) }
    }

    /// The drawn columns of row `y` (inside `dirty`).
    @inline(__always) func span(_ y: Int) -> (x0: Int, x1: Int) {
        let i = 2 * (y - bounds.y0)
        return (spans[i], spans[i + 1])
    }

    /// Zeroes the dirty spans so the layer can go back to the pool.
    func clearDirty() {
        let d = dirty, b = bounds
        guard !d.isEmpty else { return }
        pixels.withUnsafeMutableBufferPointer { p in
            for y in d.y0..<d.y1 {
                let s = span(y)
                if s.x1 > s.x0 { (p.baseAddress! + (y - b.y0) * b.width + (s.x0 - b.x0)).update(repeating: 0, count: s.x1 - s.x0) }
            }
        }
        dirty = .empty
    }
}

/// An open group: its layer and how to composite it at `endGroup`.
struct GroupRecord {
    var layer: Layer
    var opacity: UInt32
    var shadow: Shadow?
    /// The clip when the group began.
    var clip: ClipState
    /// True for shadow groups: their content is drawn unclipped (so content outside the clip
    /// still casts its shadow) and `clip` applies when the group is composited.
    var clipsAtComposite: Bool
}

/// A drawing destination handed to row loops: `base` addresses pixel (`bounds.x0`, `bounds.y0`).
struct TargetSurface {
    let base: UnsafeMutablePointer<UInt32>
    let bounds: PixelRect
    @inline(__always) func row(_ y: Int, x: Int) -> UnsafeMutablePointer<UInt32> {
        base + (y - bounds.y0) * bounds.width + (x - bounds.x0)
    }
}
