import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// SF's straight apostrophe (U+0027) is wider than Inter's scaled one
/// (`FittedAdvances.characterScales`, docs/system-font-metrics.md, "The apostrophe"): every
/// single-line system label with one on the seven development sets (three repositories: "Hi, I'm
/// Core", "A cool user's profile", "Don't have an account?") is stored 1.33–2 pt wider than the
/// weight-and-size model gives it, so the system font's `'` takes 1.20 times the scaled advance.
/// "'''" in the regular 17 pt system font is 3 × (454 × 0.996 × 1.20 × 17 / 2048 − 0.43) =
/// 12.22 pt (Inter Regular's `'` is 454 of 2048 units, 0.996 regular's scale, −0.43 pt SF Pro's
/// tracking at 17 pt), 12.5 on a @2x canvas, where the apostrophe without the factor gives 9.97 pt,
/// 10 at @2x. The typographic apostrophe (U+2019, another glyph in both faces) keeps the scaled
/// advance.
@MainActor
@Suite struct ApostropheAdvanceTests {
    /// Inter Regular's advance of `character` in 2048ths of an em.
    func units(_ character: Character) -> CGFloat {
        let face = Font.systemFont(ofSize: 17).face
        return CGFloat(face.advanceUnits(glyph: face.glyph(for: character.unicodeScalars.first!))) * 2048 / CGFloat(face.unitsPerEm)
    }

    /// The hand-derived width of `count` of `character` at 17 pt regular, with the factor `factor`.
    func run(_ character: Character, _ count: Int, factor: CGFloat) -> CGFloat {
        CGFloat(count) * (units(character) * 0.996 * factor * 17 / 2048 - 0.43)
    }

    @Test func theSystemFontsApostropheIsWiderThanTheScaledFaces() {
        let font = Font.systemFont(ofSize: 17)
        // The derivation's inputs: Inter Regular's `'` and `’`, no kerning between them.
        #expect(abs(units("'") - 454) < 0.5 && abs(units("\u{2019}") - 378) < 0.5, "\(units("'")) \(units("\u{2019}"))")
        let inter = Font(face: font.face, size: 17)
        #expect(abs(inter.width(of: "'''") - 3 * units("'") * 17 / 2048) < 1e-6, "\(inter.width(of: "'''"))")
        #expect(abs(font.width(of: "'''") - run("'", 3, factor: 1.20)) < 1e-6, "\(font.width(of: "'''"))")
        #expect(font.width(of: "'''") - run("'", 3, factor: 1) > 2.2)
        // The typographic apostrophe is another glyph: it keeps the weight-and-size model's advance.
        #expect(abs(font.width(of: "\u{2019}\u{2019}\u{2019}") - run("\u{2019}", 3, factor: 1)) < 1e-6,
                "\(font.width(of: "\u{2019}\u{2019}\u{2019}"))")
        // A font asked for by name keeps its own face's apostrophe.
        #expect(abs(Font(name: "Inter-Regular", size: 17).width(of: "'") - units("'") * 17 / 2048) < 1e-6)
    }

    @Test func aLabelOfApostrophesIsStoredAsWideAsSFsApostrophes() throws {
        let sf = run("'", 3, factor: 1.20), face = run("'", 3, factor: 1)
        #expect((sf * 2).rounded(.up) / 2 == 12.5 && (face * 2).rounded(.up) / 2 == 10)
        let text = canvasLabelXib(text: "'''", storedWidth: "12.5")
        let label = try #require(try compareLayout(text).0.view("label"))
        #expect(label.frame.size == CGSize(width: 12.5, height: 20.5))
        #expect(label.agrees == true)
    }
}
