import Testing
import Foundation
import ViewRasterText

/// iOS 9 to 13 drew the system font from 20 pt with the static SF Pro Display
/// (`SFOpticalSizing.textBelowDisplaySize`): its advances by class of character and its own tracking
/// (`SystemFontMetrics.displayClassRatiosBeforeIOS14`, `displayTrackingUnitsBeforeIOS14`; read from the
/// repositories' SF Pro Display files, docs/system-font-metrics.md, "Medium and semibold at 19–21 pt
/// (session 48, textMid48)"). Each expectation is derived by hand from those numbers and the system
/// font's own 28 pt measure, where the variable font is at the Display end of its ramp (its display
/// ratio, medium 0.895, semibold 0.900; the digits 0.955) tracked by today's +0.38 pt.
@Suite struct DisplayFaceBeforeIOS14Tests {
    /// The medium and semibold rows: capitals, digits, space, lowercase.
    let medium: (capitals: CGFloat, digits: CGFloat, space: CGFloat, lowercase: CGFloat) = (0.936, 0.955, 0.760, 0.892)
    let semibold: (capitals: CGFloat, digits: CGFloat, space: CGFloat, lowercase: CGFloat) = (0.931, 0.947, 0.795, 0.893)

    /// `character`'s untracked advance at 28 pt (today's font, the Display end of the ramp) scaled to `size`.
    func displayEndAdvance(_ character: String, _ weight: Font.Weight, at size: CGFloat) -> CGFloat {
        (Font.systemFont(ofSize: 28, weight: weight).width(of: character) - 0.38) * size / 28
    }

    @Test func theDisplayFacesTrackingFromTwentyPoints() {
        // +37 of 2048 units at 20 pt, 32 at 22, 26 at 28; the straight line between.
        #expect(abs(SystemFontMetrics.displayTrackingBeforeIOS14(forSize: 20) - 37 * 20 / 2048) < 1e-12)
        #expect(abs(SystemFontMetrics.displayTrackingBeforeIOS14(forSize: 21) - 34.5 * 21 / 2048) < 1e-12)
        #expect(abs(SystemFontMetrics.displayTrackingBeforeIOS14(forSize: 22) - 32 * 22 / 2048) < 1e-12)
        #expect(abs(SystemFontMetrics.displayTrackingBeforeIOS14(forSize: 25) - 29 * 25 / 2048) < 1e-12)
        // That era's tracking takes it from 20 pt up to the ramp's end, today's table from 28 pt.
        for size: CGFloat in [20, 21, 24, 27.5] {
            #expect(SystemFontMetrics.trackingBeforeIOS14(forSize: size) == SystemFontMetrics.displayTrackingBeforeIOS14(forSize: size))
        }
        for size: CGFloat in [19, 19.5, 28, 34] {
            #expect(SystemFontMetrics.trackingBeforeIOS14(forSize: size) == SystemFontMetrics.tracking(forSize: size))
        }
    }

    /// A capital, a lowercase letter and a digit at 20 pt: the Display end's advance times the class's
    /// ratio over the fitted display ratio, plus +0.361 pt of tracking.
    @Test func eachClassTakesTheDisplayFacesAdvance() {
        let tracking: CGFloat = 37.0 * 20 / 2048
        let cases: [(String, Font.Weight, CGFloat)] = [
            ("M", .medium, medium.capitals / 0.895), ("m", .medium, medium.lowercase / 0.895), ("5", .medium, medium.digits / 0.955),
            ("S", .semibold, semibold.capitals / 0.900), ("e", .semibold, semibold.lowercase / 0.900),
        ]
        for (character, weight, factor) in cases {
            let before = Font.systemFont(ofSize: 20, weight: weight).withOpticalSizing(.textBelowDisplaySize).width(of: character)
            #expect(abs(before - (displayEndAdvance(character, weight, at: 20) * factor + tracking)) < 1e-9, "\(character)")
        }
        // At 34 pt the same advances, today's tracking (+0.40) in either era.
        let at34 = Font.systemFont(ofSize: 34, weight: .medium).withOpticalSizing(.textBelowDisplaySize).width(of: "M")
        let today34 = Font.systemFont(ofSize: 34, weight: .medium).width(of: "M")
        #expect(abs(at34 - ((today34 - 0.40) * medium.capitals / 0.895 + 0.40)) < 1e-9)
    }

    /// The rows are regular to bold, the faces whose files were read: a light or heavy capital from 20 pt
    /// keeps the fitted Display end's advance (its ramp's 28 pt measure scaled), tracked as the era tracks.
    @Test func weightsOutsideTheRowsKeepTheDisplayEnd() {
        for weight: Font.Weight in [.ultraLight, .thin, .light, .heavy, .black] {
            let at30 = Font.systemFont(ofSize: 30, weight: weight).withOpticalSizing(.textBelowDisplaySize).width(of: "M")
            #expect(abs(at30 - Font.systemFont(ofSize: 30, weight: weight).width(of: "M")) < 1e-9, "\(weight)")
            let at20 = Font.systemFont(ofSize: 20, weight: weight).withOpticalSizing(.textBelowDisplaySize).width(of: "M")
            let today28 = Font.systemFont(ofSize: 28, weight: weight).width(of: "M")
            let expected = (today28 - SystemFontMetrics.tracking(forSize: 28)) * 20 / 28 + 37.0 * 20 / 2048
            #expect(abs(at20 - expected) < 1e-9, "\(weight)")
        }
    }

    /// Labels as Interface Builder of Xcode 10 and 11 stored them (set AT: SmartChef's medium 20 pt capitals on
    /// an @2x canvas, D-Commerce's semibold 20 pt on @3x): each on IB's width or within a pixel, where the
    /// variable font's ramp and today's tracking put them 2–4 pt narrow (116, 51.5, 132.5; 69.67, 173.67).
    @Test func labelsAsIBStoredThem() {
        func width(_ text: String, _ weight: Font.Weight, scale: CGFloat) -> CGFloat {
            TextLayout(text: text, font: Font.systemFont(ofSize: 20, weight: weight).withOpticalSizing(.textBelowDisplaySize))
                .intrinsicSize(scale: scale).width
        }
        #expect(width("MESSENGER", .medium, scale: 2) == 119)
        #expect(width("LIKES", .medium, scale: 2) == 53.5)
        #expect(width("NEW REVIEWS", .medium, scale: 2) == 135.5)
        #expect(abs(width("SIGN IN", .semibold, scale: 3) - 72) <= 1)
        #expect(abs(width("PASSWORD RESET", .semibold, scale: 3) - 177) <= 1)
    }
}
