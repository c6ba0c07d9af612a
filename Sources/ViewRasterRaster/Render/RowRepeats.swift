import Foundation
import ViewRasterDisplayList

/// Which rows of a canvas its display list leaves equal to the row above, known from the ops
/// alone: an op changes a row's pixels as it changes the row above's unless the row is one
/// where its geometry starts, ends or varies. An axis-aligned device rectangle (a fill, a
/// rectangular clip) covers every row it wholly contains with the same coverage
/// (`RectCoverage`: a pixel's coverage is its column's overlap times its row's, 1 inside), so
/// only the rows its top and bottom edges fall in, and the row after each, may differ from
/// the row above; a glyph run may make the rows its masks cover differ (`GlyphMaskRows`: the
/// masks it is drawn from, at their pens) and the row after them; any other op (a path that is
/// not such a rectangle, its clip mask, a stroke, an image, a glyph run not drawn from masks, a
/// group's composite) every row of its conservative device bounds and the row after them. A row no op marks so holds, pixel for pixel, what
/// the row above holds: every op blends the same source at the same coverage over the same
/// destination in both (by induction over the ops, from the uniform background).
struct RowRepeats {
    /// Per row and one past the last, a difference array of the ops that may make row y
    /// differ from row y − 1 (`height + 2` entries).
    private var varying: [Int32]
    private let height: Int

    /// No row marked yet, for a canvas of `height` rows.
    init(height: Int) {
        self.height = max(0, height)
        varying = [Int32](repeating: 0, count: self.height + 2)
    }

    /// Rows `r.y0` through `r.y1` (the row after the last one included) may differ from the
    /// row above; nil marks every row (bounds that are not known).
    mutating func vary(_ r: PixelRect?) {
        guard let r else { varying[0] += 1; varying[height + 1] -= 1; return }
        let a = max(0, r.y0), b = min(height, r.y1)
        guard b >= a else { return }
        varying[a] += 1
        varying[b + 1] -= 1
    }

    /// The rows an axis-aligned device rectangle's top and bottom edges fall in, and the row
    /// after each, may differ from the row above (its other rows are covered alike).
    mutating func vary(edgesOf r: CGRect) {
        let top = Double(r.minY), bottom = Double(r.maxY)
        guard top.isFinite, bottom.isFinite else { vary(nil); return }
        vary(edge: top)
        vary(edge: bottom)
    }

    /// The row a horizontal edge at device y `edge` falls in (both rows when it lies on their
    /// boundary), and the row after it, may differ from the row above.
    private mutating func vary(edge: Double) {
        let e = min(max(edge, -2), Double(height) + 2)
        vary(PixelRect(x0: 0, y0: Int(e.rounded(.down)), x1: 1, y1: Int(e.rounded(.up))))
    }

    /// Per row, 1 where the row holds the same pixels as the row above (never row 0).
    func repeats() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height)
        var count: Int32 = 0
        for y in 0..<height {
            count += varying[y]
            if y > 0 && count == 0 { out[y] = 1 }
        }
        return out
    }
}
