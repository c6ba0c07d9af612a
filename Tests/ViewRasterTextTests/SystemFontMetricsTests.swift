import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// The system font measures as San Francisco does on iOS. Expected values are UIKit's own:
/// `UIFont.systemFont(ofSize: 17)` has lineHeight 20.287109375, ascender 16.1865234375 and
/// descender −4.1005859375 (SF Pro's 1950/−494 on a 2048 em); Apple's HIG tracking table gives
/// −0.43 pt at 17 pt, 0 at 12 pt, +0.40 at 34 pt; IB stores a one-line 17 pt label 20.5 pt tall
/// on @2x canvases and 20.33 on @3x.
@Suite struct SystemFontMetricsTests {
    @Test func verticalMetricsAreSFPros() {
        let body = Font.systemFont(ofSize: 17)
        #expect(body.lineHeight == 20.287109375)
        #expect(body.ascender == 16.1865234375)
        #expect(body.descender == -4.1005859375)
        #expect(body.leading == 0)
        // Every size and weight scales the same em: 12 pt is 14.3203125, 34 pt bold 40.57421875.
        #expect(Font.systemFont(ofSize: 12).lineHeight == 14.3203125)
        #expect(Font.systemFont(ofSize: 34, weight: .bold).lineHeight == 40.57421875)
        #expect(Font.italicSystemFont(ofSize: 17).lineHeight == 20.287109375)
        #expect(Font.preferredFont(forTextStyle: .headline).lineHeight == 20.287109375)
        #expect(Font.monospacedDigitSystemFont(ofSize: 17, weight: .regular).lineHeight == 20.287109375)
    }

    @Test func systemFontNamesTakeSFMetricsAndNamedFontsKeepTheirOwn() {
        #expect(Font(name: ".SFUI-Semibold", size: 17).lineHeight == 20.287109375)
        #expect(Font(name: ".AppleSystemUIFont", size: 17).systemStyle?.weight == .regular)
        #expect(Font(name: ".SFUI-Semibold", size: 17).systemStyle?.weight == .semibold)
        // Helvetica (Liberation Sans) and Inter asked for by name keep their faces' metrics.
        for name in ["Helvetica", "Inter-Regular", "Roboto-Regular"] {
            let named = Font(name: name, size: 17)
            #expect(named.systemStyle == nil)
            #expect(named.lineHeight == Font(face: named.face, size: 17).lineHeight)
            #expect(named.width(of: "Label") == Font(face: named.face, size: 17).width(of: "Label"))
        }
    }

    @Test func trackingFollowsApplesTable() {
        #expect(SystemFontMetrics.tracking(forSize: 17) == -0.43)
        #expect(SystemFontMetrics.tracking(forSize: 12) == 0)
        #expect(SystemFontMetrics.tracking(forSize: 34) == 0.40)
        #expect(SystemFontMetrics.tracking(forSize: 6) == 0.24)
        #expect(abs(SystemFontMetrics.tracking(forSize: 3) - 0.12) < 1e-12)   // 6 pt's share of the em
        #expect(SystemFontMetrics.tracking(forSize: 0) == 0)
        #expect(SystemFontMetrics.tracking(forSize: 200) == 0)
        // Between rows the straight line: 17.5 pt is halfway from −0.43 to −0.44.
        #expect(abs(SystemFontMetrics.tracking(forSize: 17.5) + 0.435) < 1e-12)
    }

    @Test func shapingTracksEveryCharacterOfTheSystemFontOnly() {
        let system = Font.systemFont(ofSize: 17)
        let face = Font(face: system.face, size: 17)   // the same glyphs without SF's metrics
        #expect(system.shape("Label").map(\.id) == face.shape("Label").map(\.id))
        // Tracking is added after each of the five characters: untracked, 17 pt text is 12 pt
        // text (no tracking at 12 pt) scaled by 17/12, both text sizes of one optical size.
        let untracked = system.width(of: "Label") - 5 * -0.43
        #expect(abs(untracked - Font.systemFont(ofSize: 12).width(of: "Label") * 17 / 12) < 1e-9)
    }

    @Test func advancesAreSFsNotInters() {
        // UIKit: "Label" in the 17 pt system font is 41.33 pt wide on @3x canvases (IB's stored
        // width; UILabel rounds up to the pixel grid), 41.5 on @2x and 42 in whole points.
        let label = TextLayout(text: "Label", font: .systemFont(ofSize: 17))
        #expect(abs(label.intrinsicSize(scale: 3).width - 124.0 / 3) < 1e-9)
        #expect(label.intrinsicSize(scale: 2).width == 41.5)
        #expect(label.intrinsicSize().width == 42)
        // iOS 14 draws a system button's 15 pt title "Click me!" 64 pt wide (whole points,
        // uber/ios-snapshot-test-case's reference): within a point of it.
        let click = Font.systemFont(ofSize: 15).width(of: "Click me!")
        #expect(abs(click.rounded(.up) - 64) <= 1, "\(click)")
        // Semibold and bold are wider than regular by more than Inter's own weights are.
        let regular = Font.systemFont(ofSize: 17), bold = Font.systemFont(ofSize: 17, weight: .bold)
        let interRatio = Font(face: bold.face, size: 17).width(of: "Label") / Font(face: regular.face, size: 17).width(of: "Label")
        #expect(bold.width(of: "Label") / regular.width(of: "Label") > interRatio)
        // Named fonts keep their own advances (checked above); tabular digits stay one width.
        let digits = Font.monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        #expect(abs(digits.width(of: "1111") - digits.width(of: "8888")) < 1e-9)
    }

    @Test func displaySizesTakeTighterAdvances() {
        // SF Pro's optical sizes: Display's spacing is tighter than Text's, so a 28 pt title is
        // narrower than 17 pt text scaled up by 28/17 (tracking aside).
        func untracked(_ size: CGFloat) -> CGFloat {
            Font.systemFont(ofSize: size).width(of: "Title") - 5 * SystemFontMetrics.tracking(forSize: size)
        }
        let text = untracked(17)
        #expect(untracked(28) < text * 28 / 17 * 0.95)
        // Up to 17 pt there is no such ratio (Text); from 17 to 28 pt the design goes over to
        // Display continuously (WWDC 2020), so 22 pt lies between the two, and from 28 pt on
        // the ratio stays.
        #expect(abs(untracked(15) - text * 15 / 17) < 1e-9)
        let t22 = untracked(22) / (text * 22 / 17), t28 = untracked(28) / (text * 28 / 17)
        #expect(t22 < 0.97 && t22 > t28, "\(t22) \(t28)")
        #expect(abs(untracked(40) / (text * 40 / 17) - t28) < 1e-9)
    }

    @Test func boldDisplayTitlesTightenLessThanRegular() {
        // SF Pro Display's bold is tightened less than its regular: IB stores 34 pt bold large
        // titles ("Settings", "Debug logs", "Contacts", "BLE logs", "Raivo OTP", "Setup
        // complete!", "Welcome to AltStore.") 1.4-1.9 % wider than the regular ratio gives them.
        func displayRatio(_ weight: Font.Weight) -> CGFloat {
            func untracked(_ size: CGFloat) -> CGFloat {
                Font.systemFont(ofSize: size, weight: weight).width(of: "Settings") - 8 * SystemFontMetrics.tracking(forSize: size)
            }
            return untracked(34) / (untracked(17) * 34 / 17)
        }
        let regular = displayRatio(.regular), semibold = displayRatio(.semibold), bold = displayRatio(.bold)
        #expect(regular < semibold && semibold < bold && bold < 0.95, "\(regular) \(semibold) \(bold)")
        // COVIDSafe's Debug.storyboard (an @2x canvas): "Settings" in the 34 pt bold system font
        // is stored 133.5 pt wide, within a point of ours.
        let settings = TextLayout(text: "Settings", font: .systemFont(ofSize: 34, weight: .bold)).intrinsicSize(scale: 2)
        #expect(abs(settings.width - 133.5) <= 1, "\(settings.width)")
        // Up to 17 pt every weight is Text: no ratio.
        let text = Font.systemFont(ofSize: 15, weight: .bold).width(of: "Settings") - 8 * SystemFontMetrics.tracking(forSize: 15)
        let body = Font.systemFont(ofSize: 17, weight: .bold).width(of: "Settings") - 8 * SystemFontMetrics.tracking(forSize: 17)
        #expect(abs(text - body * 15 / 17) < 1e-9)
    }

    @Test func oneLineLabelHeightRoundsToThePixelGrid() {
        let layout = TextLayout(text: "Label", font: .systemFont(ofSize: 17))
        #expect(layout.intrinsicSize(scale: 2).height == 20.5)
        #expect(abs(layout.intrinsicSize(scale: 3).height - 61.0 / 3) < 1e-9)
        #expect(layout.intrinsicSize().height == 21)
    }

    @Test func designsMapToBundledFaces() {
        let mono = Font.systemFont(ofSize: 17, design: .monospaced)
        #expect(mono.fontName == "LiberationMono")
        #expect(mono.width(of: "iiii") == mono.width(of: "WWWW"))
        #expect(Font.systemFont(ofSize: 17, weight: .bold, design: .monospaced).fontName == "LiberationMono-Bold")
        #expect(Font.systemFont(ofSize: 17, design: .serif).fontName == "LiberationSerif")
        #expect(Font.systemFont(ofSize: 17, design: .serif).systemStyle?.design == .serif)
        // Rounded keeps SF Pro's metrics (Inter draws it); serif and mono keep their faces'.
        #expect(Font.systemFont(ofSize: 17, design: .rounded).lineHeight == 20.287109375)
        #expect(Font.systemFont(ofSize: 17, design: .rounded).fontName == "Inter-Regular")
        let serif = Font.systemFont(ofSize: 17, design: .serif)
        #expect(serif.lineHeight == Font(face: serif.face, size: 17).lineHeight)
        // Monospaced digits: every digit one width.
        let digits = Font.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        #expect(digits.width(of: "1111") == digits.width(of: "8888"))
    }
}
