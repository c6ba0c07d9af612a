import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering
import ViewRasterRaster

/// Shape, gradient and plain sublayers, masks, shadow paths, masked corners and continuous
/// corners, checked in pixels worked out by hand from Core Animation's documented behaviour.
@MainActor
struct LayerTests {
    /// A white `size` view at scale 1 holding `layer` as a sublayer.
    func host(_ layer: Layer, size: CGSize = CGSize(width: 100, height: 100)) -> View {
        let v = View(frame: CGRect(origin: .zero, size: size))
        v.backgroundColor = .white
        v.layer.addSublayer(layer)
        return v
    }

    func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

    @Test func shapeLayerFillsItsPathInOpaqueBlackByDefault() throws {
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = Path(rect: CGRect(x: 10, y: 10, width: 30, height: 20))
        let c = try host(shape).render(scale: 1)
        #expect(c.pixel(x: 20, y: 20) == (0, 0, 0, 255))
        #expect(isWhite(c.pixel(x: 5, y: 5)) && isWhite(c.pixel(x: 45, y: 20)))
        // The path is in the layer's coordinates: moving the layer moves the shape.
        shape.position = CGPoint(x: 100, y: 100)   // frame origin (50, 50)
        let moved = try host(shape).render(scale: 1)
        #expect(moved.pixel(x: 70, y: 70) == (0, 0, 0, 255) && isWhite(moved.pixel(x: 20, y: 20)))
    }

    @Test func progressRingHalfwayThroughAStrokeEndAnimation() throws {
        let stage = Stage()
        try stage.within {
            let ring = ShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            // From the top, clockwise (on screen), a full turn: radius 40, 10 pt wide.
            ring.path = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
            ring.fillColor = nil
            ring.strokeColor = .blue
            ring.lineWidth = 10
            let anim = BasicAnimation(keyPath: .strokeEnd)
            anim.fromValue = 0; anim.toValue = 1; anim.duration = 1
            ring.add(anim, forKey: "progress")
            let v = host(ring)
            #expect(ring.presentedScalar(.strokeEnd, model: 1, at: 0.5) == 0.5)
            // A quarter in (rendering moves the clock forward, so the earlier time first): the ring stops at 3 o'clock.
            let q = try v.render(scale: 1, time: 0.25)
            #expect(q.pixel(x: 50 + 28, y: 50 - 28) == (0, 0, 255, 255) && isWhite(q.pixel(x: 50 + 28, y: 50 + 28)))
            let c = try v.render(scale: 1, time: 0.5)
            // Half the ring: the right side (3 o'clock, and 45° below it) is blue, the left white.
            #expect(c.pixel(x: 89, y: 50) == (0, 0, 255, 255))
            #expect(c.pixel(x: 50 + 28, y: 50 + 28) == (0, 0, 255, 255))
            #expect(isWhite(c.pixel(x: 10, y: 50)) && isWhite(c.pixel(x: 50 - 28, y: 50 + 28)))
            // Butt ends at 12 and 6 o'clock: just right of the top is blue, just left white.
            #expect(c.pixel(x: 52, y: 10) == (0, 0, 255, 255) && isWhite(c.pixel(x: 47, y: 10)))
            #expect(c.pixel(x: 52, y: 89) == (0, 0, 255, 255) && isWhite(c.pixel(x: 47, y: 89)))
            // After the animation (removed on completion) the model value, 1: the whole ring.
            let done = try v.render(scale: 1, time: 2)
            #expect(done.pixel(x: 10, y: 50) == (0, 0, 255, 255))
        }
    }

    @Test func dashesAndStrokeStart() throws {
        let line = ShapeLayer()
        line.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        var p = Path(); p.move(to: CGPoint(x: 0, y: 10)); p.line(to: CGPoint(x: 100, y: 10))
        line.path = p
        line.strokeColor = .red
        line.lineWidth = 4
        line.lineDashPattern = [10, 10]
        var c = try host(line, size: CGSize(width: 100, height: 20)).render(scale: 1)
        #expect(c.pixel(x: 5, y: 10) == (255, 0, 0, 255) && isWhite(c.pixel(x: 15, y: 10)) && c.pixel(x: 25, y: 10) == (255, 0, 0, 255))
        // A phase of 5 shifts the pattern left: dash 0…5, gap 5…15, dash 15…25.
        line.lineDashPhase = 5
        c = try host(line, size: CGSize(width: 100, height: 20)).render(scale: 1)
        #expect(c.pixel(x: 2, y: 10) == (255, 0, 0, 255) && isWhite(c.pixel(x: 10, y: 10)) && c.pixel(x: 20, y: 10) == (255, 0, 0, 255))
        // strokeStart 0.5 without dashes: only the right half.
        line.lineDashPattern = nil
        line.strokeStart = 0.5
        c = try host(line, size: CGSize(width: 100, height: 20)).render(scale: 1)
        #expect(isWhite(c.pixel(x: 40, y: 10)) && c.pixel(x: 60, y: 10) == (255, 0, 0, 255))
    }

    @Test func axialGradientInterpolatesBetweenItsColors() throws {
        let g = GradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        g.colors = [.red, .blue]   // top to bottom by default
        let c = try host(g, size: CGSize(width: 10, height: 100)).render(scale: 1)
        // Row 49's center is 49.5 pt down: t = 0.495, red 255·0.505 = 128.8, blue 255·0.495 = 126.2.
        let mid = c.pixel(x: 5, y: 49)
        #expect(abs(Int(mid.r) - 129) <= 1 && abs(Int(mid.b) - 126) <= 1 && mid.g == 0)
        #expect(c.pixel(x: 5, y: 0).r >= 253 && c.pixel(x: 5, y: 99).b >= 253)
        // Left to right, with the second color reached halfway.
        g.startPoint = CGPoint(x: 0, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        g.locations = [0, 0.5]
        let h = try host(g, size: CGSize(width: 100, height: 10)).render(scale: 1)
        #expect(h.pixel(x: 75, y: 5) == (0, 0, 255, 255))
        let quarter = h.pixel(x: 24, y: 5)   // center 24.5: t = 0.49 of the red→blue ramp
        #expect(abs(Int(quarter.r) - 130) <= 1 && abs(Int(quarter.b) - 125) <= 1)
    }

    @Test func radialGradientDependsOnTheDistanceFromTheStart() throws {
        let g = GradientLayer()
        g.type = .radial
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        g.colors = [.black, .white]
        g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)   // radii 50 × 50
        let c = try host(g).render(scale: 1)
        #expect(c.pixel(x: 50, y: 50).r <= 4)   // 0.7 pt from the start: t = 0.014
        // 25 pt right of the center (pixel 74's center is 24.5 + 0.5 away: t ≈ 0.49).
        let p = c.pixel(x: 74, y: 49)
        #expect(abs(Int(p.r) - 125) <= 2)
        #expect(c.pixel(x: 99, y: 99) == (255, 255, 255, 255))   // beyond the radius: the last color
    }

    @Test func continuousCornersReachFurtherAlongTheEdges() throws {
        func corner(_ curve: CornerCurve, _ masked: CornerMask = .all) throws -> Canvas {
            let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.backgroundColor = .black
            v.layer.cornerRadius = 20
            v.layer.cornerCurve = curve
            v.layer.maskedCorners = masked
            return try v.render(scale: 1)
        }
        let circular = try corner(.circular), continuous = try corner(.continuous)
        // 20 pt from the corner a circular corner of 20 has ended: the top row is full there.
        #expect(circular.pixel(x: 20, y: 0).a == 255)
        // A continuous one still curves until 1.528 × 20 = 30.6 pt: at 20…21 pt its first
        // cubic (t ≈ 0.5) is 0.0094 × 20 = 0.19 pt below the edge (coverage ≈ 0.81), and it is
        // straight again by 31 pt.
        let a = continuous.pixel(x: 20, y: 0).a
        #expect(a > 190 && a < 225)
        #expect(continuous.pixel(x: 32, y: 0).a == 255)
        // Along the diagonal both pass about 5.8 pt in from the corner.
        #expect(circular.pixel(x: 3, y: 3).a == 0 && continuous.pixel(x: 3, y: 3).a == 0)
        #expect(circular.pixel(x: 8, y: 8).a == 255 && continuous.pixel(x: 8, y: 8).a == 255)
        // Only the top corners rounded: the bottom-left pixel is drawn.
        let top = try corner(.circular, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(top.pixel(x: 0, y: 99).a == 255 && top.pixel(x: 0, y: 0).a == 0 && top.pixel(x: 99, y: 0).a == 0)
    }

    @Test func sublayersDrawInOrderAmongSubviews() throws {
        let v = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let red = View(frame: v.bounds); red.backgroundColor = .red
        v.addSubview(red)
        let blue = Layer(); blue.frame = v.bounds; blue.backgroundColor = .blue
        v.layer.addSublayer(blue)   // above the red subview
        #expect(try v.render(scale: 1).pixel(x: 10, y: 10) == (0, 0, 255, 255))
        #expect(v.layer.sublayers?.count == 1 && blue.superlayer === v.layer)
        v.layer.insertSublayer(blue, at: 0)   // below every subview
        #expect(try v.render(scale: 1).pixel(x: 10, y: 10) == (255, 0, 0, 255))
        // A subview added later draws above a sublayer added before it.
        v.layer.addSublayer(blue)
        let green = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); green.backgroundColor = .green
        v.addSubview(green)
        let c = try v.render(scale: 1)
        #expect(c.pixel(x: 5, y: 5) == (0, 255, 0, 255) && c.pixel(x: 15, y: 15) == (0, 0, 255, 255))
        blue.removeFromSuperlayer()
        #expect(v.layer.sublayers == nil && blue.superlayer == nil)
        #expect(try v.render(scale: 1).pixel(x: 15, y: 15) == (255, 0, 0, 255))
        // A standalone layer's frame is its bounds placed by position and anchor point.
        let l = Layer(); l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.position == CGPoint(x: 25, y: 40) && l.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func maskKeepsOnlyWhatTheMaskCovers() throws {
        let v = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = .black
        let circle = ShapeLayer()
        circle.frame = v.bounds
        circle.path = Path(ellipseIn: v.bounds)
        v.layer.mask = circle
        let c = try v.render(scale: 1)
        #expect(c.pixel(x: 20, y: 20).a == 255 && c.pixel(x: 1, y: 1).a == 0 && c.pixel(x: 38, y: 38).a == 0)
        // A mask that draws nothing hides the layer.
        circle.fillColor = nil
        #expect(try v.render(scale: 1).pixel(x: 20, y: 20).a == 0)
    }

    @Test func aGradientMaskFadesTheContentByItsAlpha() throws {
        // Core Animation masks by the mask's alpha: a mask from opaque black at the left to
        // clear at the right leaves 1 − (x + 0.5)/100 of each pixel column of a red view.
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        v.backgroundColor = Color(r8: 255, g8: 0, b8: 0)
        let fade = GradientLayer()
        fade.frame = v.bounds
        fade.colors = [.black, .clear]
        fade.startPoint = CGPoint(x: 0, y: 0.5); fade.endPoint = CGPoint(x: 1, y: 0.5)
        v.layer.mask = fade
        let c = try v.render(scale: 1)
        func alpha(_ x: Int) -> Int { Int(c.pixel(x: x, y: 5).a) }
        #expect(alpha(0) >= 252)
        #expect(abs(alpha(49) - 129) <= 2)   // 0.505 · 255
        #expect(abs(alpha(74) - 65) <= 2)    // 0.255 · 255
        #expect(alpha(99) <= 3)
        // Premultiplied: the red channel follows the alpha; the color stays red.
        #expect(c.pixel(x: 49, y: 5).r == c.pixel(x: 49, y: 5).a && c.pixel(x: 49, y: 5).g == 0)
    }

    @Test func anImageMaskClipsByTheImagesAlphaAndATranslucentMaskLetsPartThrough() throws {
        let v = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        v.backgroundColor = .black
        // A 2 × 1 image: an opaque pixel, then a clear one, stretched over the view.
        let image = Layer()
        image.frame = v.bounds
        image.contents = Bitmap(width: 2, height: 1, scale: 1, premultipliedPixels: [255, 255, 255, 255, 0, 0, 0, 0])
        v.layer.mask = image
        var c = try v.render(scale: 1)
        #expect(c.pixel(x: 2, y: 5).a == 255 && c.pixel(x: 17, y: 5).a == 0)
        // A mask at half opacity shows the view at half its alpha.
        let half = Layer()
        half.frame = v.bounds
        half.backgroundColor = .white
        half.opacity = 0.5
        v.layer.mask = half
        c = try v.render(scale: 1)
        #expect(abs(Int(c.pixel(x: 10, y: 5).a) - 128) <= 1)
    }

    @Test func aMaskViewShowsTheViewByItsAlpha() throws {
        // UIView.mask: an opaque 20 pt mask over the left half of a 40 × 20 red view with a
        // green subview on its right half shows the red half only; the mask at alpha 0.5
        // shows it at half its alpha (128).
        let v = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.backgroundColor = Color(r8: 255, g8: 0, b8: 0)
        let green = View(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        green.backgroundColor = Color(r8: 0, g8: 255, b8: 0)
        v.addSubview(green)
        let m = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        m.backgroundColor = .black
        v.mask = m
        var c = try v.render(scale: 1)
        #expect(c.pixel(x: 5, y: 10) == (255, 0, 0, 255) && c.pixel(x: 30, y: 10).a == 0)
        #expect(m.superview == nil)
        m.alpha = 0.5
        c = try v.render(scale: 1)
        #expect(abs(Int(c.pixel(x: 5, y: 10).a) - 128) <= 1 && c.pixel(x: 30, y: 10).a == 0)
    }

    @Test func shadowPathCastsTheShadowOfThePath() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let card = View(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowPath = Path(rect: card.bounds)
        root.addSubview(card)
        let c = try root.render(scale: 1)
        // The shadow is the card's square moved 10 pt down: black below the card, the card white.
        #expect(c.pixel(x: 30, y: 45) == (0, 0, 0, 255))
        #expect(isWhite(c.pixel(x: 30, y: 25)) && isWhite(c.pixel(x: 30, y: 55)) && isWhite(c.pixel(x: 45, y: 45)))
    }

    /// A view that draws in `draw(_:)` with UIKit's drawing calls.
    final class Badge: View {
        override func draw(_ rect: CGRect) {
            Color.red.setFill()
            BezierPath(ovalIn: rect).fill()
            Color.blue.setStroke()
            let bar = BezierPath()
            bar.move(to: CGPoint(x: 0, y: rect.midY)); bar.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            bar.lineWidth = 2
            bar.stroke()
        }
    }

    @Test func bezierPathFillsAndStrokesInsideDraw() throws {
        let v = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let c = try v.render(scale: 1)
        #expect(c.pixel(x: 20, y: 10) == (255, 0, 0, 255))
        #expect(c.pixel(x: 1, y: 1).a == 0)
        #expect(c.pixel(x: 2, y: 19) == (0, 0, 255, 255) && c.pixel(x: 2, y: 20) == (0, 0, 255, 255))
        // Outside draw(_:) fill() does nothing (no current context).
        BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
    }

    @Test func bezierPathShapes() {
        let p = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10)
        // Continuous: the path starts where the straight top edge does, 1.528 × 10 from the left.
        guard case .move(let start) = p.cgPath.elements.first else { Issue.record("no move"); return }
        #expect(abs(start.x - 15.28665) < 1e-4 && start.y == 0)
        #expect(p.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        let arc = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        let some = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 8, height: 8))
        #expect(some.cgPath.elements.filter { if case .cubic = $0 { return true }; return false }.count == 1)
    }
}
