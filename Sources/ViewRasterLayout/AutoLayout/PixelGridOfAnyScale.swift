/// The pixel grid of any positive, finite scale: values rounded in pixels, divided back into
/// points (`PixelSnap.snapped`).
struct PixelGridOfAnyScale: PixelGrid {
    /// Pixels per point.
    let scale: Double

    @inline(__always)
    func snapped(_ v: SIMD2<Double>) -> SIMD2<Double> { PixelSnap.snapped(v, scale: scale) }

    @inline(__always)
    func snapped(_ v: SIMD4<Double>) -> SIMD4<Double> { PixelSnap.snapped(v, scale: scale) }
}
