import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterRaster

@Suite struct CompositingTests {
    @Test func sourceOverFollowsTheRoundingRule() throws {
        let bg = Color(r8: 200, g8: 100, b8: 50, a8: 255)
        let paint = Color(r8: 10, g8: 20, b8: 250, a8: 128)
        let rect = CGRect(x: 1.5, y: 1, width: 4, height: 3)
        // Fast rectangle path and general path must agree bit for bit.
        let paths = [Path(rect: rect),
                     rcPolygon([CGPoint(x: 1.5, y: 1), CGPoint(x: 3, y: 1), CGPoint(x: 5.5, y: 1), CGPoint(x: 5.5, y: 4), CGPoint(x: 1.5, y: 4)])]
        var results: [Canvas] = []
        for p in paths {
            var canvas = try Canvas(width: 8, height: 6)
            canvas.clear(to: bg)
            let ctx = RasterContext(canvas: canvas)
            ctx.fill(p, color: paint)
            results.append(ctx.finish())
        }
        let d = rcPremul(bg), s = rcPremul(paint)
        for c in results {
            #expect(rcPixel(c, 3, 2) == rcOver(s, coverage: 255, onto: d))
            #expect(rcPixel(c, 1, 2) == rcOver(s, coverage: 128, onto: d))
            #expect(rcPixel(c, 5, 2) == rcOver(s, coverage: 128, onto: d))
            #expect(rcPixel(c, 0, 2) == d && rcPixel(c, 6, 2) == d)
        }
        #expect(results[0].pixels == results[1].pixels)
    }

    @Test func roundingRuleOverManyValues() throws {
        // Every coverage level on a translucent background, checked against the scalar rule.
        let bg = Color(r8: 90, g8: 180, b8: 30, a8: 140)
        let paint = Color(r8: 255, g8: 77, b8: 3, a8: 201)
        var mask = [UInt8](repeating: 0, count: 256)
        for i in 0..<256 { mask[i] = UInt8(i) }
        var canvas = try Canvas(width: 16, height: 16)
        canvas.clear(to: bg)
        let ctx = RasterContext(canvas: canvas)
        ctx.drawMask(CoverageMask(originX: 0, originY: 0, width: 16, height: 16, coverage: mask), color: paint)
        let c = ctx.finish()
        let d = rcPremul(bg), s = rcPremul(paint)
        for i in 0..<256 {
            #expect(rcPixel(c, i % 16, i / 16) == rcOver(s, coverage: i, onto: d), "coverage \(i)")
        }
    }

    @Test func drawMaskIsPlacedAndClippedToTheCanvas() throws {
        let w = 5, h = 4
        let cov: [UInt8] = (0..<(w * h)).map { UInt8(($0 * 37) % 256) }
        let mask = CoverageMask(originX: -2, originY: 3, width: w, height: h, coverage: cov)
        let paint = Color(r8: 40, g8: 90, b8: 200, a8: 255)
        let c = try rcDraw(6, 5) { $0.drawMask(mask, color: paint) }
        let s = rcPremul(paint)
        for y in 0..<5 {
            for x in 0..<6 {
                let mx = x + 2, my = y - 3
                let expected = (mx < w && my >= 0 && my < h) ? rcOver(s, coverage: Int(cov[my * w + mx]), onto: (0, 0, 0, 0)) : (0, 0, 0, 0)
                #expect(rcPixel(c, x, y) == expected)
            }
        }
    }

    @Test func drawMaskHonorsTheClip() throws {
        let mask = CoverageMask(originX: 0, originY: 0, width: 8, height: 8, coverage: [UInt8](repeating: 200, count: 64))
        let c = try rcDraw(8, 8) { ctx in
            ctx.clip(to: Path(rect: CGRect(x: 2, y: 2, width: 2.5, height: 4)))
            ctx.drawMask(mask, color: .white)
        }
        #expect(rcAlpha(c, 1, 3) == 0)
        #expect(rcAlpha(c, 3, 3) == 200)
        #expect(rcAlpha(c, 4, 3) == rcMul255(200, 128))
        #expect(rcAlpha(c, 5, 3) == 0 && rcAlpha(c, 3, 6) == 0)
    }

    @Test func transparentPaintLeavesPixelsAlone() throws {
        var canvas = try Canvas(width: 4, height: 4)
        canvas.clear(to: Color(r8: 1, g8: 2, b8: 3, a8: 4))
        let ctx = RasterContext(canvas: canvas)
        ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), color: .clear)
        #expect(ctx.finish() == canvas)
    }
}
