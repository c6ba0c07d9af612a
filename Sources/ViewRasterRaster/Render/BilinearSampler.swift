import Foundation

/// Bilinear sampling of premultiplied RGBA8 pixels with clamp-to-edge addressing.
///
/// Image space has pixel centers at half-integers: sampling at (u, v) interpolates the four
/// pixels around (u - 0.5, v - 0.5). Positions are rounded to 1/256 pixel (so a position
/// within 1/512 of a pixel center snaps to it and returns that pixel exactly: blits, quarter
/// turns and flips reproduce the image). Each interpolation (across, then down) rounds to
/// nearest, two channels at a time in 16-bit lanes; channels never exceed alpha.
struct BilinearSampler {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    /// One axis of a sample: the two neighbouring indices (clamped) and the weight of the
    /// second (0…255).
    struct Tap { var i0: Int32; var i1: Int32; var w: UInt32 }

    /// The taps for image coordinate `t` (u or v) along an axis of `count` pixels.
    @inline(__always) static func tap(_ t: Double, count: Int) -> Tap {
        let f = min(max(t - 0.5, -1), Double(count))          // clamp far-away positions
        let fixed = Int((f + 2) * 256 + 0.5)                  // ≥ 256, position in 1/256
        let i = (fixed >> 8) &- 2
        let i0 = min(max(i, 0), count - 1), i1 = min(max(i &+ 1, 0), count - 1)
        return Tap(i0: Int32(truncatingIfNeeded: i0), i1: Int32(truncatingIfNeeded: i1), w: UInt32(fixed & 255))
    }

    @inline(__always) func sample(_ x: Tap, _ y: Tap) -> UInt32 {
        let r0 = pixels + Int(y.i0) * width
        let top = BilinearSampler.lerp(r0[Int(x.i0)], r0[Int(x.i1)], x.w)
        if y.w == 0 { return top }
        let r1 = pixels + Int(y.i1) * width
        return BilinearSampler.lerp(top, BilinearSampler.lerp(r1[Int(x.i0)], r1[Int(x.i1)], x.w), y.w)
    }

    /// `a·(256 - w) + b·w`, / 256 rounded, per channel (w in 0…255).
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 || a == b { return a }
        let iw = 256 &- w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ga
    }
}
