import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// Text-style fonts space their lines by the leading of Apple's Dynamic Type table (HIG ›
/// Typography, Large: body 22 pt between baselines, subheadline 20), not by the font's
/// `lineHeight`: Interface Builder stores a two-line body label 42.33 pt tall on @3x canvases,
/// three lines 64.33 and four 86.33 (20.29 + 22 per further line, on the pixel grid), where two
/// lines of `systemFont(ofSize: 17)` are 40.57 (40.67 at @3x).
@Suite struct TextStyleLineSpacingTests {
    private func height(_ font: Font, lines: Int, scale: CGFloat) -> CGFloat {
        let text = Array(repeating: "Word", count: lines).joined(separator: "\n")
        return TextLayout(text: text, font: font, numberOfLines: 0).intrinsicSize(scale: scale).height
    }

    @Test func bodyLinesAreTwentyTwoPointsApart() {
        let body = Font.preferredFont(forTextStyle: .body)
        #expect(height(body, lines: 1, scale: 3) == 61.0 / 3)        // 20.29 → 20.33
        #expect(height(body, lines: 2, scale: 3) == 127.0 / 3)       // 42.29 → 42.33
        #expect(height(body, lines: 3, scale: 3) == 193.0 / 3)       // 64.29 → 64.33
        #expect(height(body, lines: 4, scale: 3) == 259.0 / 3)       // 86.29 → 86.33
        #expect(height(body, lines: 2, scale: 2) == 42.5)
    }

    @Test func subheadlineLinesAreTwentyPointsApart() {
        // 15 pt: lineHeight 17.9; three lines 17.9 + 2 × 20 = 57.9 → 58 at @2x (IB: 58).
        #expect(height(.preferredFont(forTextStyle: .subheadline), lines: 3, scale: 2) == 58)
    }

    @Test func fixedSystemFontsKeepTheirLineHeight() {
        #expect(height(.systemFont(ofSize: 17), lines: 2, scale: 3) == 122.0 / 3)   // 40.57 → 40.67
        #expect(Font.systemFont(ofSize: 17).textStyleLineGap == 0)
        #expect(Font(name: "Helvetica", size: 17).textStyleLineGap == 0)
        // Caption 2's 13 pt leading is below its 13.13 pt line: no gap, never a negative one.
        #expect(Font.preferredFont(forTextStyle: .caption2).textStyleLineGap == 0)
    }
}

/// At another content size category a text-style font leads by the HIG's leading for its size
/// (the same at every category: body at xSmall, 14 pt, leads 19; title3 at xSmall, 17 pt, 22 as
/// body does at Large), not by the large gap scaled with the size.
@Suite struct TextStyleLineSpacingBySizeTests {
    private func font(_ style: Font.TextStyle, size: CGFloat) -> Font {
        let large = Font.preferredFont(forTextStyle: style)
        var f = large.withSize(size)
        f.scaling = large.scaling
        return f
    }

    private func height(_ font: Font, lines: Int, scale: CGFloat) -> CGFloat {
        let text = Array(repeating: "Word", count: lines).joined(separator: "\n")
        return TextLayout(text: text, font: font, numberOfLines: 0).intrinsicSize(scale: scale).height
    }

    @Test func extraSmallBodyLinesAreNineteenPointsApart() {
        let body = font(.body, size: 14)                       // line height 16.71
        #expect(height(body, lines: 2, scale: 3) == 36)          // 35.71 → 36 (COVIDSafe: 36)
        #expect(height(body, lines: 3, scale: 3) == 165.0 / 3)   // 54.71 → 55 (COVIDSafe: 55)
    }

    @Test func theLeadingFollowsTheSizeNotTheStyle() {
        // Title3 at xSmall is 17 pt, and leads 22 as body's 17 pt does at Large.
        #expect(height(font(.title3, size: 17), lines: 2, scale: 3) == height(.preferredFont(forTextStyle: .body), lines: 2, scale: 3))
        #expect(Font.TextStyle.lineSpacing(forSize: 13) == 18)
        #expect(Font.TextStyle.lineSpacing(forSize: 18) == 23)   // between 17 (22) and 19 (24)
        #expect(Font.TextStyle.lineSpacing(forSize: 40) == nil)
        for style in Font.TextStyle.allCases {
            #expect(Font.TextStyle.lineSpacing(forSize: style.pointSize) == style.lineSpacingAtLarge)
        }
    }
}
