import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// SF's period is wider than Inter's scaled one (`FittedAdvances.characterScales`, session text11
/// in docs/system-font-metrics.md): IB stores labels ending in "..." or "." 1.5–2.5 pt wider than
/// the weight-and-size model gives them, in 4 repositories of set N. The system font's period takes
/// 1.12 times the scaled advance: "..." in the regular 17 pt system font is
/// 3 × (564 × 0.996 × 1.12 × 17 / 2048 − 0.43) = 14.39 pt (Inter Regular's period is 564 of 2048
/// units, 0.996 regular's scale, −0.43 pt SF Pro's tracking at 17 pt), 14.5 on a @2x canvas,
/// where the period without its factor gives 12.71 pt, 13 at @2x.
@MainActor
@Suite struct PeriodAdvanceTests {
    /// Inter Regular's period in 2048ths of an em (564, to the unit).
    var periodUnits: CGFloat {
        let face = Font.systemFont(ofSize: 17).face
        return CGFloat(face.advanceUnits(glyph: face.glyph(for: "."))) * 2048 / CGFloat(face.unitsPerEm)
    }

    /// The hand-derived width of `count` periods at 17 pt regular, with the period's factor `factor`.
    func periods(_ count: Int, factor: CGFloat) -> CGFloat {
        CGFloat(count) * (periodUnits * 0.996 * factor * 17 / 2048 - 0.43)
    }

    @Test func theSystemFontsPeriodIsWiderThanTheScaledFaces() {
        let font = Font.systemFont(ofSize: 17)
        // The derivation's inputs: Inter Regular's period, no kerning between periods.
        #expect(abs(periodUnits - 564) < 0.5, "\(periodUnits)")
        let inter = Font(face: font.face, size: 17)
        #expect(abs(inter.width(of: "...") - 3 * periodUnits * 17 / 2048) < 1e-6, "\(inter.width(of: "..."))")
        #expect(abs(font.width(of: "...") - periods(3, factor: 1.12)) < 1e-6, "\(font.width(of: "..."))")
        #expect(font.width(of: "...") - periods(3, factor: 1) > 1.6)
        // A font asked for by name keeps its own face's period.
        #expect(abs(Font(name: "Inter-Regular", size: 17).width(of: ".") - periodUnits * 17 / 2048) < 1e-6)
    }

    @Test func aLabelOfPeriodsIsStoredAsWideAsSFsPeriods() throws {
        let sf = periods(3, factor: 1.12), stale = periods(3, factor: 1)
        #expect((sf * 2).rounded(.up) / 2 == 14.5 && (stale * 2).rounded(.up) / 2 == 13)
        let text = canvasLabelXib(text: "...", storedWidth: "14.5")
        let label = try #require(try compareLayout(text).0.view("label"))
        #expect(label.frame.size == CGSize(width: 14.5, height: 20.5))
        #expect(label.agrees == true)
    }
}
