import Foundation
import ViewRasterDisplayList

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
    static func allVertical(_ active: ActiveEdges, _ lines: UnsafeBufferPointer<EdgeLine>, top: Int, bottom: Double) -> Bool {
        for k in 0..<active.count where !isVertical(lines[active[k]], top: top, bottom: bottom) { return false }
        return !active.isEmpty
    }
}

extension AreaRasterizer {
    /// Draws a band whose active edges are all vertical over the whole band
    /// (`Band.allVertical`): accumulates and resolves its first row only, recording the
    /// segments it emits (x, count, constant in `segments`; per-pixel bytes in `saved` at their
    /// x), and emits every other row as those segments — the bytes each row would resolve to.
    /// Retires the edges that end with the band, as the general loop does. Not inlined: the
    /// general band loop keeps its registers.
    @inline(never)
    func repeatBand(_ band: Band, _ lines: UnsafeBufferPointer<EdgeLine>, _ active: inout ActiveEdges, _ segments: UnsafeMutablePointer<Int>,
                    rule: FillRule, originX: Int, rowLimit: (y0: Int, y1: Int),
                    out: UnsafeMutablePointer<UInt8>, saved: UnsafeMutablePointer<UInt8>, emit: CoverageRowSink) {
        let rows = band.bottom - band.top
        let fBottom = Double(band.bottom)
        let skipped = (UInt32(1) << UInt32(rows)) &- 2   // every row but the first
        var k = 0
        while k < active.count {
            let l = lines[active[k]]
            band.accumulate(l, skipping: skipped)
            if l.y1 <= fBottom { active.retire(at: k) } else { k += 1 }
        }
        let lo = band.rowMin[0], hi = band.rowMax[0]
        guard lo <= hi else { return }
        band.rowMin[0] = Int.max; band.rowMax[0] = -1
        let y0 = band.top
        let drawn = y0 >= rowLimit.y0 && y0 < rowLimit.y1
        let count = rule == .nonzero
            ? band.resolve(row: 0, lo: lo, hi: hi, out: out, NonZero.self, into: segments)
            : band.resolve(row: 0, lo: lo, hi: hi, out: out, EvenOdd.self, into: segments)
        var i = 0
        while i < count {
            let x = segments[i], n = segments[i + 1], c = segments[i + 2]
            if c < 0 { (saved + x).update(from: out + x, count: n) }
            if drawn { emit(y0, originX + x, n, out + x, c) }
            i += 3
        }
        for y in (y0 + 1)..<band.bottom where y >= rowLimit.y0 && y < rowLimit.y1 {
            var i = 0
            while i < count {
                let x = segments[i], n = segments[i + 1], c = segments[i + 2]
                if c < 0 { (out + x).update(from: saved + x, count: n) }
                emit(y, originX + x, n, out + x, c)
                i += 3
            }
        }
    }
}
