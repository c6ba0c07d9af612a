import Foundation
import ViewRasterViews
import ViewRasterOutput

/// How a nib instantiates: which class registry, where images are, how they decode.
@MainActor
public struct NibOptions {
    /// Decodes an image file into a bitmap (nil when it cannot).
    public typealias ImageDecoder = @MainActor (URL) -> Bitmap?

    /// Maps `customClass` names to Swift types.
    public var registry: NibClassRegistry
    /// Extra folders searched for images after the xib's own folder.
    public var imageFolders: [URL]
    /// Decodes image files; nil draws every found image as a placeholder (with a warning).
    public var imageDecoder: ImageDecoder?
    /// Deepest nib-in-nib nesting accepted before loading fails as a cycle.
    public var maxNesting: Int

    /// Options with `registry` (nil: `NibClassRegistry.shared`), extra image folders, an image
    /// decoder (nil: every image a placeholder) and the nesting limit.
    public init(registry: NibClassRegistry? = nil, imageFolders: [URL] = [],
                imageDecoder: ImageDecoder? = NibOptions.defaultImageDecoder, maxNesting: Int = 32) {
        self.registry = registry ?? .shared
        self.imageFolders = imageFolders
        self.imageDecoder = imageDecoder
        self.maxNesting = maxNesting
    }

    /// The decoder new options start with: Output's PNG and JPEG readers (the scale comes from
    /// an `@2x`/`@3x` suffix). Other formats are not decoded (placeholder and warning).
    public static var defaultImageDecoder: ImageDecoder? = { url in
        if JPEG.isJPEG(url) { return try? JPEG.read(contentsOf: url) }
        guard url.pathExtension.lowercased() == "png" else { return nil }
        return try? PNG.read(contentsOf: url)
    }
}
