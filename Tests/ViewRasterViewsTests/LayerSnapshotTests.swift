import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering

/// One screen of layer drawing, looked at by eye against iOS's look: a continuous-corner
/// gradient card, a progress ring halfway through its `strokeEnd` animation, a dashed rounded
/// outline, a circular avatar masked by a shape layer, and a card whose shadow comes from
/// `shadowPath`.
@MainActor
struct LayerSnapshotTests {
    static func screen() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        root.backgroundColor = Color(r8: 242, g8: 242, b8: 247)

        // A gradient card with continuous corners (left to right, blue to purple).
        let card = View(frame: CGRect(x: 16, y: 16, width: 180, height: 100))
        let gradient = GradientLayer()
        gradient.frame = card.bounds
        gradient.colors = [Color(r8: 0, g8: 122, b8: 255), Color(r8: 175, g8: 82, b8: 222)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5); gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.cornerRadius = 24
        gradient.cornerCurve = .continuous
        card.layer.addSublayer(gradient)
        root.addSubview(card)

        // A progress ring: a gray track and a blue arc from the top, clockwise.
        let ring = View(frame: CGRect(x: 220, y: 16, width: 84, height: 84))
        let track = ShapeLayer(), progress = ShapeLayer()
        for (layer, color) in [(track, Color(r8: 229, g8: 229, b8: 234)), (progress, Color(r8: 0, g8: 122, b8: 255))] {
            layer.frame = ring.bounds
            layer.path = BezierPath(arcCenter: CGPoint(x: 42, y: 42), radius: 34, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
            layer.fillColor = nil
            layer.strokeColor = color
            layer.lineWidth = 10
            layer.lineCap = .round
            ring.layer.addSublayer(layer)
        }
        let anim = BasicAnimation(keyPath: .strokeEnd)
        anim.fromValue = 0; anim.toValue = 1; anim.duration = 1
        progress.add(anim, forKey: "progress")
        root.addSubview(ring)

        // A dashed rounded outline (top corners only rounded).
        let dashed = View(frame: CGRect(x: 16, y: 136, width: 130, height: 88))
        let outline = ShapeLayer()
        outline.frame = dashed.bounds
        outline.path = BezierPath(roundedRect: dashed.bounds.insetBy(dx: 2, dy: 2), byRoundingCorners: [.topLeft, .topRight],
                                  cornerRadii: CGSize(width: 16, height: 16)).cgPath
        outline.fillColor = .white
        outline.strokeColor = Color(r8: 255, g8: 59, b8: 48)
        outline.lineWidth = 3
        outline.lineDashPattern = [8, 5]
        dashed.layer.addSublayer(outline)
        root.addSubview(dashed)

        // A circular "avatar": a radial gradient masked by a circle.
        let avatar = View(frame: CGRect(x: 166, y: 136, width: 72, height: 72))
        let radial = GradientLayer()
        radial.type = .radial
        radial.frame = avatar.bounds
        radial.colors = [Color(r8: 255, g8: 204, b8: 0), Color(r8: 255, g8: 149, b8: 0)]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5); radial.endPoint = CGPoint(x: 1, y: 1)
        avatar.layer.addSublayer(radial)
        let circle = ShapeLayer()
        circle.frame = avatar.bounds
        circle.path = Path(ellipseIn: avatar.bounds)
        avatar.layer.mask = circle
        root.addSubview(avatar)

        // A white card with a shadow cast by its shadow path.
        let shadowed = View(frame: CGRect(x: 256, y: 136, width: 48, height: 72))
        shadowed.backgroundColor = .white
        shadowed.layer.cornerRadius = 12
        shadowed.layer.shadowOpacity = 0.3
        shadowed.layer.shadowRadius = 6
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadowed.layer.shadowPath = BezierPath(roundedRect: shadowed.bounds, cornerRadius: 12).cgPath
        root.addSubview(shadowed)
        return root
    }

    @Test func layersLookAsOnIOS() throws {
        let stage = Stage()
        try stage.within {
            let canvas = try LayerSnapshotTests.screen().render(scale: 2, time: 0.5)
            // The card's gradient is blue at its left, purple at its right (at mid-height).
            let left = canvas.pixel(x: 2 * 17, y: 2 * 66), right = canvas.pixel(x: 2 * 195 - 1, y: 2 * 66)
            #expect(left.b >= 250 && left.r <= 10 && right.r >= 165 && right.g <= 90)
            // The ring is blue at 3 o'clock (halfway: the right half) and gray at 9 o'clock.
            let east = canvas.pixel(x: 2 * (220 + 42 + 34), y: 2 * (16 + 42))
            let west = canvas.pixel(x: 2 * (220 + 42 - 34), y: 2 * (16 + 42))
            #expect(east == (0, 122, 255, 255) && west == (229, 229, 234, 255))
            // The avatar's square corner is masked away; its middle is yellow.
            #expect(canvas.pixel(x: 2 * 167, y: 2 * 137) == (242, 242, 247, 255))
            let middle = canvas.pixel(x: 2 * 202, y: 2 * 172)
            #expect(middle.r == 255 && middle.g >= 198)
            assertSnapshot(of: canvas, as: .image, named: "layers")
        }
    }
    /// Alpha masks: a striped "photo" fading out towards its bottom under a gradient mask
    /// (opaque to 40 % of its height, clear at its bottom edge), and a green square seen
    /// through a radial mask (opaque at its center, clear at its edge).
    static func fadingScreen() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        root.backgroundColor = Color(r8: 242, g8: 242, b8: 247)
        let photo = View(frame: CGRect(x: 16, y: 18, width: 120, height: 64))
        for (i, color) in [Color(r8: 255, g8: 59, b8: 48), Color(r8: 255, g8: 149, b8: 0), Color(r8: 0, g8: 122, b8: 255)].enumerated() {
            let band = Layer()
            band.frame = CGRect(x: CGFloat(i) * 40, y: 0, width: 40, height: 64)
            band.backgroundColor = color
            photo.layer.addSublayer(band)
        }
        let fade = GradientLayer()
        fade.frame = photo.bounds
        fade.colors = [.black, .clear]
        fade.locations = [0.4, 1]
        photo.layer.mask = fade
        root.addSubview(photo)

        let spot = View(frame: CGRect(x: 156, y: 18, width: 64, height: 64))
        spot.backgroundColor = Color(r8: 52, g8: 199, b8: 89)
        let radial = GradientLayer()
        radial.type = .radial
        radial.frame = spot.bounds
        radial.colors = [.black, .clear]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5); radial.endPoint = CGPoint(x: 1, y: 1)
        spot.layer.mask = radial
        root.addSubview(spot)
        return root
    }

    @Test func alphaMasksFadeAsOnIOS() throws {
        let stage = Stage()
        try stage.within {
            let canvas = try LayerSnapshotTests.fadingScreen().render(scale: 2)
            // The photo's top 40 % is its own color; at its bottom edge only the background shows.
            #expect(canvas.pixel(x: 2 * 20, y: 2 * 20) == (255, 59, 48, 255))
            #expect(canvas.pixel(x: 2 * 100, y: 2 * 40) == (0, 122, 255, 255))
            let bottom = canvas.pixel(x: 2 * 100, y: 2 * 82 - 1)
            #expect(bottom.r >= 236 && bottom.b >= 245)
            // Halfway down the fade (70 % of the height, y = 18 + 44.8): half blue over the background.
            let mid = canvas.pixel(x: 2 * 100, y: Int(2 * (18 + 44.8)))
            #expect(abs(Int(mid.r) - 121) <= 4 && abs(Int(mid.b) - 251) <= 4)
            // The spot: green at its center (the mask's alpha a hair under 1 a quarter point
            // off the center), the background in its corner.
            let center = canvas.pixel(x: 2 * 188, y: 2 * 50)
            #expect(abs(Int(center.r) - 52) <= 3 && abs(Int(center.g) - 199) <= 2 && abs(Int(center.b) - 89) <= 3)
            #expect(canvas.pixel(x: 2 * 157, y: 2 * 19) == (242, 242, 247, 255))
            assertSnapshot(of: canvas, as: .image, named: "alpha-masks")
        }
    }
}

