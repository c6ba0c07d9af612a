import Foundation
import ViewRasterDisplayList
import ViewRasterRaster

/// What `Snapshotting.check` found: the value matches the reference, or the snapshot it took
/// (which the assertion then compares, explains and stores as it does any snapshot).
enum SnapshotCheck<Format> {
    /// The value's snapshot is the reference's (its digest matched).
    case matches
    /// The snapshot, to be compared with the reference in full.
    case snapshot(Format)
}

extension SnapshotCheck: Sendable where Format: Sendable {}

extension SnapshotCheck where Format == Canvas {
    /// Checks `list`'s image against `reference` (a PNG's bytes) without drawing the whole
    /// canvas when it can: against a version-4 chunk, only the rows an op may draw in are drawn,
    /// in bands into one small buffer, and hashed while in cache, the background's rows taken
    /// as runs without their bytes and the rows the ops draw exactly as the row above neither
    /// drawn nor read, that row's lanes taken again
    /// (`Renderer.render(_:rowsPerBand:budget:skippingRepeatedRows:)`, `PixelDigestRows`); against a version-3 chunk, every band is drawn and digested
    /// (`Renderer.render(_:rowsPerBand:budget:_:)`, `PixelDigestStream`). The digest is
    /// compared with the chunk's (`PixelDigest.matches`), so a passing assertion never writes
    /// or reads a screen-sized canvas. Anything else (no such chunk, an older version's, a list
    /// drawn only whole, a digest that differs) renders the canvas whole with `Renderer.render`
    /// and gives it, so a failure is reported, and its images written, exactly as before.
    static func rendering(_ list: DisplayList, against reference: Data) throws -> SnapshotCheck<Canvas> {
        let w = list.pixelWidth, h = list.pixelHeight
        if (try? Canvas.checkSize(width: w, height: h)) != nil {
            let matched = PixelDigest.matches(reference, width: w, height: h) { keyword -> UInt64? in
                if keyword == PixelDigest.keyword {
                    // Version 4: the background's rows are neither drawn, filled nor read.
                    var digest = PixelDigestRows(width: w, height: h)
                    let drawn = Renderer.render(list, rowsPerBand: Renderer.rowsPerBand(width: w), skippingRepeatedRows: { rows, run in
                        switch run {
                        case .bytes(let bytes): digest.append(bytes, rows: rows.count)
                        case .background(let word): digest.append(background: word, rows: rows.count)
                        case .repeatingRowAbove: digest.append(repeatingRowAbove: rows.count)
                        }
                    })
                    return drawn ? digest.finish() : nil
                }
                guard keyword == PixelDigest.keywordV3 else { return nil }
                var stream = PixelDigestStream(count: w * h * 4)
                let drawn = Renderer.render(list, rowsPerBand: Renderer.rowsPerBand(width: w)) { _, bytes in
                    stream.append(bytes)
                }
                return drawn ? stream.finish() : nil
            }
            if matched == true { return .matches }
        }
        return .snapshot(try Renderer.render(list))
    }
}
