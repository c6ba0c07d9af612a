import Testing
import Foundation
import ViewRasterText

/// The slash measures as SF draws it, not as Inter's scaled advance (`SystemFontMetrics.slashFactors`;
/// docs/system-font-metrics.md, "Set AO (session 42, textAO)"). Widths derived by hand from SF Pro
/// Text's own font files (version 16.0d18e1, `hmtx`, 2048 units per em): the slash is 624 units at
/// regular, 646 medium, 663 semibold, 685 bold and 717 heavy; at 12 pt SF's tracking is 0, so a
/// one-glyph text is that advance × 12 / 2048. Inter's slash scaled by the weight (1,004 of 2,816
/// units × 0.996 at regular: 4.26 pt at 12 pt) is a seventh wider.
@Suite struct SlashAdvanceTests {
    /// The one-line width of `text` in `font`, unrounded.
    func width(_ text: String, _ font: Font) -> CGFloat {
        TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: nil).size.width
    }

    /// The system font's slash at 12 pt is SF Pro Text's at each weight: regular 624 × 12 / 2048 =
    /// 3.656 pt, medium 3.785, semibold 3.885, bold 4.014, heavy 4.201 (the factors are rounded to
    /// three places: within 0.002 pt).
    @Test func theSystemFontsSlashIsSFProTexts() {
        let units: [(Font.Weight, CGFloat)] = [(.regular, 624), (.medium, 646), (.semibold, 663), (.bold, 685), (.heavy, 717)]
        for (weight, sf) in units {
            #expect(abs(width("/", .systemFont(ofSize: 12, weight: weight)) - sf * 12 / 2048) < 0.002, "\(weight)")
        }
    }

    /// SF Pro Text asked for by name is untracked at every size: CoachCulture's (set AO) 10 pt
    /// `SFProText-Bold` "/" is 685 × 10 / 2048 = 3.345 pt, and at 17 pt 5.686 pt, where the system
    /// font adds its tracking.
    @Test func theNamedTextFaceTakesTheSameSlash() {
        #expect(abs(width("/", Font(name: "SFProText-Bold", size: 10)) - 685 * 10 / 2048.0) < 0.002)
        #expect(abs(width("/", Font(name: "SFProText-Bold", size: 17)) - 685 * 17 / 2048.0) < 0.003)
    }

    /// Only the slash moves: at 12 pt each other glyph of "12/Feb/2021" is still Inter Regular's
    /// own × 0.996 (regular's scale), and the slash is Inter's × 0.996 × 0.858.
    @Test func otherCharactersKeepTheirAdvances() {
        let system = Font.systemFont(ofSize: 12), inter = Font(name: "Inter-Regular", size: 12)
        for glyph in ["1", "2", "0", "F", "e", "b"] {
            #expect(abs(width(glyph, system) - width(glyph, inter) * 0.996) < 0.001, "\(glyph)")
        }
        #expect(abs(width("/", system) - width("/", inter) * 0.996 * 0.858) < 0.001)
    }

    /// Labels with slashes as IB stores them (set AO, Xcode 13, @2x). ElShamel's light 13 pt
    /// "7/2/2022": the untracked Text face's 55.805 pt less 8 × 0.08 pt of tracking is 55.165 with
    /// Inter's slash (55.5 on the grid, where IB stores 54); SF's slash takes 2 × 13 × (973 / 2816 ×
    /// 0.996 − 600 / 2048) = 1.329 pt off: 53.836, 54 as stored. ChoresWorker's 14 pt "12/Feb/2021":
    /// 81.325 less 11 × 0.15 is 79.675 (80, where IB stores 79); 2 × 14 × (1004 / 2816 × 0.996 −
    /// 624 / 2048) = 1.412 off: 78.263, 78.5 on the grid, within IB's pixel.
    @Test func datesAsIBStoresThem() {
        #expect(TextLayout(text: "7/2/2022", font: .systemFont(ofSize: 13, weight: .light)).intrinsicSize(scale: 2).width == 54)
        #expect(TextLayout(text: "12/Feb/2021", font: .systemFont(ofSize: 14)).intrinsicSize(scale: 2).width == 78.5)
    }
}
