import Testing
@testable import ViewRasterGallery
@testable import ViewRasterViews

/// Seed 003: the full-screen HUD.
@MainActor
struct HUDTests {
    @Test func aMissingViewFailsLoudly() {
        #expect(throws: BActivityIndicator.ViewIsNilError.self) { try BActivityIndicator.make(view: nil) }
    }

    @Test func showAndHide() throws {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        try stage.within {
            let host = View(frame: screen.bounds)
            #expect(!BActivityIndicator.hideHUDForView(host, animated: true))
            let hud = try BActivityIndicator.showHUDAddedTo(host, animated: true)
            #expect(hud.superview === host && hud.frame == screen.bounds)
            #expect(hud.pleaseWaitLabel.text == "Please wait")
            #expect(hud.pleaseWaitLabel.font.fontName == "RobotoCondensed-Regular" && hud.pleaseWaitLabel.font.pointSize == 14)
            #expect(BActivityIndicator.hideHUDForView(host, animated: true))
            #expect(hud.superview == nil)
            #expect(!BActivityIndicator.hideHUDForView(host, animated: true))
        }
    }

    @Test func theSpinnerTurnsOncePerOneAndAHalfSecondsForever() throws {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        try stage.within {
            let hud = try BActivityIndicator.showHUDAddedTo(screen.window, animated: true)
            let spin = hud.spinningImage.layer.animation(forKey: "Spin")
            #expect(spin?.duration == 1.5 && spin?.repeatCount == .infinity && spin?.timingFunction == nil)
            for (t, angle) in [(0.375, CGFloat.pi / 2), (0.75, .pi), (1.5 * 100 + 0.375, .pi / 2)] {
                let m = hud.spinningImage.presentationState(at: t).transform
                #expect(abs(m.a - cos(angle)) < 1e-9 && abs(m.b - sin(angle)) < 1e-9)
            }
        }
    }

    @Test func inAWindowItRotatesForTheOrientation() throws {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        try stage.within {
            let hud = try BActivityIndicator.showHUDAddedTo(screen.window, animated: true)
            #expect(hud.transform.isIdentity)
            screen.setOrientation(.landscapeLeft)
            // −90°, bounds swapped back to the portrait shape, animated (0.2 s by default).
            #expect(abs(hud.transform.b - -1) < 1e-9)
            #expect(hud.bounds.size == CGSize(width: 375, height: 667))
            let mid = hud.presentationState(at: screen.clock.now + 0.1).transform
            #expect(mid.b < 0 && mid.b > -1)
            screen.setOrientation(.landscapeRight)
            #expect(abs(hud.transform.b - 1) < 1e-9)
            screen.setOrientation(.portraitUpsideDown)
            #expect(abs(hud.transform.a - -1) < 1e-9)
            // Not in a window: orientation changes leave it alone.
            let host = View(frame: screen.bounds)
            let other = try BActivityIndicator.showHUDAddedTo(host, animated: true)
            screen.setOrientation(.landscapeLeft)
            #expect(other.transform.isIdentity)
        }
    }
}
