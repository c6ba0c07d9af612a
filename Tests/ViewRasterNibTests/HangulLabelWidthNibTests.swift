import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A one-line system-font label of Korean text on IB's canvas measures each Hangul syllable as
/// iOS's Korean fallback, Apple SD Gothic Neo, does: 0.8664 em (`SystemFontMetrics.hangulSyllableEms`),
/// with no canvas excess (unlike the CJK ideographs' 0.29 pt: set AD's Korean labels of Xcode
/// 10–11 files are proportional to their size).
@MainActor
@Suite struct HangulLabelWidthNibTests {
    /// SsgSag's 17 pt "다음" in an Xcode 10 (15505) file on an @2x iPhone canvas: 2 × 0.8664 × 17
    /// = 29.46 pt, 29.5 on the grid (the bundled face's 0.92 em gave 31.28, 31.5).
    @Test func koreanLabelOnAnXcode10Canvas() throws {
        let (comparison, _) = try compareLayout(canvasLabelXib(text: "다음", storedWidth: "29.5", tools: "15505"))
        #expect(comparison.view("label")?.frame.width == 29.5)
    }
}
