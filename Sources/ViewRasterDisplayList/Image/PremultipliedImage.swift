/// Pixels in the layout every image here shares: premultiplied RGBA8, bytes R, G, B, A per
/// pixel, rows top to bottom with no padding. `Bitmap` (an image in a display list) and the
/// rasterizer's `Canvas` conform, so image files are written from either.
public protocol PremultipliedImage {
    /// Width in pixels.
    var width: Int { get }
    /// Height in pixels.
    var height: Int { get }
    /// `width * height * 4` bytes.
    var pixels: [UInt8] { get }
}

/// round(a · b / 255) for bytes, exact for every input: the one rounding rule of
/// premultiplication, shared by the rasterizer and the PNG codec so both agree.
@inlinable @inline(__always)
public func mul255(_ a: UInt8, _ b: UInt8) -> UInt8 {
    let t = UInt32(a) * UInt32(b) + 128
    return UInt8((t + (t >> 8)) >> 8)
}
