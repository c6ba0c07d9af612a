import Foundation
import ViewRasterDisplayList

extension Path {
    /// How far past the area drawn a path's control points may reach before `culled` is used:
    /// normal paths (a view partly off screen) never reach it, so their pixels are untouched.
    static let cullingReach: CGFloat = 65_536

    /// Whether the control bounds of the path reach further than `cullingReach` outside `area`.
    func needsCulling(to area: CGRect) -> Bool { Path.reaches(controlBounds, beyond: area) }

    /// Whether `b` reaches further than `cullingReach` outside `area` (or is not finite).
    static func reaches(_ b: CGRect, beyond area: CGRect) -> Bool {
        guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return true }
        let r = Path.cullingReach
        return b.minX < area.minX - r || b.minY < area.minY - r || b.maxX > area.maxX + r || b.maxY > area.maxY + r
    }

    /// The path with its curves cut down to what can reach `area` widened by `margin` (same
    /// units as the path): a curve whose control points all lie outside becomes the straight
    /// line between its end points (inside the area that changes no coverage: a continuous
    /// curve crosses each row as often, with the same sign, as the line does, and both lie
    /// outside), and a curve crossing it larger than `pieceSize` is split (de Casteljau) until
    /// each piece is small or outside, so flattening makes segments only where they can be seen.
    /// The work and the segments stay bounded however far the control points are (±1e9).
    func culled(to area: CGRect, margin: CGFloat, pieceSize: CGFloat) -> Path {
        let box = area.insetBy(dx: -margin - 2, dy: -margin - 2)
        var out = Path()
        var last = CGPoint.zero, start = CGPoint.zero
        func outside(_ ps: [CGPoint]) -> Bool {
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            for p in ps { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
            return maxX < box.minX || minX > box.maxX || maxY < box.minY || minY > box.maxY
        }
        func extent(_ ps: [CGPoint]) -> CGFloat {
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            for p in ps { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
            return max(maxX - minX, maxY - minY)
        }
        func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ depth: Int) {
            let ps = [p0, p1, p2, p3]
            if outside(ps) { out.line(to: p3); return }
            if depth >= 48 || !(extent(ps) > pieceSize) { out.cubic(to: p3, control1: p1, control2: p2); return }
            func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            let a = mid(p0, p1), b = mid(p1, p2), c = mid(p2, p3)
            let d = mid(a, b), e = mid(b, c), m = mid(d, e)
            cubic(p0, a, d, m, depth + 1)
            cubic(m, e, c, p3, depth + 1)
        }
        for element in elements {
            switch element {
            case .move(let p): out.move(to: p); last = p; start = p
            case .line(let p): out.line(to: p); last = p
            case .quad(let c, let p):
                guard [c.x, c.y, p.x, p.y].allSatisfy(\.isFinite) else { out.quad(to: p, control: c); last = p; break }
                if outside([last, c, p]) { out.line(to: p) } else if !(extent([last, c, p]) > pieceSize) {
                    out.quad(to: p, control: c)
                } else {
                    // As a cubic (exact), split like one.
                    let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    cubic(last, c1, c2, p, 0)
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if [c1.x, c1.y, c2.x, c2.y, p.x, p.y].allSatisfy(\.isFinite) { cubic(last, c1, c2, p, 0) }
                else { out.cubic(to: p, control1: c1, control2: c2) }
                last = p
            case .close: out.close(); last = start
            }
        }
        return out
    }
}
