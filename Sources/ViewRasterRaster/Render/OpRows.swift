import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// What the rows of a canvas hold before drawing, from one walk over a display list's ops
/// with their transform stack: per row, the estimated work a banded render splits by
/// (`BandSplit`), how many ops may draw there (`BackgroundFill`'s drawn rows) and the columns
/// an opaque rectangle replaces before anything else draws there (`BackgroundCover`). Each
/// op's path bounds are found once for all; each side keeps its own rule (which ops count, how
/// a stroke is widened, how glyphs are boxed), so each is that of a walk apiece.
struct OpRows {
    /// Per-row work as a difference array (`work[y]` changes the estimate from row y on;
    /// `height + 1` entries), when asked for: the background plus, for each op from `first`
    /// on, its `BandCost` over the rows of its device bounds (per pixel of the row, per row,
    /// and its per-op cost shared by its rows), in estimated instructions.
    private(set) var work: [Double]?
    /// Per-row count of ops that may draw there as a difference array (`height + 1`
    /// entries), when asked for: ops from `first` on, conservatively bounded.
    private(set) var drawn: [Int32]?
    /// The background's unseen columns per row, when asked for: ops from `first` on.
    private(set) var cover: BackgroundCover?
    /// Per row, 1 where the ops from `first` on leave the row's pixels equal to the row
    /// above's (`RowRepeats`), when asked for.
    private(set) var repeats: [UInt8]?

    /// Walks `list` once, filling `work`, `drawn` and `cover` when asked for. With `faces`, a
    /// glyph run's drawn rows also take its face's bounding box (`GroupBounds.glyphBounds`, by
    /// which a group's layer is sized; every row when the face cannot be loaded), not only its
    /// pens widened: for a caller that leaves rows undrawn by them (`BandBufferRows`) rather
    /// than only choosing how to store them (`BackgroundFill`). With `repeats`, also the rows
    /// that repeat the row above (`RowRepeats`), a glyph run varying its masks' rows
    /// (`GlyphMaskRows`, the masks taken through `repeats`), else its face's box.
    init(_ list: DisplayList, from first: Int, groupBounds: [Int: PixelRect], work wantWork: Bool, drawn wantDrawn: Bool,
         cover wantCover: Bool = false, faces: Bool = false, repeats masks: GlyphMaskCache? = nil) {
        let wantRepeats = masks != nil
        let w = list.pixelWidth, h = max(0, list.pixelHeight)
        let canvas = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        var work = [Double](repeating: 0, count: wantWork ? h + 1 : 0)
        var drawn = [Int32](repeating: 0, count: wantDrawn ? h + 1 : 0)
        if wantWork { work[0] += BandCost.background.perPixel * Double(w) }
        // Per block of 8 rows, whether an op drew there before (not counting ops as wide as
        // the canvas, which leave a uniform row uniform): a translucent fill blends those
        // rows pixel by pixel (`BandCost.blendOverContent`).
        var varied = [Bool](repeating: false, count: wantWork ? (h >> 3) + 1 : 0)
        func markVaried(_ index: Int, _ r: PixelRect?) {
            guard wantWork, index >= first, let r = r?.intersection(canvas), !r.isEmpty, r.x0 > 0 || r.x1 < w else { return }
            for b in (r.y0 >> 3)...((r.y1 - 1) >> 3) { varied[b] = true }
        }
        func addBlendOverContent(_ r: PixelRect?) {
            guard wantWork, let r = r?.intersection(canvas), !r.isEmpty else { return }
            let v = BandCost.blendOverContent * Double(r.width)
            for b in (r.y0 >> 3)...((r.y1 - 1) >> 3) where varied[b] {
                work[max(r.y0, b << 3)] += v
                work[min(r.y1, (b + 1) << 3)] -= v
            }
        }
        /// Adds `cost` (and `extra` per op) over the rows of `r` in the canvas; the per-op
        /// part is shared by the rows on the canvas.
        func addWork(_ r: PixelRect?, _ cost: BandCost, extra: Double = 0) {
            guard wantWork, let r = r?.intersection(canvas), !r.isEmpty else { return }
            let v = cost.row(width: r.width, rows: r.height, extra: extra)
            work[r.y0] += v
            work[r.y1] -= v
        }
        func addDrawn(_ r: PixelRect?) {
            guard wantDrawn else { return }
            guard let r else { drawn[0] += 1; drawn[h] -= 1; return }   // unknown: every row
            let y0 = max(0, r.y0), y1 = min(h, r.y1)
            guard y1 > y0 else { return }
            drawn[y0] += 1
            drawn[y1] -= 1
        }
        var cover = wantCover ? BackgroundCover(width: w, height: h) : nil
        var rowRepeats = wantRepeats ? RowRepeats(height: h) : nil
        /// Records, for `rowRepeats`, that op `index` may make the rows of `r` (and the row
        /// after them) differ from the row above (nil: every row).
        func addVaried(_ index: Int, _ r: @autoclosure () -> PixelRect?) {
            if rowRepeats != nil && index >= first { rowRepeats!.vary(r()) }
        }
        /// Records, for `cover`, that op `index` may draw in `r` (nil: anywhere).
        func addTouched(_ index: Int, _ r: @autoclosure () -> PixelRect?) {
            if cover != nil && index >= first { cover!.touch(r()) }
        }
        var transform = CGAffineTransform(scaleX: list.scale, y: list.scale)
        // Whether a clip is in force, and how many groups and masks are open (`cover` takes
        // only fills drawn straight onto the canvas).
        var clipped = false, openGroups = 0
        var saved: [(transform: CGAffineTransform, clipped: Bool)] = []
        for (index, op) in list.ops.enumerated() {
            switch op {
            case .save: saved.append((transform, clipped))
            case .restore: if let s = saved.popLast() { transform = s.transform; clipped = s.clipped }
            case .concat(let m): transform = m.concatenating(transform)
            case .clip(let p):
                clipped = true
                if rowRepeats != nil && index >= first {
                    if let d = p.deviceRect(under: transform) { rowRepeats!.vary(edgesOf: d) } else {
                        rowRepeats!.vary(GroupBounds.device(p.controlBounds, transform, margin: 0))
                    }
                }
                if wantWork && index >= first && !BandCost.clipIsBounds(p, transform) {
                    addWork(GroupBounds.device(p.controlBounds, transform, margin: 0), BandCost.clipMask)
                }
            case .fill(let p, let color, _):
                let counted = wantDrawn && index >= first
                let covers = cover != nil && index >= first
                guard (wantWork || counted || covers || wantRepeats) && index >= first else { break }
                let r = GroupBounds.device(p.controlBounds, transform, margin: 0)
                if rowRepeats != nil {
                    if let d = p.deviceRect(under: transform) { rowRepeats!.vary(edgesOf: d) } else { rowRepeats!.vary(r) }
                }
                if wantWork {
                    let opaque = BackgroundCover.isOpaque(color)
                    addWork(r, BandCost.fill(p, transform, opaque: opaque))
                    if !opaque { addBlendOverContent(r) }
                    markVaried(index, r)
                }
                if counted { addDrawn(r) }
                if covers {
                    if !clipped && openGroups == 0 && BackgroundCover.isOpaque(color), let d = p.deviceRect(under: transform) {
                        cover!.offer(d)
                    }
                    cover!.touch(r)
                }
            case .stroke(let p, _, let style):
                let bounds = p.controlBounds
                if wantWork && index >= first {
                    let width = style.width.isFinite ? max(0, style.width) : 0
                    let r = GroupBounds.device(bounds, transform, margin: width / 2)
                    addWork(r, BandCost.stroke)
                    markVaried(index, r)
                }
                // A stroke of no width draws nothing; the outline's reach past the path, as
                // `GroupBounds` widens strokes.
                if (wantDrawn || cover != nil || wantRepeats), style.width.isFinite, style.width > 0 {
                    let reach = style.width / 2 * (style.join == .miter ? max(1.5, min(style.miterLimit.isFinite ? style.miterLimit : 1e6, 1e6)) : 1.5)
                    let r = GroupBounds.device(bounds, transform, margin: reach)
                    addDrawn(r)
                    addTouched(index, r)
                    addVaried(index, r)
                }
            case .image(let image, let rect, _):
                let r = GroupBounds.device(rect, transform, margin: 0)
                if wantWork && index >= first {
                    addWork(r, BandCost.image(image, in: rect, transform))
                    markVaried(index, r)
                }
                addDrawn(r)
                addTouched(index, r)
                addVaried(index, r)
            case .glyphs(let run):
                if wantWork && index >= first {
                    let r = GroupBounds.glyphBounds(run, transform)
                    addWork(r, BandCost.glyphs, extra: BandCost.glyphRun(count: run.glyphs.count, size: run.size, transform))
                    markVaried(index, r)
                }
                if wantDrawn || cover != nil || wantRepeats {
                    let r = BackgroundFill.pens(run, transform)
                    let face = (faces && wantDrawn) || wantRepeats ? try? FontRegistry.shared.face(atPath: run.fontPath, faceIndex: run.faceIndex) : nil
                    let box = run.glyphs.isEmpty ? .empty : face.flatMap { GroupBounds.glyphBounds(run, face: $0, transform) }
                    let boxed = r.flatMap { pens in box.map { $0.union(pens) } }
                    if faces && wantDrawn {
                        addDrawn(boxed)
                    } else {
                        addDrawn(r)
                    }
                    addTouched(index, r)
                    if let face, let masks, rowRepeats != nil && index >= first,
                       let rows = GlyphMaskRows.rows(of: run, face: face, transform: transform, cache: masks) {
                        rowRepeats!.vary(rows)
                    } else {
                        addVaried(index, boxed)
                    }
                }
            case .beginGroup(_, let shadow):
                openGroups += 1
                if index >= first { addWork(groupBounds[index], BandCost.group) }
                addDrawn(groupBounds[index])
                addVaried(index, groupBounds[index])
                // The composite reaches past the content by its shadow.
                addTouched(index, groupBounds[index].map { $0.union(GroupBounds.shadowReach(shadow, of: $0, scale: list.scale) ?? .empty) })
            case .beginMask:
                openGroups += 1
                if index >= first { addWork(groupBounds[index], BandCost.group) }
                addDrawn(groupBounds[index])
                addVaried(index, groupBounds[index])
                addTouched(index, groupBounds[index])
            case .endGroup, .endMask: openGroups -= 1
            }
        }
        self.work = wantWork ? work : nil
        self.drawn = wantDrawn ? drawn : nil
        self.cover = cover
        self.repeats = rowRepeats?.repeats()
    }
}
