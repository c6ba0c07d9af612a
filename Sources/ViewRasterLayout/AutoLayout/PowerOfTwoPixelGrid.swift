/// The pixel grid of a scale that is a power of two (1, 2, 4, 0.5…): values rounded in
/// pixels, then multiplied by the scale's reciprocal instead of divided by the scale. The
/// reciprocal of a normal power of two is itself a double, exactly, so `r · (1 / scale)` and
/// `r / scale` are the same real number, rounded once: the same doubles as `PixelSnap.snapped`
/// (zeros, infinities and NaN included).
struct PowerOfTwoPixelGrid: PixelGrid {
    /// Pixels per point.
    let scale: Double
    /// `1 / scale`, exact.
    let reciprocal: Double

    /// The grid of `scale`, when `scale` is a normal, positive power of two (nil otherwise).
    init?(scale: Double) {
        guard scale > 0, scale.isNormal, scale.significandBitPattern == 0 else { return nil }
        self.scale = scale
        reciprocal = 1 / scale
    }

    @inline(__always)
    func snapped(_ v: SIMD2<Double>) -> SIMD2<Double> {
        PixelSnap.roundedAwayFromZero(v * scale) * reciprocal + 0
    }

    @inline(__always)
    func snapped(_ v: SIMD4<Double>) -> SIMD4<Double> {
        PixelSnap.roundedAwayFromZero(v * scale) * reciprocal + 0
    }
}
