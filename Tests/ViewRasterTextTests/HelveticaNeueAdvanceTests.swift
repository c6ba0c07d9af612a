import Testing
import Foundation
import ViewRasterText

/// Helvetica Neue asked for by name measures with Helvetica Neue's own advances, not its stand-in's
/// (Liberation Sans, Helvetica's widths): `IOSFamilyAdvances`, docs/system-font-metrics.md, "Set AP
/// (session 43, textAP)". Widths derived by hand from Linotype's Helvetica Neue (1000 units per
/// em; the stand-in has no kerning pair in these texts): Roman i 222, A 648, C 722, E 611, S 648;
/// Bold N 741, O 778, T 611, E 648, ":" 278; Light F 537, a 519, s 481, t 296, space 278, o 556, d 574;
/// Medium (Apple's `HelveticaNeue-Medium` file) S 648, k 537, i 241, p 611, D 722, a 556, l 241, e 556,
/// t 333, space 278, 1 556.
@Suite struct HelveticaNeueAdvanceTests {
    /// The one-line width of `text` in `font`, unrounded.
    func width(_ text: String, _ font: Font) -> CGFloat {
        TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: nil).size.width
    }

    /// iAccess-app's (set AP, Xcode 13, @3x) 15 pt "iACCESS": (222 + 648 + 2 × 722 + 611 + 2 × 648)
    /// × 15 / 1000 = 63.315 pt, 63.333 on the @3x grid as IB stores it; Helvetica's widths give
    /// 4,334 units, 65.01 (65.333).
    @Test func regularAsIBStoresIt() {
        let font = Font(name: "HelveticaNeue", size: 15)
        #expect(abs(width("iACCESS", font) - 63.315) < 0.001)
        #expect(abs(TextLayout(text: "iACCESS", font: font).intrinsicSize(scale: 3).width - 190.0 / 3) < 0.001)
        #expect(abs(width("iACCESS", Font(name: "Helvetica Neue", size: 15)) - 63.315) < 0.001)
    }

    /// Its bold 18 pt "NOTE:": (741 + 778 + 611 + 648 + 278) × 18 / 1000 = 55.008, 55.333 at @3x (IB's
    /// 55.33; Helvetica Bold's 3,111 units give 56).
    @Test func boldAsIBStoresIt() {
        let font = Font(name: "HelveticaNeue-Bold", size: 18)
        #expect(abs(width("NOTE:", font) - 55.008) < 0.001)
        #expect(abs(TextLayout(text: "NOTE:", font: font).intrinsicSize(scale: 3).width - 166.0 / 3) < 0.001)
    }

    /// YouFoodCustomer's (set AO, @2x) light 12 pt "Fast Food": (537 + 519 + 481 + 296 + 278 + 537 +
    /// 2 × 556 + 574) × 12 / 1000 = 52.008, 52.5 at @2x as IB stores it (the stand-in's 54.5).
    @Test func lightAsIBStoresIt() {
        let font = Font(name: "HelveticaNeue-Light", size: 12)
        #expect(abs(width("Fast Food", font) - 52.008) < 0.001)
        #expect(TextLayout(text: "Fast Food", font: font).intrinsicSize(scale: 2).width == 52.5)
    }

    /// Medium (set AR, docs/system-font-metrics.md "Set AR (session 45, textAR)"): Wecyn's (Xcode 13,
    /// @2x) 18 pt "Skip" is (648 + 537 + 241 + 611) × 18 / 1000 = 36.666 pt, 37 at @2x as IB stores
    /// it (the stand-in's 35.05 gave 35.5); Dialekt-ios' 22 pt "Dialekt 1" (722 + 241 + 556 + 241 +
    /// 556 + 537 + 333 + 278 + 556) × 22 / 1000 = 88.44, 88.5 at @2x (IB's; the stand-in 85.6).
    @Test func mediumAsIBStoresIt() {
        let font = Font(name: "HelveticaNeue-Medium", size: 18)
        #expect(font.familyAdvances == .helveticaNeueMedium)
        #expect(abs(width("Skip", font) - 36.666) < 0.001)
        #expect(TextLayout(text: "Skip", font: font).intrinsicSize(scale: 2).width == 37)
        let dialekt = Font(name: "HelveticaNeue-Medium", size: 22)
        #expect(abs(width("Dialekt 1", dialekt) - 88.44) < 0.001)
        #expect(TextLayout(text: "Dialekt 1", font: dialekt).intrinsicSize(scale: 2).width == 88.5)
    }

    /// Faces no stored label measures keep the stand-in's advances: the italics (Medium's too),
    /// Thin, the condensed faces; and Helvetica by name is Liberation Sans' own (Helvetica's widths:
    /// 8,877 units of 2,048 for "iACCESS", 65.017 pt at 15 pt).
    @Test func otherFacesKeepTheStandIn() {
        for name in ["HelveticaNeue-MediumItalic", "HelveticaNeue-Italic", "HelveticaNeue-BoldItalic",
                     "HelveticaNeue-CondensedBold", "HelveticaNeue-Thin", "Helvetica", "Avenir-Book"] {
            #expect(Font(name: name, size: 15).familyAdvances == nil, "\(name)")
        }
        // Liberation Sans' own units of 2,048: i 455, A 1,366, C 1,479, E 1,366, S 1,366.
        #expect(abs(width("iACCESS", Font(name: "Helvetica", size: 15)) - 8877 * 15 / 2048.0) < 0.001)
    }
}
