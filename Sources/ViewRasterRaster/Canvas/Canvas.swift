import Foundation
import ViewRasterDisplayList

/// A pixel buffer of premultiplied RGBA8.
///
/// Byte order in memory is R, G, B, A for each pixel (so a pixel read as a little-endian
/// `UInt32` is `0xAABBGGRR`), rows top to bottom with no padding (`stride == width * 4`).
/// Color channels are premultiplied by alpha: a channel is never larger than its alpha.
/// `scale` is pixels per point: the canvas shows `width / scale` × `height / scale` points.
public struct Canvas: PremultipliedImage, Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// `width * height * 4` bytes, premultiplied RGBA.
    public var pixels: [UInt8]

    /// The largest canvas accepted: 16,384 pixels a side and 2^28 pixels in all (the largest
    /// image, `Bitmap.maxPixels`).
    public static let maxSide = 16_384
    /// The most pixels a canvas may have in all: 2^28 (`Bitmap.maxPixels`).
    public static let maxPixels = Bitmap.maxPixels

    /// A transparent canvas. Throws when a side is not positive or the size is over the limits.
    public init(width: Int, height: Int, scale: CGFloat = 1) throws {
        try Canvas.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Wraps existing premultiplied pixels (`pixels.count` must be `width * height * 4`).
    public init(width: Int, height: Int, scale: CGFloat = 1, premultipliedPixels: [UInt8]) throws {
        try Canvas.checkSize(width: width, height: height)
        guard premultipliedPixels.count == width * height * 4 else {
            throw RasterError.invalidCanvas("pixel buffer has \(premultipliedPixels.count) bytes, expected \(width * height * 4)")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = premultipliedPixels
    }

    /// Throws `RasterError.invalidCanvas` when a side is not positive or the size is over `maxSide`
    /// or `maxPixels`.
    public static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0 else {
            throw RasterError.invalidCanvas("canvas size \(width)x\(height) is not positive")
        }
        guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw RasterError.invalidCanvas("canvas \(width)x\(height) is over the limit (\(maxSide) px a side, \(maxPixels) pixels)")
        }
    }

    /// The premultiplied pixel at (x, y).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Fills every pixel with `color` (replacing, not blending).
    public mutating func clear(to color: Color) {
        let p = PremultipliedPixel(color)
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            let v = p.packed
            for i in 0..<words.count { words[i] = v }
        }
    }
}

/// A premultiplied RGBA8 pixel value.
public struct PremultipliedPixel: Sendable, Hashable {
    /// The channels, 0…255, red, green and blue premultiplied by alpha.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// A pixel of these premultiplied channels (not checked: a channel should not exceed `a`).
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    /// Quantizes a straight color: alpha to 8 bits first, then each channel to
    /// round(channel8 · alpha8 / 255), so premultiplication is the same wherever it happens.
    public init(_ color: Color) {
        let c = color.rgba8
        self.a = c.a
        self.r = mul255(c.r, c.a)
        self.g = mul255(c.g, c.a)
        self.b = mul255(c.b, c.a)
    }
    /// The four bytes as a little-endian word (R in the low byte).
    public var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }
}
