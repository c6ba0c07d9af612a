import Foundation

/// A layer that draws a path (CAShapeLayer): filled with `fillColor` (opaque black by
/// default, as Core Animation's), then stroked with `strokeColor` (none by default) between
/// `strokeStart` and `strokeEnd`, dashed by `lineDashPattern`. The path is in the layer's
/// coordinates and is not clipped to the bounds (unless `masksToBounds`). `strokeEnd`,
/// `strokeStart`, `lineWidth`, `lineDashPhase`, `fillColor` and `strokeColor` animate with
/// `BasicAnimation` (a progress ring: animate `strokeEnd` from 0 to 1).
@MainActor
public final class ShapeLayer: Layer {
    /// The shape drawn; nil draws nothing.
    public var path: Path?
    /// The interior's color; nil leaves it unfilled.
    public var fillColor: Color? = .black
    /// The fill rule of the interior (`.nonzero` or `.evenodd`).
    public var fillRule: FillRule = .nonzero
    /// The outline's color; nil (the default) draws no stroke.
    public var strokeColor: Color?
    /// The stroke's width in points (1 by default).
    public var lineWidth: CGFloat = 1
    /// The ends of open subpaths and dashes.
    public var lineCap: LineCap = .butt
    /// How segments meet.
    public var lineJoin: LineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a miter join is beveled.
    public var miterLimit: CGFloat = 10
    /// Alternating dash and gap lengths in points; nil or empty draws a solid line.
    public var lineDashPattern: [CGFloat]?
    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase: CGFloat = 0
    /// Where along the path (0…1 of its length) the stroke begins.
    public var strokeStart: CGFloat = 0
    /// Where along the path (0…1 of its length) the stroke ends.
    public var strokeEnd: CGFloat = 1

    /// An empty shape layer (no path).
    public override init() { super.init() }

    override func drawOwnContent(bounds: CGRect, context: LayerDrawingContext) -> [DisplayOp] {
        guard let path, !path.isEmpty, path.isFinite else { return [] }
        let t = context.time
        var ops: [DisplayOp] = []
        if let fill = presentedColor(.fillColor, model: fillColor, at: t)?.resolvedColor(with: context.traits), fill.alpha > 0 {
            ops.append(.fill(path, fill, fillRule))
        }
        if let stroke = strokedPath(at: t),
           let color = presentedColor(.strokeColor, model: strokeColor, at: t)?.resolvedColor(with: context.traits), color.alpha > 0 {
            ops.append(.stroke(stroke.path, color, stroke.style))
        }
        return ops
    }

    /// The path the stroke draws at `time` (trimmed and dashed) and its style; nil for none.
    func strokedPath(at time: TimeInterval) -> (path: Path, style: StrokeStyle)? {
        guard let path, strokeColor != nil || animationKeys.contains(where: { animationsByKey[$0]?.animation.property == .strokeColor }) else { return nil }
        let width = presentedScalar(.lineWidth, model: lineWidth, at: time)
        guard width > 0, width.isFinite else { return nil }
        let start = presentedScalar(.strokeStart, model: strokeStart, at: time)
        let end = presentedScalar(.strokeEnd, model: strokeEnd, at: time)
        var drawn = PathTrimming.trimmed(path, from: start, to: end)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            drawn = PathTrimming.dashed(drawn, pattern: pattern, phase: presentedScalar(.lineDashPhase, model: lineDashPhase, at: time))
        }
        guard !drawn.isEmpty else { return nil }
        return (drawn, StrokeStyle(width: width, cap: lineCap, join: lineJoin, miterLimit: miterLimit))
    }
}
