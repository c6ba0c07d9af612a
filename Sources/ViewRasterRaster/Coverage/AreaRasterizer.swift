import Foundation
import ViewRasterDisplayList

/// Called with the coverage of pixels `x ..< x + count` of row `y`, left to right, a row
/// possibly in several segments. When `constant` is negative, `coverage` holds one byte per
/// pixel; otherwise every pixel has coverage `constant` (0…255) and `coverage` is `count`
/// bytes of writable scratch with undefined contents (see `materialize`). Long interior runs
/// come as constants so opaque spans become word fills. The callee may overwrite the bytes
/// (for example to multiply in a clip mask).
typealias CoverageRowSink = (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<UInt8>, _ constant: Int) -> Void

/// The coverage bytes of a segment given to a `CoverageRowSink` (writing a constant out).
@inline(__always) func materialize(_ cov: UnsafeMutablePointer<UInt8>, _ n: Int, _ constant: Int) -> UnsafeMutablePointer<UInt8> {
    if constant >= 0 { cov.update(repeating: UInt8(truncatingIfNeeded: constant), count: n) }
    return cov
}

/// Exact-area analytic anti-aliasing by signed-area accumulation.
///
/// How it works (font-rs / stb_truetype accumulation, with FreeType's and AGG's rule step):
/// every edge adds, to each pixel cell it crosses, its signed covered area (the part of the
/// cell right of the edge inside the cell's row slice, times the winding direction) and carries
/// the rest of its height ("cover") to the next cell; a prefix sum along the row then gives,
/// for every pixel, `acc` = the integral over the pixel of the winding number. The fill rule is
/// applied to that accumulated value: non-zero uses `min(1, |acc|)`, even-odd the triangle wave
/// `t = |acc| mod 2, t > 1 ? 2 - t : t`. This is the value FreeType's gray rasterizer, AGG and
/// Skia's analytic AA produce. It is the exact covered area for every pixel crossed by edges
/// that separate the same pair of winding numbers (all of a simple polygon's pixels, every
/// pixel of rings and stars away from the vertices where edges cross); where edges separating
/// different winding pairs share one pixel the rule is applied to the pixel's mean winding.
/// No supersampling.
///
/// The rows are processed in bands of `bandRows` rows so the accumulation buffer stays small
/// and in cache; edges are sorted by top and kept in an active list. Each band row also keeps
/// one flag per block of 4 cells that an edge touched, so the prefix sum jumps over untouched
/// blocks (the inside of large shapes), emitting long ones as constant runs. Buffers are manually
/// allocated and reused across calls: a rasterizer allocates only when a path is wider or has
/// more edges than any before.
final class AreaRasterizer {
    static let bandRows = 16
    static let blockShift = 2

    private var edges = EdgeList()
    /// The active edge list's storage (`ActiveEdges`).
    private var activeIndices = ScratchBuffer<Int>()
    /// One subpath's flattened points (`rasterize(_:transform:…)`), reused.
    private var points: [CGPoint] = []
    private var acc = ScratchBuffer<Float>()
    private var flags = ScratchBuffer<UInt8>()
    private var row = ScratchBuffer<UInt8>()
    private var rowBounds = ScratchBuffer<Int>()
    /// A row's segments (x, count, constant: `Band.resolve`) and a band's repeated row's
    /// coverage bytes.
    private var segments = ScratchBuffer<Int>()
    private var savedRow = ScratchBuffer<UInt8>()
    /// Only rows `y0 ..< y1` are emitted. The bands of rows are laid out, and every row's
    /// coverage computed, exactly as without a limit (bands wholly outside are skipped), so
    /// the rows emitted are bit-identical to a whole render's.
    var rowLimit: (y0: Int, y1: Int) = (Int.min, Int.max)

    init() {}
    deinit { activeIndices.free(); acc.free(); flags.free(); row.free(); rowBounds.free(); segments.free(); savedRow.free(); edges.free() }

    /// Rasterizes `polylines` (device pixels, each closed implicitly) with `rule`, emitting
    /// coverage only inside `clip`.
    func rasterize(_ polylines: [Polyline], rule: FillRule, clip: PixelRect, emit: CoverageRowSink) {
        guard !clip.isEmpty else { return }
        edges.removeAll()
        var b = EdgeBuilder(clip: clip)
        b.append(polylines, into: &edges)
        run(rule: rule, clip: clip, toClipRight: b.droppedRight, emit: emit)
    }

    /// Rasterizes `path` mapped through `transform` and flattened with `tolerance` (device
    /// pixels): the coverage `rasterize(path.flattened(transform:tolerance:), …)` gives, the
    /// edges built straight from the path (no polyline arrays).
    func rasterize(_ path: Path, transform: CGAffineTransform, tolerance: CGFloat, rule: FillRule, clip: PixelRect,
                   emit: CoverageRowSink) {
        guard !clip.isEmpty else { return }
        edges.removeAll()
        var b = EdgeBuilder(clip: clip)
        b.append(path, transform: transform, tolerance: tolerance, points: &points, into: &edges)
        run(rule: rule, clip: clip, toClipRight: b.droppedRight, emit: emit)
    }

    /// Rasterizes one closed polygon given by its device-space corners (rectangles under
    /// rotation or skew, which need no flattening).
    func rasterizeQuad(_ pts: [CGPoint], rule: FillRule, clip: PixelRect, emit: CoverageRowSink) {
        guard !clip.isEmpty, !pts.isEmpty else { return }
        edges.removeAll()
        var b = EdgeBuilder(clip: clip)
        var prev = pts[pts.count - 1]
        for p in pts {
            b.addLine(Double(prev.x), Double(prev.y), Double(p.x), Double(p.y), into: &edges)
            prev = p
        }
        run(rule: rule, clip: clip, toClipRight: b.droppedRight, emit: emit)
    }

    private func run(rule: FillRule, clip: PixelRect, toClipRight: Bool, emit: CoverageRowSink) {
        guard edges.count > 0 else { return }
        let rowLimit = self.rowLimit
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for l in edges.lines {
            minX = min(minX, min(l.x0, l.x1)); maxX = max(maxX, max(l.x0, l.x1))
            minY = min(minY, l.y0); maxY = max(maxY, l.y1)
        }
        var area = PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        if toClipRight { area.x1 = clip.x1 }
        area = area.intersection(clip)
        guard !area.isEmpty else { return }
        let bandRows = AreaRasterizer.bandRows
        let width = area.width
        let stride = width + 2
        let flagStride = (stride >> AreaRasterizer.blockShift) + 1
        var band = Band(cells: acc.zeroed(atLeast: stride * bandRows),
                        flags: flags.zeroed(atLeast: flagStride * bandRows),
                        rowMin: rowBounds.zeroed(atLeast: 2 * bandRows), rowMax: rowBounds.pointer + bandRows,
                        stride: stride, flagStride: flagStride, width: width, originX: area.x0, top: area.y0, bottom: area.y0)
        for r in 0..<bandRows { band.rowMin[r] = Int.max; band.rowMax[r] = -1 }
        let out = row.zeroed(atLeast: width)
        edges.sortByTop()
        let lp = edges.lines
        var active = ActiveEdges(activeIndices.zeroed(atLeast: lp.count))
        let segments = self.segments.zeroed(atLeast: Band.segmentCapacity(width: width))
        let saved = savedRow.zeroed(atLeast: width)
        var next = 0
        var bandTop = area.y0
        let lineCount = lp.count
        while bandTop < area.y1 {
            let bandBottom = min(area.y1, bandTop + bandRows)
            let fBottom = Double(bandBottom)
            while next < lineCount && lp[next].y0 < fBottom { active.append(next); next += 1 }
            if active.isEmpty {
                if next >= lineCount { break }
                // Skip empty bands up to the next edge.
                bandTop = max(bandBottom, min(area.y1, Int(lp[next].y0.rounded(.down))))
                continue
            }
            if bandTop >= rowLimit.y1 { break }
            if bandBottom <= rowLimit.y0 {
                // Above the rows drawn: retire the edges that end here, accumulate nothing.
                var k = 0
                while k < active.count {
                    if lp[active[k]].y1 <= fBottom { active.retire(at: k) } else { k += 1 }
                }
                bandTop = bandBottom
                continue
            }
            band.top = bandTop
            band.bottom = bandBottom
            // When every active edge is a vertical line over the whole band (the straight sides
            // of a rounded rect), every row gets the same cells in the same order, hence the
            // same coverage: the first row is accumulated and resolved, the others replay its
            // segments (`repeatBand`, kept out of this loop).
            if bandBottom - bandTop >= 2 && Band.allVertical(active, lp, top: bandTop, bottom: fBottom) {
                repeatBand(band, lp, &active, segments, rule: rule, originX: area.x0, rowLimit: rowLimit, out: out, saved: saved, emit: emit)
                bandTop = bandBottom
                continue
            }
            var k = 0
            while k < active.count {
                let l = lp[active[k]]
                band.accumulate(l, skipping: 0)
                if l.y1 <= fBottom { active.retire(at: k) } else { k += 1 }
            }
            for r in 0..<(bandBottom - bandTop) {
                let lo = band.rowMin[r], hi = band.rowMax[r]
                if lo > hi { continue }
                band.rowMin[r] = Int.max; band.rowMax[r] = -1
                let y = bandTop + r
                let count = rule == .nonzero
                    ? band.resolve(row: r, lo: lo, hi: hi, out: out, NonZero.self, into: segments)
                    : band.resolve(row: r, lo: lo, hi: hi, out: out, EvenOdd.self, into: segments)
                guard y >= rowLimit.y0 && y < rowLimit.y1 else { continue }   // otherwise only cleared
                var i = 0
                while i < count {
                    let x = segments[i]
                    emit(y, area.x0 + x, segments[i &+ 1], out + x, segments[i &+ 2])
                    i &+= 3
                }
            }
            bandTop = bandBottom
        }
    }
}

/// Turns an accumulated winding integral into a coverage byte.
protocol CoverageRule {
    static func byte(_ sum: Float) -> UInt8
    /// `byte` of four sums, packed in a word (byte k from lane k): the same operations lane for
    /// lane, so the same bytes.
    static func bytes4(_ sums: SIMD4<Float>) -> UInt32
}

/// `UInt8(y)` (truncation, = floor) for `y` in 0 ..< 256, without the conversion's range
/// checks: `y + 2^23` holds round-to-nearest-even(y) in its low mantissa bits (exact: the
/// sum's ulp is 1), and one is taken off when that rounded up. Bit-identical to `UInt8(y)` on
/// that range (floor(y) = RNE(y) − [RNE(y) > y]); 255.5 gives 256 − 1 = 255 through wrapping.
@inline(__always) func floorByte(_ y: Float) -> UInt8 {
    let m = y + 8_388_608
    let rounded = m - 8_388_608
    return UInt8(truncatingIfNeeded: m.bitPattern) &- (rounded > y ? 1 : 0)
}

/// `x.rounded(.down)` for `x` ≥ 0 (or NaN) without the `floorf` call baseline x86-64 (no
/// SSE4.1 `roundss`) makes of it: below 2^23, `x + 2^23 - 2^23` is round-to-nearest-even(x)
/// (exact: the sum's ulp is 1), one less when that rounded up; from 2^23 on (and for
/// infinity and NaN) `x` is its own floor. Bit-identical to `rounded(.down)` on that domain.
@inline(__always) func floorNonNegative(_ x: Float) -> Float {
    guard x < 8_388_608 else { return x }
    let r = (x + 8_388_608) - 8_388_608
    return r > x ? r - 1 : r
}

/// `floorByte` of four lanes, packed in a word (byte k from lane k).
@inline(__always) func floorBytes4(_ y: SIMD4<Float>) -> UInt32 {
    let m = y + 8_388_608
    let rounded = m - 8_388_608
    // A true lane of the mask is all ones: adding it takes one off.
    let bits = unsafeBitCast(m, to: SIMD4<UInt32>.self) &+ unsafeBitCast((rounded .> y), to: SIMD4<UInt32>.self)
    return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
}

/// `abs` of four lanes (the sign bit cleared, as `abs(_:)` of a `Float` does).
@inline(__always) func abs4(_ v: SIMD4<Float>) -> SIMD4<Float> {
    unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
}

/// Non-zero: `min(1, |acc|)`.
enum NonZero: CoverageRule {
    @inline(__always) static func byte(_ sum: Float) -> UInt8 { floorByte(min(abs(sum), 1) * 255 + 0.5) }
    @inline(__always) static func bytes4(_ sums: SIMD4<Float>) -> UInt32 {
        let a = abs4(sums)
        let one = SIMD4<Float>(repeating: 1)
        // `min(a, 1)` is `1 < a ? 1 : a`.
        return floorBytes4(a.replacing(with: one, where: one .< a) * 255 + 0.5)
    }
}

/// Even-odd: the triangle wave of `acc` (0 at even integers, 1 at odd ones).
enum EvenOdd: CoverageRule {
    @inline(__always) static func byte(_ sum: Float) -> UInt8 {
        var t = abs(sum)
        t -= 2 * floorNonNegative(t * 0.5)
        if t > 1 { t = 2 - t }
        return floorByte(max(0, min(1, t)) * 255 + 0.5)
    }
    @inline(__always) static func bytes4(_ sums: SIMD4<Float>) -> UInt32 {
        let big = SIMD4<Float>(repeating: 8_388_608), one = SIMD4<Float>(repeating: 1), zero = SIMD4<Float>(repeating: 0)
        var t = abs4(sums)
        // `floorNonNegative(t * 0.5)` lane for lane: lanes of 2^23 or more (or NaN) are their own floor.
        let h = t * 0.5
        let r = (h + big) - big
        var fl = r.replacing(with: r - 1, where: r .> h)
        fl.replace(with: h, where: .!(h .< big))
        t -= 2 * fl
        t.replace(with: 2 - t, where: t .> one)
        // `min(1, t)` is `t < 1 ? t : 1`; `max(0, u)` is `u >= 0 ? u : 0`.
        var u = t.replacing(with: one, where: .!(t .< one))
        u.replace(with: zero, where: .!(u .>= zero))
        return floorBytes4(u * 255 + 0.5)
    }
}

/// The accumulation state of one band of rows (pointers into the rasterizer's scratch).
struct Band {
    let cells: UnsafeMutablePointer<Float>
    let flags: UnsafeMutablePointer<UInt8>
    let rowMin: UnsafeMutablePointer<Int>
    let rowMax: UnsafeMutablePointer<Int>
    let stride: Int
    let flagStride: Int
    let width: Int
    let originX: Int
    var top: Int
    var bottom: Int

    /// The most `Int`s `resolve` writes for a row of `width` pixels: three a segment, and a
    /// row has at most two segments for every 64 pixels (bytes, then a constant run of at least
    /// 64) and two more (the last bytes, the run past `hi`).
    static func segmentCapacity(width: Int) -> Int { 3 * (2 * (width / 64) + 4) }

    /// Prefix-sums cells `lo...hi` of band row `r` into coverage, skipping untouched 4-cell
    /// blocks, and clears cells and flags. Writes to `segments`, left to right, the row's
    /// segments as (x, n, constant) triples and returns how many `Int`s it wrote (at most
    /// `segmentCapacity(width:)`): per-pixel bytes (`out[x..<x+n]`, constant -1) and runs of
    /// at least 64 pixels of one coverage (zero runs are left out); the row continues with
    /// constant coverage past `hi` when edges right of the clip were dropped. Nothing is
    /// called per segment, so the caller emits them with no closure context to pass.
    @inline(__always)
    func resolve<R: CoverageRule>(row r: Int, lo: Int, hi: Int, out: UnsafeMutablePointer<UInt8>, _: R.Type,
                                  into segments: UnsafeMutablePointer<Int>) -> Int {
        var written = 0
        @inline(__always) func emit(_ x: Int, _ n: Int, _ constant: Int) {
            segments[written] = x; segments[written &+ 1] = n; segments[written &+ 2] = constant
            written &+= 3
        }
        let c = cells + r * stride
        let f = flags + r * flagStride
        let shift = AreaRasterizer.blockShift
        let constantRun = 64
        var sum: Float = 0
        let last = min(hi, width - 1)
        let lastBlock = last >> shift
        var x = lo
        var pending = lo          // start of per-pixel bytes not yet emitted
        while x <= last {
            let blk = x >> shift
            var e = min((blk + 1) << shift, last + 1)
            if f[blk] == 0 {
                // Extend over untouched blocks to the first touched one after `blk` (or to
                // `last + 1`), eight flags at a time where all eight are in the row's range:
                // a word with a touched block gives its first one's byte by trailing zeros.
                var nb = blk &+ 1
                while nb <= lastBlock {
                    if nb &+ 7 <= lastBlock {
                        let w = UInt64(littleEndian: UnsafeRawPointer(f + nb).loadUnaligned(as: UInt64.self))
                        if w == 0 { nb &+= 8; continue }
                        nb &+= w.trailingZeroBitCount >> 3
                        break
                    }
                    if f[nb] != 0 { break }
                    nb &+= 1
                }
                e = nb <= lastBlock ? nb << shift : last &+ 1
                let b = R.byte(sum)
                if e - x >= constantRun {
                    if x > pending { emit(pending, x - pending, -1) }
                    if b != 0 { emit(x, e - x, Int(b)) }
                    pending = e
                } else {
                    (out + x).update(repeating: b, count: e - x)
                }
                x = e
            } else {
                f[blk] = 0
                if e &- x == 4 {
                    // A whole block: the same four sums in the same order, their bytes four at
                    // a time (`bytes4`, lane for lane the arithmetic of `byte`).
                    let s0 = sum + c[x], s1 = s0 + c[x &+ 1], s2 = s1 + c[x &+ 2], s3 = s2 + c[x &+ 3]
                    sum = s3
                    UnsafeMutableRawPointer(c + x).storeBytes(of: SIMD4<Float>(repeating: 0), as: SIMD4<Float>.self)
                    UnsafeMutableRawPointer(out + x).storeBytes(of: R.bytes4(SIMD4(s0, s1, s2, s3)), as: UInt32.self)
                    x = e
                    continue
                }
                while x < e {
                    sum += c[x]; c[x] = 0
                    out[x] = R.byte(sum)
                    x += 1
                }
            }
        }
        if x > pending { emit(pending, x - pending, -1) }
        while x <= hi { sum += c[x]; c[x] = 0; x += 1 }
        var b = (last + 1) >> shift
        while b <= hi >> shift { f[b] = 0; b += 1 }
        guard hi < width - 1 else { return written }
        let tail = R.byte(sum)
        if tail != 0 { emit(last + 1, width - last - 1, Int(tail)) }
        return written
    }

    /// Adds one edge's signed area and cover to the cells of the rows it crosses in the band,
    /// except band rows whose bit is set in `skipping`.
    @inline(__always)
    func accumulate(_ l: EdgeLine, skipping: UInt32) {
        let yTop = max(l.y0, Double(top)), yBot = min(l.y1, Double(bottom))
        guard yBot > yTop else { return }
        let dxdy = (l.x1 - l.x0) / (l.y1 - l.y0)
        guard dxdy.isFinite else { return }   // so flat it covers no area
        let fw = Double(width)
        let shift = AreaRasterizer.blockShift
        // `min(fw, max(0, v))` for the finite values met here, in the operand order of
        // `minsd`/`maxsd` (the library's `max` keeps `v` when equal, a compare and a select).
        @inline(__always) func clampX(_ v: Double) -> Double {
            let w = 0 > v ? 0 : v
            return w < fw ? w : fw
        }
        var x = clampX(l.x0 + (yTop - l.y0) * dxdy - Double(originX))
        // yTop ≥ 0 (clipped to the canvas) and below the band's bottom: truncation is floor,
        // and every index below stays far inside `Int` (wrapping arithmetic, no traps).
        var yi = truncatedIndex(yTop)
        let dir = l.winding
        while Double(yi) < yBot {
            let rowTop = Double(yi)
            let rowBottom = rowTop + 1
            // `min(rowTop + 1, yBot) - max(rowTop, yTop)`, the same values.
            let dy = (yBot < rowBottom ? yBot : rowBottom) - (rowTop > yTop ? rowTop : yTop)
            let xnext = clampX(x + dxdy * dy)
            let r = yi &- top
            if skipping & (1 << UInt32(truncatingIfNeeded: r)) != 0 { x = xnext; yi &+= 1; continue }
            let cells = self.cells + r &* stride
            let d = dy * dir
            let xa = min(x, xnext), xb = max(x, xnext)
            // x is clamped to 0…width, so truncation is floor.
            let i0 = truncatedIndex(xa)
            let xaFloor = Double(i0)
            var i1 = truncatedIndex(xb)
            if Double(i1) < xb { i1 &+= 1 }
            let xbCeil = Double(i1)
            var hiIndex: Int
            if i1 <= i0 &+ 1 {
                // Within one cell: the area right of the edge's mean x.
                let xm = 0.5 * (x + xnext) - xaFloor
                cells[i0] += Float(d - d * xm)
                cells[i0 &+ 1] += Float(d * xm)
                hiIndex = i0 &+ 1
            } else {
                // Across cells: trapezoids from the edge's linear x(y).
                let s = 1 / (xb - xa)
                let x0f = xa - xaFloor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = xb - xbCeil + 1
                let am = 0.5 * s * x1f * x1f
                cells[i0] += Float(d * a0)
                if i1 == i0 &+ 2 {
                    cells[i0 &+ 1] += Float(d * (1 - a0 - am))
                } else {
                    let a1 = s * (1.5 - x0f)
                    cells[i0 &+ 1] += Float(d * (a1 - a0))
                    let ds = Float(d * s)
                    var xi = i0 &+ 2
                    while xi < i1 &- 1 { cells[xi] += ds; xi &+= 1 }
                    let a2 = a1 + Double(i1 &- i0 &- 3) * s
                    cells[i1 &- 1] += Float(d * (1 - a2 - am))
                }
                cells[i1] += Float(d * am)
                hiIndex = i1
            }
            // Mark the touched blocks: usually one or two, so stores rather than the memset
            // call the plain loop compiles to.
            let f = flags + r &* flagStride
            let b0 = i0 >> shift, b1 = hiIndex >> shift
            f[b0] = 1
            f[b1] = 1
            if b1 &- b0 > 1 { (f + (b0 &+ 1)).update(repeating: 1, count: b1 &- b0 &- 1) }
            if i0 < rowMin[r] { rowMin[r] = i0 }
            if hiIndex > rowMax[r] { rowMax[r] = hiIndex }
            x = xnext
            yi &+= 1
        }
    }
}
