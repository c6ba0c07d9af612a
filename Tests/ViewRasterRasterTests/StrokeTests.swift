import Foundation
import Testing
import ViewRasterDisplayList

/// Geometry of a fill path, measured independently of the rasterizer.
enum StrokeFillGeometry {
    /// Every closed polygon of `path` (it must hold only lines).
    static func polygons(_ path: Path) -> [[CGPoint]] {
        path.flattened(tolerance: 1e-3).map(\.points)
    }

    static func signedArea(_ pts: [CGPoint]) -> Double {
        guard pts.count >= 3 else { return 0 }
        var sum = 0.0
        var prev = pts[pts.count - 1]
        for p in pts { sum += prev.x * p.y - p.x * prev.y; prev = p }
        return sum / 2
    }

    /// Winding number of the point with respect to all the polygons.
    static func winding(_ path: Path, at p: CGPoint) -> Int {
        var w = 0
        for poly in polygons(path) {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                if a.y <= p.y {
                    if b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                } else if b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    w -= 1
                }
            }
        }
        return w
    }

    /// The area covered under the non-zero rule: scanline lengths integrated over y, with
    /// sub-sampled midpoints between vertex heights (exact up to edge crossings).
    static func nonzeroArea(_ path: Path, rule evenOdd: Bool = false) -> Double {
        let polys = polygons(path)
        var edges: [(CGPoint, CGPoint)] = []
        var ys: [Double] = []
        for poly in polys {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                ys.append(a.y)
                if a.y != b.y { edges.append((a, b)) }
            }
        }
        let levels = Array(Set(ys)).sorted()
        guard levels.count > 1 else { return 0 }
        var area = 0.0
        let sub = 24
        for k in 0..<(levels.count - 1) {
            let y0 = levels[k], y1 = levels[k + 1]
            let h = (y1 - y0) / Double(sub)
            for j in 0..<sub {
                let y = y0 + (Double(j) + 0.5) * h
                var crossings: [(Double, Int)] = []
                for (a, b) in edges where min(a.y, b.y) <= y && y < max(a.y, b.y) {
                    let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    crossings.append((x, b.y > a.y ? 1 : -1))
                }
                crossings.sort { $0.0 < $1.0 }
                var w = 0
                for (i, c) in crossings.enumerated() {
                    w += c.1
                    let inside = evenOdd ? (w & 1) != 0 : w != 0
                    if inside, i + 1 < crossings.count { area += (crossings[i + 1].0 - c.0) * h }
                }
            }
        }
        return area
    }
}

@Suite struct StrokeTests {
    func outline(_ svg: String, width: CGFloat = 2, cap: LineCap = .butt, join: LineJoin = .miter,
                 miterLimit: CGFloat = 10, tolerance: CGFloat = 0.001) throws -> Path {
        Stroker.outline(of: try Path(svg: svg), style: StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit),
                        tolerance: tolerance)
    }

    @Test func buttSegmentIsLengthTimesWidth() throws {
        let o = try outline("M0 0 L10 0", width: 2)
        #expect(abs(StrokeFillGeometry.nonzeroArea(o) - 20) < 1e-9)
        let b = o.controlBounds
        #expect(b == CGRect(x: 0, y: -1, width: 10, height: 2))
        // A diagonal segment: same area, length 5 (3-4-5).
        let d = try outline("M1 1 L4 5", width: 3)
        #expect(abs(StrokeFillGeometry.nonzeroArea(d) - 15) < 1e-9)
    }

    @Test func capsAddTheirArea() throws {
        let r = 1.0
        let round = try outline("M0 0 L10 0", width: 2 * r, cap: .round)
        // Each round cap adds a half disc: π r² / 2, two of them.
        #expect(abs(StrokeFillGeometry.nonzeroArea(round) - (20 + Double.pi * r * r)) < 0.01)
        #expect(abs(round.controlBounds.minX - -1) < 1e-9 && abs(round.controlBounds.maxX - 11) < 1e-9)
        let square = try outline("M0 0 L10 0", width: 2, cap: .square)
        #expect(abs(StrokeFillGeometry.nonzeroArea(square) - 24) < 1e-9)
        #expect(square.controlBounds == CGRect(x: -1, y: -1, width: 12, height: 2))
    }

    @Test func rightAngleJoins() throws {
        // Rectangles 10×2 each overlap in a 1×1 square at the inner corner.
        let base = 20.0 + 20.0 - 1.0
        let miter = StrokeFillGeometry.nonzeroArea(try outline("M0 0 L10 0 L10 10", join: .miter))
        let bevel = StrokeFillGeometry.nonzeroArea(try outline("M0 0 L10 0 L10 10", join: .bevel))
        let round = StrokeFillGeometry.nonzeroArea(try outline("M0 0 L10 0 L10 10", join: .round))
        #expect(abs(miter - (base + 1)) < 1e-6)
        #expect(abs(bevel - (base + 0.5)) < 1e-6)
        // Miter minus bevel at a right angle is w²/8.
        #expect(abs((miter - bevel) - 4.0 / 8.0) < 1e-6)
        // Round: a quarter disc of radius w/2.
        #expect(abs(round - (base + Double.pi / 4)) < 0.005)
        #expect(round > bevel && round < miter)
    }

    @Test func miterLimitFallsBackToBevel() throws {
        // Turning angle φ = 160° (a 20° corner): miter ratio 1 / sin(10°) ≈ 5.76.
        let phi = 160.0 * Double.pi / 180
        let end = CGPoint(x: 10 + 10 * cos(phi), y: 10 * sin(phi))
        let svg = "M0 0 L10 0 L\(end.x) \(end.y)"
        let hw = 1.0
        let kite = hw * hw * tan(phi / 2), triangle = hw * hw * sin(phi) / 2
        let miter = StrokeFillGeometry.nonzeroArea(try outline(svg, join: .miter, miterLimit: 6))
        let limited = StrokeFillGeometry.nonzeroArea(try outline(svg, join: .miter, miterLimit: 5.7))
        let bevel = StrokeFillGeometry.nonzeroArea(try outline(svg, join: .bevel))
        #expect(abs(limited - bevel) < 1e-6)
        #expect(abs((miter - bevel) - (kite - triangle)) < 1e-3)
        // The miter tip lies 1/sin(10°) · w/2 from the corner, along the outer bisector.
        let ratio = 1 / sin(10.0 * Double.pi / 180)
        let o = try outline(svg, join: .miter, miterLimit: 6)
        let bx = -(0 - sin(phi)), by = -(1 + cos(phi))
        let bl = hypot(bx, by)
        let tip = CGPoint(x: 10 + bx / bl * ratio * hw, y: by / bl * ratio * hw)
        let nearest = StrokeFillGeometry.polygons(o).joined().map { hypot($0.x - tip.x, $0.y - tip.y) }.min() ?? 1
        #expect(nearest < 1e-9)
    }

    @Test func closedSquareHasJoinsEverywhereAndAHole() throws {
        let miter = try outline("M0 0 L10 0 L10 10 L0 10 Z", join: .miter)
        #expect(abs(StrokeFillGeometry.nonzeroArea(miter) - (144 - 64)) < 1e-6)
        #expect(StrokeFillGeometry.winding(miter, at: CGPoint(x: 5, y: 5)) == 0)
        #expect(StrokeFillGeometry.winding(miter, at: CGPoint(x: -0.9, y: -0.9)) != 0)
        let bevel = try outline("M0 0 L10 0 L10 10 L0 10 Z", join: .bevel)
        #expect(abs(StrokeFillGeometry.nonzeroArea(bevel) - (80 - 4 * 0.5)) < 1e-6)
        // Caps never apply to closed subpaths; an explicit closing line changes nothing.
        let capped = try outline("M0 0 L10 0 L10 10 L0 10 L0 0 Z", cap: .round, join: .miter)
        #expect(abs(StrokeFillGeometry.nonzeroArea(capped) - 80) < 1e-6)
    }

    @Test func everyPolygonHasPositiveArea() throws {
        let paths = ["M0 0 L10 0 L10 10 L0 10 Z", "M0 10 L10 10 L10 0 L0 0 Z", "M0 0 L5 8 L10 0 L2 3",
                     "M0 0 C10 0 10 10 0 10", "M3 3 L3 3"]
        for svg in paths {
            for join in [LineJoin.miter, .round, .bevel] {
                let o = try outline(svg, cap: .round, join: join, tolerance: 0.05)
                let polys = StrokeFillGeometry.polygons(o)
                #expect(!polys.isEmpty)
                for p in polys { #expect(StrokeFillGeometry.signedArea(p) > 0, "\(svg) \(join)") }
            }
        }
    }

    @Test func uTurn() throws {
        let round = StrokeFillGeometry.nonzeroArea(try outline("M0 0 L10 0 L0 0", join: .round))
        #expect(abs(round - (20 + Double.pi / 2)) < 0.005)
        let bevel = StrokeFillGeometry.nonzeroArea(try outline("M0 0 L10 0 L0 0", join: .bevel))
        #expect(abs(bevel - 20) < 1e-6)
        let miter = StrokeFillGeometry.nonzeroArea(try outline("M0 0 L10 0 L0 0", join: .miter))
        #expect(abs(miter - 20) < 1e-6)
    }

    @Test func zeroLengthSubpaths() throws {
        let dot = try outline("M5 5 L5 5", width: 2, cap: .round)
        #expect(abs(StrokeFillGeometry.nonzeroArea(dot) - Double.pi) < 0.005)
        #expect(StrokeFillGeometry.winding(dot, at: CGPoint(x: 5, y: 5)) != 0)
        let square = try outline("M5 5 L5 5", width: 2, cap: .square)
        #expect(abs(StrokeFillGeometry.nonzeroArea(square) - 4) < 1e-9)
        #expect(square.controlBounds == CGRect(x: 4, y: 4, width: 2, height: 2))
        #expect(try outline("M5 5 L5 5", cap: .butt).isEmpty)
        #expect(try outline("M5 5 Z", cap: .round).isEmpty == false)
    }

    @Test func roundnessStaysWithinTolerance() throws {
        let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        let tol: CGFloat = 0.01
        let o = Stroker.outline(of: circle, style: StrokeStyle(width: 2, join: .round), tolerance: tol)
        // An annulus between radii 9 and 11: 40π, flattened inside by at most the tolerance.
        let area = StrokeFillGeometry.nonzeroArea(o)
        #expect(abs(area - 40 * Double.pi) < 2 * Double.pi * 20 * Double(tol))
        #expect(StrokeFillGeometry.winding(o, at: .zero) == 0)
        for p in StrokeFillGeometry.polygons(o).joined() {
            let r = hypot(p.x, p.y)
            #expect(r < 11.005 && r > 9 - 0.05)  // the cubic circle bulges 0.027%
        }
    }

    @Test func degenerateInputNeverCrashes() throws {
        let p = try Path(svg: "M0 0 L10 0 L10 10")
        #expect(Stroker.outline(of: p, style: StrokeStyle(width: .nan)).isEmpty)
        #expect(Stroker.outline(of: p, style: StrokeStyle(width: 0)).isEmpty)
        #expect(Stroker.outline(of: p, style: StrokeStyle(width: -3)).isEmpty)
        #expect(Stroker.outline(of: p, style: StrokeStyle(width: .infinity)).isEmpty)
        let nanPath = Path(elements: [.move(CGPoint(x: CGFloat.nan, y: 0)), .line(CGPoint(x: 1, y: 1))])
        #expect(Stroker.outline(of: nanPath, style: StrokeStyle(width: 2, cap: .round)).isEmpty)
        let ok = Stroker.outline(of: p, style: StrokeStyle(width: 2, join: .miter, miterLimit: .nan), tolerance: .nan)
        #expect(ok.isFinite && !ok.isEmpty)
        let inf = Stroker.outline(of: p, style: StrokeStyle(width: 2, join: .miter, miterLimit: .infinity))
        #expect(abs(StrokeFillGeometry.nonzeroArea(inf) - 40) < 1e-6)
        // Huge widths and tiny tolerances stay bounded.
        let huge = Stroker.outline(of: p, style: StrokeStyle(width: 1e6, cap: .round, join: .round), tolerance: 1e-9)
        #expect(huge.isFinite && huge.elements.count < 20_000)
        #expect(Stroker.outline(of: Path(), style: StrokeStyle(width: 2)).isEmpty)
        // A line-only path with repeated points.
        let repeated = try Path(svg: "M0 0 L0 0 L10 0 L10 0 L10 0")
        #expect(abs(StrokeFillGeometry.nonzeroArea(Stroker.outline(of: repeated, style: StrokeStyle(width: 2))) - 20) < 1e-9)
    }

    /// The pieces tile the stroke: on the inside of every gentle turn the segments meet on the
    /// line to where their inner offsets cross instead of overlapping, so the polygons' areas
    /// add up to the area they cover (overlaps there are counted twice by an area rasterizer
    /// at the pixels the outline passes through).
    @Test func piecesDoNotOverlapInsideTurns() throws {
        let paths = ["M0 0 L10 0 L18 6 L22 16", "M0 0 L10 0 L18 -6 L26 0 L30 9", "M10 0 C10 5.5228 5.5228 10 0 10",
                     "M0 0 C20 0 0 20 20 20"]
        for svg in paths {
            for join in [LineJoin.miter, .round, .bevel] {
                let o = try outline(svg, width: 2, cap: .round, join: join, tolerance: 0.01)
                let sum = StrokeFillGeometry.polygons(o).map(StrokeFillGeometry.signedArea).reduce(0, +)
                let union = StrokeFillGeometry.nonzeroArea(o)
                #expect(abs(sum - union) < 1e-6 * union, "\(svg) \(join): pieces \(sum), union \(union)")
            }
        }
    }
}
