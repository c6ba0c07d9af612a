import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// SF UI Display ("SFUIDisplay-…", the Display face of 2015–16) is SF Pro Display's measure with
/// wider capitals: each Latin capital's advance × its weight's factor, every other glyph as SF Pro
/// Display's (`SystemFontMetrics.sfUIDisplayCapitalFactors`: 300 → 1.034, 400 → 1.055,
/// 700 → 1.023, 800 → 1.009; the font files' own widths, docs/system-font-metrics.md, "Set AN
/// (session 41, textAN)"). Single glyphs carry no kerning, so a glyph's width is its advance.
@Suite struct SFUIDisplayLetterTests {
    func ratio(_ text: String, weight: String, size: CGFloat = 28) -> CGFloat {
        Font(name: "SFUIDisplay-\(weight)", size: size).width(of: text)
            / Font(name: "SFProDisplay-\(weight)", size: size).width(of: text)
    }

    @Test func capitalsTakeTheirWeightsRow() {
        #expect(abs(ratio("H", weight: "Regular") - 1.055) < 1e-9)
        #expect(abs(ratio("É", weight: "Regular") - 1.055) < 1e-9)
        #expect(abs(ratio("H", weight: "Bold") - 1.023) < 1e-9)
        #expect(abs(ratio("H", weight: "Light") - 1.034) < 1e-9)
        // The same at a text size: a static face is one optical size at every size.
        #expect(abs(ratio("H", weight: "Regular", size: 14) - 1.055) < 1e-9)
    }

    @Test func otherWeightsInterpolateOrTakeTheNearestRow() {
        // Semibold (600) is two thirds of the way from 400 to 700: 1.055 − 0.032 × 2/3; medium
        // (500) a third: 1.055 − 0.032 / 3. Black (900) lies past the heaviest row, heavy's (800).
        #expect(abs(ratio("H", weight: "Semibold") - (1.055 - 0.032 * 2 / 3)) < 1e-9)
        #expect(abs(ratio("H", weight: "Medium") - (1.055 - 0.032 / 3)) < 1e-9)
        #expect(abs(ratio("H", weight: "Black") - 1.009) < 1e-9)
    }

    @Test func everythingButCapitalsKeepsSFProDisplays() {
        for text in ["n", "é", "0", "7", " ", ",", "/", "Д"] {
            #expect(abs(ratio(text, weight: "Regular") - 1) < 1e-9, "\(text)")
        }
    }

    @Test func aLabelWidensByItsCapitalsOnly() {
        // MaidMe's 14 pt "CHANGE PASSWORD": SF Pro Display's width (kerning included) plus 0.055
        // of each capital's advance; the space keeps its own. Interface Builder stores it 133 pt
        // wide (Xcode 8, which stores whole points), where SF Pro Display's measure gives 125.
        let text = "CHANGE PASSWORD"
        let pro = Font(name: "SFProDisplay-Regular", size: 14)
        let capitals = text.filter { $0 != " " }.reduce(CGFloat(0)) { $0 + pro.width(of: String($1)) }
        let ui = Font(name: "SFUIDisplay-Regular", size: 14)
        #expect(abs(ui.width(of: text) - (pro.width(of: text) + 0.055 * capitals)) < 1e-9)
        let stored: CGFloat = 133
        let label = TextLayout(text: text, font: ui).intrinsicSize(scale: 1).width
        #expect(abs(label - stored) <= 1)
        #expect(abs(TextLayout(text: text, font: pro).intrinsicSize(scale: 1).width - stored) > 1)
        // "Account" (semibold 17 pt, Twignature): only its "A" widens, by 0.055 − 0.032 × 2/3.
        let account = Font(name: "SFUIDisplay-Semibold", size: 17).width(of: "Account")
            - Font(name: "SFProDisplay-Semibold", size: 17).width(of: "Account")
        let a = Font(name: "SFProDisplay-Semibold", size: 17).width(of: "A")
        #expect(abs(account - a * (0.055 - 0.032 * 2 / 3)) < 1e-9)
    }
}
