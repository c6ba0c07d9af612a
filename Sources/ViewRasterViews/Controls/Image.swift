import Foundation

/// An image (UIImage): a decoded bitmap with its point size and rendering mode.
@MainActor
public final class Image {
    /// How the image is drawn: its own colors, or only its alpha in the tint color.
    public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public let bitmap: Bitmap
    public let renderingMode: RenderingMode
    /// The name it was loaded by, if any.
    public let name: String?
    /// For a placeholder (a missing image, an SF Symbol): its size in points. It is drawn as
    /// vector paths (`DisplayRecorder.image(_:in:tint:)`), holding no pixels: `bitmap` is a
    /// single transparent pixel whose `source` is `placeholder:NAME`.
    public let placeholderSize: CGSize?

    public init(bitmap: Bitmap, renderingMode: RenderingMode = .automatic, name: String? = nil) {
        self.bitmap = bitmap
        self.renderingMode = renderingMode
        self.name = name
        self.placeholderSize = nil
    }

    /// A placeholder of `size` points: a light-gray box with a darker frame and diagonals,
    /// drawn as paths at any size without a bitmap.
    public init(placeholderOfSize size: CGSize, renderingMode: RenderingMode = .automatic, name: String? = nil) {
        // One transparent pixel (4 bytes), named as a placeholder's source always was.
        self.bitmap = Bitmap(width: 1, height: 1, premultipliedPixels: [0, 0, 0, 0], source: "placeholder:\(name ?? "")")
        self.renderingMode = renderingMode
        self.name = name
        self.placeholderSize = size
    }

    /// The size in points (pixels divided by the image's scale).
    public var size: CGSize { placeholderSize ?? bitmap.size }
    public var scale: CGFloat { placeholderSize == nil ? bitmap.scale : 1 }

    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        if let placeholderSize { return Image(placeholderOfSize: placeholderSize, renderingMode: mode, name: name) }
        return Image(bitmap: bitmap, renderingMode: mode, name: name)
    }
}
