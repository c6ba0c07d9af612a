import Foundation

/// A color glyph (an emoji) rendered at a pixel size: premultiplied RGBA8 pixels, row by row,
/// with its top-left corner at (`left`, −`top`) from the integer pen position on the baseline
/// (y down), as `CoverageMask` places a glyph's coverage.
public struct ColorGlyphImage: Sendable, Equatable {
    /// The image's left edge in pixels from the pen position (positive: to the right).
    public var left: Int
    /// The image's top edge in pixels above the baseline (positive: up).
    public var top: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels (the number of rows).
    public var height: Int
    /// `width × height × 4` bytes: R, G, B, A, premultiplied.
    public var pixels: [UInt8]

    /// An image from its placement and premultiplied RGBA pixels; traps unless `pixels` holds
    /// `width × height × 4` bytes.
    public init(left: Int, top: Int, width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "ColorGlyphImage size mismatch")
        self.left = left; self.top = top; self.width = width; self.height = height; self.pixels = pixels
    }

    /// Resamples a premultiplied RGBA image placed at (`left`, −`top`) by `factor` with an
    /// area (box) filter: each output pixel is the exact average of the source area it covers,
    /// so emoji strikes shrink to text sizes without aliasing. Double arithmetic, rounded once.
    static func resampled(_ src: [UInt8], width w: Int, height h: Int, left: Int, top: Int, factor k: Double) -> ColorGlyphImage {
        let x0 = Double(left) * k, x1 = Double(left + w) * k
        let y0 = Double(-top) * k, y1 = Double(-top + h) * k
        let dx0 = Int(x0.rounded(.down)), dx1 = Int(x1.rounded(.up))
        let dy0 = Int(y0.rounded(.down)), dy1 = Int(y1.rounded(.up))
        let dw = max(0, dx1 - dx0), dh = max(0, dy1 - dy0)
        guard dw > 0, dh > 0, w > 0, h > 0 else { return ColorGlyphImage(left: 0, top: 0, width: 0, height: 0, pixels: []) }
        let cols = weights(count: dw, start: dx0, origin: Double(left), factor: k, sourceCount: w)
        let rows = weights(count: dh, start: dy0, origin: Double(-top), factor: k, sourceCount: h)
        var horizontal = [Double](repeating: 0, count: h * dw * 4)
        for y in 0..<h {
            for (x, taps) in cols.enumerated() {
                var acc: (Double, Double, Double, Double) = (0, 0, 0, 0)
                for (sx, wt) in taps {
                    let i = (y * w + sx) * 4
                    acc.0 += Double(src[i]) * wt; acc.1 += Double(src[i + 1]) * wt
                    acc.2 += Double(src[i + 2]) * wt; acc.3 += Double(src[i + 3]) * wt
                }
                let o = (y * dw + x) * 4
                horizontal[o] = acc.0; horizontal[o + 1] = acc.1; horizontal[o + 2] = acc.2; horizontal[o + 3] = acc.3
            }
        }
        var out = [UInt8](repeating: 0, count: dw * dh * 4)
        for (y, taps) in rows.enumerated() {
            for x in 0..<dw {
                var acc: (Double, Double, Double, Double) = (0, 0, 0, 0)
                for (sy, wt) in taps {
                    let i = (sy * dw + x) * 4
                    acc.0 += horizontal[i] * wt; acc.1 += horizontal[i + 1] * wt
                    acc.2 += horizontal[i + 2] * wt; acc.3 += horizontal[i + 3] * wt
                }
                let a = UInt8(min(255, max(0, acc.3.rounded())))
                let o = (y * dw + x) * 4
                out[o] = min(a, UInt8(min(255, max(0, acc.0.rounded()))))
                out[o + 1] = min(a, UInt8(min(255, max(0, acc.1.rounded()))))
                out[o + 2] = min(a, UInt8(min(255, max(0, acc.2.rounded()))))
                out[o + 3] = a
            }
        }
        return ColorGlyphImage(left: dx0, top: -dy0, width: dw, height: dh, pixels: out)
    }

    /// For each of `count` output pixels starting at `start`, the source pixels it covers and
    /// the share of the output pixel each covers (summing to 1 inside the image).
    private static func weights(count: Int, start: Int, origin: Double, factor k: Double, sourceCount n: Int) -> [[(Int, Double)]] {
        (0..<count).map { i in
            let a = Double(start + i) / k - origin, b = Double(start + i + 1) / k - origin
            var taps: [(Int, Double)] = []
            var s = max(0, Int(a.rounded(.down)))
            while s < n, Double(s) < b {
                let overlap = min(b, Double(s + 1)) - max(a, Double(s))
                if overlap > 0 { taps.append((s, overlap * k)) }
                s += 1
            }
            return taps
        }
    }
}
