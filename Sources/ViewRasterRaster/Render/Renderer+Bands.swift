import Dispatch
import Foundation
import ViewRasterDisplayList

extension Renderer {
    /// `render(_:budget:)` with the canvas's rows split into `bands` horizontal bands drawn at
    /// once into the one canvas, by the calling thread and the process's band threads
    /// (`BandWorkers`: kept between renders, one per further core); the bands hold about equal
    /// estimated work (`BandSplit`), not equal rows. Every band computes each coverage, clip
    /// mask and group layer exactly as a whole render does and writes only its own rows, so
    /// the pixels are those of `render(_:budget:)`, bit for bit, whatever `bands` is.
    ///
    /// Drawn as one band (the same pixels, no threads): `bands` ≤ 1, a canvas of fewer than
    /// 64 rows a band, and a list with a mask (`beginMask`) or a group with a visible shadow,
    /// whose results depend on rows outside a band (what a mask drew, a shadow's blur). When a
    /// band fails (a bad list, a font that cannot load, the budget), the list is rendered
    /// again as one band, which throws the error `render(_:budget:)` throws. Each band's
    /// buffers are checked against `budget` on their own.
    public static func render(_ list: DisplayList, budget: MemoryBudget = .default, bands: Int) throws -> Canvas {
        let h = list.pixelHeight
        let count = min(bands, max(1, h / 64))
        guard count > 1, isBandable(list) else { return try render(list, budget: budget) }
        try budget.check(MemoryBudget.product(max(0, list.pixelWidth), max(0, h), 4), "the canvas",
                         "for \(list.pixelWidth)x\(h) pixels")
        let (background, first) = start(list)
        try Canvas.checkSize(width: list.pixelWidth, height: h)
        let groupBounds = groupBounds(list)
        let failed = BandFailure()
        let w = list.pixelWidth, scale = list.scale
        // The canvas is not filled first on one thread: each band fills its own rows with the
        // background (or zeros) before drawing them, so that pass (and its page faults) is
        // spread over the bands too; rows no op draws in are streamed (`BackgroundFill`).
        // Every byte is written by exactly one band.
        let word = background.map { PremultipliedPixel($0).packed.littleEndian } ?? 0
        // One walk of the ops gives the split's work per row, the drawn rows and the covered
        // columns (`BackgroundCover`: an opaque rectangle replaces them; a transparent canvas
        // is zeroed whole).
        let opRows = OpRows(list, from: first, groupBounds: groupBounds, work: true, drawn: BackgroundFill.streams(list),
                            cover: findsCover(list, background: background, from: first))
        let drawn = opRows.drawn.map(BackgroundFill.drawnRows), cover = opRows.cover
        let bands = BandSplit.bands(work: opRows.work ?? [], height: h, count: count)
        let bytes = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buf, initialized in
            let pixels = BandPixels(base: UnsafeMutableRawPointer(buf.baseAddress!).bindMemory(to: UInt32.self, capacity: w * h))
            BandWorkers.shared.run(bands.count) { i in
                do {
                    try drawBand(list, rows: bands[i], index: i, into: pixels.base, width: w, word: word, cover: cover,
                                 drawn: drawn, from: first, groupBounds: groupBounds, budget: budget)
                } catch {
                    failed.set()
                }
            }
            initialized = w * h * 4
        }
        if failed.isSet { return try render(list, budget: budget) }
        return try Canvas(width: w, height: h, scale: scale, premultipliedPixels: bytes)
    }

    /// Whether to look for the columns an opaque rectangle covers before anything else draws
    /// there (`BackgroundCover`), which the background fill then leaves unwritten.
    static func findsCover(_ list: DisplayList, background: Color?, from first: Int) -> Bool {
        background != nil && BackgroundCover.applies(to: list) && BackgroundCover.isWorthFinding(in: list, from: first)
    }

    /// The columns an opaque rectangle covers before anything else draws there, when
    /// `findsCover` says to look (one walk of the ops); nil otherwise.
    static func cover(_ list: DisplayList, background: Color?, from first: Int, groupBounds: [Int: PixelRect]) -> BackgroundCover? {
        findsCover(list, background: background, from: first)
            ? OpRows(list, from: first, groupBounds: groupBounds, work: false, drawn: false, cover: true).cover : nil
    }

    /// Draws one band, canvas rows `rows` of a `width`-pixel canvas whose row y is at `canvas +
    /// y · width`: its rows filled with the background `word` (around the covered columns
    /// `cover`, or only where `drawn` says ops draw), then every op from `first` drawn into them
    /// as a whole render draws it. The multi-core render's bands and the single-thread row bands
    /// both draw so.
    static func drawBand(_ list: DisplayList, rows: Range<Int>, index: Int, into canvas: UnsafeMutablePointer<UInt32>,
                         width: Int, word: UInt32, cover: BackgroundCover?, drawn: [UInt8]?, from first: Int,
                         groupBounds: [Int: PixelRect], budget: MemoryBudget) throws {
        BackgroundFill.fill(canvas, width: width, rows: rows, word: word, cover: cover, drawn: drawn)
        try drawOps(list, rows: rows, index: index, into: canvas, width: width, from: first, groupBounds: groupBounds, budget: budget)
    }

    /// Draws every op from `first` into canvas rows `rows`, already filled (`drawBand`); rows
    /// `unread` marks (per canvas row) may be left unwritten by fills (`RasterContext.unreadRows`).
    static func drawOps(_ list: DisplayList, rows: Range<Int>, index: Int, into canvas: UnsafeMutablePointer<UInt32>,
                        width: Int, from first: Int, groupBounds: [Int: PixelRect], budget: MemoryBudget,
                        unread: UnsafePointer<UInt8>? = nil) throws {
        let context = try RasterContext(band: rows, index: index, of: canvas, width: width, height: list.pixelHeight,
                                        scale: list.scale, budget: budget)
        context.unreadRows = unread
        try draw(list, from: first, into: context, groupBounds: groupBounds)
    }

    /// Whether every op's pixels depend only on its own rows' geometry: no mask, no visible shadow.
    static func isBandable(_ list: DisplayList) -> Bool {
        !list.ops.contains { op in
            switch op {
            case .beginMask: true
            case .beginGroup(_, let shadow?): PremultipliedPixel(shadow.color).a > 0
            default: false
            }
        }
    }
}

/// The shared canvas's pixels, handed to the band threads (each writes only its own rows).
private struct BandPixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
}

/// Set by a band that threw.
private final class BandFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var failed = false
    func set() { lock.lock(); failed = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return failed }
}
