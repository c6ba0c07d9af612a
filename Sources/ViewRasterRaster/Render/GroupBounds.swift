import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// The device pixels each group's content can touch, found by one pass over a display list
/// before drawing, so a group's layer covers its content rather than the whole clip: a deep
/// nest of small translucent views holds small layers.
///
/// Bounds are conservative (a superset of every pixel drawn, so pixels do not change): fills
/// and images by their control bounds under the transform, strokes widened by half the width
/// times the miter limit, glyphs by the face's bounding box, nested groups by their content
/// and their shadow's blur and offset, each with a margin of 3 pixels. A group with content
/// whose extent is not known (glyphs of a color bitmap face, a font that does not load) has no
/// entry: its layer covers the clip, as before.
enum GroupBounds {
    /// For each `beginGroup` (and `beginMask`) op's index, the bounds of its content; `scale`
    /// is the canvas's. A mask's drawing adds nothing to the group around it (it draws into
    /// its own layer, which becomes a clip).
    static func compute(_ ops: [DisplayOp], scale: CGFloat) -> [Int: PixelRect] {
        var result: [Int: PixelRect] = [:]
        var transform = CGAffineTransform(scaleX: scale, y: scale)
        var saved: [CGAffineTransform] = []
        // Open groups: begin index, shadow, bounds so far, whether the bounds are known.
        var open: [(index: Int, shadow: Shadow?, bounds: PixelRect, known: Bool)] = []
        func add(_ r: PixelRect?) {
            guard !open.isEmpty else { return }
            if let r { open[open.count - 1].bounds = open[open.count - 1].bounds.union(r) } else { open[open.count - 1].known = false }
        }
        for (index, op) in ops.enumerated() {
            switch op {
            case .save: saved.append(transform)
            case .restore: if let t = saved.popLast() { transform = t }
            case .concat(let m): transform = m.concatenating(transform)
            case .clip: break
            case .fill(let p, _, _): if !open.isEmpty { add(device(p.controlBounds, transform, margin: 0)) }
            case .stroke(let p, _, let style):
                guard !open.isEmpty else { break }
                let w = style.width.isFinite ? max(0, style.width) : 0
                let reach = w / 2 * (style.join == .miter ? max(1.5, min(style.miterLimit.isFinite ? style.miterLimit : 1e6, 1e6)) : 1.5)
                add(device(p.controlBounds, transform, margin: reach))
            case .image(_, let rect, _): if !open.isEmpty { add(device(rect, transform, margin: 0)) }
            case .glyphs(let run): if !open.isEmpty { add(glyphBounds(run, transform)) }
            case .beginGroup(_, let shadow):
                open.append((index, shadow.flatMap { PremultipliedPixel($0.color).a > 0 ? $0 : nil }, .empty, true))
            case .beginMask:
                open.append((index, nil, .empty, true))
            case .endMask:
                guard let g = open.popLast() else { break }
                if g.known { result[g.index] = g.bounds }
            case .endGroup:
                guard let g = open.popLast() else { break }
                guard g.known else { add(nil); break }
                result[g.index] = g.bounds
                add(g.bounds.union(shadowReach(g.shadow, of: g.bounds, scale: scale) ?? .empty))
            }
        }
        return result
    }

    /// The device pixels `rect` (points, widened by `margin` points) covers under `t`, plus 3
    /// pixels; nil when not finite.
    static func device(_ rect: CGRect, _ t: CGAffineTransform, margin: CGFloat) -> PixelRect? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite, margin.isFinite, t.isFinite else { return nil }
        let r = boundingBox(rect.insetBy(dx: -margin, dy: -margin), t)
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        return PixelRect.covering(minX: Double(r.minX) - 3, minY: Double(r.minY) - 3, maxX: Double(r.maxX) + 3, maxY: Double(r.maxY) + 3)
    }

    /// `rect.applying(t)` (the box of the four transformed corners, the same values) without
    /// its three arrays: this runs for every op of a list walked before drawing.
    @inline(__always) static func boundingBox(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect {
        let r = rect.standardized
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        let ax = t.a * x0 + t.c * y0 + t.tx, ay = t.b * x0 + t.d * y0 + t.ty
        let bx = t.a * x1 + t.c * y0 + t.tx, by = t.b * x1 + t.d * y0 + t.ty
        let cx = t.a * x0 + t.c * y1 + t.tx, cy = t.b * x0 + t.d * y1 + t.ty
        let dx = t.a * x1 + t.c * y1 + t.tx, dy = t.b * x1 + t.d * y1 + t.ty
        let minX = min(min(ax, bx), min(cx, dx)), maxX = max(max(ax, bx), max(cx, dx))
        let minY = min(min(ay, by), min(cy, dy)), maxY = max(max(ay, by), max(cy, dy))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Every glyph's box (the face's bounding box at the run's size, at its origin) under `t`.
    static func glyphBounds(_ run: GlyphRun, _ t: CGAffineTransform) -> PixelRect? {
        guard !run.glyphs.isEmpty else { return .empty }
        guard let face = try? FontRegistry.shared.face(atPath: run.fontPath, faceIndex: run.faceIndex) else { return nil }
        return glyphBounds(run, face: face, t)
    }

    /// `glyphBounds(_:_:)` with the run's face already loaded.
    static func glyphBounds(_ run: GlyphRun, face: FontFace, _ t: CGAffineTransform) -> PixelRect? {
        guard !run.glyphs.isEmpty else { return .empty }
        guard let box = face.boundingBoxUnits, face.unitsPerEm > 0, run.size.isFinite else { return nil }
        let s = run.size / CGFloat(face.unitsPerEm)
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for g in run.glyphs where g.x.isFinite && g.y.isFinite {
            minX = min(minX, g.x); maxX = max(maxX, g.x); minY = min(minY, g.y); maxY = max(maxY, g.y)
        }
        guard minX <= maxX else { return .empty }
        let r = CGRect(x: minX + CGFloat(box.xMin) * s, y: minY - CGFloat(box.yMax) * s,
                       width: maxX - minX + CGFloat(box.xMax - box.xMin) * s, height: maxY - minY + CGFloat(box.yMax - box.yMin) * s)
        return device(r, t, margin: 0).map { $0.insetBy(-2) }
    }

    /// Where a group's shadow reaches beyond its content, as `RasterContext.shadowed` draws it;
    /// nil for no visible shadow (or an offset too large to draw, which draws none).
    static func shadowReach(_ shadow: Shadow?, of content: PixelRect, scale: CGFloat) -> PixelRect? {
        guard let shadow, !content.isEmpty else { return nil }
        let sc = Double(scale)
        let sigmaRaw = Double(shadow.radius) * sc / 2
        let sigma = sigmaRaw.isFinite ? min(128, max(0, sigmaRaw)) : 0
        let ox = Double(shadow.offset.width) * sc, oy = Double(shadow.offset.height) * sc
        guard ox.isFinite, oy.isFinite, abs(ox) < 1e6, abs(oy) < 1e6 else { return nil }
        let e = BoxBlur.spread(sigma: sigma)
        return content.insetBy(-e - 1).offsetBy(dx: Int(ox.rounded()), dy: Int(oy.rounded()))
    }
}
