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
