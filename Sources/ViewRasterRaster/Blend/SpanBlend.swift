import ViewRasterDisplayList
/// Row loops that composite onto premultiplied RGBA8 rows with the rule of `blend`:
/// `s' = mul255(s, coverage)`, `dst = s' + mul255(dst, 255 - s'.a)` per channel.
/// Opaque, fully covered pixels are stored directly (the same value the formula gives).
enum SpanBlend {
    /// A solid premultiplied color through per-pixel coverage. Four pixels at a time
    /// (branch-free: coverage 0 leaves the destination, 255 gives the color); blocks with no
    /// coverage are skipped and runs of full coverage go through the uniform loop (a word
    /// fill when the color is opaque).
    /// Not inlined: compiled on its own, the vector widening of the high-half multiply is
    /// inlined into it whatever the caller's size.
    @inline(never)
    static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ n: Int, _ src: UInt32) {
        if src == 0 { return }
        let raw = UnsafeRawPointer(cov)
        let sv = SplitPixels4(Pixels4(repeating: src))
        var i = 0
        while i + 4 <= n {
            let c4 = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if c4 == 0 { i += 4; continue }
            if c4 == UInt32.max {
                let j = fullRunEnd(cov, from: i + 4, n)
                solid(dst + i, j - i, src, coverage: 255)
                i = j
                continue
            }
            storePixels4(blend4(sv, pairs: coveragePairs(c4), onto: loadPixels4(dst + i), HighMul255.self), dst + i)
            i += 4
        }
        while i < n {
            let c = cov[i]
            if c != 0 { dst[i] = sourceOver(c == 255 ? src : mul255x4(src, UInt32(c)), dst[i]) }
            i += 1
        }
    }

    /// A solid premultiplied color at uniform coverage `c` over `n` pixels. A translucent color
    /// over a uniform destination (a fill over a plain background) keeps the last four pixels'
    /// result: four destination pixels equal to the last one blended are given that pixel's
    /// result without the multiply (the same formula of the same bytes). After
    /// `uniformMisses` fours in a row that differ from the last one (a varied destination) the
    /// rest of the span is blended without the compare.
    @inline(never)
    static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ src: UInt32, coverage c: UInt32) {
        if src == 0 || c == 0 { return }
        let s = c == 255 ? src : mul255x4(src, c)
        if s >> 24 == 255 { dst.update(repeating: s, count: n); return }
        let inv = 255 &- (s >> 24)
        let sv = Pixels4(repeating: s), pairs = factorPairs(Pixels4(repeating: inv))
        var i = 0
        if n >= 8 {
            var dv = Pixels4(repeating: dst[0])
            var rv = sv &+ mul255x4High(dv, pairs: pairs)
            var misses = 0
            while i &+ 4 <= n {
                let d = loadPixels4(dst + i)
                if d == dv {
                    storePixels4(rv, dst + i)
                    misses = 0
                    i &+= 4
                    // Eight at a time while the destination stays the same.
                    while i &+ 8 <= n {
                        let a = loadPixels4(dst + i), b = loadPixels4(dst + (i &+ 4))
                        if !isZero((a ^ dv) | (b ^ dv)) { break }
                        storePixels4(rv, dst + i)
                        storePixels4(rv, dst + (i &+ 4))
                        i &+= 8
                    }
                    continue
                } else {
                    let r = sv &+ mul255x4High(d, pairs: pairs)
                    storePixels4(r, dst + i)
                    misses += 1
                    if misses == uniformMisses { i += 4; break }
                    dv = Pixels4(repeating: d[3])
                    rv = Pixels4(repeating: r[3])
                }
                i += 4
            }
        }
        while i + 4 <= n {
            storePixels4(sv &+ mul255x4High(loadPixels4(dst + i), pairs: pairs), dst + i)
            i += 4
        }
        while i < n { dst[i] = s &+ mul255x4(dst[i], inv); i += 1 }
    }

    /// How many differing fours in a row end `solid(_:_:_:coverage:)`'s uniform-destination loop.
    static let uniformMisses = 3

    /// Premultiplied source pixels at uniform coverage (group opacity, unclipped blits).
    /// Not inlined, like `solid`, so the high-half multiply kernel is inlined into it.
    @inline(never)
    static func pixels(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ n: Int, coverage c: UInt32) {
        if c == 0 { return }
        // Branch-free: a zero source leaves the destination unchanged under the formula.
        let cPairs = factorPairs(Pixels4(repeating: c))
        let zero = Pixels4(repeating: 0)
        var i = 0
        while i + 4 <= n {
            var s = loadPixels4(src + i)
            if s != zero {
                if c != 255 { s = mul255x4High(s, pairs: cPairs) }
                storePixels4(sourceOverHigh(s, loadPixels4(dst + i)), dst + i)
            }
            i += 4
        }
        while i < n {
            let s = src[i]
            if s != 0 { dst[i] = sourceOver(c == 255 ? s : mul255x4(s, c), dst[i]) }
            i += 1
        }
    }

    /// Premultiplied source pixels through per-pixel coverage, four at a time (not inlined).
    @inline(never)
    static func pixels(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ n: Int) {
        let raw = UnsafeRawPointer(cov)
        var i = 0
        while i + 4 <= n {
            let c4 = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if c4 == 0 { i += 4; continue }
            let s = loadPixels4(src + i)
            if c4 != UInt32.max {
                storePixels4(blend4(SplitPixels4(s), pairs: coveragePairs(c4), onto: loadPixels4(dst + i), HighMul255.self), dst + i)
            } else {
                storePixels4(sourceOverHigh(s, loadPixels4(dst + i)), dst + i)
            }
            i += 4
        }
        while i < n {
            let c = cov[i], s = src[i]
            if c != 0 && s != 0 { dst[i] = sourceOver(c == 255 ? s : mul255x4(s, UInt32(c)), dst[i]) }
            i += 1
        }
    }

    /// The end of the run of 255 bytes starting at `i` (eight bytes at a time).
    @inline(__always)
    static func fullRunEnd(_ cov: UnsafePointer<UInt8>, from i: Int, _ n: Int) -> Int {
        var j = i
        let raw = UnsafeRawPointer(cov)
        while j + 8 <= n && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == UInt64.max { j += 8 }
        while j < n && cov[j] == 255 { j += 1 }
        return j
    }

    /// Multiplies coverage bytes by mask bytes in place (`mul255`), eight at a time where
    /// either side is all 0 or all 255.
    @inline(__always)
    static func multiply(_ cov: UnsafeMutablePointer<UInt8>, by mask: UnsafePointer<UInt8>, _ n: Int) {
        let craw = UnsafeMutableRawPointer(cov), mraw = UnsafeRawPointer(mask)
        var i = 0
        while i + 8 <= n {
            let m8 = mraw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if m8 != UInt64.max {
                let c8 = craw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if m8 == 0 || c8 == UInt64.max {
                    craw.storeBytes(of: m8, toByteOffset: i, as: UInt64.self)
                } else if c8 != 0 {
                    for k in i..<(i + 8) { cov[k] = mul255(cov[k], mask[k]) }
                }
            }
            i += 8
        }
        while i < n { cov[i] = mul255(cov[i], mask[i]); i += 1 }
    }
}
