import Foundation

/// Bilinear sampling of premultiplied RGBA8 pixels with clamp-to-edge addressing.
/// Image space has pixel centers at half-integers: sampling at (u, v) interpolates the four
/// pixels around (u - 0.5, v - 0.5). Weights are rounded to 1/256; each interpolation (across,
/// then down) rounds to nearest, two channels at a time in 16-bit lanes. A weight of 0 or 256
/// returns the neighbour exactly, so pixel-center-aligned sampling (blits, quarter turns,
/// flips) reproduces the image exactly, and channels never exceed alpha.
struct BilinearSampler {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    @inline(__always) func sample(u: Double, v: Double) -> UInt32 {
        // Clamp far-away positions first so the integer conversions stay small.
        let fx = min(max(u - 0.5, -1), Double(width)), fy = min(max(v - 0.5, -1), Double(height))
        let ix = Int(fx + 2) - 2, iy = Int(fy + 2) - 2          // floor for values ≥ -1
        let wx = UInt32((fx - Double(ix)) * 256 + 0.5), wy = UInt32((fy - Double(iy)) * 256 + 0.5)
        let x0 = min(max(ix, 0), width - 1), x1 = min(max(ix + 1, 0), width - 1)
        let y0 = min(max(iy, 0), height - 1), y1 = min(max(iy + 1, 0), height - 1)
        let r0 = pixels + y0 * width, r1 = pixels + y1 * width
        let top = lerp(r0[x0], r0[x1], wx)
        let bottom = lerp(r1[x0], r1[x1], wx)
        return lerp(top, bottom, wy)
    }

    /// `a·(256 - w) + b·w`, / 256 rounded, per channel (w in 0…256).
    @inline(__always) func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 || a == b { return a }
        if w >= 256 { return b }
        let iw = 256 - w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = ((((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ga
    }
}
