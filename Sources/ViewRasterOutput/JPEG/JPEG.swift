import Foundation
import ViewRasterCJPEG
import ViewRasterDisplayList

/// JPEG reading through libjpeg-turbo (behind the setjmp shim in ViewRasterCJPEG): baseline
/// and progressive files, gray, RGB and CMYK, decoded into opaque bitmaps. A damaged or
/// truncated file is a thrown `RasterError.image` naming the file, never a crash or a
/// gray-padded picture.
public enum JPEG {
    /// Decodes JPEG bytes into a bitmap of `scale`. Images with more than `maxPixels` pixels
    /// are rejected before their pixels are allocated.
    public static func decode(_ data: Data, maxPixels: Int = Bitmap.maxPixels, source: String? = nil, scale: CGFloat = 1) throws -> Bitmap {
        let name = source ?? "JPEG data"
        let width: Int, height: Int, pixels: UnsafeMutablePointer<UInt8>
        switch ShimDecoder.run(data, maxPixels: maxPixels, vr_jpeg_decode) {
        case .pixels(let w, let h, let p): (width, height, pixels) = (w, h, p)
        case .failure(let text): throw RasterError.image("JPEG: \(name): \(text.isEmpty ? "cannot decode" : text)")
        }
        defer { vr_jpeg_free(pixels) }
        let count = width * height * 4
        let bytes = [UInt8](UnsafeBufferPointer(start: pixels, count: count))   // opaque: already premultiplied
        return Bitmap(width: width, height: height, scale: scale, premultipliedPixels: bytes, source: source)
    }

    /// Reads and decodes a JPEG file; the scale is `scale` when given, else from an `@2x` /
    /// `@3x` suffix (1 otherwise). Errors name the path. The bitmap has no `source`, so a
    /// display list written as JSON carries it as a PNG beside the list (the format's `src`
    /// is a PNG).
    public static func read(contentsOf url: URL, scale: CGFloat? = nil, maxPixels: Int = Bitmap.maxPixels) throws -> Bitmap {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw RasterError.image("JPEG: \(url.path): cannot read file")
        }
        do {
            return try decode(data, maxPixels: maxPixels, source: nil, scale: scale ?? PNG.inferredScale(of: url))
        } catch {
            throw RasterError.image("JPEG: \(url.path): \(JPEG.reason(error))")
        }
    }

    /// The message of a decode error without its "JPEG data" prefix.
    static func reason(_ error: Error) -> String {
        let text = String(describing: error)
        return text.components(separatedBy: "JPEG data: ").last ?? text
    }

    /// True for names ending in `.jpg` or `.jpeg` (any case).
    public static func isJPEG(_ url: URL) -> Bool { ["jpg", "jpeg"].contains(url.pathExtension.lowercased()) }
}
