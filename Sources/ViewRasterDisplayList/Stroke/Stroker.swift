import Foundation

/// Turns strokes into fill paths.
///
/// The outline is a union of simple convex polygons, each a closed subpath with positive
/// signed area: one rectangle per flattened segment, one wedge (miter/bevel) or pie (round)
/// per join on the outer side of the turn, and one rectangle (square) or half disc (round)
/// per cap. Filled with the non-zero rule, their union is exactly the stroked region, and no
/// offset curve ever has to be untangled.
public enum Stroker {
    /// The outline of `path` stroked with `style`, as a path to fill with the non-zero rule.
    /// `tolerance` is the flattening tolerance in the path's own units (curves and round
    /// joins/caps stay within it). Degenerate or non-finite input gives an empty path.
    public static func outline(of path: Path, style: StrokeStyle, tolerance: CGFloat = 0.05) -> Path {
        let width = style.width
        guard width.isFinite, width > 0 else { return Path() }
        let tol = tolerance.isFinite ? max(tolerance, 1e-4) : 0.05
        var builder = StrokeBuilder(halfWidth: width / 2, style: style, tolerance: tol)
        // Path.flattened keeps its tolerance at 1e-3 or more: flatten a scaled-up copy when the
        // tolerance asked for is finer, and scale the points back.
        let k: CGFloat = tol < 1e-2 ? 1e-2 / tol : 1
        let lines = path.flattened(transform: k == 1 ? .identity : CGAffineTransform(scaleX: k, y: k), tolerance: tol * k)
        builder.reserve(forPoints: lines.reduce(0) { $0 + $1.points.count })
        for var line in lines {
            if k != 1 {
                line.points = line.points.map { CGPoint(x: $0.x / k, y: $0.y / k) }
            }
            builder.add(line)
        }
        return builder.path
    }
}
