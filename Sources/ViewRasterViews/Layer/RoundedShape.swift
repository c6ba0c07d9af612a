import Foundation

/// A rectangle with some or all corners rounded, circular or continuous: the shape of a
/// layer's background, border, clip and `BezierPath`'s rounded rects.
enum RoundedShape {
    /// How far along each edge a continuous corner of radius 1 reaches.
    static let continuousExtent: CGFloat = 1.528665

    /// The three cubics of one continuous corner of radius 1, as (along the incoming edge back
    /// from the corner, along the outgoing edge) pairs: control 1, control 2, end. Constants
    /// from the public reverse-engineering of iOS 7's rounded rects (symmetric about the
    /// corner's diagonal; the middle segment is nearly a circular arc).
    static let continuousSegments: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.088493, y: 0), CGPoint(x: 0.868407, y: 0), CGPoint(x: 0.631494, y: 0.074911)),
        (CGPoint(x: 0.372824, y: 0.169060), CGPoint(x: 0.169060, y: 0.372824), CGPoint(x: 0.074911, y: 0.631494)),
        (CGPoint(x: 0, y: 0.868407), CGPoint(x: 0, y: 1.088493), CGPoint(x: 0, y: 1.528665)),
    ]

    /// The closed outline of `rect` with `radius` on the corners in `corners` (clockwise on
    /// screen). The radius is clamped to half the shorter side; a continuous corner whose
    /// 1.528 r reach does not fit in half the shorter side is drawn circular (a capsule stays
    /// a capsule).
    static func path(_ rect: CGRect, radius: CGFloat, corners: CornerMask = .all, curve: CornerCurve = .circular) -> Path {
        let r = rect.standardized
        var rad = radius.isFinite ? max(0, min(radius, min(r.width, r.height) / 2)) : 0
        guard rad > 0, !corners.isEmpty else { return Path(rect: r) }
        if curve == .circular && corners == .all { return Path(roundedRect: r, cornerRadius: rad) }
        var continuous = curve == .continuous
        if continuous && rad * continuousExtent > min(r.width, r.height) / 2 { continuous = false }
        rad = max(0, rad)
        // Corner point, incoming travel direction, outgoing direction; clockwise from top-left.
        let specs: [(CGPoint, CGPoint, CGPoint, CornerMask)] = [
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0), .layerMinXMinYCorner),
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), .layerMaxXMinYCorner),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), .layerMaxXMaxYCorner),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1), .layerMinXMaxYCorner),
        ]
        func point(_ c: CGPoint, _ u: CGPoint, _ v: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: c.x - u.x * q.x * rad + v.x * q.y * rad, y: c.y - u.y * q.x * rad + v.y * q.y * rad)
        }
        let reach: CGFloat = continuous ? continuousExtent : 1
        var p = Path()
        let first = specs[0]
        p.move(to: corners.contains(first.3) ? point(first.0, first.1, first.2, CGPoint(x: 0, y: reach)) : first.0)
        for i in [1, 2, 3, 0] {
            let (c, u, v, bit) = specs[i]
            guard corners.contains(bit) else { p.line(to: c); continue }
            p.line(to: point(c, u, v, CGPoint(x: reach, y: 0)))
            if continuous {
                for (c1, c2, e) in continuousSegments {
                    p.cubic(to: point(c, u, v, e), control1: point(c, u, v, c1), control2: point(c, u, v, c2))
                }
            } else {
                let k = 1 - kappaValue
                p.cubic(to: point(c, u, v, CGPoint(x: 0, y: 1)), control1: point(c, u, v, CGPoint(x: k, y: 0)),
                        control2: point(c, u, v, CGPoint(x: 0, y: k)))
            }
        }
        p.close()
        return p
    }

    /// The cubic control distance for a quarter circle of radius 1.
    static let kappaValue: CGFloat = 0.5522847498307936

    /// The ring between the shape and the shape inset by `width` (a layer's border), filled
    /// even-odd.
    static func border(_ rect: CGRect, radius: CGFloat, width: CGFloat, corners: CornerMask, curve: CornerCurve) -> Path {
        var p = path(rect, radius: radius, corners: corners, curve: curve)
        let w = min(width, min(rect.width, rect.height) / 2)
        let inner = rect.insetBy(dx: w, dy: w)
        if inner.width > 0, inner.height > 0 {
            let innerRadius = max(0, min(radius, min(rect.width, rect.height) / 2) - w)
            p.append(path(inner, radius: innerRadius, corners: corners, curve: curve))
        }
        return p
    }
}
