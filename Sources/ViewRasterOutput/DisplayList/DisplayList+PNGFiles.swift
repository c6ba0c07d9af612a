import Foundation
import ViewRasterDisplayList

extension DisplayListImageFiles {
    /// PNG files: read with `PNG.read` (scale from an `@2x` / `@3x` name, the path as
    /// `source`), written with `PNG.encode` at `.small` through `AtomicFile`.
    public static let png = DisplayListImageFiles(
        read: { try PNG.read(contentsOf: $0) },
        write: { bitmap, url in try AtomicFile.write(try PNG.encode(bitmap, options: .small), to: url) })
}

extension DisplayList {
    /// Reads a display list from JSON (version 1 or 2), its images from PNG files; see
    /// `init(json:baseURL:source:images:)`.
    public init(json: Data, baseURL: URL?, source: String) throws {
        try self.init(json: json, baseURL: baseURL, source: source, images: .png)
    }

    /// The list as JSON, its source-less images written as PNG files beside it; see
    /// `jsonData(baseURL:images:)`.
    public func jsonData(baseURL: URL?) throws -> Data {
        try jsonData(baseURL: baseURL, images: .png)
    }
}
