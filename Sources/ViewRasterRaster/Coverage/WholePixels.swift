import Foundation
import ViewRasterDisplayList

/// The tests by which the rasterizer takes its pixel-exact fast paths, shared by the paths
/// themselves (`RasterContext.clip(to:)`, `RasterContext.drawImage`) and by what predicts
/// them (`BandCost`), so the two cannot drift apart.
enum WholePixels {
    /// Whether device coordinate `v` lies on a pixel boundary (within 1e-4).
    @inline(__always) static func isWhole(_ v: CGFloat) -> Bool { v.isFinite && abs(v - v.rounded()) < 1e-4 }

    /// Whether every side of device rectangle `r` lies on a pixel boundary: a clip by it only
    /// narrows the clip's bounds (no mask).
    @inline(__always) static func isAligned(_ r: CGRect) -> Bool {
        isWhole(r.minX) && isWhole(r.minY) && isWhole(r.maxX) && isWhole(r.maxY)
    }

    /// Whether image-to-device transform `m` maps image pixels one to one onto device pixels
    /// (no scale, no turn, a whole-pixel translation within range): the image is blitted.
    @inline(__always) static func isBlit(_ m: CGAffineTransform) -> Bool {
        m.a == 1 && m.d == 1 && m.b == 0 && m.c == 0 && m.tx == m.tx.rounded() && m.ty == m.ty.rounded()
            && abs(m.tx) < 1e9 && abs(m.ty) < 1e9
    }
}
