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
    /// canvas when it can: the list is drawn in bands into one small buffer
    /// (`Renderer.render(_:rowsPerBand:budget:_:)`), each band digested while it is in cache
    /// (`PixelDigestStream`), and the digest compared with the reference's version-3 chunk
    /// (`PixelDigest.matches`), so a passing assertion never writes or reads a screen-sized
    /// canvas. Anything else (no such chunk, an older version's, a list drawn only whole, a
    /// digest that differs) renders the canvas whole with `Renderer.render` and gives it, so a
    /// failure is reported, and its images written, exactly as before.
    static func rendering(_ list: DisplayList, against reference: Data) throws -> SnapshotCheck<Canvas> {
        let w = list.pixelWidth, h = list.pixelHeight
        if (try? Canvas.checkSize(width: w, height: h)) != nil {
            let matched = PixelDigest.matches(reference, width: w, height: h) { keyword -> UInt64? in
                guard keyword == PixelDigest.keyword else { return nil }
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
