import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering
import ViewRasterRaster
import ViewRasterOutput

/// Springs, keyframes and cross-dissolve transitions on the virtual clock: values at exact
/// times from the closed-form solutions, worked out by hand.
@MainActor
struct MotionTests {
    func near(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-6) -> Bool { abs(a - b) < tol }

    /// ζ = 0.5, ω₀ = 2π (a 1 s UIView spring): ω_d = 2π·√0.75 = 5.441398, x(t) =
    /// e^(−πt)·(−cos ω_d t − (π/ω_d)·sin ω_d t). At t = 0.25: e^(−π/4) = 0.455938,
    /// ω_d t = 1.360350, cos = 0.208656, sin = 0.977988, x = −0.352672: progress 0.647328.
    @Test func viewSpringFollowsTheDampedOscillator() {
        let spring = Spring(duration: 1, dampingRatio: 0.5)
        #expect(near(CGFloat(spring.value(at: 0.25)), 0.647328))
        #expect(near(CGFloat(spring.naturalFrequency), 2 * .pi) && near(CGFloat(spring.dampingRatio), 0.5))
        // It overshoots: the first peak, at t = π/ω_d = 0.57735, is 1 + e^(−π·0.57735) = 1.163034.
        #expect(near(CGFloat(spring.value(at: .pi / 5.441398)), 1.163034, 1e-5))
        // Critically damped, x = e^(−ω₀t)(−1 − ω₀t): at 0.25, e^(−π/2)·(−1 − π/2) = −0.534416.
        #expect(near(CGFloat(Spring(duration: 1, dampingRatio: 1).value(at: 0.25)), 0.465584))
        // Overdamped ζ = 2: r = −ω₀(2 ∓ √3), c₂ = (0 + r₁)/(r₂ − r₁), c₁ = −1 − c₂.
        let w0 = 2 * Double.pi, r1 = -w0 * (2 - 3.0.squareRoot()), r2 = -w0 * (2 + 3.0.squareRoot())
        let c2 = r1 / (r2 - r1), c1 = -1 - c2
        #expect(near(CGFloat(Spring(duration: 1, dampingRatio: 2).value(at: 0.3)), CGFloat(1 + c1 * exp(r1 * 0.3) + c2 * exp(r2 * 0.3))))

        let stage = Stage()
        stage.within {
            let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: Bool?
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                         animations: { v.center = CGPoint(x: 105, y: 5) }, completion: { finished = $0 })
            #expect(v.center.x == 105)   // the model value at once
            #expect(near(v.presentationState(at: 0.25).center.x, 5 + 100 * 0.647328, 1e-4))
            #expect(v.presentationState(at: 0.6).center.x > 105)   // past the target
            stage.clock.advance(to: 1)
            #expect(finished == true && v.presentationState(at: 1.5).center.x == 105)
        }
    }

    /// CASpringAnimation's defaults, m = 1, k = 100, c = 10: ω₀ = 10, ζ = 0.5, ω_d = 8.660254.
    /// At 0.1 s: e^(−0.5)·(−cos 0.866025 − 0.577350·sin 0.866025) = −0.659700: progress 0.340300.
    @Test func springAnimationUsesMassStiffnessAndDamping() {
        let stage = Stage()
        stage.within {
            let layer = Layer()
            let anim = SpringAnimation(keyPath: .position)
            anim.fromValue = CGPoint(x: 0, y: 0); anim.toValue = CGPoint(x: 100, y: 0)
            anim.duration = anim.settlingDuration
            // Envelope 1.1547·e^(−5t) reaches 0.001 at ln(1154.7)/5 = 1.4117 s: it settles by then.
            #expect(anim.settlingDuration > 1.0 && anim.settlingDuration <= 1.412)
            layer.add(anim, forKey: "spring")
            let p = layer.presented(.position, model: .point(.zero), at: 0.1)
            #expect(p == .point(CGPoint(x: 100 * 0.340300, y: 0)) || { if case .point(let q) = p { return abs(q.x - 34.03) < 1e-3 }; return false }())
            // A stiffer spring is faster: k = 400 (ω₀ = 20, ζ = 0.25) is further along at 0.05 s.
            anim.stiffness = 400
            #expect(anim.spring.value(at: 0.05) > Spring().value(at: 0.05))
        }
    }

    @Test func keyframesAnimateEachStepFromThePrevious() {
        let stage = Stage()
        stage.within {
            let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var done = false
            View.animateKeyframes(withDuration: 1, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 1 }
                View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.center.x = 105 }
            }, completion: { _ in done = true })
            #expect(near(v.presentationState(at: 0.25).alpha, 0.5) && near(v.presentationState(at: 0.5).alpha, 0))
            #expect(near(v.presentationState(at: 0.75).alpha, 0.5) && near(v.presentationState(at: 0.999).alpha, 0.998))
            #expect(v.presentationState(at: 0.2).center.x == 5 && near(v.presentationState(at: 0.5).center.x, 55))
            #expect(v.presentationState(at: 0.8).center.x == 105)
            stage.clock.advance(to: 1)
            #expect(done && v.presentationState(at: 1).alpha == 1)
        }
    }

    @Test func keyframeAnimationGoesThroughItsValuesAtTheirKeyTimes() {
        let stage = Stage()
        stage.within {
            let layer = Layer()
            let anim = KeyframeAnimation(keyPath: .opacity)
            anim.values = [0.0, 1.0, 0.0]
            anim.keyTimes = [0, 0.2, 1]
            anim.duration = 1
            layer.add(anim, forKey: "blink")
            #expect(near(layer.state(at: 0.1).opacity, 0.5))     // halfway from 0 to 1 (0…0.2)
            #expect(near(layer.state(at: 0.6).opacity, 0.5))     // halfway from 1 to 0 (0.2…1)
            anim.calculationMode = .discrete
            layer.add(anim, forKey: "blink")   // replaces it, starting now (t = 0)
            #expect(layer.state(at: 0.1).opacity == 0 && layer.state(at: 0.3).opacity == 1)
        }
    }

    @Test func crossDissolveFadesTheOldLookIntoTheNew() throws {
        let stage = Stage()
        try stage.within {
            let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.backgroundColor = .white
            let v = View(frame: root.bounds)
            v.backgroundColor = .red
            root.addSubview(v)
            var finished = false
            View.transition(with: v, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                            animations: { v.backgroundColor = .blue }, completion: { finished = $0 })
            #expect(v.backgroundColor == .blue)
            // Red at 0.5 over white is (255, 128, 128); blue at 0.5 over that is (128, 64, 192).
            let c = try root.render(scale: 1, time: 0.5).pixel(x: 5, y: 5)
            #expect(abs(Int(c.r) - 128) <= 1 && abs(Int(c.g) - 64) <= 1 && abs(Int(c.b) - 192) <= 1)
            #expect(try root.render(scale: 1, time: 1).pixel(x: 5, y: 5) == (0, 0, 255, 255))
            #expect(finished)
        }
    }

    /// A `frames` run of a spring: a 10 pt bar moved 100 pt by a 1 s UIView spring (ζ = 0.5),
    /// at 10 fps; frame k's bar starts at x = 100·progress(k/10), rounded to the pixel.
    @Test func framesOfASpring() throws {
        let stage = Stage(.size(CGSize(width: 130, height: 20)), scale: 1)
        let screen = stage.screen
        stage.within {
            let bar = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            bar.backgroundColor = .red
            screen.window.addSubview(bar)
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                         animations: { bar.center.x = 105 })
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vr-spring-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = try FrameSequence(fps: 10, frames: 0..<11).render(into: dir) { stage.displayList(at: $0) }
        // 100·progress at 0.1 … 0.6 s: 15.68, 47.96, 79.95, 102.70, 114.07, 116.15.
        let expected: [Int: CGFloat] = [1: 15.68, 2: 47.96, 3: 79.95, 4: 102.70, 5: 114.07, 6: 116.15]
        for (frame, left) in expected {
            let png = try PNG.read(contentsOf: out.files[frame])
            func red(_ x: Int) -> Bool { let i = (10 * png.width + x) * 4; return png.pixels[i] == 255 && png.pixels[i + 1] < 128 }
            let first = (0..<png.width).first(where: red)
            #expect(first.map { abs(CGFloat($0) - left) <= 1 } == true, "frame \(frame): bar at \(String(describing: first)), expected \(left)")
        }
    }
}
