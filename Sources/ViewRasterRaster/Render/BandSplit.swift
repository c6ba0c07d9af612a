import Foundation
import ViewRasterDisplayList

/// Where a banded render splits the canvas's rows: bands of about equal estimated work
/// rather than equal rows. A screen's content is rarely spread evenly (a grid of cards at the
/// top of an iPad screen, a HUD in the middle), and halves by rows leave one core drawing
/// everything while the other only fills the background.
///
/// The estimate, per row: the background fill plus, for every op, what it costs the rows of
/// its device bounds (bounds as `GroupBounds` finds them: control bounds under the transform,
/// strokes widened, glyph boxes, group contents) by `BandCost`, instructions measured per
/// pixel, per row and per op for each kind of op — a rectangle stores or blends its rows, a
/// path's edges and a stroke's outline are built once per op, an image samples, a glyph run
/// costs per glyph, a group's layer per pixel. Only the split depends on it: every band draws
/// its rows exactly as a whole render does, so the pixels are the same whatever the split.
enum BandSplit {
    /// The fewest rows a band gets.
    static let minimumRows = 16

    /// The row ranges of `count` bands covering `0 ..< height` top to bottom (each at least
    /// `minimumRows` when the canvas has room; the canvas is at least 64 rows a band here).
    static func bands(_ list: DisplayList, count: Int, groupBounds: [Int: PixelRect]) -> [Range<Int>] {
        let h = list.pixelHeight
        guard count > 1, h >= count * minimumRows else { return [0..<h] }
        // From the op the background replaces on, as a banded render walks it.
        let first = Renderer.start(list).first
        return bands(work: OpRows(list, from: first, groupBounds: groupBounds, work: true, drawn: false).work ?? [], height: h, count: count)
    }

    /// `bands(_:count:groupBounds:)` from the list's per-row work (`OpRows.work`: a difference
    /// array of `height + 1` entries), for a caller that walked the ops already.
    static func bands(work delta: [Double], height h: Int, count: Int) -> [Range<Int>] {
        guard count > 1, h >= count * minimumRows, delta.count == h + 1 else { return [0..<max(0, h)] }
        // Cumulative cost at the end of each row; band i ends where it reaches i/count of it.
        var prefix = [Double](repeating: 0, count: h)
        var rowCost = 0.0, total = 0.0
        for y in 0..<h {
            rowCost += delta[y]
            total += max(0, rowCost)
            prefix[y] = total
        }
        guard total.isFinite, total > 0 else { return even(h, count) }
        var ends: [Int] = []
        var y = 0
        for i in 1..<count {
            let target = total * Double(i) / Double(count)
            while y < h && prefix[y] < target { y += 1 }
            // Leave room for the bands still to come.
            let lo = (ends.last ?? 0) + minimumRows, hi = h - (count - i) * minimumRows
            ends.append(min(hi, max(lo, y + 1)))
        }
        ends.append(h)
        var start = 0
        return ends.map { end in defer { start = end }; return start..<end }
    }

    /// `count` bands of equal rows.
    static func even(_ h: Int, _ count: Int) -> [Range<Int>] {
        (0..<count).map { i in (h * i / count)..<(h * (i + 1) / count) }
    }
}
