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

    public init(bitmap: Bitmap, renderingMode: RenderingMode = .automatic, name: String? = nil) {
        self.bitmap = bitmap
        self.renderingMode = renderingMode
        self.name = name
    }

    /// The size in points (pixels divided by the image's scale).
    public var size: CGSize { bitmap.size }
    public var scale: CGFloat { bitmap.scale }

    public func withRenderingMode(_ mode: RenderingMode) -> Image { Image(bitmap: bitmap, renderingMode: mode, name: name) }
}
