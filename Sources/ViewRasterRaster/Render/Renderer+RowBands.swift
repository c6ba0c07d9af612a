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
        renderRows(list, rowsPerBand: rowsPerBand, budget: budget, skips: .none) { rows, run in
            if case .bytes(let bytes) = run { body(rows, bytes) }
        }
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
        renderRows(list, rowsPerBand: rowsPerBand, budget: budget, skips: .empty) { rows, run in
            switch run {
            case .bytes(let bytes): body(rows, bytes, 0)
            case .background(let word): body(rows, nil, word)
            case .repeatingRowAbove: break   // not made without `.repeated`
            }
        }
    }

    /// `render(_:rowsPerBand:budget:skippingEmptyRows:)` for a caller that also needs no bytes
    /// for a row its ops draw exactly as the row above (`RowRepeats`: every op there inside an
    /// axis-aligned rectangle, away from its top and bottom edges): such rows are neither
    /// filled with the background nor written by rectangles' fills, and go to `body` as runs of `RowRun.repeatingRowAbove`,
    /// each row's pixels those of the last row handed over before the run. Rows no op draws in
    /// come as `RowRun.background`, the others as `RowRun.bytes`; the runs cover the canvas in
    /// order, top to bottom. A digest of rows that takes a repeated row's lanes again (the
    /// snapshot check's version 4) so neither draws nor reads a flat area's rows. Returns
    /// false as `render(_:rowsPerBand:budget:_:)` does.
    public static func render(_ list: DisplayList, rowsPerBand: Int, budget: MemoryBudget = .default,
                              skippingRepeatedRows body: (_ rows: Range<Int>, _ run: RowRun) -> Void) -> Bool {
        renderRows(list, rowsPerBand: rowsPerBand, budget: budget, skips: .repeated, body)
    }

    /// Which rows a row-band render hands over without their bytes.
    private enum RowSkips {
        /// None: every band is filled, drawn and handed over whole (`render(_:rowsPerBand:budget:_:)`).
        case none
        /// Rows no op draws in (`render(_:rowsPerBand:budget:skippingEmptyRows:)`).
        case empty
        /// Those, and rows that repeat the row above (`render(_:rowsPerBand:budget:skippingRepeatedRows:)`).
        case repeated
    }

    /// The row-band renders: rows `skips` names are handed over as runs without bytes, the
    /// others filled, drawn and handed over with their bytes.
    private static func renderRows(_ list: DisplayList, rowsPerBand: Int, budget: MemoryBudget, skips: RowSkips,
                                   _ body: (_ rows: Range<Int>, _ run: RowRun) -> Void) -> Bool {
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
        // The glyph masks a repeated-rows render finds its text's rows by are those of the
        // scratch its bands draw with (`drawOps` takes band 0's again).
        let scratch = skips == .repeated ? RenderScratch.take(band: 0) : nil
        let opRows = OpRows(list, from: first, groupBounds: groupBounds, work: false, drawn: true,
                            cover: findsCover(list, background: background, from: first), faces: true, repeats: scratch?.glyphs)
        if let scratch { RenderScratch.giveBack(scratch) }
        let drawn = BackgroundFill.drawnRows(opRows.drawn ?? [])
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: w * bandRows)
        defer { buffer.deallocate() }
        // Rows handed over as repeats of the row above, which rectangles' fills leave unwritten.
        let repeats = opRows.repeats.map { (r: [UInt8]) -> UnsafeMutablePointer<UInt8> in
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, r.count))
            p.initialize(from: r, count: r.count)
            return p
        }
        defer { repeats?.deallocate() }
        // Rows no op draws in keep the background from band to band (`BandBufferRows`).
        var filled = BandBufferRows(rows: bandRows)
        var y0 = 0
        while y0 < h {
            let rows = y0..<min(h, y0 + bandRows)
            // The buffer as the canvas's rows `rows`: row y of the canvas is at `origin + y * w`.
            let origin = buffer - y0 * w
            if skips != .none {
                // Only the runs of drawn rows are filled and drawn (less their repeated rows);
                // the runs go over in order.
                var runs: [(rows: Range<Int>, run: RowRun?)] = []
                for run in flagRuns(drawn, rows) {
                    guard run.flag else { runs.append((run.rows, .background(UInt32(littleEndian: word)))); continue }
                    guard let repeats else { runs.append((run.rows, nil)); continue }
                    for part in flagRuns(repeats, run.rows) { runs.append((part.rows, part.flag ? .repeatingRowAbove : nil)) }
                }
                if runs.contains(where: { $0.run == nil }) {
                    for run in runs where run.run == nil {
                        BackgroundFill.fill(origin, width: w, rows: run.rows, word: word, cover: opRows.cover, drawn: nil)
                    }
                    do {
                        try drawOps(list, rows: rows, index: 0, into: origin, width: w, from: first, groupBounds: groupBounds, budget: budget,
                                    unread: repeats.map { UnsafePointer($0) })
                    } catch {
                        return false
                    }
                }
                for run in runs {
                    body(run.rows, run.run ?? .bytes(UnsafeRawBufferPointer(start: origin + run.rows.lowerBound * w, count: run.rows.count * w * 4)))
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
            body(rows, .bytes(UnsafeRawBufferPointer(start: buffer, count: rows.count * w * 4)))
            y0 = rows.upperBound
        }
        return true
    }

    /// The runs of `rows` that `flags` (per canvas row: non-zero where an op may draw, or
    /// where a row repeats the row above) marks alike, in order.
    private static func flagRuns(_ flags: [UInt8], _ rows: Range<Int>) -> [(rows: Range<Int>, flag: Bool)] {
        flags.withUnsafeBufferPointer { b in b.baseAddress.map { flagRuns($0, rows) } ?? [] }
    }

    /// `flagRuns(_:_:)` over flags at `flags` (indexed by canvas row).
    private static func flagRuns(_ flags: UnsafePointer<UInt8>, _ rows: Range<Int>) -> [(rows: Range<Int>, flag: Bool)] {
        var runs: [(rows: Range<Int>, flag: Bool)] = []
        var y = rows.lowerBound
        while y < rows.upperBound {
            let isSet = flags[y] != 0
            var end = y + 1
            while end < rows.upperBound && (flags[end] != 0) == isSet { end += 1 }
            runs.append((y..<end, isSet))
            y = end
        }
        return runs
    }
}
