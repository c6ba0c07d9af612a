import Foundation

extension Path {
    /// When the path is a single axis-aligned rectangle (move, three or four lines, optional
    /// close) and `t` has no rotation or skew, its device-space bounds; otherwise nil.
    /// Such fills take the rectangle fast path (same coverage as the general rasterizer).
    func deviceRect(under t: CGAffineTransform) -> CGRect? {
        guard t.isAxisAligned else { return nil }
        let els = elements
        guard els.count >= 4, els.count <= 6, case .move(let p0) = els[0] else { return nil }
        var pts: [CGPoint] = [p0]
        for e in els.dropFirst() {
            switch e {
            case .line(let p): pts.append(p)
            case .close: break
            default: return nil
            }
        }
        if pts.count == 5 {
            guard pts[4] == pts[0] else { return nil }
            pts.removeLast()
        }
        guard pts.count == 4 else { return nil }
        // Each side horizontal or vertical, alternating.
        let horizontalFirst = pts[0].y == pts[1].y
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            let horizontal = (i % 2 == 0) == horizontalFirst
            if horizontal { guard a.y == b.y else { return nil } } else { guard a.x == b.x else { return nil } }
        }
        let minX = pts.map(\.x).min()!, maxX = pts.map(\.x).max()!
        let minY = pts.map(\.y).min()!, maxY = pts.map(\.y).max()!
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).applying(t)
    }
}
