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
    /// The traits of the view being recorded: every color given is resolved with them.
    public let traitCollection: TraitCollection

    init(time: TimeInterval, scale: CGFloat, traits: TraitCollection = .defaultResolution) {
        self.time = time; self.scale = scale; self.traitCollection = traits
    }

    /// Fills `path` with `color` (resolved by the view's traits).
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonzero) {
        let color = color.resolvedColor(with: traitCollection)
        guard color.alpha > 0, !path.isEmpty else { return }
        ops.append(.fill(path, color, rule))
    }
    /// Strokes `path` with `color` (resolved by the view's traits).
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        let color = color.resolvedColor(with: traitCollection)
        guard color.alpha > 0, style.width > 0, !path.isEmpty else { return }
        ops.append(.stroke(path, color, style))
    }
    /// Draws `bitmap` in `rect`, tinted with `tint` (resolved by the view's traits) when given.
    public func image(_ bitmap: Bitmap, in rect: CGRect, tint: Color? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        ops.append(.image(bitmap, rect, tint: tint?.resolvedColor(with: traitCollection)))
    }
    /// Draws a glyph run in its color (resolved by the view's traits).
    public func glyphs(_ run: GlyphRun) {
        var run = run
        run.color = run.color.resolvedColor(with: traitCollection)
        guard !run.glyphs.isEmpty, run.color.alpha > 0 else { return }
        ops.append(.glyphs(run))
    }
    public func save() { ops.append(.save) }
    public func restore() { ops.append(.restore) }
    public func concat(_ m: CGAffineTransform) { ops.append(.concat(m)) }
    public func clip(_ path: Path) { ops.append(.clip(path)) }
    /// Appends recorded operations, their colors resolved by the view's traits.
    public func append(_ more: [DisplayOp]) { ops.append(contentsOf: more.map { Self.resolve($0, traitCollection) }) }

    /// The op with its colors resolved for `traits`.
    static func resolve(_ op: DisplayOp, _ traits: TraitCollection) -> DisplayOp {
        switch op {
        case .fill(let p, let c, let r): return c.isDynamic ? .fill(p, c.resolvedColor(with: traits), r) : op
        case .stroke(let p, let c, let s): return c.isDynamic ? .stroke(p, c.resolvedColor(with: traits), s) : op
        case .image(let b, let r, let tint): return tint?.isDynamic == true ? .image(b, r, tint: tint?.resolvedColor(with: traits)) : op
        case .glyphs(var run):
            guard run.color.isDynamic else { return op }
            run.color = run.color.resolvedColor(with: traits)
            return .glyphs(run)
        case .beginGroup(let opacity, var shadow?):
            guard shadow.color.isDynamic else { return op }
            shadow.color = shadow.color.resolvedColor(with: traits)
            return .beginGroup(opacity: opacity, shadow: shadow)
        default: return op
        }
    }
}
