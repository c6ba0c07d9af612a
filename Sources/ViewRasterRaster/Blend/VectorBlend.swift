import ViewRasterDisplayList
/// Four packed pixels at once, with exactly the arithmetic of `mul255x4` / `sourceOver`
/// (two channels per 32-bit lane, multiplied in 16-bit lanes, which SSE2 / NEON do natively),
/// so vector and scalar paths give identical bytes.
typealias Pixels4 = SIMD4<UInt32>

/// `mul255` of every channel of four pixels by per-lane factors given as pairs (`c | c << 16`).
@inline(__always) func mul255x4(_ p: Pixels4, pairs: SIMD8<UInt16>) -> Pixels4 {
    let lo = unsafeBitCast(p & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    let hi = unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    let t = ShiftMul255.lanes(lo, pairs)
    let u = ShiftMul255.lanes(hi, pairs)
    return unsafeBitCast(t | (u &<< 8), to: Pixels4.self)
}

/// `mul255x4(_:pairs:)` with the high-half multiply kernel (`HighMul255`).
@inline(__always) func mul255x4High(_ p: Pixels4, pairs: SIMD8<UInt16>) -> Pixels4 {
    let lo = unsafeBitCast(p & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    let hi = unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    let t = HighMul255.lanes(lo, pairs)
    let u = HighMul255.lanes(hi, pairs)
    return unsafeBitCast(t | (u &<< 8), to: Pixels4.self)
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

/// `sourceOver` with the high-half multiply kernel.
@inline(__always) func sourceOverHigh(_ s: Pixels4, _ d: Pixels4) -> Pixels4 {
    s &+ mul255x4High(d, pairs: factorPairs(255 &- (s &>> 24)))
}

/// Whether all four lanes are zero (two 64-bit halves or'ed: no lane compare and mask move).
@inline(__always) func isZero(_ v: Pixels4) -> Bool {
    let w = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    return w[0] | w[1] == 0
}

@inline(__always) func loadPixels4(_ p: UnsafePointer<UInt32>) -> Pixels4 {
    UnsafeRawPointer(p).loadUnaligned(as: Pixels4.self)
}

@inline(__always) func storePixels4(_ v: Pixels4, _ p: UnsafeMutablePointer<UInt32>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels4.self)
}

/// `mul255` of eight 16-bit lanes (each 0…255) by eight factors (0…255): two kernels with
/// identical results.
protocol Mul255Kernel { static func lanes(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> }

/// `t = x·y + 128; (t + (t >> 8)) >> 8` with shifts and adds.
enum ShiftMul255: Mul255Kernel {
    @inline(__always) static func lanes(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* y &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }
}

/// The same value as one high-half multiply: with `t = x·y + 128` (< 2^16),
/// `(t + (t >> 8)) >> 8 == (t · 257) >> 16` for every 16-bit `t` (checked exhaustively).
/// Written lane by lane with `multipliedFullWidth(by:)` (transparent, concrete scalar ops),
/// which LLVM's SLP vectorizer turns into one `pmulhuw`; the stdlib's generic SIMD widening
/// inits were not reliably inlined and left calls in the loops. Check with objdump that the
/// span loops contain `pmulhuw` and no call.
enum HighMul255: Mul255Kernel {
    @inline(__always) static func lanes(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* y &+ 128
        var r = SIMD8<UInt16>()
        for k in 0..<8 { r[k] = t[k].multipliedFullWidth(by: 257).high }
        return r
    }
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
@inline(__always) func blend4<K: Mul255Kernel>(_ s: SplitPixels4, pairs c: SIMD8<UInt16>, onto d: Pixels4, _: K.Type) -> Pixels4 {
    let t = K.lanes(s.rb, c)
    let u = K.lanes(s.ga, c)
    let a = unsafeBitCast(u, to: SIMD4<UInt32>.self) &>> 16
    let inv = unsafeBitCast((a | (a &<< 16)) ^ 0x00FF_00FF, to: SIMD8<UInt16>.self)
    let dd = SplitPixels4(d)
    let rb = t &+ K.lanes(dd.rb, inv)
    let ga = u &+ K.lanes(dd.ga, inv)
    return unsafeBitCast(rb | (ga &<< 8), to: Pixels4.self)
}
