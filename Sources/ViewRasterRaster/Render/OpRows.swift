import Foundation
import ViewRasterDisplayList

/// What the rows of a canvas hold before drawing, from one walk over a display list's ops
/// with their transform stack: per row, the estimated work a banded render splits by
/// (`BandSplit`) and how many ops may draw there (`BackgroundFill`'s drawn rows). Each op's
/// path bounds are found once for both; each side keeps its own rule (which ops count, how a
/// stroke is widened, how glyphs are boxed), so the split and the drawn rows are those of a
/// walk apiece.
struct OpRows {
    /// Per-row work as a difference array (`work[y]` changes the estimate from row y on;
    /// `height + 1` entries), when asked for: `BandSplit`'s weights times the pixels of each
    /// op's device bounds in the row, plus the background.
    private(set) var work: [Double]?
    /// Per-row count of ops that may draw there as a difference array (`height + 1`
    /// entries), when asked for: ops from `first` on, conservatively bounded.
    private(set) var drawn: [Int32]?

    /// Walks `list` once, filling `work` and `drawn` when asked for.
    init(_ list: DisplayList, from first: Int, groupBounds: [Int: PixelRect], work wantWork: Bool, drawn wantDrawn: Bool) {
        let w = list.pixelWidth, h = max(0, list.pixelHeight)
        let canvas = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        var work = [Double](repeating: 0, count: wantWork ? h + 1 : 0)
        var drawn = [Int32](repeating: 0, count: wantDrawn ? h + 1 : 0)
        if wantWork { work[0] += BandSplit.backgroundWeight * Double(w) }
        func addWork(_ r: PixelRect?, _ weight: Double) {
            guard wantWork, let r = r?.intersection(canvas), !r.isEmpty else { return }
            let v = weight * Double(r.width)
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
        var transform = CGAffineTransform(scaleX: list.scale, y: list.scale)
        var saved: [CGAffineTransform] = []
        for (index, op) in list.ops.enumerated() {
            switch op {
            case .save: saved.append(transform)
            case .restore: if let t = saved.popLast() { transform = t }
            case .concat(let m): transform = m.concatenating(transform)
            case .clip(let p): if wantWork { addWork(GroupBounds.device(p.controlBounds, transform, margin: 0), BandSplit.fillWeight) }
            case .fill(let p, _, _):
                let counted = wantDrawn && index >= first
                guard wantWork || counted else { break }
                let r = GroupBounds.device(p.controlBounds, transform, margin: 0)
                addWork(r, BandSplit.fillWeight)
                if counted { addDrawn(r) }
            case .stroke(let p, _, let style):
                let bounds = p.controlBounds
                if wantWork {
                    let width = style.width.isFinite ? max(0, style.width) : 0
                    addWork(GroupBounds.device(bounds, transform, margin: width / 2), BandSplit.strokeWeight)
                }
                // A stroke of no width draws nothing; the outline's reach past the path, as
                // `GroupBounds` widens strokes.
                if wantDrawn, style.width.isFinite, style.width > 0 {
                    let reach = style.width / 2 * (style.join == .miter ? max(1.5, min(style.miterLimit.isFinite ? style.miterLimit : 1e6, 1e6)) : 1.5)
                    addDrawn(GroupBounds.device(bounds, transform, margin: reach))
                }
            case .image(_, let rect, _):
                let r = GroupBounds.device(rect, transform, margin: 0)
                addWork(r, BandSplit.imageWeight)
                addDrawn(r)
            case .glyphs(let run):
                if wantWork { addWork(GroupBounds.glyphBounds(run, transform), BandSplit.glyphWeight) }
                if wantDrawn { addDrawn(BackgroundFill.pens(run, transform)) }
            case .beginGroup, .beginMask:
                addWork(groupBounds[index], BandSplit.groupWeight)
                addDrawn(groupBounds[index])
            case .endGroup, .endMask: break
            }
        }
        self.work = wantWork ? work : nil
        self.drawn = wantDrawn ? drawn : nil
    }
}
