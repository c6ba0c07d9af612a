import Foundation

/// A decoded image: premultiplied RGBA8 pixels (same layout as `Canvas`), immutable and
/// shareable across threads. `scale` is the image's pixels per point (2 for `@2x` files).
public final class Bitmap: PremultipliedImage, Sendable, Hashable {
    /// The most pixels an image (or a canvas) may have: 2^28.
    public static let maxPixels = 1 << 28

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Pixels per point (2 for an `@2x` file).
    public let scale: CGFloat
    /// The pixels, premultiplied RGBA8, row-major from the top-left (`width × height × 4` bytes).
    public let pixels: [UInt8]
    /// Where the image came from (a file path), written into display-list JSON as `src`.
    public let source: String?

    /// An image of `premultipliedPixels` (exactly `width × height × 4` bytes: traps otherwise) at
    /// `scale`, from `source`.
    public init(width: Int, height: Int, scale: CGFloat = 1, premultipliedPixels: [UInt8], source: String? = nil) {
        precondition(premultipliedPixels.count == width * height * 4, "Bitmap pixel count mismatch")
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = premultipliedPixels
        self.source = source
    }

    /// The same pixels at another scale (pixels per point).
    public func withScale(_ scale: CGFloat) -> Bitmap {
        Bitmap(width: width, height: height, scale: scale, premultipliedPixels: pixels, source: source)
    }

    /// The image's size in points.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    /// The same image: the same object, or the same size and pixels (scale and source are not
    /// compared).
    public static func == (l: Bitmap, r: Bitmap) -> Bool {
        l === r || (l.width == r.width && l.height == r.height && l.pixels == r.pixels)
    }
    /// Hashes what `==` compares: the size and the first pixels (up to 64 bytes), so two equal
    /// bitmaps hash alike whatever their scale or source.
    public func hash(into h: inout Hasher) {
        h.combine(width)
        h.combine(height)
        for byte in pixels.prefix(64) { h.combine(byte) }
    }
}
