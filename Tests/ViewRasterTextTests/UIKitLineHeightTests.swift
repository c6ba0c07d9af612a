import Testing
import Foundation
import ViewRasterFonts
@testable import ViewRasterText

/// `Font.lineHeight` and `Font.leading` are `UIFont`'s: ascender − descender + the `hhea` line
/// gap, and the gap. A label's line (`Font.layoutLineHeight`) leaves the gap out for an app's own
/// font and an iOS family in a stand-in, as IB stores one-line labels, so for those fonts the two
/// differ; for the system font (no gap) and the bundled faces (the stand-in's line) they are one.
@Suite struct UIKitLineHeightTests {
    /// systemFont(ofSize: 17): SF Pro's 1950 − (−494) + 0 = 2444 units of 2048 × 17 =
    /// 20.287109375, leading 0, as iOS prints; a label's line is the same.
    @Test func systemFontsLineHeightIsUIKits() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.leading == 0)
        #expect(font.layoutLineHeight == font.lineHeight)
    }

    /// An app's font with a line gap (a scratch copy of Liberation Sans, not a bundled file:
    /// ascender 1854, descender −434, line gap 67 on a 2048-unit em) at 17 pt: UIKit's line is
    /// (1854 + 434 + 67) / 2048 × 17 = 40035 / 2048 = 19.54833984375 and its leading
    /// 67 / 2048 × 17 = 1139 / 2048 = 0.55615234375 (as a Poppins face, gap 0.1 em, is 27 at
    /// 18 pt with leading 1.8).
    @Test func anAppFontsLineHeightCountsItsGap() throws {
        let font = try AppFontLineGapTests.appFont(17)
        #expect(!font.face.isBundled)
        #expect(abs(font.lineHeight - 40035.0 / 2048) < 1e-9)
        #expect(abs(font.leading - 1139.0 / 2048) < 1e-9)
        #expect(ceil(font.lineHeight) == 20)
    }

    /// The same font's one-line label is still the line without the gap: (1854 + 434) / 2048 × 17
    /// = 38896 / 2048 = 18.9921875, 19 at @2x — where `ceil(lineHeight)` is 20.
    @Test func anAppFontsLabelLineLeavesTheGapOut() throws {
        let font = try AppFontLineGapTests.appFont(17)
        #expect(abs(font.layoutLineHeight - 38896.0 / 2048) < 1e-9)
        #expect(TextLayout(text: "Members", font: font).intrinsicSize(scale: 2).height == 19)
    }

    /// A bundled face keeps its gap in both: Liberation Sans at 17 pt is 19.548 either way, its
    /// leading 0.556 (the stand-in's line).
    @Test func aBundledFacesLinesAreOne() throws {
        let font = try Font(file: try #require(BundledFonts.url(forFile: "LiberationSans-Regular.ttf")).path, size: 17)
        #expect(font.layoutLineHeight == font.lineHeight)
        #expect(abs(font.leading - 1139.0 / 2048) < 1e-9)
    }

    /// "HelveticaNeue" at 16 pt as iOS reports it: ascender 952 / 1000 × 16 = 15.232, descender
    /// −213 / 1000 × 16 = −3.408, leading 28 / 1000 × 16 = 0.448; lineHeight 1193 / 1000 × 16 =
    /// 19.088. At 17 pt: 1193 / 1000 × 17 = 20.281, leading 0.476.
    @Test func helveticaNeuesLineHeightCountsItsGap() {
        let font = Font(name: "HelveticaNeue", size: 16)
        #expect(abs(font.ascender - 15.232) < 1e-9)
        #expect(abs(font.descender - -3.408) < 1e-9)
        #expect(abs(font.leading - 0.448) < 1e-9)
        #expect(abs(font.lineHeight - 19.088) < 1e-9)
        let body = font.withSize(17)
        #expect(abs(body.lineHeight - 20.281) < 1e-9)
        #expect(abs(body.leading - 0.476) < 1e-9)
    }

    /// Helvetica Neue's other faces count their own gaps: bold (975 + 217 + 29) / 1000 × 17 =
    /// 20.757, light (967 + 213 + 29) × 17 / 1000 = 20.553, ultralight (931 + 213 + 27) × 17 /
    /// 1000 = 19.907.
    @Test func helveticaNeuesFacesCountTheirGaps() {
        #expect(abs(Font(name: "HelveticaNeue-Bold", size: 17).lineHeight - 20.757) < 1e-9)
        #expect(abs(Font(name: "HelveticaNeue-Light", size: 17).lineHeight - 20.553) < 1e-9)
        #expect(abs(Font(name: "HelveticaNeue-UltraLight", size: 17).lineHeight - 19.907) < 1e-9)
    }

    /// Its label line leaves the gap out: "HelveticaNeue" 17 pt is (952 + 213) / 1000 × 17 =
    /// 19.805, one line 20 at @2x (39.61 px → 40) — where `ceil(lineHeight)` is 21.
    @Test func helveticaNeuesLabelLineLeavesTheGapOut() {
        let font = Font(name: "HelveticaNeue", size: 17)
        #expect(abs(font.layoutLineHeight - 19.805) < 1e-9)
        #expect(TextLayout(text: "Name", font: font).intrinsicSize(scale: 2).height == 20)
        #expect(ceil(font.lineHeight) == 21)
    }
}
