import Testing
@testable import ViewRasterGallery
@testable import ViewRasterViews

/// Seed 000: the loading view's load path, show count and fades.
@MainActor
struct LoadingViewTests {
    /// A loading view in a 375×667 host, on a fresh clock.
    func host() -> (View, LoadingView, VirtualClock) {
        let clock = VirtualClock.current  // this test's own clock, at t = 0
        let host = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = LoadingView.loadingView()!
        host.addSubview(v)
        v.centerView()
        return (host, v, clock)
    }

    @Test func loadsTheFirstViewOfItsClassFromItsXib() {
        let (_, v, _) = host()
        #expect(v.loadingLabel.text == "Loading...")
        #expect(v.spinner.style == .whiteLarge)
        #expect(v.bounds.size == CGSize(width: 160, height: 100))
        // init(coder:) ran after the xib's properties: invisible, no interaction, rounded.
        #expect(v.alpha == 0 && !v.isUserInteractionEnabled && v.layer.cornerRadius == 5)
        #expect(!v.loading)
    }

    @Test func centerViewCentersInTheSuperview() {
        let (_, v, _) = host()
        #expect(v.center == CGPoint(x: 187.5, y: 333.5))
    }

    @Test func showFadesInOverHalfASecond() {
        let (_, v, clock) = host()
        var finished: Bool?
        v.showWithCompletion { finished = $0 }
        #expect(v.loading && v.spinner.isAnimating)
        #expect(v.alpha == 1)
        #expect(v.presentationState(at: 0).alpha == 0)
        let mid = v.presentationState(at: 0.25).alpha
        #expect(abs(mid - TimingFunction.easeInEaseOut.value(at: 0.5)) < 1e-9)
        clock.advance(to: 0.5)
        #expect(finished == true)
    }

    @Test func nestedShowsStayUpUntilEveryDismiss() {
        let (_, v, clock) = host()
        var log: [String] = []
        let (_, messages) = ViewDiagnostics.capture {
            v.show()
            clock.advance(to: 1); v.show()
            clock.advance(to: 3); v.dismiss()          // the first task ends: skipped
            #expect(v.loading && v.presentationState().alpha == 1)
            clock.advance(to: 4)
            v.dismissWithCompletion { log.append("dismissed \($0) at \(clock.now)") }
            #expect(!v.loading)
            clock.advance(to: 4.25)
            #expect(v.presentationState().alpha > 0 && v.presentationState().alpha < 1)
            #expect(v.spinner.isAnimating)
            clock.advance(to: 5)
        }
        #expect(messages == ["Hide Skipped"])
        #expect(log == ["dismissed true at 4.5"])
        #expect(v.presentationState().alpha == 0 && !v.spinner.isAnimating)
    }

    @Test func showDuringADismissFadeKeepsTheSpinner() {
        let (_, v, clock) = host()
        v.show()
        clock.advance(to: 1)
        var dismissFinished: Bool?
        v.dismissWithCompletion { dismissFinished = $0 }
        clock.advance(to: 1.2)
        let faded = v.presentationState().alpha
        v.show()
        // The new fade starts where the old one was on screen; the dismiss reports unfinished.
        #expect(abs(v.presentationState(at: 1.2).alpha - faded) < 1e-9)
        clock.advance(to: 2)
        #expect(dismissFinished == false)
        #expect(v.spinner.isAnimating && v.loading && v.presentationState().alpha == 1)
    }

    @Test func theShowCountNeverGoesBelowZero() {
        let (_, v, clock) = host()
        v.dismiss(); v.dismiss()
        #expect(!v.loading)
        v.show()
        #expect(v.loading)
        v.dismiss()
        #expect(!v.loading)
        clock.advance(to: 1)
    }

    @Test func theControllerCreatesItLazilyAndCentersIt() {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        stage.within {
            let vc = LoadingViewController()
            screen.window.rootViewController = vc
            #expect(!vc.view.subviews.contains { $0 is LoadingView })
            let v = vc.loadingView
            #expect(vc.loadingView === v && v.superview === vc.view)
            #expect(v.center == CGPoint(x: 187.5, y: 333.5))
        }
    }
}
