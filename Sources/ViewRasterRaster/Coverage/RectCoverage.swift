import Foundation

/// Exact coverage of an axis-aligned device rectangle, without edge lists: a pixel's coverage
/// is the product of its column's and its row's overlap with the rectangle (exactly the
/// covered area), rounded to bytes. Each row is emitted as its edge columns (bytes) and one
/// constant run for the columns fully inside.
struct RectCoverage {
    /// Emits the coverage of [minX, maxX) × [minY, maxY) inside `clip` row by row, reusing
    /// `scratch` (grown as needed) for the coverage bytes.
    /// Only rows `rows.y0 ..< rows.y1` are emitted (each row's coverage depends on that row
    /// alone), less the rows `unread` marks (per device row, non-zero: nobody reads them).
    static func emit(minX: Double, minY: Double, maxX: Double, maxY: Double, clip: PixelRect,
                     rows: (y0: Int, y1: Int) = (Int.min, Int.max), unread: UnsafePointer<UInt8>? = nil,
                     scratch: inout [UInt8], emit: CoverageRowSink) {
        let x0 = clampCoordinate(minX), x1 = clampCoordinate(maxX)
        let y0 = clampCoordinate(minY), y1 = clampCoordinate(maxY)
        guard x1 > x0, y1 > y0 else { return }
        let px = PixelRect.covering(minX: x0, minY: y0, maxX: x1, maxY: y1).intersection(clip)
        guard !px.isEmpty else { return }
        let rowStart = max(px.y0, rows.y0), rowEnd = min(px.y1, rows.y1)
        guard rowStart < rowEnd else { return }
        let n = px.width
        if scratch.count < 2 * n { scratch = [UInt8](repeating: 0, count: 2 * n) }
        // Columns fully inside: a contiguous range [a, b), the whole columns between ceil(x0)
        // and floor(x1) (each overlaps by exactly 1; every other column by less), found without
        // a pass over the columns; the others are edge columns.
        var a = px.x0, b = px.x0
        let inLo = max(Double(px.x0), x0.rounded(.up)), inHi = min(Double(px.x1), x1.rounded(.down))
        if inLo < inHi { a = Int(inLo); b = Int(inHi) }
        scratch.withUnsafeMutableBufferPointer { buf in
            let colCov = buf.baseAddress!, out = colCov + n
            if a >= b {
                // No interior column: every row is bytes, the full rows these.
                for i in 0..<n {
                    let c = Double(px.x0 + i)
                    colCov[i] = byte(min(x1, c + 1) - max(x0, c))
                }
            }
            for y in rowStart..<rowEnd {
                if let unread, unread[y] != 0 { continue }
                let r = Double(y)
                let cy = min(y1, r + 1) - max(y0, r)
                if a < b {
                    // Left edge columns, the interior run, right edge columns.
                    for i in px.x0..<a {
                        let c = Double(i)
                        out[i - px.x0] = byte((min(x1, c + 1) - max(x0, c)) * cy)
                    }
                    if a > px.x0 { emit(y, px.x0, a - px.x0, out, -1) }
                    emit(y, a, b - a, out + (a - px.x0), Int(byte(cy)))
                    for i in b..<px.x1 {
                        let c = Double(i)
                        out[i - px.x0] = byte((min(x1, c + 1) - max(x0, c)) * cy)
                    }
                    if px.x1 > b { emit(y, b, px.x1 - b, out + (b - px.x0), -1) }
                } else {
                    if cy >= 1 {
                        out.update(from: colCov, count: n)
                    } else {
                        for i in 0..<n {
                            let c = Double(px.x0 + i)
                            out[i] = byte((min(x1, c + 1) - max(x0, c)) * cy)
                        }
                    }
                    emit(y, px.x0, n, out, -1)
                }
            }
        }
    }

    @inline(__always) static func byte(_ v: Double) -> UInt8 {
        UInt8(max(0, min(1, v)) * 255 + 0.5)
    }
}
