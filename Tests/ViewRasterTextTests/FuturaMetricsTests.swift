import Testing
import Foundation
@testable import ViewRasterText

/// Futura asked for by name, drawn in the Liberation Sans stand-in, takes its own faces' vertical
/// metrics and advances (iOS's `Futura.ttc`: `IOSFamilyMetrics.futura…`, `IOSFamilyAdvances.futura…`;
/// docs/system-font-metrics.md, "Set AQ (session 44, textAQ)"). Expected values by hand from the
/// faces' `hhea` and `hmtx` units: Medium 2048 per em, ascender 2127, descender −532, H 1502, o 1231,
/// u 1116, r 766, s 831; Condensed ExtraBold 2048 per em, 2055 / −553, s 914, e 1115, c 701, m 1699,
/// i 587, n 1136, P 1170, R 1236, O 1313; Bold 1000 per em, 1039 / −260, S 646, i 305, g 697, n 664,
/// space 340, u 669, p 701. The stand-in has no kerning pair in these texts.
@Suite struct FuturaMetricsTests {
    /// The one-line width of `text` in `font`, unrounded.
    func width(_ text: String, _ font: Font) -> CGFloat {
        TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: nil).size.width
    }

    /// gymEbizzCode's (set AQ, Xcode 12, @3x) Condensed ExtraBold 32.5 pt "sec" and "min":
    /// (914 + 1115 + 701) × 32.5 / 2048 = 43.323 and (1699 + 587 + 1136) × 32.5 / 2048 = 54.304, 43.333
    /// and 54.333 on the @3x grid as IB stores them (the stand-in's Liberation Sans Bold: 54.33 and 69.33);
    /// the line (2055 + 553) / 2048 × 32.5 = 41.387.
    @Test func condensedExtraBoldAsIBStoresIt() {
        let font = Font(name: "Futura-CondensedExtraBold", size: 32.5)
        #expect(font.familyMetrics == .futuraCondensedExtraBold)
        #expect(abs(width("sec", font) - 2730 * 32.5 / 2048) < 0.001)
        #expect(abs(width("min", font) - 3422 * 32.5 / 2048) < 0.001)
        #expect(abs(TextLayout(text: "sec", font: font).intrinsicSize(scale: 3).width - 130.0 / 3) < 0.001)
        #expect(abs(TextLayout(text: "min", font: font).intrinsicSize(scale: 3).width - 163.0 / 3) < 0.001)
        #expect(abs(font.layoutLineHeight - 2608 * 32.5 / 2048) < 1e-9)
        // 17 pt "PRO" (a WarmUpView.xib of the same repository): (1170 + 1236 + 1313) × 17 / 2048 =
        // 30.871 by a line of 2608 × 17 / 2048 = 21.648, 31 × 22 as IB stores it (the stand-in's 37 × 19.67).
        let small = font.withSize(17)
        #expect(abs(width("PRO", small) - 3719 * 17.0 / 2048) < 0.001)
        #expect(TextLayout(text: "PRO", font: small).intrinsicSize(scale: 1) == CGSize(width: 31, height: 22))
    }

    /// Its Medium 13 pt "Hours": (1502 + 1231 + 1116 + 766 + 831) × 13 / 2048 = 34.569, 34.667 at @3x
    /// (IB's); the line (2127 + 532) / 2048 × 13 = 16.878, 17 as IB stores it (the stand-in's 14.94).
    @Test func mediumAsIBStoresIt() {
        let font = Font(name: "Futura-Medium", size: 13)
        #expect(font.face.familyName == "Liberation Sans")
        #expect(font.familyMetrics == .futuraMedium)
        #expect(abs(width("Hours", font) - 5446 * 13.0 / 2048) < 0.001)
        #expect(abs(font.layoutLineHeight - 2659 * 13.0 / 2048) < 1e-9)
        #expect(TextLayout(text: "Hours", font: font).intrinsicSize(scale: 3) == CGSize(width: 104.0 / 3, height: 17))
        // `lineHeight` counts the gap of 61 units, as UIFont's does.
        #expect(abs(font.lineHeight - 2720 * 13.0 / 2048) < 1e-9)
        // "Futura" alone is Medium.
        #expect(Font(name: "Futura", size: 13).familyAdvances == .futuraMedium)
    }

    /// Its Bold 29 pt "Sign up": (646 + 305 + 697 + 664 + 340 + 669 + 701) × 29 / 1000 = 116.638,
    /// 116.667 at @3x; the line (1039 + 260) / 1000 × 29 = 37.671, 38 at @3x as IB stores it.
    @Test func boldAsIBStoresIt() {
        let font = Font(name: "Futura-Bold", size: 29)
        #expect(font.familyMetrics == .futuraBold)
        #expect(abs(width("Sign up", font) - 4022 * 29.0 / 1000) < 0.001)
        #expect(TextLayout(text: "Sign up", font: font).intrinsicSize(scale: 3) == CGSize(width: 350.0 / 3, height: 38))
    }

    /// The name chooses among iOS's five faces; other families keep the stand-in.
    @Test func theNameChoosesTheFace() {
        #expect(Font(name: "Futura-MediumItalic", size: 12).familyMetrics == .futuraMediumItalic)
        #expect(Font(name: "Futura-MediumItalic", size: 12).familyAdvances == .futuraMediumItalic)
        #expect(Font(name: "Futura-CondensedMedium", size: 12).familyMetrics == .futuraCondensedMedium)
        #expect(Font(name: "Futura-CondensedMedium", size: 12).familyAdvances == .futuraCondensedMedium)
        #expect(Font(name: "FuturaPT-Book", size: 12).familyMetrics == nil)
        #expect(Font(name: "FuturaPT-Book", size: 12).familyAdvances == nil)
        // Another family's Medium is its own: Helvetica Neue's table (session 45), not Futura's.
        #expect(Font(name: "HelveticaNeue-Medium", size: 12).familyAdvances == .helveticaNeueMedium)
    }
}
