import ViewRasterDisplayList
/// Premultiplied RGBA8 pixels packed in a little-endian `UInt32` (`0xAABBGGRR`, bytes R, G, B,
/// A in memory), and the 8-bit arithmetic every compositing path shares.
///
/// The rounding rule (ONE rule, used by every code path, so output is bit-exact whichever path
/// drew a pixel): `mul255(a, b) = round(a · b / 255)` per channel, computed exactly as
/// `t = a·b + 128; (t + (t >> 8)) >> 8`. Two channels are processed at once in 16-bit lanes
/// of a 32-bit word; each lane is exactly the scalar `mul255` of Canvas.swift.

/// `mul255` of every channel of `p` with `c` (0…255).
@inline(__always) func mul255x4(_ p: UInt32, _ c: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* c &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((p >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
}

/// Source-over of premultiplied `s` (already scaled by its coverage) onto `d`:
/// `d' = s + mul255(d, 255 - s.a)` per channel.
@inline(__always) func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ mul255x4(d, 255 &- (s >> 24))
}

/// The compositing rule with coverage `c` (0…255): `s' = mul255(s, c)`, then source-over.
/// Coverage 255 leaves `s` unchanged (`mul255(x, 255) == x`), coverage 0 leaves `d`.
@inline(__always) func blend(_ s: UInt32, coverage c: UInt32, onto d: UInt32) -> UInt32 {
    sourceOver(c == 255 ? s : mul255x4(s, c), d)
}
