import Foundation

/// Bilinear sampling of premultiplied RGBA8 pixels with clamp-to-edge addressing.
/// Image space has pixel centers at half-integers: sampling at (u, v) interpolates the four
/// pixels around (u - 0.5, v - 0.5). Where that lands on a pixel center the pixel is returned
/// exactly; otherwise each channel is the weighted sum rounded to nearest, kept ≤ alpha.
struct BilinearSampler {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    @inline(__always) func sample(u: Double, v: Double) -> UInt32 {
        let fx = u - 0.5, fy = v - 0.5
        let flx = fx.rounded(.down), fly = fy.rounded(.down)
        let tx = fx - flx, ty = fy - fly
        let ix = safeInt(flx), iy = safeInt(fly)
        let x0 = min(width - 1, max(0, ix)), x1 = min(width - 1, max(0, ix + 1))
        let y0 = min(height - 1, max(0, iy)), y1 = min(height - 1, max(0, iy + 1))
        let r0 = pixels + y0 * width, r1 = pixels + y1 * width
        let p00 = r0[x0]
        if tx == 0 && ty == 0 { return p00 }
        let p10 = r0[x1], p01 = r1[x0], p11 = r1[x1]
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        let w00 = (1 - tx) * (1 - ty), w10 = tx * (1 - ty), w01 = (1 - tx) * ty, w11 = tx * ty
        @inline(__always) func ch(_ shift: UInt32) -> UInt32 {
            let v = w00 * Double((p00 >> shift) & 255) + w10 * Double((p10 >> shift) & 255)
                  + w01 * Double((p01 >> shift) & 255) + w11 * Double((p11 >> shift) & 255)
            return UInt32(min(255, max(0, v + 0.5)))
        }
        let a = ch(24)
        let r = min(a, ch(0)), g = min(a, ch(8)), b = min(a, ch(16))
        return r | g << 8 | b << 16 | a << 24
    }
}
