import Foundation
import Testing
import ViewRasterDisplayList

@Suite struct ClipTests {
    let all = Path(rect: CGRect(x: -10, y: -10, width: 100, height: 100))

    @Test func pixelAlignedRectClip() throws {
        let c = try rcDraw(10, 10) { ctx in
            ctx.clip(to: Path(rect: CGRect(x: 2, y: 3, width: 4, height: 5)))
            ctx.fill(all, color: .white)
        }
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = x >= 2 && x < 6 && y >= 3 && y < 8
                #expect(rcAlpha(c, x, y) == (inside ? 255 : 0))
            }
        }
    }

    @Test func antialiasedClipMultipliesCoverage() throws {
        let c = try rcDraw(10, 10) { ctx in
            ctx.clip(to: Path(rect: CGRect(x: 2.5, y: 2, width: 5, height: 6)))
            ctx.fill(Path(rect: CGRect(x: 2.5, y: 0, width: 8, height: 10)), color: .white)
        }
        #expect(rcAlpha(c, 2, 4) == rcMul255(128, 128))
        #expect(rcAlpha(c, 4, 4) == 255)
        #expect(rcAlpha(c, 7, 4) == 128)
        #expect(rcAlpha(c, 8, 4) == 0 && rcAlpha(c, 4, 1) == 0 && rcAlpha(c, 4, 8) == 0)
    }

    @Test func nestedClipsIntersect() throws {
        let circle = Path(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 20))
        let c = try rcDraw(24, 24) { ctx in
            ctx.clip(to: circle)
            ctx.clip(to: Path(rect: CGRect(x: 12, y: 0, width: 12, height: 24)))
            ctx.fill(all, color: .white)
        }
        let circleOnly = try rcDraw(24, 24) { $0.fill(circle, color: .white) }
        for y in 0..<24 {
            for x in 0..<24 {
                #expect(rcAlpha(c, x, y) == (x >= 12 ? rcAlpha(circleOnly, x, y) : 0))
            }
        }
        // Two anti-aliased clips: coverage multiplies.
        let d = try rcDraw(12, 12) { ctx in
            ctx.clip(to: rcPolygon([CGPoint(x: 1.5, y: 1), CGPoint(x: 6, y: 1), CGPoint(x: 10.5, y: 1), CGPoint(x: 10.5, y: 11), CGPoint(x: 1.5, y: 11)]))
            ctx.clip(to: rcPolygon([CGPoint(x: 0, y: 3.5), CGPoint(x: 6, y: 3.5), CGPoint(x: 12, y: 3.5), CGPoint(x: 12, y: 12), CGPoint(x: 0, y: 12)]))
            ctx.fill(all, color: .white)
        }
        #expect(rcAlpha(d, 1, 3) == rcMul255(128, 128))
        #expect(rcAlpha(d, 5, 3) == 128 && rcAlpha(d, 1, 6) == 128 && rcAlpha(d, 5, 6) == 255)
    }

    @Test func restoreRestoresTheClipAndTransform() throws {
        let c = try rcDraw(10, 10) { ctx in
            ctx.save()
            ctx.concat(CGAffineTransform(translationX: 5, y: 0))
            ctx.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)))
            ctx.restore()
            ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), color: .white)
        }
        #expect(rcTotalCoverage(c) == 100)
        let d = try rcDraw(10, 10) { ctx in
            ctx.save()
            ctx.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 5, height: 10)))
            ctx.save()
            ctx.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 10, height: 5)))
            ctx.restore()
            ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), color: .white)
            ctx.restore()
        }
        #expect(rcTotalCoverage(d) == 50)
    }

    @Test func emptyClipDrawsNothing() throws {
        let c = try rcDraw(8, 8) { ctx in
            ctx.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 3, height: 3)))
            ctx.clip(to: Path(rect: CGRect(x: 5, y: 5, width: 3, height: 3)))
            ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 8, height: 8)), color: .white)
            ctx.clip(to: Path())
            ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 8, height: 8)), color: .white)
        }
        #expect(rcTotalCoverage(c) == 0)
    }
}
