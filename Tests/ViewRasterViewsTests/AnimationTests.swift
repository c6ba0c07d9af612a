import Testing
@testable import ViewRasterViews

@MainActor
struct AnimationTests {
    @Test func curvesAtKnownPoints() {
        #expect(TimingFunction.linear.value(at: 0.3) == 0.3)
        let e = TimingFunction.easeInEaseOut
        #expect(abs(e.value(at: 0.5) - 0.5) < 1e-6)           // symmetric curve
        #expect(abs(e.value(at: 0.25) + e.value(at: 0.75) - 1) < 1e-6)
        // The 0.42,0,0.58,1 curve at x = 0.25: solve x(t)=0.25 by bisection here, independently.
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 { let t = (lo + hi) / 2; let x = 3 * (1 - t) * (1 - t) * t * 0.42 + 3 * (1 - t) * t * t * 0.58 + t * t * t; if x < 0.25 { lo = t } else { hi = t } }
        let t = (lo + hi) / 2
        let y = 3 * (1 - t) * t * t + t * t * t
        #expect(abs(Double(e.value(at: 0.25)) - y) < 1e-6)
        #expect(TimingFunction.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingFunction.easeOut.value(at: 0.5) > 0.5)
    }

    @Test func fadeHasTheCurvesAlphaAtAnEighthOfASecond() {
        let stage = Stage()
        stage.within {
            let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.alpha = 0
            View.animate(withDuration: 0.5) { v.alpha = 1 }
            #expect(v.alpha == 1)                         // model value changes at once
            let expected = TimingFunction.easeInEaseOut.value(at: 0.25)
            #expect(abs(v.presentationState(at: 0.125).alpha - expected) < 1e-9)
            #expect(v.presentationState(at: 0).alpha == 0)
            #expect(v.presentationState(at: 0.6).alpha == 1)
        }
    }

    @Test func completionRunsWithFinishedTrueAtTheEnd() {
        let stage = Stage()
        let clock = stage.clock
        stage.within {
            let v = View()
            var calls: [(TimeInterval, Bool)] = []
            View.animate(withDuration: 0.5, animations: { v.alpha = 0.2 }) { calls.append((clock.now, $0)) }
            clock.advance(to: 0.49)
            #expect(calls.isEmpty)
            clock.advance(to: 1)
            #expect(calls.count == 1 && calls[0].0 == 0.5 && calls[0].1 == true)
        }
    }

    @Test func replacedAnimationStartsFromPresentationAndOldCompletesUnfinished() {
        let stage = Stage()
        let clock = stage.clock
        stage.within {
            let v = View()
            v.alpha = 1
            var first: Bool?, second: Bool?
            View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { v.alpha = 0 }) { first = $0 }
            clock.advance(to: 0.25)
            #expect(abs(v.presentationState().alpha - 0.5) < 1e-9)
            View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { v.alpha = 1 }) { second = $0 }
            #expect(abs(v.presentationState(at: 0.25).alpha - 0.5) < 1e-9)   // continuous
            #expect(abs(v.presentationState(at: 0.5).alpha - 0.75) < 1e-9)
            clock.advance(to: 0.26)
            #expect(first == false && second == nil)
            clock.advance(to: 0.75)
            #expect(second == true)
        }
    }

    @Test func repeatAndAutoreverse() {
        let stage = Stage()
        let clock = stage.clock
        stage.within {
            let v = View()
            v.alpha = 0
            var done = false
            View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { v.alpha = 1 }) { _ in done = true }
            #expect(abs(v.presentationState(at: 0.5).alpha - 0.5) < 1e-9)
            #expect(abs(v.presentationState(at: 1.5).alpha - 0.5) < 1e-9)
            #expect(abs(v.presentationState(at: 1.75).alpha - 0.25) < 1e-9)
            #expect(abs(v.presentationState(at: 2.25).alpha - 0.25) < 1e-9)
            clock.advance(to: 100)
            #expect(!done)
        }
    }

    @Test func layerRotationSpinnerAngle() {
        let stage = Stage()
        stage.within {
            let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let spin = BasicAnimation(keyPath: .transformRotation)
            spin.fromValue = AnimatableValue.scalar(0)
            spin.toValue = AnimatableValue.scalar(2 * .pi)
            spin.duration = 1.5
            spin.repeatCount = .infinity
            v.layer.add(spin, forKey: "Spin")
            let t = v.presentationState(at: 0.375).transform
            #expect(abs(t.a) < 1e-9 && abs(t.b - 1) < 1e-9)     // 90°
            let t2 = v.presentationState(at: 1.5 + 0.375).transform
            #expect(abs(t2.b - 1) < 1e-9)
            v.layer.removeAnimation(forKey: "Spin")
            #expect(v.presentationState(at: 0.375).transform.isIdentity)
        }
    }

    /// Each key path animates its own property: halfway through a linear 1 s animation from
    /// the model value, the presentation value is halfway to `toValue`, the others unchanged.
    @Test(arguments: AnimationKeyPath.allCases)
    func eachKeyPathAnimatesItsProperty(_ keyPath: AnimationKeyPath) {
        let stage = Stage()
        stage.within {
            let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            v.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
            let model = v.presentationState(at: 0)
            let a = BasicAnimation(keyPath: keyPath)
            a.duration = 1
            switch keyPath {
            case .transformRotation, .transformRotationZ: a.toValue = AnimatableValue.scalar(.pi)
            case .transformScale: a.toValue = AnimatableValue.scalar(3)
            case .opacity: a.toValue = AnimatableValue.scalar(0)
            case .position: a.toValue = AnimatableValue.point(CGPoint(x: 25, y: 10))
            case .bounds: a.toValue = AnimatableValue.rect(CGRect(x: 0, y: 0, width: 30, height: 20))
            case .backgroundColor: a.toValue = AnimatableValue.color(Color(red: 1, green: 1, blue: 1, alpha: 1))
            case .cornerRadius, .shadowOpacity, .strokeStart, .strokeEnd, .lineWidth, .lineDashPhase:
                a.fromValue = AnimatableValue.scalar(0); a.toValue = AnimatableValue.scalar(1)
            case .fillColor, .strokeColor:
                a.fromValue = AnimatableValue.color(.black); a.toValue = AnimatableValue.color(.white)
            }
            v.layer.add(a, forKey: "k")
            let half = v.presentationState(at: 0.5)
            var expected = model
            switch keyPath {
            case .transformRotation, .transformRotationZ: expected.transform = CGAffineTransform(rotationAngle: .pi / 2)
            case .transformScale: expected.transform = CGAffineTransform(scaleX: 2, y: 2)
            case .opacity: expected.alpha = 0.5
            case .position: expected.center = CGPoint(x: 15, y: 10)
            case .bounds: expected.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            case .backgroundColor: expected.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            case .cornerRadius, .shadowOpacity, .strokeStart, .strokeEnd, .lineWidth, .lineDashPhase:
                // A layer property: the view's geometry is unchanged, the layer's value is halfway.
                #expect(v.layer.presentedScalar(keyPath, model: 7, at: 0.5) == 0.5, "\(keyPath)")
            case .fillColor, .strokeColor:
                #expect(v.layer.presentedColor(keyPath, model: nil, at: 0.5)?.red == 0.5, "\(keyPath)")
            }
            #expect(abs(half.transform.a - expected.transform.a) < 1e-9 && abs(half.transform.b - expected.transform.b) < 1e-9
                    && abs(half.transform.d - expected.transform.d) < 1e-9, "\(keyPath): \(half.transform)")
            #expect(abs(half.alpha - expected.alpha) < 1e-9 && half.center == expected.center && half.bounds == expected.bounds,
                    "\(keyPath)")
            #expect(half.backgroundColor.map { abs($0.red - (expected.backgroundColor?.red ?? -1)) < 1e-9 } == true, "\(keyPath)")
        }
    }

    /// Core Animation's spellings read as typed keys; anything else is not a key path.
    @Test func keyPathsReadCoreAnimationsSpelling() {
        #expect(AnimationKeyPath(rawValue: "transform.rotation.z") == .transformRotationZ)
        #expect(AnimationKeyPath(rawValue: "opacity") == .opacity)
        #expect(AnimationKeyPath(rawValue: "transform.rotation.x") == nil)
        #expect(AnimationKeyPath(rawValue: "cornerRadius") == .cornerRadius)
        #expect(AnimationKeyPath(rawValue: "strokeEnd") == .strokeEnd)
        #expect(AnimationKeyPath(rawValue: "shadowRadius") == nil)
    }

    @Test func timersFireAtTheirTimesInOrder() {
        let stage = Stage()
        let clock = stage.clock
        stage.within {
            var log: [String] = []
            let timer = VirtualTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in log.append("tick@\(Int((clock.now * 10).rounded()))") }
            clock.asyncAfter(0.25) { log.append("after@2.5") }
            clock.advance(to: 0.35)
            #expect(log == ["tick@1", "tick@2", "after@2.5", "tick@3"])
            timer.invalidate()
            clock.advance(to: 1)
            #expect(log.count == 4)
        }
    }

    /// The run loop's order: by time, and blocks at one time in the order they were scheduled,
    /// whatever order the times were scheduled in; a cancelled block never runs; a block
    /// scheduled for now by a running block runs in the same advance, after those already due.
    @Test func blocksAtOneTimeRunInTheOrderTheyWereScheduled() {
        let stage = Stage()
        let clock = stage.clock
        stage.within {
            var log: [String] = []
            #expect(clock.nextEventTime == nil)
            clock.schedule(at: 0.3) { log.append("a") }
            clock.schedule(at: 0.1) { log.append("b") }
            clock.schedule(at: 0.3) {
                log.append("c")
                clock.schedule(at: 0) { log.append("c's") }   // not before now: runs at 0.3
            }
            let d = clock.schedule(at: 0.2) { log.append("d") }
            clock.schedule(at: 0.1) { log.append("e") }
            clock.schedule(at: 0.3) { log.append("f") }
            clock.cancel(d)
            #expect(clock.nextEventTime == 0.1)
            clock.advance(to: 0.1)
            #expect(log == ["b", "e"])
            #expect(clock.nextEventTime == 0.3)
            clock.advance(to: 1)
            #expect(log == ["b", "e", "a", "c", "f", "c's"])
            #expect(clock.nextEventTime == nil)
        }
    }

    @Test func aThousandTicksDoNotDrift() {
        let stage = Stage()
        let clock = stage.clock
        stage.within {
            var ticks = 0
            VirtualTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in ticks += 1 }
            for k in 1...1000 {
                clock.advance(to: Double(k) / 10)
                if ticks != k { break }
            }
            #expect(ticks == 1000)
        }
    }

    @Test func beginCommitAnimationsAnimateTransform() {
        let stage = Stage()
        stage.within {
            let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            View.beginAnimations(nil, context: nil)
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            View.commitAnimations()
            #expect(v.presentationState(at: 0).transform.isIdentity)
            #expect(abs(v.presentationState(at: 0.2).transform.b - 1) < 1e-9)
            #expect(v.presentationState(at: 0.1).transform.b > 0)
        }
    }
}
