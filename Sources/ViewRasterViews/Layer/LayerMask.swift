import Foundation

/// How a layer masks another (CALayer.mask), as Core Animation does: the mask layer and its
/// sublayers are drawn (in the masked layer's coordinates) into a mask whose alpha multiplies
/// the masked layer's pixels — colors do not matter. An opaque `ShapeLayer` clips to its path
/// (and stroke), a `GradientLayer` fading from opaque to clear fades the content, a layer
/// whose `contents` is an image clips by the image's alpha, a translucent mask (`opacity`,
/// colors with alpha) lets the content through in part. A mask that draws nothing hides the
/// layer.
extension Layer {
    /// `body` (the masked layer's drawing, in its coordinates) masked by `mask` at the context's
    /// time: `save`, the mask's drawing between `beginMask` and `endMask`, `body`, `restore`.
    /// Empty when the mask draws nothing.
    static func masked(_ body: [DisplayOp], by mask: Layer, context: LayerDrawingContext) -> [DisplayOp] {
        let maskOps = mask.standaloneOps(context: context)
        guard !maskOps.isEmpty else { return [] }
        return [.save, .beginMask] + maskOps + [.endMask] + body + [.restore]
    }
}
