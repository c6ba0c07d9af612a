import Foundation
import ViewRasterDisplayList

// Owner: raster-core.

/// Rasterizes display lists.
public enum Renderer {
    /// Draws `list` into a new canvas of `list.pixelWidth × list.pixelHeight` pixels: the
    /// background (`nil` leaves it transparent), then every op in order.
    /// Throws `RenderError` (naming the op's index) for a `restore` without `save`, an
    /// `endGroup` without `beginGroup` (or `endMask` without `beginMask`, or one closing the
    /// other), a group or mask left open at the end, or an op that fails
    /// (such as glyphs whose font cannot be loaded); `RasterError` for a bad canvas size;
    /// `MemoryBudgetError` when the canvas, or the group layers and clip masks alive at once,
    /// need more than `budget` (checked before allocating).
    public static func render(_ list: DisplayList, budget: MemoryBudget = .default) throws -> Canvas {
        var peak = 0
        return try render(list, budget: budget, peak: &peak)
    }

    /// `render(_:budget:)`, also giving the most bytes its buffers held at once (`MemoryLedger`).
    public static func render(_ list: DisplayList, budget: MemoryBudget, peak: inout Int) throws -> Canvas {
        try budget.check(MemoryBudget.product(max(0, list.pixelWidth), max(0, list.pixelHeight), 4), "the canvas",
                         "for \(list.pixelWidth)x\(list.pixelHeight) pixels")
        // A first op that paints the whole canvas opaquely (a root view's background) becomes
        // the canvas fill: the pixels are the same (an opaque color at full coverage replaces
        // whatever is under it), written once instead of twice.
        let (background, first) = start(list)
        let groupBounds = groupBounds(list)
        let context = RasterContext(canvas: try makeCanvas(list, background: background, from: first, groupBounds: groupBounds), budget: budget)
        defer { peak = context.memory.peak }
        try draw(list, from: first, into: context, groupBounds: groupBounds)
        return context.finish()
    }

    /// The display list's group and mask bounds (`GroupBounds`), when it has any.
    static func groupBounds(_ list: DisplayList) -> [Int: PixelRect] {
        list.ops.contains { switch $0 { case .beginGroup, .beginMask: true; default: false } }
            ? GroupBounds.compute(list.ops, scale: list.scale) : [:]
    }

    /// The background a render starts from and the first op it draws: a first op that paints
    /// the whole canvas opaquely becomes the background.
    static func start(_ list: DisplayList) -> (background: Color?, first: Int) {
        if case .fill(let p, let c, _)? = list.ops.first, PremultipliedPixel(c).a == 255,
           let r = p.deviceRect(under: CGAffineTransform(scaleX: list.scale, y: list.scale)),
           r.minX <= 0, r.minY <= 0, r.maxX >= CGFloat(list.pixelWidth), r.maxY >= CGFloat(list.pixelHeight) {
            return (c, 1)
        }
        return (list.background, 0)
    }

    /// Draws `list.ops[first...]` into `context`, throwing as `render` documents.
    static func draw(_ list: DisplayList, from first: Int, into context: RasterContext, groupBounds: [Int: PixelRect]) throws {
        // Open groups and masks: the index of their begin op, and whether it is a mask.
        var openGroups: [(index: Int, isMask: Bool)] = []
        for (index, op) in list.ops.enumerated() where index >= first {
            if let e = context.budgetError { throw e }
            switch op {
            case .save: context.save()
            case .restore:
                guard context.saveDepth > 0 else { throw RenderError(opIndex: index, message: "restore without a matching save") }
                context.restore()
            case .concat(let m): context.concat(m)
            case .clip(let p): context.clip(to: p)
            case .fill(let p, let c, let r): context.fill(p, color: c, rule: r)
            case .stroke(let p, let c, let s): context.stroke(p, color: c, style: s)
            case .beginGroup(let o, let s):
                openGroups.append((index, false))
                context.beginGroup(opacity: o, shadow: s, contentBounds: groupBounds[index])
            case .endGroup:
                guard let open = openGroups.popLast(), !open.isMask else {
                    throw RenderError(opIndex: index, message: "endGroup without a matching beginGroup")
                }
                context.endGroup()
            case .beginMask:
                openGroups.append((index, true))
                context.beginMask(contentBounds: groupBounds[index])
            case .endMask:
                guard let open = openGroups.popLast(), open.isMask else {
                    throw RenderError(opIndex: index, message: "endMask without a matching beginMask")
                }
                context.endMask()
            case .image(let b, let r, let t): context.drawImage(b, in: r, tint: t)
            case .glyphs(let run):
                do { try context.drawGlyphs(run) } catch {
                    throw RenderError(opIndex: index, message: "glyphs: \(error)")
                }
            }
        }
        if let e = context.budgetError { throw e }
        if let open = openGroups.last {
            throw RenderError(opIndex: open.index, message: open.isMask ? "beginMask without a matching endMask" : "beginGroup without a matching endGroup")
        }
    }

    /// The canvas filled with the background in one pass (no zeroing first; the rows no op
    /// from `first` on draws in with streaming stores: `BackgroundFill`; the pixels an opaque
    /// rectangle replaces before anything else draws there left unwritten: `BackgroundCover`).
    static func makeCanvas(_ list: DisplayList, background: Color?, from first: Int, groupBounds: [Int: PixelRect]) throws -> Canvas {
        let w = list.pixelWidth, h = list.pixelHeight
        guard let bg = background else { return try Canvas(width: w, height: h, scale: list.scale) }
        try Canvas.checkSize(width: w, height: h)
        let word = PremultipliedPixel(bg).packed
        let count = w * h
        // Only a canvas under `BackgroundCover.maximumBytes` leaves covered columns unwritten.
        let streams = BackgroundFill.streams(list)
        let cover = cover(list, background: bg, from: first, groupBounds: groupBounds)
        let drawn = streams ? BackgroundFill.drawnRows(list, from: first, groupBounds: groupBounds) : nil
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buf, initialized in
            let base = UnsafeMutableRawPointer(buf.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
            BackgroundFill.fill(base, width: w, rows: 0..<h, word: word.littleEndian, cover: cover, drawn: drawn)
            initialized = count * 4
        }
        return try Canvas(width: w, height: h, scale: list.scale, premultipliedPixels: bytes)
    }
}
