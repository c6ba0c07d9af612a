import Foundation
import ViewRasterOutput
import ViewRasterDisplayList
import ViewRasterRaster

/// The seam between snapshot testing and PNG / file I/O.
///
/// Everything in ViewRasterTesting, ViewRasterSnapshotDiff and the CLI's snapshot commands
/// that reads or writes a PNG or replaces a file goes through `ImageFiles.coder`:
/// `RasterPNGCoder`, Raster's `PNG` and `AtomicFile`.
package protocol ImageFileCoding: Sendable {
    /// Encodes a premultiplied canvas as PNG bytes (straight alpha in the file).
    func encodePNG(_ canvas: Canvas) throws -> Data
    /// Decodes PNG bytes into a premultiplied canvas of scale `scale`.
    func decodePNG(_ data: Data, scale: CGFloat) throws -> Canvas
    /// Replaces the file at `url` with `data` atomically: a temporary file in the same folder,
    /// then rename(2). Creates the folder when missing.
    func writeAtomically(_ data: Data, to url: URL) throws
}

/// The coder in use, and the file helpers built on it.
package enum ImageFiles {
    package static let coder: any ImageFileCoding = RasterPNGCoder()

    package static func encodePNG(_ canvas: Canvas) throws -> Data { try coder.encodePNG(canvas) }
    package static func decodePNG(_ data: Data, scale: CGFloat = 1) throws -> Canvas { try coder.decodePNG(data, scale: scale) }
    package static func writeAtomically(_ data: Data, to url: URL) throws { try coder.writeAtomically(data, to: url) }

    /// Reads and decodes a PNG file; errors name the file.
    package static func readPNG(at url: URL, scale: CGFloat = 1) throws -> Canvas {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SnapshotError("cannot read \(url.path): \(Self.reason(error))")
        }
        do { return try decodePNG(data, scale: scale) } catch {
            throw SnapshotError("cannot decode \(url.path): \(error)")
        }
    }

    package static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if ns.domain == NSCocoaErrorDomain, ns.code == NSFileReadNoSuchFileError { return "no such file" }
        return ns.localizedDescription
    }
}
