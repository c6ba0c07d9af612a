import Foundation

/// Walks a view tree into a display list at one virtual time: backgrounds with the layer's
/// corner radius, content, subviews, then the border inside the bounds (above the sublayers,
/// as Core Animation draws it); clipping for `clipsToBounds`; transforms about the center;
/// hidden and fully transparent views skipped. Alpha is folded into the paint of a view that
/// draws a single operation, and drawn as a group (layer opacity) where the subtree could
/// overlap itself.
@MainActor
public struct DisplayListBuilder {
    /// The screen scale (pixels per point) of the list built.
    public var scale: CGFloat
    /// The virtual time at which the views' presentation states (animations) are taken.
    public var time: TimeInterval

    /// A builder at `scale` (pixels per point) and virtual time `time`.
    public init(scale: CGFloat, time: TimeInterval) { self.scale = scale; self.time = time }

    /// The display list of `root` at its own bounds size.
    public func build(root: View, background: Color? = nil) -> DisplayList {
        let b = root.presentationState(at: time).bounds
        // One buffer for the whole list: each view's ops are appended once, where they stay,
        // and wrapped in place (no array per view copied into its parent's, each op retained
        // again and the old one released).
        var ops: [DisplayOp] = []
        appendViewOps(root, isRoot: true, parentTraits: root.inheritedTraitCollection, into: &ops)
        return DisplayList(width: b.width, height: b.height, scale: scale, background: background, ops: ops)
    }

    /// The operations of `view` and its subtree, in its superview's coordinates, every color
    /// resolved by the view's traits (`parentTraits` are its superview's).
    func viewOps(_ view: View, isRoot: Bool, parentTraits: TraitCollection) -> [DisplayOp] {
        var ops: [DisplayOp] = []
        appendViewOps(view, isRoot: isRoot, parentTraits: parentTraits, into: &ops)
        return ops
    }

    /// `viewOps(view, …)` appended to `ops` (the ops before are left as they are).
    func appendViewOps(_ view: View, isRoot: Bool, parentTraits: TraitCollection, into ops: inout [DisplayOp]) {
        let s = view.presentationState(at: time)
        let start = ops.count
        appendBodyOps(view, state: s, parentTraits: parentTraits, into: &ops)
        if let transition = view.layer.transition, let blended = transition.blend(Array(ops[start...]), at: time) {
            ops.replaceSubrange(start..., with: blended)
        }
        guard ops.count > start else { return }
        let bounds = s.bounds
        let m = isRoot ? CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
                       : View.localToParent(center: s.center, bounds: bounds, transform: s.transform)
        if m.isIdentity { return }
        // Wrapped in place: the body's ops move over (a new array would copy and retain each).
        ops.insert(contentsOf: [.save, .concat(m)], at: start)
        ops.append(.restore)
    }

    /// The drawing of `view` and its subtree in its own bounds coordinates (before its
    /// transform and position), at `state` (default: its presentation at `time`).
    func bodyOps(_ view: View, state: PresentationState? = nil, parentTraits: TraitCollection) -> [DisplayOp] {
        var ops: [DisplayOp] = []
        appendBodyOps(view, state: state ?? view.presentationState(at: time), parentTraits: parentTraits, into: &ops)
        return ops
    }

    /// `bodyOps(view, state: s, …)` appended to `ops` (the ops before are left as they are).
    func appendBodyOps(_ view: View, state s: PresentationState, parentTraits: TraitCollection, into ops: inout [DisplayOp]) {
        guard !view.isHidden, s.alpha > 0, s.bounds.width.isFinite, s.bounds.height.isFinite else { return }
        let traits = view.traits(inheriting: parentTraits)
        let layer = view.layer
        let bounds = s.bounds
        let start = ops.count
        // The view's content is recorded straight into the list (the recorder borrows it).
        let recorder = DisplayRecorder(time: time, scale: scale, traits: traits)
        recorder.borrow(&ops)
        traits.performAsCurrent { view.drawContent(recorder) }
        recorder.returnBuffer(to: &ops)
        let context = LayerDrawingContext(time: time, scale: scale, traits: traits)
        if layer.ownSublayers.isEmpty {
            for sub in view.subviews { appendViewOps(sub, isRoot: false, parentTraits: traits, into: &ops) }
        } else {
            // Sublayers added to the view's layer draw between the subviews, in the order added.
            for child in layer.orderedChildren() {
                switch child {
                case .view(let sub): appendViewOps(sub, isRoot: false, parentTraits: traits, into: &ops)
                case .layer(let sublayer): sublayer.appendStandaloneOps(context: context, into: &ops)
                }
            }
        }
        layer.compose(&ops, from: start, bounds: bounds, backgroundColor: s.backgroundColor, opacity: s.alpha, context: context)
        guard let maskView = view.mask, ops.count > start else { return }
        // UIView.mask: the mask view's drawing (in this view's bounds) masks everything drawn.
        let maskOps = viewOps(maskView, isRoot: false, parentTraits: traits)
        if maskOps.isEmpty { ops.removeSubrange(start...); return }
        ops.insert(contentsOf: [.save, .beginMask] + maskOps + [.endMask], at: start)
        ops.append(.restore)
    }
}

extension View {
    /// The border ring: the rounded bounds minus the bounds inset by the border width.
    static func borderPath(bounds: CGRect, radius: CGFloat, width: CGFloat) -> Path {
        RoundedShape.border(bounds, radius: radius, width: width, corners: .all, curve: .circular)
    }

    /// The op with `alpha` multiplied into its color, when it has one.
    static func fold(alpha: CGFloat, into op: DisplayOp) -> DisplayOp? {
        switch op {
        case .fill(let p, let c, let r): return .fill(p, c.withAlphaComponent(c.alpha * Double(alpha)), r)
        case .stroke(let p, let c, let s): return .stroke(p, c.withAlphaComponent(c.alpha * Double(alpha)), s)
        case .glyphs(var run): run.color = run.color.withAlphaComponent(run.color.alpha * Double(alpha)); return .glyphs(run)
        default: return nil
        }
    }
}

extension View {
    /// The display list of this view alone at its own frame (a bare stage sharing the current
    /// stage's clock: `time` advances it), laid out at `scale` first.
    public func displayList(scale: CGFloat = 2, time: TimeInterval? = nil, background: Color? = nil) -> DisplayList {
        let stage = Stage(.frame, scale: scale, sharingTimeWith: .current)
        stage.mount(self)
        return stage.displayList(at: time, background: background)
    }
}
