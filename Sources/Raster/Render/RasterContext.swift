import Foundation

// Owner: raster-core. This is the API contract; bodies are filled in by that work.

/// Draws into a canvas with a current transform, a clip stack and groups, the way a
/// Core Graphics context does. User space is points; `transform` maps it to device pixels.
public final class RasterContext {
    public private(set) var canvas: Canvas
    /// User space → device pixels (starts as a scale by the canvas's scale).
    public private(set) var transform: CGAffineTransform

    public init(canvas: Canvas) {
        self.canvas = canvas
        self.transform = CGAffineTransform(scaleX: canvas.scale, y: canvas.scale)
    }

    public func save() {}
    public func restore() {}
    /// `m` applies to points first, then the current transform.
    public func concat(_ m: CGAffineTransform) { transform = m.concatenating(transform) }
    /// Intersects the clip with `path` (non-zero rule), anti-aliased.
    public func clip(to path: Path) {}
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonzero) {}
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {}
    public func beginGroup(opacity: CGFloat, shadow: Shadow? = nil) {}
    public func endGroup() {}
    /// Draws `image` scaled into `rect` with bilinear filtering; `tint` keeps only its alpha.
    public func drawImage(_ image: Bitmap, in rect: CGRect, tint: Color? = nil) {}
    /// Blends `color` through a device-space coverage mask, under the current clip and group.
    public func drawMask(_ mask: CoverageMask, color: Color) {}
    /// The finished canvas (all groups closed).
    public func finish() -> Canvas { canvas }
}
