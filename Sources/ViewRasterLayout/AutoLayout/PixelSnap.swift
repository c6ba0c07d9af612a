import Foundation

/// The arithmetic of writing solved frames, without calls into libm or Foundation per value
/// (the edit pass writes every frame an edited constant moved). `sameRect` is public and
/// inlinable for layout items' `applyLayoutFrameIfMoved` (a view compares its frame as the
/// default does, inlined into its own write).
public enum PixelSnap {
    /// `x.rounded(.toNearestOrAwayFromZero)`, except that a result of zero may have the other
    /// sign (callers add 0, as `LayoutEngine`'s snapping does). Below 2^51 in magnitude,
    /// adding and subtracting 1.5 × 2^52 rounds the magnitude to an integer exactly (the sum
    /// lies in [2^52, 2^53), where doubles are the integers), ties to even; the one tie that
    /// rounded down (the magnitude's fraction was exactly one half, so `a - r` is exactly 0.5)
    /// is moved up, away from zero, and the sign put back. From 2^51 on, and for infinities and
    /// NaN, the library rounds (from 2^52 every double is an integer). No conversion to an
    /// integer type, so no range checks, and no call per value on the common path.
    @inline(__always)
    package static func roundedAwayFromZero(_ x: Double) -> Double {
        let a = abs(x)
        guard a < 2_251_799_813_685_248 else { return x.rounded(.toNearestOrAwayFromZero) }
        let r = (a + 6_755_399_441_055_744) - 6_755_399_441_055_744
        return Double(signOf: x, magnitudeOf: a - r == 0.5 ? r + 1 : r)
    }

    /// `roundedAwayFromZero` of each lane (the same doubles), both lanes at once with the
    /// same steps: the magnitude and sign are the lanes' bits with and without the sign bit
    /// (`Double(signOf:magnitudeOf:)` of a non-negative magnitude). A lane from 2^51 on, or
    /// infinite or NaN, sends both through the scalar function.
    @inline(__always)
    package static func roundedAwayFromZero(_ x: SIMD2<Double>) -> SIMD2<Double> {
        let sign = SIMD2<UInt64>(repeating: 1 << 63)
        let bits = unsafeBitCast(x, to: SIMD2<UInt64>.self)
        let a = unsafeBitCast(bits & ~sign, to: SIMD2<Double>.self)
        guard all(a .< 2_251_799_813_685_248) else {
            return SIMD2(roundedAwayFromZero(x[0]), roundedAwayFromZero(x[1]))
        }
        let r = (a + 6_755_399_441_055_744) - 6_755_399_441_055_744
        let t = r.replacing(with: r + 1, where: a - r .== 0.5)
        return unsafeBitCast(unsafeBitCast(t, to: SIMD2<UInt64>.self) | (bits & sign), to: SIMD2<Double>.self)
    }

    /// `roundedAwayFromZero` of each of four lanes (the same doubles), with the steps of the
    /// two-lane version and one range check for all four: a frame's near and far corners are
    /// snapped together. A lane from 2^51 on, or infinite or NaN, sends all four through the
    /// scalar function.
    @inline(__always)
    package static func roundedAwayFromZero(_ x: SIMD4<Double>) -> SIMD4<Double> {
        let sign = SIMD4<UInt64>(repeating: 1 << 63)
        let bits = unsafeBitCast(x, to: SIMD4<UInt64>.self)
        let magnitudes = bits & ~sign
        let a = unsafeBitCast(magnitudes, to: SIMD4<Double>.self)
        guard allBelowRoundingLimit(magnitudes) else {
            return SIMD4(roundedAwayFromZero(x[0]), roundedAwayFromZero(x[1]), roundedAwayFromZero(x[2]), roundedAwayFromZero(x[3]))
        }
        let r = (a + 6_755_399_441_055_744) - 6_755_399_441_055_744
        // The tie moved up as `r + 1` or `r + 0` (the mask's bits and 1.0's: `r` is a
        // non-negative integer, so `r + 0` is `r`, and `r + 1` is the two-lane version's): one
        // add, no select between two results.
        let one = SIMD4<Double>(repeating: 1)
        let up = unsafeBitCast(unsafeBitCast(one, to: SIMD4<UInt64>.self) & unsafeBitCast(a - r .== 0.5, to: SIMD4<UInt64>.self),
                               to: SIMD4<Double>.self)
        let t = r + up
        return unsafeBitCast(unsafeBitCast(t, to: SIMD4<UInt64>.self) | (bits & sign), to: SIMD4<Double>.self)
    }

    /// Whether every lane of `magnitudes` (the bits of doubles without their signs) is below
    /// 2^51, `roundedAwayFromZero`'s limit — `a < 2^51` of each lane, the same answer, NaN
    /// and the infinities never below — from the lanes' high 32-bit words, compared as
    /// integers. A non-negative double's bits order as the double does; 2^51's are
    /// `0x4320_0000_0000_0000`, so a lane is below it exactly when its high word is below
    /// `0x4320_0000` (its low word cannot make up the difference), and a high word without the
    /// sign bit is a non-negative `Int32`. The four high words are one vector (the odd 32-bit
    /// lanes: x86-64 and arm64 are little-endian): one compare and one mask test, where four
    /// lanes compared as doubles took two compares and their masks joined and moved out lane
    /// by lane.
    @inline(__always)
    package static func allBelowRoundingLimit(_ magnitudes: SIMD4<UInt64>) -> Bool {
        let highWords = unsafeBitCast(magnitudes, to: SIMD8<Int32>.self).oddHalf
        return all(highWords .< 0x4320_0000)
    }

    /// Both lanes of `v` on the pixel grid of `scale`: each rounded away from zero in pixels,
    /// then in points (+0 for a zero: never -0), as the engine places a frame's edges.
    @inline(__always)
    static func snapped(_ v: SIMD2<Double>, scale: Double) -> SIMD2<Double> {
        roundedAwayFromZero(v * scale) / scale + 0
    }

    /// The four lanes of `v` on the pixel grid of `scale`, each as `snapped(_:scale:)` puts it.
    @inline(__always)
    static func snapped(_ v: SIMD4<Double>, scale: Double) -> SIMD4<Double> {
        roundedAwayFromZero(v * scale) / scale + 0
    }

    /// `a == b` as Foundation defines it for rectangles (standardized rectangles compared, all
    /// null rectangles equal), with the common case — sizes not negative, origins not infinite —
    /// compared field by field inline.
    @inlinable @inline(__always)
    public static func sameRect(_ a: CGRect, _ b: CGRect) -> Bool {
        if a.size.width >= 0, a.size.height >= 0, b.size.width >= 0, b.size.height >= 0,
           a.origin.x < .infinity, a.origin.y < .infinity, b.origin.x < .infinity, b.origin.y < .infinity {
            return a.origin.x == b.origin.x && a.origin.y == b.origin.y
                && a.size.width == b.size.width && a.size.height == b.size.height
        }
        return a == b
    }
}
