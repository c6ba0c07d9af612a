/// The pixel grid of a scale, as the edit pass's frame loop puts solved values on it: one
/// loop per kind of grid (a generic parameter), so the loop for a power-of-two scale
/// multiplies by the exact reciprocal and the others divide, with no branch per value (a
/// branch inside `PixelSnap.snapped` was if-converted: both computed, one selected).
protocol PixelGrid {
    /// Both lanes of `v` on the grid: the doubles `PixelSnap.snapped(v, scale:)` gives.
    func snapped(_ v: SIMD2<Double>) -> SIMD2<Double>
    /// The four lanes of `v` on the grid, each as `snapped(_:)` puts it (a frame's near and
    /// far corners at once: one range check for both).
    func snapped(_ v: SIMD4<Double>) -> SIMD4<Double>
}

