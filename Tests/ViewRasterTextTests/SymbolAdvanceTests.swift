import Testing
import Foundation
import ViewRasterText

/// The asterisk, the hyphen, the percent sign and the yen sign measure as SF draws them, not as
/// Inter's scaled advances (`FittedAdvances.characterScales`; docs/system-font-metrics.md, "Set AE
/// (session 34)"): SF's asterisk is 0.86 of Inter's scaled one at medium and heavier weights and at
/// display sizes, 0.94 at regular text sizes (`FittedAdvances.textCharacterScales`; "Set AM (session
/// 40, textAM)"), its hyphen 1.04, its percent sign 1.10 and its yen sign 1.18, from IB's stored
/// widths of one-line labels in several repositories.
/// Widths derived by hand: Inter Regular's advance (2048ths of an em: "*" 1024, "-" 943, "%" 1664,
/// "¥" 1123, " " 576) × 0.996 (regular's scale) × the character's factor × size / 2048, plus SF's
/// tracking (none at 12 pt), rounded up to the pixel grid as IB stores them.
@Suite struct SymbolAdvanceTests {
    /// The one-line width of `text` in `font`, unrounded.
    func width(_ text: String, _ font: Font) -> CGFloat {
        TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: nil).size.width
    }

    /// One glyph of each at 12 pt, where SF's tracking is 0: Inter Regular's own glyph (the face
    /// asked for by name) × 0.996 × the factor — "*" 6 pt × 0.996 × 0.94 = 5.617 pt (regular, a text
    /// size), "-" 5.53 pt × 0.996 × 1.04 = 5.73 pt, "%" 9.75 pt × 0.996 × 1.10 = 10.68 pt, "¥" 6.58 pt ×
    /// 0.996 × 1.18 = 7.73 pt.
    @Test func eachSymbolTakesItsFactor() {
        let system = Font.systemFont(ofSize: 12), inter = Font(name: "Inter-Regular", size: 12)
        for (symbol, factor) in [("*", 0.94), ("-", 1.04), ("%", 1.10), ("¥", 1.18)] as [(String, CGFloat)] {
            #expect(abs(width(symbol, system) - width(symbol, inter) * 0.996 * factor) < 0.001, "\(symbol)")
        }
        #expect(abs(width("*", system) - 6 * 0.996 * 0.94) < 0.001)
    }

    /// The asterisk at medium keeps ×0.86 at a text size: Inter Medium's own glyph × 1.006 (medium's
    /// scale) × 0.86, where at regular it is ×0.94 — SF's asterisk narrows as the weight grows and
    /// Inter's does not.
    @Test func asteriskAtMediumKeepsItsFactor() {
        let medium = Font.systemFont(ofSize: 12, weight: .medium), inter = Font(name: "Inter-Medium", size: 12)
        #expect(abs(width("*", medium) - width("*", inter) * 1.006 * 0.86) < 0.001)
    }

    /// Masked texts at regular text sizes as IB stores them: xiguwen's 15 pt "**" (set AM, Xcode 13, @2x)
    /// 2 × (7.5 × 0.996 × 0.94 − 0.23) = 13.58, 14 as stored (×0.86 gave 12.39, 12.5), and Egoopay's
    /// 14 pt "****" (set AH, Xcode 9.2) 4 × (7 × 0.996 × 0.94 − 0.15) = 25.61, 26 where IB stores 25.5
    /// (×0.86 gave 23.39, 23.5: two points narrow).
    @Test func regularAsterisksAtTextSizesAsIBStoresThem() {
        #expect(TextLayout(text: "**", font: .systemFont(ofSize: 15)).intrinsicSize(scale: 2).width == 14)
        #expect(TextLayout(text: "****", font: .systemFont(ofSize: 14)).intrinsicSize(scale: 2).width == 26)
    }

    /// chuangzhihui's "-- --" placeholders (13 labels at regular 12 pt on an @3x canvas): (4 × 943 ×
    /// 1.04 + 576) × 0.996 × 12 / 2048 = 26.25 pt, 26.33 at @3x as IB stores every one of them
    /// (Inter's scaled hyphen gave 25.37, 25.67).
    @Test func hyphensAsIBStoresThem() {
        #expect(TextLayout(text: "-- --", font: .systemFont(ofSize: 12)).intrinsicSize(scale: 3).width == 79.0 / 3)
    }

    /// chuangzhihui's "20 ¥" at 16 pt on an @3x canvas: 33.33 as IB stores it (31.67 before), and
    /// dctooandy's "1.2%" at 13 pt on an @2x canvas: 29 as stored (27.5 before).
    @Test func yenAndPercentAsIBStoresThem() {
        #expect(TextLayout(text: "20 ¥", font: .systemFont(ofSize: 16)).intrinsicSize(scale: 3).width == 100.0 / 3)
        #expect(TextLayout(text: "1.2%", font: .systemFont(ofSize: 13)).intrinsicSize(scale: 2).width == 29)
    }

    /// Masked numbers: AnHuiLiuJie's medium 16 pt "**.**" is 30.5 at @2x (IB 30; Inter's scaled
    /// asterisks gave 35), dctooandy's 25 pt "**** **** **** **** 344" 233.5 (IB 234; before 259):
    /// sixteen asterisks 1.56 pt narrower each.
    @Test func asterisksWithinAPointOfIB() {
        #expect(TextLayout(text: "**.**", font: .systemFont(ofSize: 16, weight: .medium)).intrinsicSize(scale: 2).width == 30.5)
        #expect(TextLayout(text: "**** **** **** **** 344", font: .systemFont(ofSize: 25)).intrinsicSize(scale: 2).width == 233.5)
    }

    /// A font asked for by name keeps its own face's advances: Inter Regular's "*" is half an em.
    @Test func namedFontKeepsItsOwnAdvance() {
        #expect(abs(width("*", Font(name: "Inter-Regular", size: 12)) - 6) < 0.001)
    }
}
