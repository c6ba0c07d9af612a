import Foundation
import ViewRasterRaster
import ViewRasterOutput

/// One batch of a `FrameSequence`'s frames rasterized and encoded in the background (on every
/// core, `FrameSequence.results`), so the next batch's display lists can be captured on the
/// main actor meanwhile. With `parallel` false the batch is done at once, one frame after
/// another, on the calling thread.
final class FrameBatch: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var results: [Swift.Result<FrameSequence.Encoded, Error>] = []

    /// Starts rasterizing and encoding `lists` (thumbnails of those at `thumbnailsOf`).
    init(_ lists: [DisplayList], options: PNGOptions, thumbnailWidth: Int?, parallel: Bool,
         budget: MemoryBudget, thumbnailsOf: Set<Int>) {
        let work: @Sendable () -> [Swift.Result<FrameSequence.Encoded, Error>] = { [lists] in
            FrameSequence.results(lists, options: options, thumbnailWidth: thumbnailWidth, parallel: parallel,
                                  budget: budget, thumbnailsOf: thumbnailsOf)
        }
        if parallel {
            DispatchQueue.global().async { [self] in
                results = work()
                finished.signal()
            }
        } else {
            results = work()
            finished.signal()
        }
    }

    /// Each frame's encoded PNG (or its error), in list order, once all are done. Call once.
    func wait() -> [Swift.Result<FrameSequence.Encoded, Error>] {
        finished.wait()
        return results
    }
}
