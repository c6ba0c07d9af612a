import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// SF UI Display ("SFUIDisplay-…", the Display face of 2015–16) takes its 2015 file's own advances
/// for ASCII, Latin-1 and the common marks (`IOSFamilyAdvances.sfUIDisplay(weight:)`,
/// `SFUIDisplayAdvanceTests`); a Latin capital beyond them is SF Pro Display's measure widened by
/// its weight's factor, every other glyph as SF Pro Display's
/// (`SystemFontMetrics.sfUIDisplayCapitalFactors`: 300 → 1.034, 400 → 1.055, 700 → 1.023,
/// 800 → 1.009; the font files' own widths, docs/system-font-metrics.md, "Set AN (session 41,
/// textAN)"). Single glyphs carry no kerning, so a glyph's width is its advance.
@Suite struct SFUIDisplayLetterTests {
    func ratio(_ text: String, weight: String, size: CGFloat = 28) -> CGFloat {
        Font(name: "SFUIDisplay-\(weight)", size: size).width(of: text)
            / Font(name: "SFProDisplay-\(weight)", size: size).width(of: text)
    }

    @Test func capitalsBeyondTheTableTakeTheirWeightsRow() {
        // "Ā" and "Ő" (Latin Extended-A) are not in the file's table: SF Pro Display's × the row.
        #expect(abs(ratio("Ā", weight: "Regular") - 1.055) < 1e-9)
        #expect(abs(ratio("Ő", weight: "Regular") - 1.055) < 1e-9)
        #expect(abs(ratio("Ā", weight: "Bold") - 1.023) < 1e-9)
        #expect(abs(ratio("Ā", weight: "Light") - 1.034) < 1e-9)
        // The same at a text size: a static face is one optical size at every size.
        #expect(abs(ratio("Ā", weight: "Regular", size: 14) - 1.055) < 1e-9)
    }

    @Test func otherWeightsInterpolateOrTakeTheNearestRow() {
        // Semibold (600) is two thirds of the way from 400 to 700: 1.055 − 0.032 × 2/3; medium
        // (500) a third: 1.055 − 0.032 / 3. Black (900) lies past the heaviest row, heavy's (800).
        #expect(abs(ratio("Ā", weight: "Semibold") - (1.055 - 0.032 * 2 / 3)) < 1e-9)
        #expect(abs(ratio("Ā", weight: "Medium") - (1.055 - 0.032 / 3)) < 1e-9)
        #expect(abs(ratio("Ā", weight: "Black") - 1.009) < 1e-9)
    }

    @Test func everythingElseBeyondTheTableKeepsSFProDisplays() {
        for text in ["ā", "ő", "Д", "д", "ф"] {
            #expect(abs(ratio(text, weight: "Regular") - 1) < 1e-9, "\(text)")
        }
    }
}
