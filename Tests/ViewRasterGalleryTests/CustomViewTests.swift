import Testing
@testable import ViewRasterGallery
@testable import ViewRasterViews

/// Seed 001: File's Owner with a container outlet, and the article's two other paths.
@MainActor
struct CustomViewTests {
    @Test func filesOwnerNibFillsTheOutletsAndPinsTheContainer() {
        let stage = Stage(.device(.iPhoneSE))
        let screen = stage.screen
        stage.within {
            let vc = CustomViewController()
            screen.window.rootViewController = vc
            screen.window.layoutIfNeeded()
            let custom = vc.customView!
            #expect(custom.containerView.superview === custom)
            #expect(custom.textLabel.superview === custom.containerView)
            #expect(custom.textLabel.text == "Lorem ipsum")
            // The host pins the custom view to the screen, the custom view pins its container.
            #expect(custom.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
            #expect(custom.containerView.frame == custom.bounds)
            // The label is centered in it.
            #expect(abs(custom.textLabel.frame.midX - 160) <= 0.5 && abs(custom.textLabel.frame.midY - 284) <= 0.5)
            #expect(custom.constraints.count >= 4)
        }
    }

    @Test func plainPathGivesTheFirstObjectTheBounds() {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        stage.within {
            let vc = CustomPlainViewController()
            screen.window.rootViewController = vc
            screen.window.layoutIfNeeded()
            #expect(vc.plainView?.frame == vc.view.bounds)
            #expect(vc.plainView?.subviews.first is Label)
        }
    }

    @Test func genericInstantiateReturnsTheTypedRoot() {
        let v = CustomInstantiatedView.instantiate()
        #expect(type(of: v) == CustomInstantiatedView.self)
        #expect(!v.translatesAutoresizingMaskIntoConstraints)
        #expect(v.textLabel != nil && v.layer.cornerRadius == 12)
        let kept = CustomInstantiatedView.instantiate(autolayout: false)
        #expect(kept.translatesAutoresizingMaskIntoConstraints)
    }
}
