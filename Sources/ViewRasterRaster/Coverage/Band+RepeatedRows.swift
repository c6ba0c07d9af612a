import Foundation

extension Band {
    /// Whether `l` is a vertical line over the whole band `top ..< bottom`: it adds the very
    /// same cells (one full row of cover at one x) to every row of the band.
    @inline(__always)
    static func isVertical(_ l: EdgeLine, top: Int, bottom: Double) -> Bool {
        l.x0 == l.x1 && l.y0 <= Double(top) && l.y1 >= bottom
    }

    /// Whether every active edge is a vertical line over the whole band: then every row of
    /// the band gets the same cells, accumulated in the same order (the lines' order in
    /// `active`), so every row resolves to the same coverage, segment for segment.
    static func allVertical(_ active: [Int], _ lines: UnsafeBufferPointer<EdgeLine>, top: Int, bottom: Double) -> Bool {
        for k in active where !isVertical(lines[k], top: top, bottom: bottom) { return false }
        return !active.isEmpty
    }
}

extension AreaRasterizer {
    /// Emits row `y` as the segments recorded for the band's first row (`segments`: x,
    /// count, constant; per-pixel bytes kept in `saved` at their x and copied back to `out`,
    /// since the sink may overwrite them).
    @inline(__always)
    func replay(_ segments: [Int], y: Int, originX: Int, out: UnsafeMutablePointer<UInt8>,
                saved: UnsafeMutablePointer<UInt8>, emit: CoverageRowSink) {
        segments.withUnsafeBufferPointer { s in
            var i = 0
            while i + 2 < s.count {
                let x = s[i], n = s[i + 1], c = s[i + 2]
                if c < 0 { (out + x).update(from: saved + x, count: n) }
                emit(y, originX + x, n, out + x, c)
                i += 3
            }
        }
    }
}
