import Foundation

/// A half-open rectangle of device pixels: columns `x0..<x1`, rows `y0..<y1`.
struct PixelRect: Equatable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }
    func insetBy(_ d: Int) -> PixelRect { PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }

    /// The pixels touched by a device-space rectangle given by doubles (floor / ceil),
    /// with non-finite or huge values clamped so the integers stay small.
    static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
        PixelRect(x0: safeInt(minX.rounded(.down)), y0: safeInt(minY.rounded(.down)),
                  x1: safeInt(maxX.rounded(.up)), y1: safeInt(maxY.rounded(.up)))
    }
}

/// A largest magnitude for device coordinates: far beyond any canvas, small enough that
/// products and differences of coordinates stay exact enough and finite.
let coordinateLimit: Double = 1e9

/// `v` clamped to ±`coordinateLimit`; NaN becomes 0.
@inline(__always) func clampCoordinate(_ v: Double) -> Double {
    if v.isNaN { return 0 }
    return min(coordinateLimit, max(-coordinateLimit, v))
}

/// `Int(v)` that never traps: NaN is 0 and magnitudes are clamped to 2^30.
@inline(__always) func safeInt(_ v: Double) -> Int {
    if v.isNaN { return 0 }
    return Int(min(1_073_741_824, max(-1_073_741_824, v)))
}
