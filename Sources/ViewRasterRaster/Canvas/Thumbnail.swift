import Foundation
import ViewRasterDisplayList

extension Canvas {
    /// A smaller copy made by averaging whole `factor × factor` blocks of premultiplied pixels
    /// (a box filter: no aliasing when frames are shrunk for a contact sheet).
    public func downsampled(by factor: Int) throws -> Canvas {
        let f = Swift.max(1, factor)
        if f == 1 { return self }
        let w = Swift.max(1, width / f), h = Swift.max(1, height / f)
        var out = try Canvas(width: w, height: h, scale: scale / CGFloat(f))
        let n = UInt32(f * f)
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                        for dy in 0..<f {
                            var i = ((y * f + dy) * width + x * f) * 4
                            for _ in 0..<f {
                                r += UInt32(src[i]); g += UInt32(src[i + 1]); b += UInt32(src[i + 2]); a += UInt32(src[i + 3])
                                i += 4
                            }
                        }
                        let o = (y * w + x) * 4
                        dst[o] = UInt8((r + n / 2) / n); dst[o + 1] = UInt8((g + n / 2) / n)
                        dst[o + 2] = UInt8((b + n / 2) / n); dst[o + 3] = UInt8((a + n / 2) / n)
                    }
                }
            }
        }
        return out
    }

    /// The canvas as an immutable bitmap (same pixels).
    public func bitmap(source: String? = nil) -> Bitmap {
        Bitmap(width: width, height: height, scale: scale, premultipliedPixels: pixels, source: source)
    }
}
