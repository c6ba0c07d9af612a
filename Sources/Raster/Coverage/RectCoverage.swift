import Foundation

/// Exact coverage of an axis-aligned device rectangle, without edge lists: a pixel's coverage
/// is the product of its column's and its row's overlap with the rectangle (exactly the
/// covered area), rounded to bytes. Interior rows are computed once and copied.
struct RectCoverage {
    /// Emits the coverage of [minX, maxX) × [minY, maxY) inside `clip` row by row, reusing
    /// `scratch` (grown as needed) for the coverage bytes.
    static func emit(minX: Double, minY: Double, maxX: Double, maxY: Double, clip: PixelRect,
                     scratch: inout [UInt8], emit: CoverageRowSink) {
        let x0 = clampCoordinate(minX), x1 = clampCoordinate(maxX)
        let y0 = clampCoordinate(minY), y1 = clampCoordinate(maxY)
        guard x1 > x0, y1 > y0 else { return }
        let px = PixelRect.covering(minX: x0, minY: y0, maxX: x1, maxY: y1).intersection(clip)
        guard !px.isEmpty else { return }
        let n = px.width
        if scratch.count < 2 * n { scratch = [UInt8](repeating: 0, count: 2 * n) }
        scratch.withUnsafeMutableBufferPointer { buf in
            let interior = buf.baseAddress!, out = interior + n
            // Column overlaps; interior row bytes.
            for i in 0..<n {
                let c = Double(px.x0 + i)
                interior[i] = byte(min(x1, c + 1) - max(x0, c))
            }
            for y in px.y0..<px.y1 {
                let r = Double(y)
                let cy = min(y1, r + 1) - max(y0, r)
                if cy >= 1 {
                    out.update(from: interior, count: n)
                } else {
                    for i in 0..<n {
                        let c = Double(px.x0 + i)
                        out[i] = byte((min(x1, c + 1) - max(x0, c)) * cy)
                    }
                }
                emit(y, px.x0, n, out)
            }
        }
    }

    @inline(__always) static func byte(_ v: Double) -> UInt8 {
        UInt8(max(0, min(1, v)) * 255 + 0.5)
    }
}
