import Foundation
import ViewRasterOutput
import ViewRasterDisplayList
import ViewRasterRaster

/// Draws the picture of a comparison: the reference faded to a light gray, pixels that fail in
/// red, pixels that differ but are within the perceptual tolerance in orange, and — when the
/// sizes differ — the area only one image covers in magenta. Opaque, `max(w) × max(h)` pixels.
public enum DiffImage {
    /// The RGB of a failing pixel: red.
    public static let failing: (UInt8, UInt8, UInt8) = (255, 0, 0)
    /// The RGB of a pixel that differs within the perceptual tolerance: orange.
    public static let tolerated: (UInt8, UInt8, UInt8) = (255, 170, 0)
    /// The RGB of the area only one of two differently sized images covers: magenta.
    public static let outside: (UInt8, UInt8, UInt8) = (255, 0, 255)

    /// The diff picture of `reference` and `actual` at `perceptualPrecision` (1: any difference
    /// fails), at the actual image's scale; throws if the canvas would be too large.
    public static func make(reference: Canvas, actual: Canvas, perceptualPrecision: Double = 1) throws -> Canvas {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var out = [UInt8](repeating: 255, count: width * height * 4)
        let threshold = ImageComparison.deltaEThreshold(perceptualPrecision: perceptualPrecision)
        let r = reference.pixels, a = actual.pixels
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let inR = x < reference.width && y < reference.height
                let inA = x < actual.width && y < actual.height
                var color: (UInt8, UInt8, UInt8)
                if !(inR && inA) {
                    color = outside
                } else {
                    let i = (y * reference.width + x) * 4
                    let j = (y * actual.width + x) * 4
                    let p = (r[i], r[i + 1], r[i + 2], r[i + 3])
                    let q = (a[j], a[j + 1], a[j + 2], a[j + 3])
                    if p == q {
                        // The reference over white, as gray, faded to a quarter of its contrast.
                        let w = Int(255 - p.3)
                        let lum = (54 * (Int(p.0) + w) + 183 * (Int(p.1) + w) + 19 * (Int(p.2) + w)) >> 8
                        let g = UInt8(255 - (255 - min(255, lum)) / 4)
                        color = (g, g, g)
                    } else if perceptualPrecision < 1 && DeltaE94.distance(premultiplied: p, q) <= threshold {
                        color = tolerated
                    } else {
                        color = failing
                    }
                }
                out[o] = color.0; out[o + 1] = color.1; out[o + 2] = color.2
            }
        }
        return try Canvas(width: width, height: height, scale: actual.scale, premultipliedPixels: out)
    }
}
