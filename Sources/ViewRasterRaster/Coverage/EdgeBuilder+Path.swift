import Foundation
import ViewRasterDisplayList

extension EdgeBuilder {
    /// Appends the edges of `path` mapped through `transform` and flattened with `tolerance`:
    /// exactly the edges `append(path.flattened(transform:tolerance:), into:)` appends (the same
    /// points by the same arithmetic, in the same order), without an array per subpath: each
    /// subpath is flattened into `points` (reused scratch) and its edges added when it ends.
    mutating func append(_ path: Path, transform: CGAffineTransform, tolerance: CGFloat,
                         points: inout [CGPoint], into lines: inout [EdgeLine]) {
        let tol = max(tolerance, 1e-3)
        points.removeAll(keepingCapacity: true)
        var start = CGPoint.zero
        var last = CGPoint.zero
        var open = false
        for e in path.elements {
            switch e {
            case .move(let p):
                finishSubpath(open, &points, into: &lines)
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
                let n = flatteningSegments(sqrt(dx * dx + dy * dy) / (4 * tol))
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
                let n = flatteningSegments(3 * m / (4 * tol))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), mt = 1 - t
                    let w0 = mt * mt * mt, w1 = 3 * mt * mt * t, w2 = 3 * mt * t * t, w3 = t * t * t
                    points.append(CGPoint(x: w0 * p0.x + w1 * a.x + w2 * b.x + w3 * p1.x,
                                          y: w0 * p0.y + w1 * a.y + w2 * b.y + w3 * p1.y))
                }
                last = p1
            case .close:
                finishSubpath(open, &points, into: &lines)
                open = false
                last = start
            }
        }
        finishSubpath(open, &points, into: &lines)
    }

    /// The edges of one flattened subpath (closed implicitly), dropped whole when a point is
    /// not finite, as `Path.flattened` drops it; empties `points`.
    private mutating func finishSubpath(_ open: Bool, _ points: inout [CGPoint], into lines: inout [EdgeLine]) {
        defer { points.removeAll(keepingCapacity: true) }
        guard open, points.count >= 2 else { return }
        points.withUnsafeBufferPointer { pts in
            for q in pts where !(q.x.isFinite && q.y.isFinite) { return }
            let n = pts.count
            var prev = pts[n - 1]
            for i in 0..<n {
                let p = pts[i]
                addLine(Double(prev.x), Double(prev.y), Double(p.x), Double(p.y), into: &lines)
                prev = p
            }
        }
    }
}

/// ceil(sqrt(x)), at least 1 and at most 4096 segments per curve: `Path.flattened`'s count.
@inline(__always) private func flatteningSegments(_ x: CGFloat) -> Int {
    guard x.isFinite, x > 0 else { return 1 }
    return max(1, min(4096, Int(sqrt(x).rounded(.up))))
}
