import Foundation
import ViewRasterDisplayList

extension Path {
    /// When the path is a single axis-aligned rectangle (move, three or four lines, optional
    /// close) and `t` has no rotation or skew, its device-space bounds; otherwise nil.
    /// Such fills take the rectangle fast path (same coverage as the general rasterizer).
    /// Allocation-free: it runs for every fill and clip.
    func deviceRect(under t: CGAffineTransform) -> CGRect? {
        guard t.isAxisAligned else { return nil }
        let els = elements
        guard els.count >= 4, els.count <= 6, case .move(let p0) = els[0] else { return nil }
        var p1 = p0, p2 = p0, p3 = p0, p4 = p0
        var count = 1
        for i in 1..<els.count {
            switch els[i] {
            case .line(let p):
                switch count {
                case 1: p1 = p
                case 2: p2 = p
                case 3: p3 = p
                case 4: p4 = p
                default: return nil
                }
                count += 1
            case .close:
                guard i == els.count - 1 else { return nil }
            default: return nil
            }
        }
        if count == 5 { guard p4 == p0 else { return nil } } else { guard count == 4 else { return nil } }
        // Sides alternate horizontal and vertical.
        let hv = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let vh = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard hv || vh else { return nil }
        let minX = min(p0.x, p2.x), maxX = max(p0.x, p2.x), minY = min(p0.y, p2.y), maxY = max(p0.y, p2.y)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        // Axis-aligned transform: each axis maps on its own.
        let ax = t.a * minX + t.tx, bx = t.a * maxX + t.tx
        let ay = t.d * minY + t.ty, by = t.d * maxY + t.ty
        return CGRect(x: min(ax, bx), y: min(ay, by), width: abs(bx - ax), height: abs(by - ay))
    }
}
