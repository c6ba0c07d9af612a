import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterRaster

// MARK: - Helpers shared by the raster-core tests

/// round(a·b/255), half up, computed independently of the library.
func rcMul255(_ a: Int, _ b: Int) -> Int { Int((Double(a * b) / 255).rounded(.toNearestOrAwayFromZero)) }

/// The reference compositing rule on premultiplied tuples.
func rcOver(_ s: (Int, Int, Int, Int), coverage c: Int, onto d: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
    let sr = rcMul255(s.0, c), sg = rcMul255(s.1, c), sb = rcMul255(s.2, c), sa = rcMul255(s.3, c)
    return (sr + rcMul255(d.0, 255 - sa), sg + rcMul255(d.1, 255 - sa), sb + rcMul255(d.2, 255 - sa), sa + rcMul255(d.3, 255 - sa))
}

func rcPremul(_ c: Color) -> (Int, Int, Int, Int) {
    let p = PremultipliedPixel(c)
    return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
}

func rcPixel(_ c: Canvas, _ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
    let p = c.pixel(x: x, y: y)
    return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
}

func rcAlpha(_ c: Canvas, _ x: Int, _ y: Int) -> Int { Int(c.pixel(x: x, y: y).a) }

/// Draws on a transparent `w × h` canvas at scale 1.
func rcDraw(_ w: Int, _ h: Int, scale: CGFloat = 1, _ body: (RasterContext) -> Void) throws -> Canvas {
    let ctx = RasterContext(canvas: try Canvas(width: w, height: h, scale: scale))
    body(ctx)
    return ctx.finish()
}

func rcPolygon(_ pts: [CGPoint]) -> Path {
    var p = Path()
    p.move(to: pts[0])
    for q in pts.dropFirst() { p.line(to: q) }
    p.close()
    return p
}

/// Exact area of a simple polygon inside the unit pixel at (x, y) (Sutherland–Hodgman clip).
func rcExactCoverage(_ poly: [CGPoint], x: Int, y: Int) -> Double {
    var pts = poly.map { (Double($0.x), Double($0.y)) }
    let x0 = Double(x), x1 = x0 + 1, y0 = Double(y), y1 = y0 + 1
    func clip(_ inside: ((Double, Double)) -> Bool, _ cross: ((Double, Double), (Double, Double)) -> (Double, Double)) {
        guard !pts.isEmpty else { return }
        var out: [(Double, Double)] = []
        var prev = pts[pts.count - 1]
        for p in pts {
            if inside(p) {
                if !inside(prev) { out.append(cross(prev, p)) }
                out.append(p)
            } else if inside(prev) { out.append(cross(prev, p)) }
            prev = p
        }
        pts = out
    }
    func atX(_ c: Double) -> ((Double, Double), (Double, Double)) -> (Double, Double) {
        { a, b in let t = (c - a.0) / (b.0 - a.0); return (c, a.1 + t * (b.1 - a.1)) }
    }
    func atY(_ c: Double) -> ((Double, Double), (Double, Double)) -> (Double, Double) {
        { a, b in let t = (c - a.1) / (b.1 - a.1); return (a.0 + t * (b.0 - a.0), c) }
    }
    clip({ $0.0 >= x0 }, atX(x0)); clip({ $0.0 <= x1 }, atX(x1))
    clip({ $0.1 >= y0 }, atY(y0)); clip({ $0.1 <= y1 }, atY(y1))
    guard pts.count >= 3 else { return 0 }
    var a = 0.0
    for i in 0..<pts.count {
        let p = pts[i], q = pts[(i + 1) % pts.count]
        a += p.0 * q.1 - q.0 * p.1
    }
    return abs(a) / 2
}

func rcTotalCoverage(_ c: Canvas) -> Double {
    var s = 0.0
    for y in 0..<c.height { for x in 0..<c.width { s += Double(rcAlpha(c, x, y)) } }
    return s / 255
}

// MARK: - Coverage

@Suite struct CoverageTests {
    @Test func halfPixelRectangleGivesHalfCoverageOnItsBorder() throws {
        let rect = CGRect(x: 2.5, y: 1.5, width: 6, height: 5)
        // The rectangle fast path and the general rasterizer (an extra collinear vertex).
        let fast = try rcDraw(12, 10) { $0.fill(Path(rect: rect), color: .white) }
        let general = try rcDraw(12, 10) {
            $0.fill(rcPolygon([CGPoint(x: 2.5, y: 1.5), CGPoint(x: 5, y: 1.5), CGPoint(x: 8.5, y: 1.5),
                                 CGPoint(x: 8.5, y: 6.5), CGPoint(x: 2.5, y: 6.5)]), color: .white)
        }
        for c in [fast, general] {
            #expect(abs(rcAlpha(c, 2, 3) - 128) <= 1)   // left edge
            #expect(abs(rcAlpha(c, 8, 3) - 128) <= 1)   // right edge
            #expect(abs(rcAlpha(c, 5, 1) - 128) <= 1)   // top edge
            #expect(abs(rcAlpha(c, 5, 6) - 128) <= 1)   // bottom edge
            #expect(abs(rcAlpha(c, 2, 1) - 64) <= 1)    // corner: a quarter
            #expect(rcAlpha(c, 5, 3) == 255)
            #expect(rcAlpha(c, 1, 3) == 0 && rcAlpha(c, 9, 3) == 0 && rcAlpha(c, 5, 0) == 0 && rcAlpha(c, 5, 7) == 0)
        }
        #expect(fast.pixels == general.pixels)
    }

    @Test func polygonsMatchExactAreaPerPixel() throws {
        let triangle = [CGPoint(x: 3.2, y: 2.7), CGPoint(x: 27.9, y: 9.4), CGPoint(x: 11.3, y: 28.6)]
        // A square rotated by 30° about (16, 16), corners computed here.
        let square = (0..<4).map { i -> CGPoint in
            let a = CGFloat.pi / 6 + CGFloat(i) * .pi / 2
            return CGPoint(x: 16 + 11 * cos(a), y: 16.3 + 11 * sin(a))
        }
        for poly in [triangle, square] {
            let c = try rcDraw(32, 32) { $0.fill(rcPolygon(poly), color: .white) }
            var exactSum = 0.0
            var worst = 0.0
            for y in 0..<32 {
                for x in 0..<32 {
                    let e = rcExactCoverage(poly, x: x, y: y)
                    exactSum += e
                    worst = max(worst, abs(Double(rcAlpha(c, x, y)) - e * 255))
                }
            }
            #expect(worst <= 1.0, "worst per-pixel error \(worst)/255")
            #expect(abs(rcTotalCoverage(c) - exactSum) / exactSum < 0.005)
        }
    }

    @Test func rotatedSquareUnderTransformHasItsArea() throws {
        let c = try rcDraw(40, 40) { ctx in
            ctx.concat(CGAffineTransform(translationX: 20.2, y: 19.7))
            ctx.concat(CGAffineTransform(rotationAngle: 0.4))
            ctx.fill(Path(rect: CGRect(x: -10, y: -8, width: 20, height: 16)), color: .white)
        }
        #expect(abs(rcTotalCoverage(c) - 320) / 320 < 0.005)
    }

    @Test func circleHasItsAreaAndIsSymmetric() throws {
        let r: CGFloat = 11
        let c = try rcDraw(32, 32) { $0.fill(Path(ellipseIn: CGRect(x: 16 - r, y: 16 - r, width: 2 * r, height: 2 * r)), color: .white) }
        #expect(abs(rcTotalCoverage(c) - Double.pi * Double(r * r)) / (Double.pi * Double(r * r)) < 0.005)
        for y in 0..<32 {
            for x in 0..<32 {
                let a = rcAlpha(c, x, y)
                #expect(abs(a - rcAlpha(c, 31 - x, y)) <= 1)
                #expect(abs(a - rcAlpha(c, x, 31 - y)) <= 1)
                #expect(abs(a - rcAlpha(c, y, x)) <= 1)
            }
        }
    }

    @Test func evenOddAndNonZeroDifferOnAStar() throws {
        // A pentagram: its inner pentagon has winding 2.
        let star = (0..<5).map { i -> CGPoint in
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 20 + 18 * cos(a), y: 20 + 18 * sin(a))
        }
        let nz = try rcDraw(40, 40) { $0.fill(rcPolygon(star), color: .white, rule: .nonzero) }
        let eo = try rcDraw(40, 40) { $0.fill(rcPolygon(star), color: .white, rule: .evenodd) }
        #expect(rcAlpha(nz, 20, 20) == 255)
        #expect(rcAlpha(eo, 20, 20) == 0)
        // The points of the star are covered by both.
        #expect(rcAlpha(nz, 20, 5) == 255 && rcAlpha(eo, 20, 5) == 255)
        #expect(rcTotalCoverage(nz) > rcTotalCoverage(eo) + 50)
    }

    @Test func nestedSameDirectionRings() throws {
        var p = Path(rect: CGRect(x: 2, y: 2, width: 28, height: 28))
        p.append(Path(rect: CGRect(x: 10.5, y: 10, width: 11, height: 12)))
        let nz = try rcDraw(32, 32) { $0.fill(p, color: .white, rule: .nonzero) }
        let eo = try rcDraw(32, 32) { $0.fill(p, color: .white, rule: .evenodd) }
        #expect(rcAlpha(nz, 15, 15) == 255 && rcAlpha(eo, 15, 15) == 0)
        #expect(rcAlpha(nz, 5, 15) == 255 && rcAlpha(eo, 5, 15) == 255)
        // Column 10 is half inside the hole: even-odd leaves half, non-zero all.
        #expect(rcAlpha(nz, 10, 15) == 255)
        #expect(abs(rcAlpha(eo, 10, 15) - 128) <= 1)
        #expect(abs(rcTotalCoverage(eo) - (28 * 28 - 11 * 12)) < 0.5)
    }

    @Test func hugeOffscreenAndNaNCoordinatesAreSafe() throws {
        let c = try rcDraw(16, 16) { ctx in
            // A huge triangle covering the whole canvas.
            ctx.fill(rcPolygon([CGPoint(x: -1e12, y: -1e12), CGPoint(x: 1e12, y: -1e12), CGPoint(x: 0, y: 1e12)]), color: .white)
        }
        #expect(rcAlpha(c, 0, 0) == 255 && rcAlpha(c, 15, 15) == 255 && rcAlpha(c, 8, 8) == 255)
        let n = try rcDraw(16, 16) { ctx in
            ctx.fill(rcPolygon([CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 10, y: 1), CGPoint(x: 5, y: 9)]), color: .white)
            ctx.fill(rcPolygon([CGPoint(x: 1e15, y: 1e15), CGPoint(x: 2e15, y: 1e15), CGPoint(x: 1e15, y: 3e15)]), color: .white)
            ctx.fill(Path(rect: CGRect(x: -1e300, y: -5, width: 1e300, height: 1e300)), color: .white)
            ctx.concat(CGAffineTransform(scaleX: CGFloat.infinity, y: 1))
            ctx.fill(Path(rect: CGRect(x: 1, y: 1, width: 2, height: 2)), color: .white)
        }
        #expect(rcTotalCoverage(n) == 0)
    }

    @Test func shapesCrossingTheCanvasEdgeKeepTheirCoverage() throws {
        // Left part off-canvas (winding must still reach the visible part), right edge inside.
        let tri = [CGPoint(x: -20, y: 0), CGPoint(x: 6.5, y: 0), CGPoint(x: 6.5, y: 10), CGPoint(x: -20, y: 10)]
        let shape = rcPolygon([tri[0], CGPoint(x: -3, y: 0)] + Array(tri[1...]))
        for path in [rcPolygon(tri), shape] {
            let c = try rcDraw(10, 10) { $0.fill(path, color: .white) }
            #expect(rcAlpha(c, 0, 5) == 255 && rcAlpha(c, 5, 5) == 255)
            #expect(abs(rcAlpha(c, 6, 5) - 128) <= 1)
            #expect(rcAlpha(c, 7, 5) == 0)
        }
        // Right part off-canvas.
        let c = try rcDraw(10, 10) { $0.fill(rcPolygon([CGPoint(x: 3.5, y: 2), CGPoint(x: 20, y: 2), CGPoint(x: 40, y: 2), CGPoint(x: 40, y: 8), CGPoint(x: 3.5, y: 8)]), color: .white) }
        #expect(abs(rcAlpha(c, 3, 5) - 128) <= 1 && rcAlpha(c, 9, 5) == 255 && rcAlpha(c, 4, 1) == 0)
    }

    @Test func roundedRectCoverageIsCloseToExactArea() throws {
        let rect = CGRect(x: 3.3, y: 4.6, width: 40, height: 30)
        let rad: CGFloat = 9
        let c = try rcDraw(48, 40) { $0.fill(Path(roundedRect: rect, cornerRadius: rad), color: .white) }
        let exact = Double(rect.width * rect.height) - Double((4 - .pi) * rad * rad)
        #expect(abs(rcTotalCoverage(c) - exact) / exact < 0.002)
    }

    @Test func curvedEdgesStayWithinTwoLevelsOfExactArea() throws {
        // Reference: the circle as a 4096-gon, exact area per pixel near the edge.
        let cx = 24.3, cy = 23.8, r = 19.6
        let c = try rcDraw(48, 48) { $0.fill(Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)), color: .white) }
        let poly = (0..<4096).map { i -> CGPoint in
            let a = Double(i) * 2 * .pi / 4096
            return CGPoint(x: cx + r * cos(a), y: cy + r * sin(a))
        }
        var bad = 0, worst = 0.0
        for y in 0..<48 {
            for x in 0..<48 {
                let dist = (((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot() - r).magnitude
                let e = dist > 1 ? ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy) < r * r ? 1 : 0)
                                 : rcExactCoverage(poly, x: x, y: y)
                let err = abs(Double(rcAlpha(c, x, y)) - e * 255)
                worst = max(worst, err)
                if err > 2 { bad += 1 }
            }
        }
        #expect(bad == 0, "\(bad) pixels off by more than 2/255, worst \(worst)")
    }
}

@Suite struct CoverageMaskTests {
    @Test func maskFromPathMatchesAFill() throws {
        let path = Path(ellipseIn: CGRect(x: 3.3, y: 2.1, width: 9, height: 7))
        let t = CGAffineTransform(scaleX: 2, y: 2)
        let mask = try #require(CoverageMask(path: path, transform: t))
        #expect(mask.originX == 6 && mask.originY == 4)
        let viaMask = try rcDraw(32, 24) { $0.drawMask(mask, color: .white) }
        let viaFill = try rcDraw(32, 24, scale: 2) { $0.fill(path, color: .white) }
        #expect(viaMask.pixels == viaFill.pixels)
        #expect(CoverageMask(path: Path()) == nil)
        #expect(CoverageMask(path: path, transform: CGAffineTransform(scaleX: CGFloat.nan, y: 1)) == nil)
    }
}
