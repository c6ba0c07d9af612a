import Foundation

/// Collects the drawing operations of one view's content, in that view's bounds coordinates.
/// Views override `View.drawContent(_:)` and call these.
@MainActor
public final class DisplayRecorder {
    public private(set) var ops: [DisplayOp] = []
    /// The virtual time being rendered (for spinners and other time-driven content).
    public let time: TimeInterval
    /// The screen scale (pixels per point) being rendered.
    public let scale: CGFloat

    init(time: TimeInterval, scale: CGFloat) { self.time = time; self.scale = scale }

    public func fill(_ path: Path, color: Color, rule: FillRule = .nonzero) {
        guard color.alpha > 0, !path.isEmpty else { return }
        ops.append(.fill(path, color, rule))
    }
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        guard color.alpha > 0, style.width > 0, !path.isEmpty else { return }
        ops.append(.stroke(path, color, style))
    }
    public func image(_ bitmap: Bitmap, in rect: CGRect, tint: Color? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        ops.append(.image(bitmap, rect, tint: tint))
    }
    public func glyphs(_ run: GlyphRun) {
        guard !run.glyphs.isEmpty, run.color.alpha > 0 else { return }
        ops.append(.glyphs(run))
    }
    public func save() { ops.append(.save) }
    public func restore() { ops.append(.restore) }
    public func concat(_ m: CGAffineTransform) { ops.append(.concat(m)) }
    public func clip(_ path: Path) { ops.append(.clip(path)) }
    public func append(_ more: [DisplayOp]) { ops.append(contentsOf: more) }
}
