import Foundation

/// What drawing a layer needs besides the layer: the instant, the pixel scale and the traits
/// colors resolve with.
struct LayerDrawingContext {
    var time: TimeInterval
    var scale: CGFloat
    var traits: TraitCollection
}

extension Layer {
    /// The outline of the layer's background, border and clip: `bounds` with `cornerRadius`
    /// on `maskedCorners`, circular or continuous.
    func shape(in bounds: CGRect, radius: CGFloat) -> Path {
        RoundedShape.path(bounds, radius: radius, corners: maskedCorners, curve: cornerCurve)
    }

    /// The operations of this layer (a layer without a view) and its sublayers, in its
    /// superlayer's coordinates.
    func standaloneOps(context: LayerDrawingContext) -> [DisplayOp] {
        var ops: [DisplayOp] = []
        appendStandaloneOps(context: context, into: &ops)
        return ops
    }

    /// `standaloneOps(context:)` appended to `ops` (the ops before are left as they are).
    func appendStandaloneOps(context: LayerDrawingContext, into ops: inout [DisplayOp]) {
        let s = state(at: context.time)
        guard !isHidden, s.opacity > 0, s.bounds.width.isFinite, s.bounds.height.isFinite else { return }
        let start = ops.count
        for child in ownSublayers { child.appendStandaloneOps(context: context, into: &ops) }
        compose(&ops, from: start, bounds: s.bounds, backgroundColor: s.backgroundColor, opacity: s.opacity, context: context)
        guard ops.count > start else { return }
        let m = placement(s)
        if m.isIdentity { return }
        ops.insert(contentsOf: [.save, .concat(m)], at: start)
        ops.append(.restore)
    }

    /// Maps the layer's coordinates into its superlayer's: the anchor point moved to
    /// `position`, the transform applied about it.
    func placement(_ s: LayerState) -> CGAffineTransform {
        let size = s.bounds.size
        return CGAffineTransform(translationX: -s.bounds.minX - anchorPoint.x * size.width, y: -s.bounds.minY - anchorPoint.y * size.height)
            .concatenating(s.transform)
            .concatenating(CGAffineTransform(translationX: s.position.x, y: s.position.y))
    }

    /// A layer's drawing in its own coordinates, as Core Animation composes it, made in place:
    /// `ops[start...]` are the children, replaced by the shadow (of the content, or of
    /// `shadowPath`), the background in the layer's shape, `contents`, the layer's own content
    /// and the children (clipped to the shape with `masksToBounds`), the border inside the
    /// bounds on top, all clipped by `mask`, at `opacity`; ops before `start` are left as they
    /// are. The layer's ops are inserted before the children and appended after, which moves
    /// the ops already there instead of copying them (with every path and image they hold
    /// retained again).
    func compose(_ ops: inout [DisplayOp], from start: Int, bounds: CGRect, backgroundColor: Color?, opacity: CGFloat,
                 context: LayerDrawingContext) {
        let traits = context.traits
        let radius = presentedScalar(.cornerRadius, model: cornerRadius, at: context.time)
        let outline = shape(in: bounds, radius: radius)
        let hasArea = bounds.width > 0 && bounds.height > 0
        var background: DisplayOp?
        if let bg = backgroundColor?.resolvedColor(with: traits), bg.alpha > 0, hasArea {
            background = .fill(outline, bg, .nonzero)
        }
        // The inner ops: `contents`, the layer's own content, then the children.
        var before: [DisplayOp] = []
        if let contents, hasArea { before.append(.image(contents, bounds, tint: nil)) }
        before.append(contentsOf: drawOwnContent(bounds: bounds, context: context))
        if !before.isEmpty { ops.insert(contentsOf: before, at: start) }
        if ops.count > start, masksToBounds {
            ops.insert(contentsOf: [.save, .clip(outline)], at: start)
            ops.append(.restore)
        }
        if let background { ops.insert(background, at: start) }
        if borderWidth > 0, let bc = borderColor?.resolvedColor(with: traits), bc.alpha > 0, hasArea {
            ops.append(.fill(RoundedShape.border(bounds, radius: radius, width: borderWidth, corners: maskedCorners, curve: cornerCurve), bc, .evenodd))
        }
        guard ops.count > start else { return }

        let shadowAlpha = max(0, min(1, presentedScalar(.shadowOpacity, model: shadowOpacity, at: context.time)))
        var shadow: Shadow?
        if shadowAlpha > 0, let sc = shadowColor?.resolvedColor(with: traits), sc.alpha > 0 {
            shadow = Shadow(color: sc.withAlphaComponent(sc.alpha * Double(shadowAlpha)), offset: shadowOffset, radius: max(0, shadowRadius))
        }
        let alpha = min(1, opacity)
        if let shadow, let shadowPath, !shadowPath.isEmpty {
            // The shadow of the path alone: the path filled in the shadow's color casts it, and
            // the layer draws over it (exact where the layer is opaque over the path).
            let cast: [DisplayOp] = [.beginGroup(opacity: 1, shadow: Shadow(color: shadow.color.withAlphaComponent(1), offset: shadow.offset, radius: shadow.radius)),
                                     .fill(shadowPath, shadow.color, .nonzero), .endGroup]
            ops.insert(contentsOf: cast, at: start)
            if alpha < 1 { ops.insert(.beginGroup(opacity: alpha, shadow: nil), at: start); ops.append(.endGroup) }
        } else if shadow != nil {
            ops.insert(.beginGroup(opacity: alpha, shadow: shadow), at: start); ops.append(.endGroup)
        } else if alpha < 1 {
            if ops.count == start + 1, let folded = View.fold(alpha: alpha, into: ops[start]) {
                ops[start] = folded
            } else {
                ops.insert(.beginGroup(opacity: alpha, shadow: nil), at: start); ops.append(.endGroup)
            }
        }
        if let mask {
            let masked = Layer.masked(Array(ops[start...]), by: mask, context: context)
            ops.replaceSubrange(start..., with: masked)
        }
    }
}
