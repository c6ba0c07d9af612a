import Testing
import Foundation
import ViewRasterText

/// iOS 9 to 13 drew the system font with two static faces, SF Pro Text below 20 pt and SF Pro
/// Display from 20, where iOS 14's variable SF Pro moves along its optical-size axis from 17 pt
/// (`SFOpticalSizing`). Each expectation is derived from the system font's own 17 pt measure:
/// below 20 pt the Text face's advances are the 17 pt ones scaled, its tracking Apple's table's
/// (−0.44 at 18, −0.45 at 19 after each character) but at 17 pt that era's (−24 thousandths of an
/// em, −0.408 pt, where today's table has −0.43); from 20 pt the Display face's
/// (`DisplayFaceBeforeIOS14Tests`).
@Suite struct SFOpticalSizingTests {
    let text = "Admin"

    /// The 17 pt system font's advances of `text` (its width with the tracking taken out), scaled
    /// to `size`, with `tracking` after each character.
    func textFaceWidth(at size: CGFloat, tracking: CGFloat) -> CGFloat {
        let untracked17 = Font.systemFont(ofSize: 17).width(of: text) + CGFloat(text.count) * 0.43
        return untracked17 * size / 17 + CGFloat(text.count) * tracking
    }

    @Test func eighteenAndNineteenPointsTakeTheTextFacesAdvances() {
        let at18 = Font.systemFont(ofSize: 18).withOpticalSizing(.textBelowDisplaySize).width(of: text)
        #expect(abs(at18 - textFaceWidth(at: 18, tracking: -0.44)) < 1e-9)
        let at19 = Font.systemFont(ofSize: 19).withOpticalSizing(.textBelowDisplaySize).width(of: text)
        #expect(abs(at19 - textFaceWidth(at: 19, tracking: -0.45)) < 1e-9)
        // iOS 14's font is on the ramp there: 1 % narrower advances at 18 pt (the display
        // ratio 0.89 one eleventh of the way from 17 to 28 pt), 2 % at 19.
        let continuous18 = Font.systemFont(ofSize: 18).width(of: text)
        let advances18 = at18 + CGFloat(text.count) * 0.44
        #expect(abs((at18 - continuous18) - advances18 * 0.01) < 1e-9)
    }

    @Test func seventeenPointsTakeThatErasTracking() {
        // The same advances (17 pt is the Text end of the ramp either way); 0.022 pt more after
        // each of the five characters: −0.408 (−24 / 1000 × 17) for today's −0.43.
        for weight: Font.Weight in [.regular, .semibold] {
            let before = Font.systemFont(ofSize: 17, weight: weight).withOpticalSizing(.textBelowDisplaySize)
            let today = Font.systemFont(ofSize: 17, weight: weight)
            #expect(abs(before.width(of: text) - today.width(of: text) - 5 * 0.022) < 1e-9)
        }
    }

    @Test func thatErasTrackingAtSeventeenPoints() {
        #expect(abs(SystemFontMetrics.trackingBeforeIOS14(forSize: 17) - -0.408) < 1e-12)
        // Up to 18 pt the same share of the em: −24 thousandths of 17.5 pt.
        #expect(abs(SystemFontMetrics.trackingBeforeIOS14(forSize: 17.5) - -0.42) < 1e-12)
        // At every other size below 20 pt and from 28 today's table (from 20 up to 28 the Display
        // face's own: DisplayFaceBeforeIOS14Tests).
        for size: CGFloat in [12, 16, 16.5, 18, 19, 28] {
            #expect(SystemFontMetrics.trackingBeforeIOS14(forSize: size) == SystemFontMetrics.tracking(forSize: size))
        }
    }

    @Test func textSizesBelowSeventeenAreAsTheVariableFont() {
        // (From 20 pt the Display face: DisplayFaceBeforeIOS14Tests.)
        for size: CGFloat in [12, 16] {
            let before = Font.systemFont(ofSize: size, weight: .semibold).withOpticalSizing(.textBelowDisplaySize)
            #expect(before.width(of: text) == Font.systemFont(ofSize: size, weight: .semibold).width(of: text))
        }
    }

    @Test func namedFacesAreUnchanged() {
        // A static face asked for by name keeps its one optical size; other fonts have no SF axis.
        let display = Font(name: "SFUIDisplay-Regular", size: 18)
        #expect(display.withOpticalSizing(.textBelowDisplaySize) == display)
        let roboto = Font(name: "Roboto-Regular", size: 18)
        #expect(roboto.withOpticalSizing(.textBelowDisplaySize) == roboto)
        #expect(Font.systemFont(ofSize: 18).withOpticalSizing(.textBelowDisplaySize).systemStyle?.opticalSizing
                == .textBelowDisplaySize)
    }
}
