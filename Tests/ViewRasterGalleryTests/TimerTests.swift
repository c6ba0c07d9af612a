import Foundation
import Testing
@testable import ViewRasterGallery
@testable import ViewRasterViews

/// Seed 002: six independent timers from nibs inside a nib.
@MainActor
struct TimerTests {
    @Test func sixTimersEachLoadTheirOwnNib() {
        let stage = Stage(.device(.iPad))
        let screen = stage.screen
        stage.within {
            let vc = TimersViewController.instantiate()
            screen.window.rootViewController = vc
            #expect(vc.timers.count == 6)
            #expect(Set(vc.timers.map { ObjectIdentifier($0.displayLabel) }).count == 6)
            for t in vc.timers {
                #expect(t.subviews.count == 1 && t.displayLabel.text == "00:00.0")
                #expect(t.startButton.actions(forTarget: t, forControlEvent: .touchUpInside) == ["startButtonPush:"])
            }
        }
    }

    @Test func startCountsOnTheVirtualClockAndStopFreezes() {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        stage.within {
            let vc = TimersViewController.instantiate()
            screen.window.rootViewController = vc
            let (a, b) = (vc.timers[0], vc.timers[2])
            screen.clock.advance(to: 0.5)
            a.startButton.sendActions(for: .touchUpInside)
            #expect(a.displayLabel.backgroundColor == .green)
            screen.clock.advance(to: 1)
            #expect(a.displayLabel.text == "00:00.5")
            b.startButton.sendActions(for: .touchUpInside)
            screen.clock.advance(to: 1.5)   // the tenth tick lands exactly on 1.5 s
            #expect(a.displayLabel.text == "00:01.0")
            screen.clock.advance(to: 3.5)
            b.stopButton.sendActions(for: .touchUpInside)
            #expect(b.displayLabel.backgroundColor == .red)
            screen.clock.advance(to: 5)
            #expect(a.displayLabel.text == "00:04.5" && a.isRunning)
            #expect(b.displayLabel.text == "00:02.5" && !b.isRunning)
            #expect(vc.timers[1].displayLabel.text == "00:00.0")
            // Starting again resumes the count.
            b.startButton.sendActions(for: .touchUpInside)
            screen.clock.advance(to: 6)
            #expect(b.displayLabel.text == "00:03.5")
        }
    }

    @Test func formatIsMinutesSecondsTenths() {
        #expect(MyCustomTimer.format(0) == "00:00.0")
        #expect(MyCustomTimer.format(61.27) == "01:01.2")
        #expect(MyCustomTimer.format(599.99) == "09:59.9")
        #expect(MyCustomTimer.format(6000) == "100:00.0")
        #expect(MyCustomTimer.format(-3) == "00:00.0")
        // Minutes keep every digit (10,000 hours: 600,000 minutes).
        #expect(MyCustomTimer.format(36_000_000.05) == "600000:00.0")
        #expect(MyCustomTimer.format(36_000_059.99) == "600000:59.9")
        // The same text as the printf format it replaces, over every tenth of the first hour and beyond.
        var differing: [String] = []
        for tenths in stride(from: 0, through: 70_000, by: 7) {
            let s = Double(tenths) / 10
            let t = Int((s * 10 + 1e-6).rounded(.down))
            let printf = String(format: "%02d:%02d.%d", t / 600, (t / 10) % 60, t % 10)
            if MyCustomTimer.format(s) != printf { differing.append("\(s): \(MyCustomTimer.format(s)) vs \(printf)") }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}

@MainActor
struct TimerDescriptionTests {
    @Test func recursiveDescriptionNamesNibIDsTextAndOutlets() {
        let stage = Stage(.device(.iPad))
        let screen = stage.screen
        stage.within {
            let vc = TimersViewController.instantiate()
            screen.window.rootViewController = vc
            screen.window.layoutIfNeeded()
            let text = vc.timers[0].recursiveDescription(at: 0)
            // Main.storyboard's timers are 160x110, the xib's root too: the nib's view fills the timer.
            #expect(text.contains("<MyCustomTimer#T1t-mr-001 frame=(128 40; 160 110) bg=#FFFFFFFF outlets=timers>"))
            #expect(text.contains("<View#Tmr-vw-000 frame=(0 0; 160 110) bg=#FFFFFFFF>"))
            // The label's calibratedWhite 0.93 is Generic Gray in this colorMatched xib: 241.
            #expect(text.contains("<Label#Dsp-lb-001 frame=(8 8; 144 50) bg=#F1F1F1FF text=\"00:00.0\" outlets=displayLabel>"))
            #expect(text.contains("<Button#Str-bt-002 frame=(8 66; 68 36) text=\"Start\" outlets=startButton>"))
        }
    }
}
