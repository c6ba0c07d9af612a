import Foundation
import ViewRasterDisplayList

/// Turns polylines (closed implicitly, as fills are) into edge lines clipped to `clip`:
/// parts above or below are dropped, parts left of `clip.x0` become vertical lines on
/// `clip.x0` (they still carry winding into the clip), parts right of `clip.x1` are dropped
/// (winding only flows to the right). Non-finite points are skipped and huge coordinates
/// clamped to `coordinateLimit`, so nothing downstream depends on off-screen extent.
struct EdgeBuilder {
    let left: Double, right: Double, top: Double, bottom: Double
    /// Set when some part of an edge right of the clip was dropped: coverage may then reach
    /// the clip's right side with no edge there.
    private(set) var droppedRight = false

    init(clip: PixelRect) {
        left = Double(clip.x0); right = Double(clip.x1); top = Double(clip.y0); bottom = Double(clip.y1)
    }

    mutating func append(_ polylines: [Polyline], into lines: inout EdgeList) {
        for poly in polylines {
            let pts = poly.points
            let n = pts.count
            guard n >= 2 else { continue }
            var prev = pts[n - 1]
            for i in 0..<n {
                let p = pts[i]
                addLine(Double(prev.x), Double(prev.y), Double(p.x), Double(p.y), into: &lines)
                prev = p
            }
        }
    }

    /// Adds the segment (ax, ay) → (bx, by).
    mutating func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, into lines: inout EdgeList) {
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        // Within the limit (the usual case, and never NaN or infinite) the clamp changes nothing.
        if !(abs(ax) <= coordinateLimit && abs(ay) <= coordinateLimit && abs(bx) <= coordinateLimit && abs(by) <= coordinateLimit) {
            guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
            x0 = clampCoordinate(ax); y0 = clampCoordinate(ay); x1 = clampCoordinate(bx); y1 = clampCoordinate(by)
        }
        if y0 == y1 { return }
        var w = 1.0
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); w = -1 }
        if y1 <= top || y0 >= bottom { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        guard dxdy.isFinite else { return }   // so flat it covers no area
        if y0 < top { x0 += (top - y0) * dxdy; y0 = top }
        if y1 > bottom { x1 -= (y1 - bottom) * dxdy; y1 = bottom }
        if y1 <= y0 { return }
        // Horizontal clipping: split where the segment crosses `left` or `right`.
        let minX = min(x0, x1), maxX = max(x0, x1)
        if minX >= right { droppedRight = true; return }
        if maxX <= left { lines.append(EdgeLine(x0: left, y0: y0, x1: left, y1: y1, winding: w)); return }
        if minX >= left && maxX <= right {
            lines.append(EdgeLine(x0: x0, y0: y0, x1: x1, y1: y1, winding: w)); return
        }
        let dydx = (y1 - y0) / (x1 - x0)   // x0 != x1 here
        // The y values where the segment crosses `left` / `right`, in order (no allocation).
        var ya1 = y1, ya2 = y1
        var crossings = 0
        if left > minX && left < maxX {
            ya1 = min(y1, max(y0, y0 + (left - x0) * dydx)); crossings = 1
        }
        if right > minX && right < maxX {
            let yc = min(y1, max(y0, y0 + (right - x0) * dydx))
            if crossings == 0 { ya1 = yc } else { ya2 = yc }
            crossings += 1
        }
        if crossings == 2 && ya2 < ya1 { swap(&ya1, &ya2) }
        let ys = (y0, ya1, ya2, y1)
        let count = crossings + 2
        for k in 0..<(count - 1) {
            let ya: Double, yb: Double
            switch (k, count) {
            case (0, _): ya = ys.0; yb = count == 2 ? ys.3 : ys.1
            case (1, 3): ya = ys.1; yb = ys.3
            case (1, _): ya = ys.1; yb = ys.2
            default: ya = ys.2; yb = ys.3
            }
            if yb <= ya { continue }
            let xa = x0 + (ya - y0) * dxdy, xb = x0 + (yb - y0) * dxdy
            let mid = 0.5 * (xa + xb)
            if mid >= right { droppedRight = true; continue }
            if mid <= left {
                lines.append(EdgeLine(x0: left, y0: ya, x1: left, y1: yb, winding: w))
            } else {
                lines.append(EdgeLine(x0: min(right, max(left, xa)), y0: ya,
                                      x1: min(right, max(left, xb)), y1: yb, winding: w))
            }
        }
    }
}
