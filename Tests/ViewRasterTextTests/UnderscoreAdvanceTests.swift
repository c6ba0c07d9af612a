import Testing
import Foundation
import ViewRasterText

/// The underscore measures as the system font of iOS 14 on draws it (`SystemFontMetrics.underscoreFactorsFromIOS14`;
/// docs/system-font-metrics.md, "Set AT (session 47, readAT)"). Widths derived by hand from SF Pro
/// Text's own font files (`hmtx`, 2,048 units per em): version 16.0d18e1 (2020) gives the low line
/// 1,195 units at regular, 1,227 medium, 1,252 semibold, 1,285 bold and 1,332 heavy; versions 11.0
/// to 13.0 (2015–19) 916 at regular, where Inter's 1,272 of 2,816 units × 0.996 (regular's scale)
/// is 924 of 2,048. At 12 pt SF's tracking is 0, so a one-glyph text is that advance × 12 / 2048.
@Suite struct UnderscoreAdvanceTests {
    /// The one-line width of `text` in `font`, unrounded.
    func width(_ text: String, _ font: Font) -> CGFloat {
        TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: nil).size.width
    }

    /// The system font's underscore at 12 pt is SF Pro Text 16's at each weight: regular 1,195 ×
    /// 12 / 2048 = 7.002 pt, medium 7.189, semibold 7.336, bold 7.529, heavy 7.805 (the factors are
    /// rounded to three places: within 0.003 pt).
    @Test func theSystemFontsUnderscoreIsSFProText16s() {
        let units: [(Font.Weight, CGFloat)] = [(.regular, 1195), (.medium, 1227), (.semibold, 1252), (.bold, 1285), (.heavy, 1332)]
        for (weight, sf) in units {
            #expect(abs(width("_", .systemFont(ofSize: 12, weight: weight)) - sf * 12 / 2048) < 0.003, "\(weight)")
        }
    }

    /// Text Interface Builder measured before Xcode 12 (iOS 9 to 13's static SF Pro Text) keeps the
    /// earlier underscore, Inter Regular's own × 0.996: 1,272 × 12 / 2816 × 0.996 = 5.399 pt, within
    /// 0.04 pt of SF Pro Text 13's 916 × 12 / 2048 = 5.367; and so does SF Pro Text asked for by
    /// name, whose files most apps ship are of 2015–19.
    @Test func beforeIOS14AndTheNamedFaceKeepTheEarlierUnderscore() {
        let inter = width("_", Font(name: "Inter-Regular", size: 12)) * 0.996
        #expect(abs(inter - 1272 * 12 / 2816 * 0.996) < 0.001)
        #expect(abs(width("_", Font.systemFont(ofSize: 12).withOpticalSizing(.textBelowDisplaySize)) - inter) < 0.001)
        #expect(abs(width("_", Font(name: "SFProText-Regular", size: 12)) - inter) < 0.001)
        #expect(abs(inter - 916 * 12 / 2048) < 0.04)
    }

    /// Only the underscore moves: "t", "e" and "s" at 12 pt are still Inter Regular's own × 0.996,
    /// and a label's width grows by the underscore's difference alone, (1,195 / 2,048 − 1,272 /
    /// 2,816 × 0.996) × 12 = 1.603 pt for "_test" as iOS 14 draws it over iOS 9–13's.
    @Test func otherCharactersKeepTheirAdvances() {
        let system = Font.systemFont(ofSize: 12), inter = Font(name: "Inter-Regular", size: 12)
        for glyph in ["t", "e", "s"] {
            #expect(abs(width(glyph, system) - width(glyph, inter) * 0.996) < 0.001, "\(glyph)")
        }
        let before = width("_test", system.withOpticalSizing(.textBelowDisplaySize)), after = width("_test", system)
        #expect(abs(after - before - (1195.0 / 2048 - 1272.0 / 2816 * 0.996) * 12) < 0.003)
    }

    /// Labels with an underscore as Interface Builder stores them in files of Xcode 14–16 on a @3x
    /// iPhone (set AT, Kurozora's "_test" placeholders, text styles): Subhead (15 pt) 35 pt, Callout
    /// (16 pt) 37, Headline (semibold 17 pt) 41 — each 2–2.33 pt wider than Inter's underscore puts
    /// them (33, 35, 38.67), by the 2.00, 2.14 and 2.32 pt SF Pro Text 16's underscore adds.
    @Test func placeholdersAsIBStoresThem() {
        #expect(TextLayout(text: "_test", font: .systemFont(ofSize: 15)).intrinsicSize(scale: 3).width == 35)
        #expect(TextLayout(text: "_test", font: .systemFont(ofSize: 16)).intrinsicSize(scale: 3).width == 37)
        #expect(TextLayout(text: "_test", font: .systemFont(ofSize: 17, weight: .semibold)).intrinsicSize(scale: 3).width == 41)
    }
}
