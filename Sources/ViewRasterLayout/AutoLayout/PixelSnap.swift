import Foundation

/// The arithmetic of writing solved frames, without calls into libm or Foundation per value
/// (the edit pass writes every frame an edited constant moved).
enum PixelSnap {
    /// `x.rounded(.toNearestOrAwayFromZero)`, except that a result of zero may be +0 where that
    /// gives -0 (callers add 0, as `LayoutEngine`'s snapping does). Below 2^52 in magnitude the
    /// truncation through `Int64` and the fraction `x - t` are exact, so the result is the same
    /// double; larger values, infinities and NaN take the library's rounding.
    @inline(__always)
    static func roundedAwayFromZero(_ x: Double) -> Double {
        guard abs(x) < 4_503_599_627_370_496 else { return x.rounded(.toNearestOrAwayFromZero) }
        let t = Double(Int64(x))
        let f = x - t
        if f >= 0.5 { return t + 1 }
        if f <= -0.5 { return t - 1 }
        return t
    }

    /// `a == b` as Foundation defines it for rectangles (standardized rectangles compared, all
    /// null rectangles equal), with the common case — sizes not negative, origins not infinite —
    /// compared field by field inline.
    @inline(__always)
    static func sameRect(_ a: CGRect, _ b: CGRect) -> Bool {
        if a.size.width >= 0, a.size.height >= 0, b.size.width >= 0, b.size.height >= 0,
           a.origin.x < .infinity, a.origin.y < .infinity, b.origin.x < .infinity, b.origin.y < .infinity {
            return a.origin.x == b.origin.x && a.origin.y == b.origin.y
                && a.size.width == b.size.width && a.size.height == b.size.height
        }
        return a == b
    }
}
