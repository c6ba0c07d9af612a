import Foundation

/// Rows of bilinear samples for `drawImage`, two ways:
///
/// - axis-aligned images: columns map to fixed horizontal taps, so each image row needed is
///   interpolated across once per span and cached (upscaled images reuse it for many device
///   rows); device rows are then a vertical interpolation of two cached rows, four pixels at
///   a time;
/// - any other affine transform: image positions step along the device row in 32.32 fixed
///   point (exact to far below 1/256 pixel over any canvas width).
///
/// Both give the bytes `BilinearSampler.sample` gives for the same position.
struct ImageRows {
    let sampler: BilinearSampler

    // MARK: Axis-aligned

    /// A horizontally interpolated image row over all the columns the image covers.
    struct CachedRow {
        var imageRow = -1
        let pixels: UnsafeMutablePointer<UInt32>
    }

    /// The device columns `x0 ..< x1` the image covers; `taps[0..<(x1 - x0)]` their taps.
    let x0: Int, x1: Int
    let taps: UnsafePointer<BilinearSampler.Tap>

    /// Fills `out[0..<n]` for device row taps `ty` and columns `x ..< x + n` (inside
    /// `x0 ..< x1`); `cache` holds two rows of at least `x1 - x0` pixels.
    @inline(__always)
    func scaledRow(_ ty: BilinearSampler.Tap, x: Int, n: Int,
                   cache: inout (CachedRow, CachedRow), out: UnsafeMutablePointer<UInt32>) {
        let a = row(Int(ty.i0), cache: &cache, keep: -1) + (x - x0)
        if ty.w == 0 || ty.i0 == ty.i1 { out.update(from: a, count: n); return }
        let b = row(Int(ty.i1), cache: &cache, keep: Int(ty.i0)) + (x - x0)
        let w = ty.w
        let wb = SIMD8<UInt16>(repeating: UInt16(w)), wa = SIMD8<UInt16>(repeating: UInt16(256 - w))
        var i = 0
        while i + 4 <= n {
            storePixels4(lerp4(loadPixels4(a + i), loadPixels4(b + i), wa: wa, wb: wb), out + i)
            i += 4
        }
        while i < n { out[i] = BilinearSampler.lerp(a[i], b[i], w); i += 1 }
    }

    /// The cached horizontal interpolation of image row `r` (computing it into the slot not
    /// holding row `keep`).
    @inline(__always)
    private func row(_ r: Int, cache: inout (CachedRow, CachedRow), keep: Int) -> UnsafePointer<UInt32> {
        if cache.0.imageRow == r { return UnsafePointer(cache.0.pixels) }
        if cache.1.imageRow == r { return UnsafePointer(cache.1.pixels) }
        let useFirst = cache.0.imageRow != keep
        let dst = useFirst ? cache.0.pixels : cache.1.pixels
        let src = sampler.pixels + r * sampler.width
        let n = x1 - x0
        var i = 0
        // Four columns at a time: gathered taps, per-lane weights, `lerp4` (the same bytes as
        // `BilinearSampler.lerp`, whose w == 0 and a == b shortcuts the formula reproduces).
        let w256 = SIMD8<UInt16>(repeating: 256)
        while i + 4 <= n {
            let t0 = taps[i], t1 = taps[i + 1], t2 = taps[i + 2], t3 = taps[i + 3]
            let a = Pixels4(src[Int(t0.i0)], src[Int(t1.i0)], src[Int(t2.i0)], src[Int(t3.i0)])
            let b = Pixels4(src[Int(t0.i1)], src[Int(t1.i1)], src[Int(t2.i1)], src[Int(t3.i1)])
            let w = Pixels4(t0.w, t1.w, t2.w, t3.w)
            let wb = unsafeBitCast(w | (w &<< 16), to: SIMD8<UInt16>.self)
            storePixels4(lerp4(a, b, wa: w256 &- wb, wb: wb), dst + i)
            i += 4
        }
        while i < n {
            let t = taps[i]
            dst[i] = BilinearSampler.lerp(src[Int(t.i0)], src[Int(t.i1)], t.w)
            i += 1
        }
        if useFirst { cache.0.imageRow = r } else { cache.1.imageRow = r }
        return UnsafePointer(dst)
    }

    // MARK: Affine

    /// Fills `out[i]` for the covered pixels of a row segment, the image position of the
    /// first pixel's center being (u, v) and advancing by (du, dv) per pixel.
    @inline(__always)
    func affineRow(u: Double, v: Double, du: Double, dv: Double, n: Int,
                   coverage cov: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt32>) {
        let limit = 1048576.0   // 2^20: positions stay exact in 32.32 and never overflow
        let uEnd = u + du * Double(n), vEnd = v + dv * Double(n)
        guard abs(u) < limit, abs(v) < limit, abs(uEnd) < limit, abs(vEnd) < limit else {
            for i in 0..<n where cov[i] != 0 {
                let t = Double(i)
                out[i] = sampler.sample(BilinearSampler.tap(u + du * t, count: sampler.width),
                                        BilinearSampler.tap(v + dv * t, count: sampler.height))
            }
            return
        }
        let one = 4294967296.0    // 2^32
        // Position of (u - 0.5) in 32.32, plus half of 1/256 so truncation rounds to 1/256.
        let half: Int64 = 1 << 23
        var fu = Int64(((u - 0.5) * one).rounded()) &+ half, fv = Int64(((v - 0.5) * one).rounded()) &+ half
        let su = Int64((du * one).rounded()), sv = Int64((dv * one).rounded())
        let wMax = sampler.width - 1, hMax = sampler.height - 1
        for i in 0..<n {
            if cov[i] != 0 {
                let ix = Int(truncatingIfNeeded: fu >> 32), iy = Int(truncatingIfNeeded: fv >> 32)
                let tx = BilinearSampler.Tap(i0: Int32(truncatingIfNeeded: min(max(ix, 0), wMax)),
                                             i1: Int32(truncatingIfNeeded: min(max(ix &+ 1, 0), wMax)),
                                             w: UInt32(truncatingIfNeeded: (fu >> 24) & 255))
                let ty = BilinearSampler.Tap(i0: Int32(truncatingIfNeeded: min(max(iy, 0), hMax)),
                                             i1: Int32(truncatingIfNeeded: min(max(iy &+ 1, 0), hMax)),
                                             w: UInt32(truncatingIfNeeded: (fv >> 24) & 255))
                out[i] = sampler.sample(tx, ty)
            }
            fu = fu &+ su
            fv = fv &+ sv
        }
    }
}

/// `a·(256 - w) + b·w`, / 256 rounded, per channel of four pixels (weights as 16-bit lanes);
/// the same bytes as `BilinearSampler.lerp`.
@inline(__always) func lerp4(_ a: Pixels4, _ b: Pixels4, wa: SIMD8<UInt16>, wb: SIMD8<UInt16>) -> Pixels4 {
    let m: Pixels4 = Pixels4(repeating: 0x00FF_00FF)
    let alo = unsafeBitCast(a & m, to: SIMD8<UInt16>.self), blo = unsafeBitCast(b & m, to: SIMD8<UInt16>.self)
    let ahi = unsafeBitCast((a &>> 8) & m, to: SIMD8<UInt16>.self), bhi = unsafeBitCast((b &>> 8) & m, to: SIMD8<UInt16>.self)
    let lo = (alo &* wa &+ blo &* wb &+ 128) &>> 8
    let hi = (ahi &* wa &+ bhi &* wb &+ 128) &>> 8
    return unsafeBitCast(lo, to: Pixels4.self) | (unsafeBitCast(hi, to: Pixels4.self) &<< 8)
}
