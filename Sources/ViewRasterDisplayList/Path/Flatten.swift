import Foundation

/// A subpath turned into straight segments.
public struct Polyline: Sendable, Equatable {
    /// The points, in order (after the transform the path was flattened through).
    public var points: [CGPoint]
    /// True when the subpath ended with `close`.
    public var closed: Bool
    /// A polyline through `points`, closed back to the first when `closed`.
    public init(points: [CGPoint], closed: Bool) { self.points = points; self.closed = closed }
}

extension Path {
    /// The path mapped through `transform`, with curves subdivided uniformly into enough
    /// segments that no point of a segment is further than `tolerance` from the curve
    /// (bounds from the curves' second differences). Non-finite subpaths are dropped.
    public func flattened(transform: CGAffineTransform = .identity, tolerance: CGFloat = 0.25) -> [Polyline] {
        var result: [Polyline] = []
        var points: [CGPoint] = []
        forEachFlattenedSubpath(transform: transform, tolerance: tolerance, points: &points) { pts, closed in
            result.append(Polyline(points: pts, closed: closed))
        }
        return result
    }

    /// `flattened(transform:tolerance:)` one subpath at a time, without an array per subpath:
    /// each subpath is flattened into `points` (the caller's scratch, reused) and `body` is
    /// called with its points and whether it ended with `close`, in the same order and with
    /// the same points `flattened` returns (non-finite subpaths skipped).
    public func forEachFlattenedSubpath(transform: CGAffineTransform, tolerance: CGFloat, points: inout [CGPoint],
                                        _ body: (_ points: [CGPoint], _ closed: Bool) -> Void) {
        let tol = max(tolerance, 1e-3)
        points.removeAll(keepingCapacity: true)
        var start = CGPoint.zero
        var last = CGPoint.zero
        var open = false
        func finish(closed: Bool) {
            if open, points.count >= 1, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                body(points, closed)
            }
            points.removeAll(keepingCapacity: true)
            open = false
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                let q = p.applying(transform)
                points.append(q); start = q; last = q; open = true
            case .line(let p):
                if !open { points.append(last); start = last; open = true }
                let q = p.applying(transform)
                points.append(q); last = q
            case .quad(let c, let p):
                if !open { points.append(last); start = last; open = true }
                let c1 = c.applying(transform), p1 = p.applying(transform)
                let dx = last.x - 2 * c1.x + p1.x, dy = last.y - 2 * c1.y + p1.y
                let n = segmentCount(sqrt(dx * dx + dy * dy) / (4 * tol))
                let p0 = last
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), mt = 1 - t
                    points.append(CGPoint(x: mt * mt * p0.x + 2 * mt * t * c1.x + t * t * p1.x,
                                          y: mt * mt * p0.y + 2 * mt * t * c1.y + t * t * p1.y))
                }
                last = p1
            case .cubic(let c1, let c2, let p):
                if !open { points.append(last); start = last; open = true }
                let a = c1.applying(transform), b = c2.applying(transform), p1 = p.applying(transform)
                let p0 = last
                let d1x = p0.x - 2 * a.x + b.x, d1y = p0.y - 2 * a.y + b.y
                let d2x = a.x - 2 * b.x + p1.x, d2y = a.y - 2 * b.y + p1.y
                let m = max(sqrt(d1x * d1x + d1y * d1y), sqrt(d2x * d2x + d2y * d2y))
                let n = segmentCount(3 * m / (4 * tol))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), mt = 1 - t
                    let w0 = mt * mt * mt, w1 = 3 * mt * mt * t, w2 = 3 * mt * t * t, w3 = t * t * t
                    points.append(CGPoint(x: w0 * p0.x + w1 * a.x + w2 * b.x + w3 * p1.x,
                                          y: w0 * p0.y + w1 * a.y + w2 * b.y + w3 * p1.y))
                }
                last = p1
            case .close:
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
    }
}

/// ceil(sqrt(x)), at least 1 and at most 4096 segments per curve.
@inline(__always) private func segmentCount(_ x: CGFloat) -> Int {
    guard x.isFinite, x > 0 else { return 1 }
    return max(1, min(4096, Int(sqrt(x).rounded(.up))))
}
