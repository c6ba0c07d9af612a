import Foundation

/// The kind of gradient a `GradientLayer` draws (CAGradientLayerType).
public enum GradientLayerType: String, Sendable, Hashable {
    /// Colors change along the line from `startPoint` to `endPoint` and are constant across it.
    case axial
    /// Colors change with the distance from `startPoint`; `endPoint` is where the last color
    /// is reached (its x and y offsets give the ellipse's radii).
    case radial
    /// Colors change with the angle around `startPoint`, from the direction of `endPoint`.
    case conic
}

/// A layer that fills its bounds with a color gradient (CAGradientLayer), in its rounded
/// shape when it has a corner radius. Drawn as a generated bitmap at the render's pixel
/// scale under the layer's clip (the display list has no gradient op).
@MainActor
public final class GradientLayer: Layer {
    /// The colors, in order; nil or empty draws nothing, one color fills the layer.
    public var colors: [Color]?
    /// Where each color sits (0…1, increasing), one per color; nil spreads them evenly.
    public var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds ((0.5, 0) by default: the top middle).
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates ((0.5, 1) by default: the bottom middle).
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// Axial (the default), radial or conic.
    public var type: GradientLayerType = .axial

    private var cache: (key: GradientBitmap.Key, bitmap: Bitmap)?

    /// An empty gradient layer (no colors).
    public override init() { super.init() }

    override func drawOwnContent(bounds: CGRect, context: LayerDrawingContext) -> [DisplayOp] {
        guard let colors, !colors.isEmpty, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        let resolved = colors.map { $0.resolvedColor(with: context.traits) }
        let stops = GradientBitmap.stops(colors: resolved, locations: locations?.map { CGFloat($0.doubleValue) })
        let key = GradientBitmap.Key(stops: stops, start: startPoint, end: endPoint, type: type, size: bounds.size, scale: context.scale)
        let bitmap: Bitmap
        if let cache, cache.key == key { bitmap = cache.bitmap } else {
            bitmap = GradientBitmap.render(key)
            cache = (key, bitmap)
        }
        let radius = presentedScalar(.cornerRadius, model: cornerRadius, at: context.time)
        if radius > 0 && !maskedCorners.isEmpty {
            return [.save, .clip(shape(in: bounds, radius: radius)), .image(bitmap, bounds, tint: nil), .restore]
        }
        return [.image(bitmap, bounds, tint: nil)]
    }
}
