import Foundation
import ViewRasterOutput
import ViewRasterDisplayList
import ViewRasterRaster

/// The pixel-by-pixel comparison behind `.image` strategies and `viewraster diff`.
///
/// - `precision`: the fraction of pixels that must match (1 = all).
/// - `perceptualPrecision`: how close a pixel must be to match, as swift-snapshot-testing
///   defines it: a pixel matches when its CIE ΔE*94 is ≤ (1 − perceptualPrecision) × 100.
///   At 1 a pixel matches only when its bytes are equal.
/// The images match when (matching pixels / all pixels) ≥ precision. Different sizes never match.
public struct ImageComparison: Sendable, Equatable {
    /// The reference image's size in pixels.
    public var referenceSize: (width: Int, height: Int) { (referenceWidth, referenceHeight) }
    /// The actual image's size in pixels.
    public var actualSize: (width: Int, height: Int) { (actualWidth, actualHeight) }
    /// The reference image's width and height in pixels.
    public let referenceWidth: Int, referenceHeight: Int
    /// The actual image's width and height in pixels.
    public let actualWidth: Int, actualHeight: Int
    /// The fraction of pixels that must match (1 = all).
    public let precision: Double
    /// How close a pixel must be to match (1: equal bytes; else ΔE*94 ≤ (1 − it) × 100).
    public let perceptualPrecision: Double
    /// Pixels whose bytes differ at all.
    public let differentPixels: Int
    /// Pixels that fail the perceptual threshold (equal to `differentPixels` at precision 1).
    public let failingPixels: Int
    /// The largest difference of one byte (premultiplied R, G, B or A) between the images.
    public let maxChannelDelta: Int
    /// The largest ΔE*94 of any pixel (computed only when `perceptualPrecision < 1`, else nil).
    public let maxDeltaE: Double?

    /// Whether the two images have the same size in pixels.
    public var sizesMatch: Bool { referenceWidth == actualWidth && referenceHeight == actualHeight }
    /// The actual image's number of pixels.
    public var pixelCount: Int { actualWidth * actualHeight }
    /// The fraction of pixels that match.
    public var matchingFraction: Double {
        sizesMatch ? 1 - Double(failingPixels) / Double(max(1, pixelCount)) : 0
    }
    /// Whether the images are the same within the tolerances.
    public var matches: Bool { sizesMatch && (failingPixels == 0 || matchingFraction >= precision) }

    /// The ΔE*94 above which a pixel fails.
    public static func deltaEThreshold(perceptualPrecision: Double) -> Double { (1 - perceptualPrecision) * 100 }

    /// Equal sizes, counts, largest differences and precisions.
    public static func == (l: ImageComparison, r: ImageComparison) -> Bool {
        l.referenceWidth == r.referenceWidth && l.referenceHeight == r.referenceHeight
            && l.actualWidth == r.actualWidth && l.actualHeight == r.actualHeight
            && l.differentPixels == r.differentPixels && l.failingPixels == r.failingPixels
            && l.maxChannelDelta == r.maxChannelDelta && l.maxDeltaE == r.maxDeltaE
            && l.precision == r.precision && l.perceptualPrecision == r.perceptualPrecision
    }

    /// Compares two canvases (their `scale` is ignored: only pixels count).
    public init(reference: Canvas, actual: Canvas, precision: Double = 1, perceptualPrecision: Double = 1) {
        referenceWidth = reference.width; referenceHeight = reference.height
        actualWidth = actual.width; actualHeight = actual.height
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        guard reference.width == actual.width, reference.height == actual.height else {
            differentPixels = 0; failingPixels = 0; maxChannelDelta = 0; maxDeltaE = nil
            return
        }
        if reference.pixels == actual.pixels {
            differentPixels = 0; failingPixels = 0; maxChannelDelta = 0
            maxDeltaE = perceptualPrecision < 1 ? 0 : nil
            return
        }
        let perceptual = perceptualPrecision < 1
        let threshold = ImageComparison.deltaEThreshold(perceptualPrecision: perceptualPrecision)
        var different = 0, failing = 0, maxDelta = 0
        var maxE = 0.0
        reference.pixels.withUnsafeBufferPointer { r in
            actual.pixels.withUnsafeBufferPointer { a in
                var i = 0
                while i < r.count {
                    if r[i] != a[i] || r[i + 1] != a[i + 1] || r[i + 2] != a[i + 2] || r[i + 3] != a[i + 3] {
                        different += 1
                        for k in 0..<4 { maxDelta = max(maxDelta, abs(Int(r[i + k]) - Int(a[i + k]))) }
                        if perceptual {
                            let e = DeltaE94.distance(premultiplied: (r[i], r[i + 1], r[i + 2], r[i + 3]),
                                                      (a[i], a[i + 1], a[i + 2], a[i + 3]))
                            maxE = max(maxE, e)
                            if e > threshold { failing += 1 }
                        } else {
                            failing += 1
                        }
                    }
                    i += 4
                }
            }
        }
        differentPixels = different
        failingPixels = failing
        maxChannelDelta = maxDelta
        maxDeltaE = perceptual ? maxE : nil
    }

    /// A sentence or two for a failure message.
    public var summary: String {
        guard sizesMatch else {
            return "Images have different sizes: reference \(referenceWidth)×\(referenceHeight) px, actual \(actualWidth)×\(actualHeight) px."
        }
        let percent = String(format: "%.2f", 100 * Double(differentPixels) / Double(max(1, pixelCount)))
        var s = "\(differentPixels) of \(pixelCount) pixels differ (\(percent)%), max channel delta \(maxChannelDelta)"
        if let e = maxDeltaE {
            s += String(format: ", max ΔE94 %.2f", e)
            s += "; \(failingPixels) pixels over ΔE \(Self.format(Self.deltaEThreshold(perceptualPrecision: perceptualPrecision)))"
        }
        s += "."
        if precision < 1 || perceptualPrecision < 1 {
            s += " Matching \(Self.format(matchingFraction)), required precision \(Self.format(precision))"
            s += ", perceptual precision \(Self.format(perceptualPrecision))."
        }
        return s
    }

    static func format(_ v: Double) -> String {
        var s = String(format: "%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
