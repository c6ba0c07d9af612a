import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// The buffers a `RasterContext` reuses between operations — the rasterizer, row and pixel
/// scratch, image row caches, blur planes, pooled group layers, clip-mask storage and the
/// glyph-mask cache — kept between renders in a small process-wide pool, so a render of a
/// small scene does not allocate (and page-fault) them again. A scratch is used by one
/// context at a time: `take()` hands one out, the context gives it back (`giveBack`) when
/// it is freed. Reuse changes no pixel: every buffer is either overwritten before it is read
/// or kept zeroed by its owner, exactly as a fresh one.
final class RenderScratch: @unchecked Sendable {
    let rasterizer = AreaRasterizer()
    var rectScratch: [UInt8] = []
    var rowScratch: [UInt8] = []
    var pixelScratch: [UInt32] = []
    var tapScratch: [BilinearSampler.Tap] = []
    var rowCache: [UInt32] = []
    var blurScratch: [UInt8] = []
    /// Released group layers (all zero). While the scratch is in the pool they belong to no
    /// ledger; a context adopts one into its ledger when it uses it (`obtainLayer`).
    var layerPool: [GroupLayer] = []
    /// Storage of freed clip masks, reused by the next clip of at most its capacity.
    var maskStorage: [[UInt8]] = []
    /// Glyph masks by face, size, glyph and quarter-pixel offset.
    let glyphs = GlyphMaskCache()
    /// The face of the last glyph run, by the path the run named.
    var lastFace: (path: String, face: FontFace)?

    /// The most pooled layer bytes a scratch keeps between renders.
    static let maxPooledLayerBytes = 32 << 20
    /// The most clip-mask buffers (and their bytes) a scratch keeps.
    static let maxMaskStorage = 4, maxMaskStorageBytes = 8 << 20

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pool: [RenderScratch] = []
    private static let maxPooled = max(2, min(8, ProcessInfo.processInfo.activeProcessorCount))

    /// The band of a banded render this scratch last drew (0 for a whole render). Its glyph
    /// cache holds that band's glyphs, so the same band takes it again.
    var band = 0

    /// A scratch no other context is using: one that last drew `band` when the pool has one.
    static func take(band: Int = 0) -> RenderScratch {
        lock.lock()
        let s = pool.lastIndex { $0.band == band }.map { pool.remove(at: $0) } ?? pool.popLast()
        lock.unlock()
        let scratch = s ?? RenderScratch()
        scratch.band = band
        return scratch
    }

    /// Returns `s` to the pool (its layers already detached from their ledger).
    static func giveBack(_ s: RenderScratch) {
        var bytes = 0
        s.layerPool.sort { $0.capacity < $1.capacity }
        s.layerPool = s.layerPool.filter { l in
            bytes += l.bytes
            return bytes <= maxPooledLayerBytes
        }
        lock.lock()
        if pool.count < maxPooled { pool.append(s) }
        lock.unlock()
    }

    /// A zeroed byte buffer of exactly `count` bytes, from freed clip-mask storage when one is
    /// large enough.
    func zeroedMaskStorage(_ count: Int) -> [UInt8] {
        if let i = maskStorage.firstIndex(where: { $0.capacity >= count }) {
            var data = maskStorage.remove(at: i)
            data.removeAll(keepingCapacity: true)
            data.append(contentsOf: repeatElement(0, count: count))
            return data
        }
        return [UInt8](repeating: 0, count: count)
    }

    /// Keeps the storage of a freed clip mask for reuse.
    func recycleMaskStorage(_ data: [UInt8]) {
        guard data.capacity <= RenderScratch.maxMaskStorageBytes else { return }
        if maskStorage.count >= RenderScratch.maxMaskStorage { maskStorage.removeFirst() }
        maskStorage.append(data)
    }
}
