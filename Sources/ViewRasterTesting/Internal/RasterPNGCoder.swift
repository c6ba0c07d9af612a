import Foundation
import ViewRasterRaster
import ViewRasterOutput

/// References through Raster's PNG: level 6 with no row filter (smaller and faster to decode
/// than libpng's adaptive filtering on UI images), written atomically.
struct RasterPNGCoder: ImageFileCoding {
    func encodePNG(_ canvas: Canvas) throws -> Data {
        try PNG.encode(canvas, options: .small)
    }

    func decodePNG(_ data: Data, scale: CGFloat) throws -> Canvas {
        let bitmap = try PNG.decode(data, scale: scale)
        return try Canvas(width: bitmap.width, height: bitmap.height, scale: scale, premultipliedPixels: bitmap.pixels)
    }

    func writeAtomically(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(data, to: url)
    }
}
