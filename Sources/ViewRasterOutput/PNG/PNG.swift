import Foundation
import ViewRasterCPNG
import ViewRasterDisplayList

/// PNG reading and writing through libpng (behind the setjmp shim in ViewRasterCPNG).
/// Decoded images are premultiplied `Bitmap`s; encoded files are 8-bit straight RGBA.
public enum PNG {
    /// Decodes PNG bytes (any color type, bit depth, palette, tRNS or interlacing) into a
    /// premultiplied bitmap of scale 1. Images with more than `maxPixels` pixels are rejected
    /// before their pixels are allocated. Errors are `RasterError.png` naming `source` when given.
    public static func decode(_ data: Data, maxPixels: Int = Bitmap.maxPixels, source: String? = nil, scale: CGFloat = 1) throws -> Bitmap {
        let name = source ?? "PNG data"
        let width: Int, height: Int, pixels: UnsafeMutablePointer<UInt8>
        switch ShimDecoder.run(data, maxPixels: maxPixels, vr_png_decode) {
        case .pixels(let w, let h, let p): (width, height, pixels) = (w, h, p)
        case .failure(let text): throw RasterError.png("\(name): \(text)")
        }
        defer { vr_png_free(pixels) }
        let count = width * height * 4
        let premultiplied = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.initialize(from: pixels, count: count)
            initialized = count
            PNGPremultiply.premultiply(buffer)
        }
        return Bitmap(width: width, height: height, scale: scale, premultipliedPixels: premultiplied, source: source)
    }

    /// Reads and decodes a PNG file. The scale is `scale` when given, else inferred from an
    /// `@2x` / `@3x` suffix of the file name (1 otherwise). The bitmap's `source` is the path.
    public static func read(contentsOf url: URL, scale: CGFloat? = nil, maxPixels: Int = Bitmap.maxPixels) throws -> Bitmap {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RasterError.png("\(url.path): cannot read file (\(PNG.reason(error)))")
        }
        return try decode(data, maxPixels: maxPixels, source: url.path, scale: scale ?? inferredScale(of: url))
    }

    /// 2 for `name@2x.png`, 3 for `name@3x.png` (also `name@2x~ipad.png`), else 1.
    public static func inferredScale(of url: URL) -> CGFloat {
        var stem = url.deletingPathExtension().lastPathComponent
        if let tilde = stem.lastIndex(of: "~") { stem = String(stem[..<tilde]) }
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let n = Int(digits), n >= 1, n <= 4 else { return 1 }
        return CGFloat(n)
    }

    /// Encodes an image (a canvas, or a bitmap to write next to a display list) as an 8-bit
    /// RGBA PNG. Pixels are un-premultiplied exactly: decoding the file gives back the same
    /// premultiplied bytes.
    public static func encode(_ image: some PremultipliedImage, options: PNGOptions = .fast) throws -> Data {
        try encode(width: image.width, height: image.height, premultipliedPixels: image.pixels, options: options)
    }

    static func encode(width: Int, height: Int, premultipliedPixels: [UInt8], options: PNGOptions) throws -> Data {
        guard width > 0, height > 0, width <= Int(UInt32.max), height <= Int(UInt32.max),
              premultipliedPixels.count == width * height * 4 else {
            throw RasterError.png("cannot encode a \(width)x\(height) image")
        }
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        if options.method == .runs {
            // Un-premultiplied row by row inside the encoder: no straight copy of the image.
            let status = PNGPremultiply.unpremultiplyTable.withUnsafeBufferPointer { table in
                premultipliedPixels.withUnsafeBufferPointer { p in
                    message.withUnsafeMutableBufferPointer { err in
                        vr_png_encode_runs(p.baseAddress, UInt32(width), UInt32(height), table.baseAddress,
                                           &out, &length, err.baseAddress, err.count)
                    }
                }
            }
            guard status == 0, let bytes = out else { throw RasterError.png("cannot encode: \(PNG.text(message))") }
            defer { vr_png_free(bytes) }
            return Data(bytes: bytes, count: length)
        }
        let straight = PNGPremultiply.unpremultiplied(premultipliedPixels)
        let status = straight.withUnsafeBufferPointer { p in
            message.withUnsafeMutableBufferPointer { err in
                vr_png_encode(p.baseAddress, UInt32(width), UInt32(height), Int32(options.level), options.filter.rawValue,
                              &out, &length, err.baseAddress, err.count)
            }
        }
        guard status == 0, let bytes = out else {
            throw RasterError.png("cannot encode: \(PNG.text(message))")
        }
        defer { vr_png_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// Encodes `image` and writes it atomically (temporary file, then rename).
    public static func write(_ image: some PremultipliedImage, to url: URL, options: PNGOptions = .fast) throws {
        let data: Data
        do {
            data = try encode(image, options: options)
        } catch let RasterError.png(message) {
            throw RasterError.png("\(url.path): \(message)")
        }
        try AtomicFile.write(data, to: url)
    }

    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func reason(_ error: Error) -> String {
        if let e = error as? CocoaError, let underlying = e.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if let e = error as? CocoaError {
            switch e.code {
            case .fileReadNoSuchFile: return "no such file"
            case .fileReadNoPermission: return "permission denied"
            default: break
            }
        }
        return error.localizedDescription
    }
}
