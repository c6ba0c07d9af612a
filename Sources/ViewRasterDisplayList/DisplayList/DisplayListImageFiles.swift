import Foundation

/// How display-list JSON reads and writes the image files its `image` ops name (`src`). This
/// module holds no image codec; `ViewRasterOutput` provides `.png` (libpng) and the JSON entry
/// points that use it by default.
public struct DisplayListImageFiles: Sendable {
    /// Reads the image at an absolute file URL; the bitmap's `source` should be its path.
    public var read: @Sendable (URL) throws -> Bitmap
    /// Writes a source-less bitmap to a file URL (the name ends in `.png`, with `@2x`/`@3x`
    /// for those scales).
    public var write: @Sendable (Bitmap, URL) throws -> Void

    /// Image files read and written by the given functions.
    public init(read: @escaping @Sendable (URL) throws -> Bitmap, write: @escaping @Sendable (Bitmap, URL) throws -> Void) {
        self.read = read
        self.write = write
    }
}
