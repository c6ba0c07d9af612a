import Foundation

// Owner: raster-io. Replaced by the stroke work.

/// Turns strokes into fill paths.
public enum Stroker {
    /// The outline of `path` stroked with `style`, as a path to fill with the non-zero rule.
    /// `tolerance` is the flattening tolerance in the path's own units.
    public static func outline(of path: Path, style: StrokeStyle, tolerance: CGFloat = 0.05) -> Path {
        Path()
    }
}
