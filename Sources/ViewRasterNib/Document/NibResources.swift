import Foundation
import ViewRasterDisplayList

/// The `<resources>` block: image sizes and color definitions the file uses.
public struct NibResources: Sendable, Hashable {
    /// An `<image name="…" width="…" height="…" catalog="…">` entry.
    public struct Image: Sendable, Hashable {
        public var name: String
        public var size: CGSize
        /// `system` for SF Symbols, nil for the app's own images.
        public var catalog: String?
        public init(name: String, size: CGSize, catalog: String? = nil) {
            self.name = name; self.size = size; self.catalog = catalog
        }
    }
    public var images: [String: Image] = [:]
    /// `<systemColor name="…">` fallbacks written by Xcode 11+.
    public var systemColors: [String: Color] = [:]
    /// `<namedColor name="…">` asset-catalog colors.
    public var namedColors: [String: Color] = [:]
    public init() {}
}
