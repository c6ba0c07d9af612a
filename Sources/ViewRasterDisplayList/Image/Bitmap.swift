import Foundation

/// A decoded image: premultiplied RGBA8 pixels (same layout as `Canvas`), immutable and
/// shareable across threads. `scale` is the image's pixels per point (2 for `@2x` files).
public final class Bitmap: PremultipliedImage, Sendable, Hashable {
    /// The most pixels an image (or a canvas) may have: 2^28.
    public static let maxPixels = 1 << 28

    public let width: Int
    public let height: Int
    public let scale: CGFloat
    public let pixels: [UInt8]
    /// Where the image came from (a file path), written into display-list JSON as `src`.
    public let source: String?

    public init(width: Int, height: Int, scale: CGFloat = 1, premultipliedPixels: [UInt8], source: String? = nil) {
        precondition(premultipliedPixels.count == width * height * 4, "Bitmap pixel count mismatch")
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = premultipliedPixels
        self.source = source
    }

    /// The image's size in points.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    public static func == (l: Bitmap, r: Bitmap) -> Bool {
        l === r || (l.width == r.width && l.height == r.height && l.pixels == r.pixels)
    }
    public func hash(into h: inout Hasher) { h.combine(width); h.combine(height); h.combine(source) }
}
