import Testing
import Foundation
import ViewRasterText

/// Korean in the system font measures as iOS's Korean fallback, Apple SD Gothic Neo, draws it:
/// every Hangul syllable 0.8664 em wide (the bundled Noto Sans CJK's are 0.92 em), untracked
/// (`SystemFontMetrics.hangulSyllableEms`; docs/system-font-metrics.md, "The read sets' label
/// misses (session 34)"). Widths derived by hand: syllables × 0.8664 × size, rounded up to the
/// pixel grid as IB stores them.
@Suite struct HangulSyllableAdvanceTests {
    /// The one-line width of `text` in `font`, unrounded.
    func width(_ text: String, _ font: Font) -> CGFloat {
        TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: nil).size.width
    }

    /// SsgSag's 17 pt "다음": 2 × 0.8664 × 17 = 29.46 pt, 29.67 at @3x (IB stores 29.6667; Noto's
    /// 0.92 em gave 31.28, 31.33).
    @Test func twoSyllablesAt17Points() {
        let font = Font.systemFont(ofSize: 17)
        #expect(abs(width("다음", font) - 2 * 0.8664 * 17) < 0.001)
        #expect(TextLayout(text: "다음", font: font).intrinsicSize(scale: 3).width == 89.0 / 3)
    }

    /// SsgSag's 10 pt "비밀번호": 4 × 8.664 = 34.656 pt, 34.67 at @3x as stored; its medium 14 pt
    /// "상세정보": 4 × 0.8664 × 14 = 48.52 pt, 49 at @2x as stored. The weight does not change it.
    @Test func fourSyllablesAtSmallSizesAndWeights() {
        #expect(TextLayout(text: "비밀번호", font: .systemFont(ofSize: 10)).intrinsicSize(scale: 3).width == 104.0 / 3)
        #expect(TextLayout(text: "상세정보", font: .systemFont(ofSize: 14, weight: .medium)).intrinsicSize(scale: 2).width == 49)
        #expect(abs(width("자격증", .systemFont(ofSize: 16, weight: .bold)) - 3 * 0.8664 * 16) < 0.001)
    }

    /// A space between syllables is the system font's own (SF's advance and tracking): "비밀번호 확인"
    /// is the six syllables at 0.8664 em plus the system font's " ".
    @Test func spacesKeepTheSystemFont() {
        let font = Font.systemFont(ofSize: 10)
        #expect(abs(width("비밀번호 확인", font) - (6 * 8.664 + width(" ", font))) < 0.001)
    }

    /// A font asked for by name keeps the fallback face's own advance (0.92 em): the rule is the
    /// system font's fallback.
    @Test func namedFontKeepsTheFallbackFacesAdvance() {
        let font = Font(name: "Inter-Regular", size: 17)
        #expect(abs(width("다음", font) - 2 * 0.92 * 17) < 0.001)
    }
}
