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
    /// Draws `image` into `rect`: its bitmap, or for a placeholder its box as paths (filled with
    /// `tint` alone when tinted, as a template of an opaque image is).
    public func image(_ image: Image, in rect: CGRect, tint: Color? = nil) {
        guard let size = image.placeholderSize else { self.image(image.bitmap, in: rect, tint: tint); return }
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        if let tint { fill(Path(rect: rect), color: tint); return }
        fill(Path(rect: rect), color: Color(r8: 215, g8: 215, b8: 215))
        // Lines one placeholder point wide, as the box is drawn at its own size.
        let w = max(1, size.width.isFinite ? size.width : 1), h = max(1, size.height.isFinite ? size.height : 1)
        let line = min(rect.width / w, rect.height / h)
        guard line.isFinite, line > 0 else { return }
        var marks = Path(rect: rect.insetBy(dx: line / 2, dy: line / 2))
        marks.move(to: CGPoint(x: rect.minX, y: rect.minY)); marks.line(to: CGPoint(x: rect.maxX, y: rect.maxY))
        marks.move(to: CGPoint(x: rect.maxX, y: rect.minY)); marks.line(to: CGPoint(x: rect.minX, y: rect.maxY))
        stroke(marks, color: Color(r8: 150, g8: 150, b8: 150), style: StrokeStyle(width: line))
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
