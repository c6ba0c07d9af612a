import Foundation

/// Cutting a path by arc length: the part between two fractions of its length (a shape
/// layer's `strokeStart`/`strokeEnd`) and dashes (`lineDashPattern`). Curves are flattened
/// first (0.01 pt), so the result is made of line segments.
enum PathTrimming {
    /// The flattening tolerance, in points.
    static let tolerance: CGFloat = 0.01

    /// The part of `path` from `start` to `end` (fractions of its total length, all
    /// subpaths counted in order, as Core Animation measures them); the path itself when the
    /// range is all of it.
    static func trimmed(_ path: Path, from start: CGFloat, to end: CGFloat) -> Path {
        let s = max(0, min(1, start.isFinite ? start : 0)), e = max(0, min(1, end.isFinite ? end : 1))
        if s <= 0 && e >= 1 { return path }
        guard e > s else { return Path() }
        let lines = polylines(path)
        let total = lines.reduce(0) { $0 + length($1) }
        guard total > 0 else { return Path() }
        return cut(lines, from: s * total, to: e * total)
    }

    /// `path` with dashes of `pattern` (on, off, on… lengths in points) starting `phase`
    /// points into the pattern; each subpath starts the pattern again, as Core Graphics does.
    /// An empty, negative or all-zero pattern draws the path undashed.
    static func dashed(_ path: Path, pattern: [CGFloat], phase: CGFloat) -> Path {
        let pattern = pattern.map { $0.isFinite ? max(0, $0) : 0 }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return path }
        let cycle = pattern.count % 2 == 0 ? pattern : pattern + pattern   // an odd pattern alternates on/off roles
        let cyclePeriod = cycle.reduce(0, +)
        var result = Path()
        for line in polylines(path) {
            let len = length(line)
            guard len > 0 else { continue }
            // Walk the pattern from `phase`.
            var offset = (phase.isFinite ? phase : 0).truncatingRemainder(dividingBy: cyclePeriod)
            if offset < 0 { offset += cyclePeriod }
            var pos = -offset
            var i = 0
            while pos < len {
                let dash = cycle[i % cycle.count]
                if i % 2 == 0, pos + dash > 0, dash > 0 {
                    result.append(cut([line], from: max(0, pos), to: min(len, pos + dash)))
                }
                pos += dash
                i += 1
                if i > 1_000_000 { break }
            }
        }
        return result
    }

    /// The subpaths as point lists (a closed one ends back at its start).
    static func polylines(_ path: Path) -> [[CGPoint]] {
        path.flattened(tolerance: tolerance).map { pl in
            var pts = pl.points
            if pl.closed, let first = pts.first, pts.last != first { pts.append(first) }
            return pts
        }
    }

    static func length(_ pts: [CGPoint]) -> CGFloat {
        var total: CGFloat = 0
        for i in pts.indices.dropFirst() { total += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
        return total
    }

    /// The stretch of `lines` (measured end to end) from `a` to `b` points, as open subpaths.
    static func cut(_ lines: [[CGPoint]], from a: CGFloat, to b: CGFloat) -> Path {
        var result = Path()
        var walked: CGFloat = 0
        for pts in lines {
            var open = false
            for i in pts.indices.dropFirst() {
                let p0 = pts[i - 1], p1 = pts[i]
                let seg = hypot(p1.x - p0.x, p1.y - p0.y)
                let s0 = walked, s1 = walked + seg
                walked = s1
                guard seg > 0, s1 > a, s0 < b else { continue }
                func at(_ s: CGFloat) -> CGPoint {
                    let f = (s - s0) / seg
                    return CGPoint(x: p0.x + (p1.x - p0.x) * f, y: p0.y + (p1.y - p0.y) * f)
                }
                if !open { result.move(to: s0 >= a ? p0 : at(a)); open = true }
                result.line(to: s1 <= b ? p1 : at(b))
            }
        }
        return result
    }
}
