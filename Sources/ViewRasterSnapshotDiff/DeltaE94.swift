import Foundation

/// CIE ΔE*94 (graphic arts weights: kL = kC = kH = 1, K1 = 0.045, K2 = 0.015) between sRGB
/// colors, through CIE Lab with the D65 white point, the measure Core Image's `CILabDeltaE`
/// gives and swift-snapshot-testing's `perceptualPrecision` thresholds.
public enum DeltaE94 {
    /// A color in CIE Lab.
    public struct Lab: Sendable, Equatable {
        /// Lightness L* (0 black … 100 white) and the a* (green–red) and b* (blue–yellow) axes.
        public var l: Double, a: Double, b: Double
        /// The color L* `l`, a* `a`, b* `b`.
        public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
    }

    /// sRGB 8-bit channel → linear light.
    static let linear: [Double] = (0..<256).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Lab of an opaque 8-bit sRGB color.
    public static func lab(r: UInt8, g: UInt8, b: UInt8) -> Lab {
        let rl = linear[Int(r)], gl = linear[Int(g)], bl = linear[Int(b)]
        // sRGB (D65) → XYZ, normalized by the D65 white.
        let x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / 0.95047
        let y = (0.2126729 * rl + 0.7151522 * gl + 0.0721750 * bl)
        let z = (0.0193339 * rl + 0.1191920 * gl + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double {
            t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// ΔE*94 from `reference` to `sample` (the formula weights chroma by the reference's).
    public static func distance(_ reference: Lab, _ sample: Lab) -> Double {
        let dl = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dc = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1
        let sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// ΔE*94 between two premultiplied RGBA8 pixels: the larger of the distances seen over
    /// black and over white, so a difference in alpha counts as much as it shows.
    public static func distance(premultiplied p: (UInt8, UInt8, UInt8, UInt8), _ q: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        // Over black a premultiplied pixel is its own color; over white it is c + (255 − a).
        let overBlack = distance(lab(r: p.0, g: p.1, b: p.2), lab(r: q.0, g: q.1, b: q.2))
        if p.3 == 255 && q.3 == 255 { return overBlack }
        let wp = 255 - p.3, wq = 255 - q.3
        let overWhite = distance(lab(r: p.0 &+ wp, g: p.1 &+ wp, b: p.2 &+ wp),
                                 lab(r: q.0 &+ wq, g: q.1 &+ wq, b: q.2 &+ wq))
        return max(overBlack, overWhite)
    }
}
