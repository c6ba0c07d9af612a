import Foundation
import ViewRasterDisplayList

extension Renderer {
    /// The rows a band of `render(_:rowsPerBand:budget:_:)` holds when its caller has no other
    /// reason to choose: about 1 MB of a screen-wide canvas, small enough to stay in a core's
    /// own cache (L2 is 1–2 MB) while it is drawn and read, large enough that the per-band work
    /// (every op culled or clipped against each band) stays small.
    public static func rowsPerBand(width: Int) -> Int {
        max(16, (1 << 20) / max(1, width * 4))
    }

    /// Draws `list` on the calling thread in horizontal bands of `rowsPerBand` rows (the last
    /// may be shorter), top to bottom, into one band-sized buffer reused for every band, and
    /// hands each band's finished bytes to `body` (its rows, and their `rows.count × width × 4`
    /// bytes, premultiplied RGBA as `Canvas.pixels` holds them) before the next is drawn: so
    /// a caller that only reads the pixels once, in order (a digest), never has the whole
    /// canvas written to memory. The bytes are those of `render(_:budget:)`'s canvas, row for
    /// row: each band computes every coverage, clip mask and group layer as a whole render does
    /// and writes only its own rows (as `render(_:budget:bands:)`'s bands do). Rows no op can
    /// draw in (its conservative device bounds; a glyph run's face box) are filled with the
    /// background once and kept in the buffer while the same buffer rows stay empty in the
    /// following bands, and a band made only of such rows is handed over without walking the
    /// ops (`BandBufferRows`): a screen's empty lower half costs neither a fill nor a walk a band.
    ///
    /// Returns false, having called `body` for none or only some of the rows, when the list
    /// cannot be drawn so (a mask, or a group with a visible shadow, whose pixels depend on
    /// rows outside a band: `isBandable`), when its canvas is not a valid size, or when a band
    /// fails (a bad list, a font that cannot load, the budget); `render(_:budget:)` then gives
    /// the canvas, or the error. The buffer is checked against `budget`, and so is each band's
    /// drawing as a whole render's.
    public static func render(_ list: DisplayList, rowsPerBand: Int, budget: MemoryBudget = .default,
                              _ body: (_ rows: Range<Int>, _ bytes: UnsafeRawBufferPointer) -> Void) -> Bool {
        renderRows(list, rowsPerBand: rowsPerBand, budget: budget, empty: false) { rows, bytes, _ in body(rows, bytes!) }
    }

    /// `render(_:rowsPerBand:budget:_:)` for a caller that needs no bytes for rows no op can draw
    /// in (its conservative device bounds; a glyph run's face box): such rows are neither filled
    /// nor copied but handed to `body` as runs with `bytes` nil, every pixel of them
    /// `background` (the list's background as `Canvas.pixels` holds a pixel, premultiplied RGBA
    /// read as a little-endian 32-bit word; 0 when it has none). The other rows come as
    /// before, each run of them with its bytes; the runs cover the canvas in order, top to
    /// bottom, with each band's rows before the next band is drawn. A digest of rows that hashes
    /// a background row once (the snapshot check's version 4) so never fills, walks or reads
    /// a screen's empty rows. Returns false as `render(_:rowsPerBand:budget:_:)` does.
    public static func render(_ list: DisplayList, rowsPerBand: Int, budget: MemoryBudget = .default,
                              skippingEmptyRows body: (_ rows: Range<Int>, _ bytes: UnsafeRawBufferPointer?, _ background: UInt32) -> Void)
        -> Bool {
        renderRows(list, rowsPerBand: rowsPerBand, budget: budget, empty: true, body)
    }

    /// Both row-band renders: with `empty`, rows no op draws in are handed over as runs without
    /// bytes (`render(_:rowsPerBand:budget:skippingEmptyRows:)`), else filled and handed over
    /// with their band (`render(_:rowsPerBand:budget:_:)`).
    private static func renderRows(_ list: DisplayList, rowsPerBand: Int, budget: MemoryBudget, empty: Bool,
                                   _ body: (_ rows: Range<Int>, _ bytes: UnsafeRawBufferPointer?, _ background: UInt32) -> Void) -> Bool {
        let w = list.pixelWidth, h = list.pixelHeight
        guard rowsPerBand > 0, isBandable(list), (try? Canvas.checkSize(width: w, height: h)) != nil else { return false }
        let bandRows = min(rowsPerBand, h)
        guard (try? budget.check(MemoryBudget.product(w, bandRows, 4), "the band", "for \(w)x\(bandRows) pixels")) != nil else {
            return false
        }
        let (background, first) = start(list)
        let groupBounds = groupBounds(list)
        let word = background.map { PremultipliedPixel($0).packed.littleEndian } ?? 0
        // One walk of the ops gives the rows an op may draw in and the covered columns
        // (`BackgroundCover`: an opaque rectangle replaces them before anything else draws
        // there), which are left unwritten in each band, as in a whole render.
        let opRows = OpRows(list, from: first, groupBounds: groupBounds, work: false, drawn: true,
                            cover: findsCover(list, background: background, from: first), faces: true)
        let drawn = BackgroundFill.drawnRows(opRows.drawn ?? [])
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: w * bandRows)
        defer { buffer.deallocate() }
        // Rows no op draws in keep the background from band to band (`BandBufferRows`).
        var filled = BandBufferRows(rows: bandRows)
        var y0 = 0
        while y0 < h {
            let rows = y0..<min(h, y0 + bandRows)
            // The buffer as the canvas's rows `rows`: row y of the canvas is at `origin + y * w`.
            let origin = buffer - y0 * w
            if empty {
                // Only the runs of drawn rows are filled and drawn; the runs go over in order.
                let runs = drawnRuns(drawn, rows)
                if runs.contains(where: { $0.drawn }) {
                    for run in runs where run.drawn {
                        BackgroundFill.fill(origin, width: w, rows: run.rows, word: word, cover: opRows.cover, drawn: nil)
                    }
                    do {
                        try drawOps(list, rows: rows, index: 0, into: origin, width: w, from: first, groupBounds: groupBounds, budget: budget)
                    } catch {
                        return false
                    }
                }
                for run in runs {
                    body(run.rows, run.drawn ? UnsafeRawBufferPointer(start: origin + run.rows.lowerBound * w, count: run.rows.count * w * 4) : nil,
                         UInt32(littleEndian: word))
                }
                y0 = rows.upperBound
                continue
            }
            do {
                // A band no op can draw in is only its background.
                if filled.fill(origin, width: w, rows: rows, word: word, cover: opRows.cover, drawn: drawn) {
                    try drawOps(list, rows: rows, index: 0, into: origin, width: w, from: first, groupBounds: groupBounds, budget: budget)
                }
            } catch {
                return false
            }
            body(rows, UnsafeRawBufferPointer(start: buffer, count: rows.count * w * 4), 0)
            y0 = rows.upperBound
        }
        return true
    }

    /// The runs of `rows` that `drawn` (per canvas row, non-zero where an op may draw) marks
    /// alike, in order.
    private static func drawnRuns(_ drawn: [UInt8], _ rows: Range<Int>) -> [(rows: Range<Int>, drawn: Bool)] {
        var runs: [(rows: Range<Int>, drawn: Bool)] = []
        var y = rows.lowerBound
        while y < rows.upperBound {
            let isDrawn = drawn[y] != 0
            var end = y + 1
            while end < rows.upperBound && (drawn[end] != 0) == isDrawn { end += 1 }
            runs.append((y..<end, isDrawn))
            y = end
        }
        return runs
    }
}
