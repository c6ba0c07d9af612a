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
