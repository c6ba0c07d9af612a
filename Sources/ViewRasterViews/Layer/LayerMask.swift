import Foundation

/// How a layer masks another (CALayer.mask). The display list clips with paths, so a mask is
/// read as a shape: where the mask layer (and its sublayers) draw, the masked layer shows;
/// elsewhere it does not. A `ShapeLayer` masks with its filled path (and its stroke); a plain
/// layer with a background or contents masks with its (rounded) bounds; a `GradientLayer`
/// masks with its bounds (its alpha ramp is not applied: reported once). A mask that draws
/// nothing hides the layer, as in Core Animation.
extension Layer {
    /// The mask's shape in the masked layer's coordinates at `time`.
    func maskShape(at time: TimeInterval) -> Path {
        let s = state(at: time)
        guard !isHidden, s.opacity > 0 else { return Path() }
        var p = ownMaskShape(bounds: s.bounds, time: time)
        for sub in ownSublayers { p.append(sub.maskShape(at: time)) }
        return p.applying(placement(s))
    }

    /// A plain layer's part of a mask: its (rounded) bounds when it has a background or contents.
    func backgroundMaskShape(bounds: CGRect, time: TimeInterval) -> Path {
        let hasBackground = (backgroundColor?.alpha ?? 0) > 0
        guard hasBackground || contents != nil else { return Path() }
        return shape(in: bounds, radius: presentedScalar(.cornerRadius, model: cornerRadius, at: time))
    }
}
