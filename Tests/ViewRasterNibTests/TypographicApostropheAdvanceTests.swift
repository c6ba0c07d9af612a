import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// SF's typographic apostrophe (U+2019, the right single quotation mark) is wider than Inter's
/// scaled one (`FittedAdvances.characterScales`, docs/system-font-metrics.md, "The typographic
/// apostrophe, taken"): every single-line system label with one on the eight development sets
/// (three repositories: "We’re ending support for iOS 11", "What’s your school’s name?", "Here’s
/// your recovery phrase:") is stored 2–5.5 pt wider than the weight-and-size model gives it, so the
/// system font's `’` takes 1.69 times the scaled advance. "’’’" in the regular 17 pt system font is
/// 3 × (378 × 0.996 × 1.69 × 17 / 2048 − 0.43) = 14.55 pt (Inter Regular's `’` is 378 of 2048 units,
/// 0.996 regular's scale, −0.43 pt SF Pro's tracking at 17 pt), 15 on a @2x canvas, where the
/// scaled advance alone gives 8.09 pt, 8.5 at @2x.
@MainActor
@Suite struct TypographicApostropheAdvanceTests {
    /// Inter Regular's advance of `character` in 2048ths of an em.
    func units(_ character: Character) -> CGFloat {
        let face = Font.systemFont(ofSize: 17).face
        return CGFloat(face.advanceUnits(glyph: face.glyph(for: character.unicodeScalars.first!))) * 2048 / CGFloat(face.unitsPerEm)
    }

    /// The hand-derived width of `count` typographic apostrophes at 17 pt regular, with `factor`.
    func run(_ count: Int, factor: CGFloat) -> CGFloat {
        CGFloat(count) * (units("\u{2019}") * 0.996 * factor * 17 / 2048 - 0.43)
    }

    @Test func theSystemFontsTypographicApostropheIsWiderThanTheScaledFaces() {
        let font = Font.systemFont(ofSize: 17)
        // The derivation's input: Inter Regular's `’`, no kerning between two of them.
        #expect(abs(units("\u{2019}") - 378) < 0.5, "\(units("\u{2019}"))")
        let inter = Font(face: font.face, size: 17)
        #expect(abs(inter.width(of: "\u{2019}\u{2019}\u{2019}") - 3 * units("\u{2019}") * 17 / 2048) < 1e-6)
        #expect(abs(font.width(of: "\u{2019}\u{2019}\u{2019}") - run(3, factor: 1.69)) < 1e-6,
                "\(font.width(of: "\u{2019}\u{2019}\u{2019}"))")
        #expect(font.width(of: "\u{2019}\u{2019}\u{2019}") - run(3, factor: 1) > 6)
        // The left single quotation mark (U+2018) is not given the factor: no label has one.
        #expect(abs(font.width(of: "\u{2018}") - (units("\u{2018}") * 0.996 * 17 / 2048 - 0.43)) < 1e-6)
        // A font asked for by name keeps its own face's apostrophe.
        #expect(abs(Font(name: "Inter-Regular", size: 17).width(of: "\u{2019}") - units("\u{2019}") * 17 / 2048) < 1e-6)
    }

    @Test func aLabelOfTypographicApostrophesIsStoredAsWideAsSFs() throws {
        let sf = run(3, factor: 1.69), face = run(3, factor: 1)
        #expect((sf * 2).rounded(.up) / 2 == 15.0 && (face * 2).rounded(.up) / 2 == 8.5)
        let text = canvasLabelXib(text: "\u{2019}\u{2019}\u{2019}", storedWidth: "15")
        let label = try #require(try compareLayout(text).0.view("label"))
        #expect(label.frame.size == CGSize(width: 15.0, height: 20.5))
        #expect(label.agrees == true)
    }
}
