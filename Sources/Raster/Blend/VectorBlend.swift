/// Four packed pixels at once, with exactly the arithmetic of `mul255x4` / `sourceOver`
/// (two channels per 32-bit lane, multiplied in 16-bit lanes, which SSE2 / NEON do natively),
/// so vector and scalar paths give identical bytes.
typealias Pixels4 = SIMD4<UInt32>

/// `mul255` of every channel of four pixels by per-lane factors given as pairs (`c | c << 16`).
@inline(__always) func mul255x4(_ p: Pixels4, pairs: SIMD8<UInt16>) -> Pixels4 {
    let lo = unsafeBitCast(p & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    let hi = unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    var t = lo &* pairs &+ 128
    t = (t &+ (t &>> 8)) &>> 8
    var u = hi &* pairs &+ 128
    u = (u &+ (u &>> 8)) &>> 8
    return unsafeBitCast(t, to: Pixels4.self) | (unsafeBitCast(u, to: Pixels4.self) &<< 8)
}

/// Factor pairs for `mul255x4(_:pairs:)` from four coverage bytes packed in a word (byte k is
/// pixel k's factor): a vector zero-extension and one shift, no per-lane scalar work.
@inline(__always) func coveragePairs(_ c4: UInt32) -> SIMD8<UInt16> {
    let w = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(c4, to: SIMD4<UInt8>.self))
    return unsafeBitCast(w | (w &<< 16), to: SIMD8<UInt16>.self)
}

/// Factor pairs for `mul255x4(_:pairs:)` from per-lane factors (0…255).
@inline(__always) func factorPairs(_ c: Pixels4) -> SIMD8<UInt16> {
    unsafeBitCast(c | (c &<< 16), to: SIMD8<UInt16>.self)
}

/// Source-over of four premultiplied (already coverage-scaled) source pixels onto four
/// destination pixels.
@inline(__always) func sourceOver(_ s: Pixels4, _ d: Pixels4) -> Pixels4 {
    s &+ mul255x4(d, pairs: factorPairs(255 &- (s &>> 24)))
}

@inline(__always) func loadPixels4(_ p: UnsafePointer<UInt32>) -> Pixels4 {
    UnsafeRawPointer(p).loadUnaligned(as: Pixels4.self)
}

@inline(__always) func storePixels4(_ v: Pixels4, _ p: UnsafeMutablePointer<UInt32>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels4.self)
}

/// `mul255` of eight 16-bit lanes (each 0…255) by eight factors (0…255).
@inline(__always) func mul255Lanes(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &* y &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// A premultiplied source split into its R,B lanes and G,A lanes (16 bits each), the form
/// `blend4` takes, so a constant color is split once per span.
struct SplitPixels4 {
    var rb: SIMD8<UInt16>
    var ga: SIMD8<UInt16>
    @inline(__always) init(_ p: Pixels4) {
        rb = unsafeBitCast(p & 0x00FF_00FF, to: SIMD8<UInt16>.self)
        ga = unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    }
}

/// The compositing rule for four pixels in the 16-bit lane domain throughout:
/// `s' = mul255(s, c)`, `d' = s' + mul255(d, 255 - s'.a)` per channel, with per-pixel factors
/// `c` given as pairs. Bit-identical to `sourceOver(mul255x4(s, pairs: c), d)` on premultiplied
/// pixels (no channel sum exceeds 255, so lane adds and packed adds agree), without the
/// lane shuffles the packed form costs.
@inline(__always) func blend4(_ s: SplitPixels4, pairs c: SIMD8<UInt16>, onto d: Pixels4) -> Pixels4 {
    let t = mul255Lanes(s.rb, c)
    let u = mul255Lanes(s.ga, c)
    let a = unsafeBitCast(u, to: SIMD4<UInt32>.self) &>> 16
    let inv = unsafeBitCast((a | (a &<< 16)) ^ 0x00FF_00FF, to: SIMD8<UInt16>.self)
    let dd = SplitPixels4(d)
    let rb = t &+ mul255Lanes(dd.rb, inv)
    let ga = u &+ mul255Lanes(dd.ga, inv)
    return unsafeBitCast(rb | (ga &<< 8), to: Pixels4.self)
}
