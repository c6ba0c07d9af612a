import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// SF's colon sets as wide as its period (`FittedAdvances.sharedAdvances`, docs/system-font-metrics.md,
/// "The colon"): in Inter the colon's advance is the period's to the unit at every weight, and IB
/// stores labels with a colon ("Balance:", "Peripheral state:", "100:00:00") 1.5–2 pt wider than
/// the weight-and-size model gives them, so the colon takes the period's factor, 1.12. ":::" in
/// the regular 17 pt system font is 3 × (564 × 0.996 × 1.12 × 17 / 2048 − 0.43) = 14.39 pt
/// (Inter Regular's colon is 564 of 2048 units, 0.996 regular's scale, −0.43 pt SF Pro's tracking
/// at 17 pt), 14.5 on a @2x canvas, where the colon without the factor gives 12.71 pt, 13 at @2x.
@MainActor
@Suite struct ColonAdvanceTests {
    /// Inter Regular's advance of `character` in 2048ths of an em.
    func units(_ character: Character) -> CGFloat {
        let face = Font.systemFont(ofSize: 17).face
        return CGFloat(face.advanceUnits(glyph: face.glyph(for: character.unicodeScalars.first!))) * 2048 / CGFloat(face.unitsPerEm)
    }

    /// The hand-derived width of `count` colons at 17 pt regular, with the colon's factor `factor`.
    func colons(_ count: Int, factor: CGFloat) -> CGFloat {
        CGFloat(count) * (units(":") * 0.996 * factor * 17 / 2048 - 0.43)
    }

    @Test func theSystemFontsColonIsAsWideAsItsPeriod() {
        let font = Font.systemFont(ofSize: 17)
        // The derivation's inputs: Inter's colon is its period's width; no kerning between colons.
        #expect(abs(units(":") - 564) < 0.5 && units(":") == units("."), "\(units(":")) \(units("."))")
        let inter = Font(face: font.face, size: 17)
        #expect(abs(inter.width(of: ":::") - 3 * units(":") * 17 / 2048) < 1e-6, "\(inter.width(of: ":::"))")
        #expect(abs(font.width(of: ":::") - colons(3, factor: 1.12)) < 1e-6, "\(font.width(of: ":::"))")
        #expect(abs(font.width(of: ":::") - font.width(of: "...")) < 1e-9)
        // At another weight too: the bold colon is the bold period.
        let bold = Font.systemFont(ofSize: 15, weight: .bold)
        #expect(abs(bold.width(of: ":") - bold.width(of: ".")) < 1e-9)
        // A font asked for by name keeps its own face's colon.
        #expect(abs(Font(name: "Inter-Regular", size: 17).width(of: ":") - units(":") * 17 / 2048) < 1e-6)
    }

    @Test func aLabelOfColonsIsStoredAsWideAsSFsColons() throws {
        let sf = colons(3, factor: 1.12), face = colons(3, factor: 1)
        #expect((sf * 2).rounded(.up) / 2 == 14.5 && (face * 2).rounded(.up) / 2 == 13)
        let text = canvasLabelXib(text: ":::", storedWidth: "14.5")
        let label = try #require(try compareLayout(text).0.view("label"))
        #expect(label.frame.size == CGSize(width: 14.5, height: 20.5))
        #expect(label.agrees == true)
    }
}
