import Foundation
import ViewRasterDisplayList

/// The `<resources>` block: image sizes and color definitions the file uses.
public struct NibResources: Sendable, Hashable {
    /// An `<image name="…" width="…" height="…" catalog="…">` entry.
    public struct Image: Sendable, Hashable {
        /// `name="…"`: the image's name.
        public var name: String
        /// `width` and `height`: the image's size in points.
        public var size: CGSize
        /// `system` for SF Symbols, nil for the app's own images.
        public var catalog: String?
        /// An entry for image `name` of `size` points, from `catalog` (nil: the app's).
        public init(name: String, size: CGSize, catalog: String? = nil) {
            self.name = name; self.size = size; self.catalog = catalog
        }
    }
    /// The `<image>` entries by name.
    public var images: [String: Image] = [:]
    /// `<systemColor name="…">` fallbacks written by Xcode 11+.
    public var systemColors: [String: Color] = [:]
    /// `<namedColor name="…">` asset-catalog colors.
    public var namedColors: [String: Color] = [:]
    /// Empty resources.
    public init() {}
}
