import Foundation

/// A path with its drawing attributes (UIBezierPath): build it with `move(to:)`,
/// `addLine(to:)`, curves, arcs and the shape initialisers, hand `cgPath` to a `ShapeLayer`
/// or a layer's `shadowPath`, or `fill()`/`stroke()` it inside a view's `draw(_:)`.
/// Angles are in radians; with y pointing down, `clockwise` arcs turn toward increasing angles.
@MainActor
public final class BezierPath {
    /// The path itself (UIBezierPath.cgPath).
    public var cgPath: Path
    /// The stroke's width in points (1 by default).
    public var lineWidth: CGFloat = 1
    /// The ends of open subpaths.
    public var lineCapStyle: LineCap = .butt
    /// How segments meet.
    public var lineJoinStyle: LineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a join is beveled.
    public var miterLimit: CGFloat = 10
    /// Fills with the even-odd rule instead of non-zero.
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() { cgPath = Path() }
    /// A path made from `path` (UIBezierPath(cgPath:)).
    public init(cgPath path: Path) { cgPath = path }
    /// A closed rectangle.
    public init(rect: CGRect) { cgPath = Path(rect: rect) }
    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }
    /// A rectangle with continuous ("squircle") corners of `cornerRadius`, as
    /// UIBezierPath(roundedRect:cornerRadius:) has drawn them since iOS 7.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = RoundedShape.path(rect, radius: cornerRadius, corners: .all, curve: .continuous)
    }
    /// A rectangle with the `corners` rounded by circular arcs of `cornerRadii.width`
    /// (UIKit uses the width for both axes).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        cgPath = RoundedShape.path(rect, radius: cornerRadii.width, corners: CornerMask(rawValue: corners.rawValue), curve: .circular)
    }
    /// A circular arc from `startAngle` to `endAngle`.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath = Path()
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cgPath.move(to: point) }
    /// A straight line to `point`.
    public func addLine(to point: CGPoint) { cgPath.line(to: point) }
    /// A quadratic Bézier curve to `point`.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgPath.quad(to: point, control: controlPoint) }
    /// A cubic Bézier curve to `point`.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.cubic(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// A circular arc, joined to the current point by a line.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath with a line to its start.
    public func close() { cgPath.close() }
    /// Appends the subpaths of `other`.
    public func append(_ other: BezierPath) { cgPath.append(other.cgPath) }
    /// Removes every point.
    public func removeAllPoints() { cgPath = Path() }
    /// Maps every point through `transform`.
    public func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }
    /// True when the path has no elements.
    public var isEmpty: Bool { cgPath.isEmpty }
    /// The rectangle enclosing every point and control point.
    public var bounds: CGRect { cgPath.controlBounds }
    /// Where the path ends now (the start of the subpath after `close()`).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, last = CGPoint.zero
        for e in cgPath.elements {
            switch e {
            case .move(let p): start = p; last = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): last = p
            case .close: last = start
            }
        }
        return last
    }

    /// Dashes for `stroke()`: alternating dash and gap lengths in points, `phase` points in.
    public func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
        dashPattern = Array((pattern ?? []).prefix(max(0, count))); dashPhase = phase
    }

    /// Fills the path in the current fill color (`Color.setFill()`, black by default) into
    /// the view being drawn; outside `draw(_:)` it does nothing.
    public func fill() {
        guard let context = DrawingContext.current else { return }
        context.recorder.fill(cgPath, color: context.fillColor, rule: usesEvenOddFillRule ? .evenodd : .nonzero)
    }

    /// Strokes the path in the current stroke color (`Color.setStroke()`, black by default)
    /// with `lineWidth`, the cap, join and dashes; outside `draw(_:)` it does nothing.
    public func stroke() {
        guard let context = DrawingContext.current else { return }
        var path = cgPath
        if !dashPattern.isEmpty { path = PathTrimming.dashed(path, pattern: dashPattern, phase: dashPhase) }
        context.recorder.stroke(path, color: context.strokeColor,
                                style: StrokeStyle(width: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit))
    }

    /// Intersects the clip of the view being drawn with the path (the rest of `draw(_:)` is clipped).
    public func addClip() {
        DrawingContext.current?.clip(cgPath)
    }
}
