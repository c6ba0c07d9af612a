import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterRaster

/// Small display lists rendered end to end, checked against values computed here.
@Suite struct CompositingSceneTests {
    @Test func cardSceneWithClipGroupAndBackground() throws {
        let red = Color(r8: 220, g8: 30, b8: 40), blue = Color(r8: 0, g8: 122, b8: 255), green = Color(r8: 10, g8: 200, b8: 60)
        let list = DisplayList(width: 20, height: 10, scale: 2, background: .white, ops: [
            .fill(Path(rect: CGRect(x: 1, y: 1, width: 8, height: 6)), red, .nonzero),
            .save,
            .concat(CGAffineTransform(translationX: 10, y: 0)),
            .clip(Path(rect: CGRect(x: 0, y: 0, width: 5, height: 10))),
            .beginGroup(opacity: 0.5, shadow: nil),
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 8, height: 8)), blue, .nonzero),
            .fill(Path(rect: CGRect(x: 2, y: 2, width: 2, height: 2)), green, .nonzero),
            .endGroup,
            .restore,
            .fill(Path(rect: CGRect(x: 0.25, y: 8, width: 19.5, height: 2)), Color.black.withAlphaComponent(0.25), .nonzero),
        ])
        let c = try Renderer.render(list)
        #expect(c.width == 40 && c.height == 20)
        let white = (255, 255, 255, 255)
        #expect(rcPixel(c, 0, 0) == white)
        #expect(rcPixel(c, 4, 4) == rcPremul(red))
        #expect(rcPixel(c, 21, 1) == rcOver(rcPremul(blue), coverage: 128, onto: white))
        #expect(rcPixel(c, 25, 5) == rcOver(rcPremul(green), coverage: 128, onto: white))
        #expect(rcPixel(c, 31, 1) == white)          // clipped away (x ≥ 15 pt)
        let shade = rcPremul(Color.black.withAlphaComponent(0.25))
        #expect(rcPixel(c, 10, 18) == rcOver(shade, coverage: 255, onto: white))
        #expect(rcPixel(c, 0, 18) == rcOver(shade, coverage: 128, onto: white))   // 0.25 pt = half a pixel
        // The background transform is untouched after restore: the last fill started at x = 0.25 pt.
        #expect(rcPixel(c, 39, 18) == rcOver(shade, coverage: 128, onto: white))
    }

    @Test func transparentSceneAreasAddUp() throws {
        // A translucent group holding an even-odd ring and a rotated square on a transparent canvas.
        var ring = Path(ellipseIn: CGRect(x: 4, y: 4, width: 24, height: 24))
        ring.append(Path(ellipseIn: CGRect(x: 10, y: 10, width: 12, height: 12)))
        let list = DisplayList(width: 64, height: 32, scale: 1, background: nil, ops: [
            .beginGroup(opacity: 1, shadow: nil),
            .fill(ring, .white, .evenodd),
            .save,
            .concat(CGAffineTransform(translationX: 48, y: 16)),
            .concat(CGAffineTransform(rotationAngle: 0.3)),
            .fill(Path(rect: CGRect(x: -8, y: -8, width: 16, height: 16)), .white, .nonzero),
            .restore,
            .endGroup,
        ])
        let c = try Renderer.render(list)
        var left = 0.0, right = 0.0
        for y in 0..<32 { for x in 0..<64 {
            let a = Double(rcAlpha(c, x, y)) / 255
            if x < 32 { left += a } else { right += a }
        } }
        let ringArea = Double.pi * (144 - 36)
        #expect(abs(left - ringArea) / ringArea < 0.005)
        #expect(abs(right - 256) / 256 < 0.005)
        #expect(rcAlpha(c, 16, 16) == 0 && rcAlpha(c, 16, 7) == 255 && rcAlpha(c, 48, 16) == 255)
    }

    @Test func strokeUsesTheStrokerOutline() throws {
        // Whatever the stroker returns is filled with non-zero under the transform; an empty
        // outline draws nothing, a real one draws inside its bounds only.
        let path = Path(rect: CGRect(x: 4, y: 4, width: 8, height: 8))
        let style = StrokeStyle(width: 2)
        let c = try rcDraw(16, 16) { $0.stroke(path, color: .white, style: style) }
        let outline = Stroker.outline(of: path, style: style, tolerance: 0.1)
        let expected = try rcDraw(16, 16) { $0.fill(outline, color: .white) }
        #expect(c == expected)
    }
}

/// Pseudo-random scenes with hostile values: nothing crashes or hangs, and every pixel stays a
/// valid premultiplied color (no channel above alpha).
@Suite struct CompositingRobustnessTests {
    struct LCG {
        var s: UInt64
        mutating func next() -> Double { s = s &* 6364136223846793005 &+ 1442695040888963407; return Double(s >> 11) / Double(1 << 53) }
        mutating func coord() -> CGFloat {
            let r = next()
            if r < 0.03 { return [CGFloat.nan, .infinity, -.infinity, 1e300, -1e300, 1e12][Int(next() * 6) % 6] }
            return CGFloat(next() * 80 - 20)
        }
        mutating func color() -> Color { Color(red: next(), green: next(), blue: next(), alpha: next()) }
    }

    @Test func hostileRandomScenesStayValid() throws {
        var g = LCG(s: 12345)
        var painted = 0
        for scene in 0..<12 {
            var ops: [DisplayOp] = []
            var depth = 0, groups = 0
            for _ in 0..<40 {
                let k = Int(g.next() * 10)
                var p = Path()
                p.move(to: CGPoint(x: g.coord(), y: g.coord()))
                for _ in 0..<Int(g.next() * 5) {
                    if g.next() < 0.5 { p.line(to: CGPoint(x: g.coord(), y: g.coord())) } else {
                        p.cubic(to: CGPoint(x: g.coord(), y: g.coord()), control1: CGPoint(x: g.coord(), y: g.coord()), control2: CGPoint(x: g.coord(), y: g.coord()))
                    }
                }
                p.close()
                switch k {
                case 0: ops.append(.save); depth += 1
                case 1: if depth > 0 { ops.append(.restore); depth -= 1 }
                case 2: ops.append(.concat(CGAffineTransform(a: g.coord() / 20, b: g.coord() / 40, c: g.coord() / 40, d: g.coord() / 20, tx: g.coord(), ty: g.coord())))
                case 3: ops.append(.clip(g.next() < 0.5 ? p : Path(roundedRect: CGRect(x: g.coord(), y: g.coord(), width: g.coord(), height: g.coord()), cornerRadius: g.coord() / 4)))
                case 4: ops.append(.beginGroup(opacity: CGFloat(g.next()), shadow: g.next() < 0.5 ? nil : Shadow(color: g.color(), offset: CGSize(width: g.coord() / 10, height: g.coord() / 10), radius: g.coord() / 10))); groups += 1
                case 5: if groups > 0 { ops.append(.endGroup); groups -= 1 }
                case 6: ops.append(.image(rcTestBitmap(3 + Int(g.next() * 5), 2 + Int(g.next() * 5), seed: scene), CGRect(x: g.coord(), y: g.coord(), width: g.coord(), height: g.coord()), tint: g.next() < 0.3 ? g.color() : nil))
                case 7: ops.append(.fill(Path(rect: CGRect(x: g.coord(), y: g.coord(), width: g.coord(), height: g.coord())), g.color(), .nonzero))
                default: ops.append(.fill(p, g.color(), g.next() < 0.5 ? .nonzero : .evenodd))
                }
            }
            for _ in 0..<groups { ops.append(.endGroup) }
            let list = DisplayList(width: 24, height: 20, scale: CGFloat(1 + scene % 3), background: scene % 2 == 0 ? nil : g.color(), ops: ops)
            let c = try Renderer.render(list)
            var bad = 0
            for i in Swift.stride(from: 0, to: c.pixels.count, by: 4) {
                let a = c.pixels[i + 3]
                if c.pixels[i] > a || c.pixels[i + 1] > a || c.pixels[i + 2] > a { bad += 1 }
                if scene % 2 == 0 && a > 0 { painted += 1 }
            }
            #expect(bad == 0, "scene \(scene): \(bad) invalid pixels")
        }
        // The transparent-background scenes did draw something.
        #expect(painted > 500)
    }
}
