import Foundation

/// Collects the drawing operations of one view's content, in that view's bounds coordinates.
/// Views override `View.drawContent(_:)` and call these.
@MainActor
public final class DisplayRecorder {
    /// The operations recorded so far, in order.
    public var ops: [DisplayOp] { base == 0 ? storage : Array(storage[base...]) }
    /// Where the ops go: the display list being built (the builder lends its one buffer, so
    /// a view's ops are appended once, where they stay), whose first `base` ops are not this
    /// recorder's.
    private var storage: [DisplayOp] = []
    private var base = 0

    /// Records into `buffer` (taken, not copied: the recorder appends after its ops) until
    /// `returnBuffer(to:)` gives it back with this recorder's ops appended.
    func borrow(_ buffer: inout [DisplayOp]) {
        base = buffer.count
        swap(&storage, &buffer)
    }

    /// Gives the buffer lent by `borrow(_:)` back, with the ops recorded appended.
    func returnBuffer(to buffer: inout [DisplayOp]) {
        swap(&storage, &buffer)
        base = 0
    }
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
        storage.append(.fill(path, color, rule))
    }
    /// Strokes `path` with `color` (resolved by the view's traits).
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        let color = color.resolvedColor(with: traitCollection)
        guard color.alpha > 0, style.width > 0, !path.isEmpty else { return }
        storage.append(.stroke(path, color, style))
    }
    /// Draws `bitmap` in `rect`, tinted with `tint` (resolved by the view's traits) when given.
    public func image(_ bitmap: Bitmap, in rect: CGRect, tint: Color? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        storage.append(.image(bitmap, rect, tint: tint?.resolvedColor(with: traitCollection)))
    }
    /// Draws `image` into `rect`: its bitmap, or for a placeholder its box as paths (filled with
    /// `tint` alone when tinted, as a template of an opaque image is). An image that
    /// `flipsForRightToLeftLayoutDirection` is mirrored about `rect`'s middle when the view's
    /// traits are right to left.
    public func image(_ image: Image, in rect: CGRect, tint: Color? = nil) {
        guard image.flipsForRightToLeftLayoutDirection, traitCollection.resolvedLayoutDirection == .rightToLeft else {
            return unflippedImage(image, in: rect, tint: tint)
        }
        save()
        concat(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * rect.midX, ty: 0))
        unflippedImage(image, in: rect, tint: tint)
        restore()
    }

    private func unflippedImage(_ image: Image, in rect: CGRect, tint: Color?) {
        guard let size = image.placeholderSize else {
            if image.resizing != nil {
                guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
                append(image.ninePartOps(in: rect, tint: tint?.resolvedColor(with: traitCollection)))
                return
            }
            self.image(image.bitmap, in: rect, tint: tint); return
        }
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        if image.isSymbolImage {
            // An SF Symbol cannot ship: a neutral rounded outline at the symbol's size, in the tint.
            let line = max(1, min(rect.width, rect.height) / 12)
            let box = rect.insetBy(dx: line / 2, dy: line / 2)
            stroke(Path(roundedRect: box, cornerRadius: min(box.width, box.height) / 4), color: tint ?? Color(r8: 142, g8: 142, b8: 147),
                   style: StrokeStyle(width: line))
            return
        }
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
    /// Draws a glyph run in its color (resolved by the view's traits).
    public func glyphs(_ run: GlyphRun) {
        var run = run
        run.color = run.color.resolvedColor(with: traitCollection)
        guard !run.glyphs.isEmpty, run.color.alpha > 0 else { return }
        storage.append(.glyphs(run))
    }
    /// Saves the drawing state until the matching `restore()` (CGContext's `saveGState`).
    public func save() { storage.append(.save) }
    /// Restores the state saved by the matching `save()`.
    public func restore() { storage.append(.restore) }
    /// Applies `m` to points before the current transform (CGContext's `concatenate`).
    public func concat(_ m: CGAffineTransform) { storage.append(.concat(m)) }
    /// Intersects the clip with `path` (non-zero rule).
    public func clip(_ path: Path) { storage.append(.clip(path)) }
    /// Appends recorded operations, their colors resolved by the view's traits.
    public func append(_ more: [DisplayOp]) { storage.append(contentsOf: more.map { Self.resolve($0, traitCollection) }) }

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
