import Foundation
import Synchronization
import ViewRasterDisplayList
#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
import _Builtin_intrinsics.intel
#endif

/// Fills a canvas's rows with its background word before the ops are drawn. A very large
/// canvas is mostly rows no op draws in (a screen's empty background): they are written once
/// and not read again while rendering, so they are written with streaming stores, which go to
/// memory without first reading each line into the cache (an ordinary store to a line not in
/// the cache reads it first: twice the memory traffic, which both cores of a banded render
/// share). The rows an op may draw into (`drawnRows`) are filled with ordinary stores, so the
/// drawing finds them in cache. The bytes are the same either way. Only canvases of at least
/// `minimumStreamedBytes` stream: a smaller one, and the canvas its caller drew before
/// (a benchmark's or a frame sequence's last frame, freed and handed out again), stay in the
/// last-level cache, where ordinary stores neither read memory nor wait for it and scale over
/// the cores, while streaming stores always go to memory.
enum BackgroundFill {
    /// The smallest canvas whose empty rows are streamed: about a third of a 32 MB last-level
    /// cache (an AMD Zen 3/4 core complex; Intel's desktop and server parts have 24–100 MB), so
    /// that a smaller canvas, the one drawn before it and the rest of a render's working set
    /// fit there together. Measured on a Zen 4 host (32 MB L3; Benchmarks/README.md, round
    /// eleven), filling with ordinary SSE2 stores against streaming ones, canvases in rotation
    /// (medians): 1125 × 2001 (9 MB), one or two canvases 0.15–0.21 against 0.33 ms, on two
    /// threads 0.08 against 0.17 ms; three or more (27 MB and up) even or streaming ahead (0.41
    /// against 0.34 ms for eight of 9 MB). Whole renders: custom@3x (9 MB) 0.317 → 0.197 ms,
    /// loading@3x 0.434 → 0.336; timers@2x (1536 × 2048, 12 MB) was no faster unstreamed
    /// (0.561 against 0.595 ms), although its fill alone was (0.34 against 0.47 ms).
    static let minimumStreamedBytes = 10 << 20

    /// For each row of the list's canvas, whether an op may draw into it (1) or not (0);
    /// conservative: an op counts over its device bounds as `GroupBounds` finds them (glyph
    /// runs over their pens widened by twice their size, without loading a face). nil when
    /// the canvas is too small to stream (`minimumStreamedBytes`): every row is filled with
    /// ordinary stores.
    static func drawnRows(_ list: DisplayList, from first: Int, groupBounds: [Int: PixelRect]) -> [UInt8]? {
        guard streams(list) else { return nil }
        return drawnRows(OpRows(list, from: first, groupBounds: groupBounds, work: false, drawn: true).drawn ?? [])
    }

    /// Whether the list's canvas is large enough to stream its empty rows (`minimumStreamedBytes`).
    static func streams(_ list: DisplayList) -> Bool {
        let w = list.pixelWidth, h = list.pixelHeight
        return w > 0 && h > 0 && MemoryBudget.product(w, h, 4) >= minimumStreamedBytes
    }

    /// `drawnRows(_:from:groupBounds:)` from the per-row op counts (`OpRows.drawn`: a
    /// difference array of one entry more than the rows), for a caller that walked the ops already.
    static func drawnRows(_ delta: [Int32]) -> [UInt8] {
        let h = max(0, delta.count - 1)
        var rows = [UInt8](repeating: 0, count: h)
        var depth: Int32 = 0
        for y in 0..<h {
            depth += delta[y]
            rows[y] = depth > 0 ? 1 : 0
        }
        return rows
    }

    /// The device box of a run's pens widened by twice its size on every side (a glyph's
    /// outline reaches at most about one em from its pen); nil when not finite.
    static func pens(_ run: GlyphRun, _ t: CGAffineTransform) -> PixelRect? {
        guard !run.glyphs.isEmpty else { return .empty }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for g in run.glyphs where g.x.isFinite && g.y.isFinite {
            minX = min(minX, g.x); maxX = max(maxX, g.x); minY = min(minY, g.y); maxY = max(maxY, g.y)
        }
        guard minX <= maxX, run.size.isFinite else { return minX <= maxX ? nil : .empty }
        let r = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return GroupBounds.device(r, t, margin: 2 * abs(run.size))
    }

    /// Fills `rows` with `word`: around the covered columns of `cover` when it covers any
    /// (`fill(_:width:rows:word:around:)`), else where `drawn` says ops draw, or every row when it
    /// is nil (`fill(_:width:rows:word:drawn:)`). Every render fills its background so.
    static func fill(_ base: UnsafeMutablePointer<UInt32>, width: Int, rows: Range<Int>, word: UInt32,
                     cover: BackgroundCover?, drawn: [UInt8]?) {
        if let cover, !cover.isEmpty {
            fill(base, width: width, rows: rows, word: word, around: cover)
        } else {
            fill(base, width: width, rows: rows, word: word, drawn: drawn)
        }
    }

    /// Fills `rows` of the `width`-pixel canvas at `base` with `word`: the rows `drawn` marks
    /// (or all, when it is nil) with ordinary stores, the others with streaming stores.
    static func fill(_ base: UnsafeMutablePointer<UInt32>, width: Int, rows: Range<Int>, word: UInt32, drawn: [UInt8]?) {
        guard let drawn else {
            (base + rows.lowerBound * width).initialize(repeating: word, count: rows.count * width)
            return
        }
        var y = rows.lowerBound
        var streamed = false
        while y < rows.upperBound {
            let kind = drawn[y]
            var end = y + 1
            while end < rows.upperBound && drawn[end] == kind { end += 1 }
            let p = base + y * width, n = (end - y) * width
            if kind == 0 {
                stream(p, word, n)
                streamed = true
            } else {
                p.initialize(repeating: word, count: n)
            }
            y = end
        }
        // Streaming stores are weakly ordered: a locked instruction (what a sequentially
        // consistent fence is on x86) empties the write-combining buffers, so the rows are in
        // memory before the band reports that it has finished.
        if streamed { atomicMemoryFence(ordering: .sequentiallyConsistent) }
    }

    /// Fills `rows` of the `width`-pixel canvas at `base` with `word` (ordinary stores), each
    /// row's covered columns (`BackgroundCover`: an opaque rectangle replaces them before
    /// anything else draws there) left as they are; rows without any, in runs, as one fill.
    /// For canvases that do not stream (`streams`): a streamed canvas's drawn rows are filled
    /// with ordinary stores so the drawing finds them in cache, and a hole there would leave
    /// the rectangle's stores to miss instead.
    static func fill(_ base: UnsafeMutablePointer<UInt32>, width: Int, rows: Range<Int>, word: UInt32, around cover: BackgroundCover) {
        var y = rows.lowerBound
        while y < rows.upperBound {
            let p = base + y * width
            let (x0, x1) = cover.span(y)
            if x0 < x1 {
                p.initialize(repeating: word, count: x0)
                (p + x1).initialize(repeating: word, count: width - x1)
                y += 1
                continue
            }
            var end = y + 1
            while end < rows.upperBound && !cover.covers(end) { end += 1 }
            p.initialize(repeating: word, count: (end - y) * width)
            y = end
        }
    }

    /// Writes `word` to `n` pixels at `p` with streaming stores (16 bytes at a time, aligned)
    /// where the target has them.
    @inline(__always)
    static func stream(_ p: UnsafeMutablePointer<UInt32>, _ word: UInt32, _ n: Int) {
        var i = 0
        #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
        while i < n && (UInt(bitPattern: p + i) & 15) != 0 { (p + i).initialize(to: word); i += 1 }
        let v = _mm_set1_epi32(Int32(bitPattern: word))
        while i + 16 <= n {
            let q = UnsafeMutableRawPointer(p + i).assumingMemoryBound(to: __m128i.self)
            _mm_stream_si128(q, v)
            _mm_stream_si128(q + 1, v)
            _mm_stream_si128(q + 2, v)
            _mm_stream_si128(q + 3, v)
            i += 16
        }
        #endif
        (p + i).initialize(repeating: word, count: n - i)
    }
}
