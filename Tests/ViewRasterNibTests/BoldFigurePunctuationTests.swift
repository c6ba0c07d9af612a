import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// At bold and heavier, SF's period and colon beside a digit take the scaled face's own advance,
/// not the period's ×1.12 (`FittedAdvances.figurePunctuationScale`, docs/system-font-metrics.md,
/// "Set AJ (session 37, textAJ)"): bold labels of figures with these marks ("00:00", "01.",
/// "Rp 200.000", "10:00 AM - 1:00 PM") are stored 1.5–3 pt narrower than the ×1.12 gives in five
/// repositories of four sets, while bold labels of the marks among letters and regular labels
/// of figures are within a point. Bold 17 pt "00:00": Inter Bold's zero is 1409 of 2048 units
/// and its colon 609, bold's scale 1.026, SF Pro's tracking −0.43 pt at 17 pt after each of the
/// five characters: (4 × 1409 + 609) × 1.026 × 17 / 2048 − 5 × 0.43 = 51.04 pt (Inter's kerning
/// adds 0.02), 51.5 on a @2x canvas; with the colon's ×1.12 it was 0.62 pt wider, 52.
@MainActor
@Suite struct BoldFigurePunctuationTests {
    /// Inter's advance of `character` at `weight`, in 2048ths of an em.
    func units(_ character: Character, weight: Font.Weight) -> CGFloat {
        let face = Font.systemFont(ofSize: 17, weight: weight).face
        return CGFloat(face.advanceUnits(glyph: face.glyph(for: character.unicodeScalars.first!))) * 2048 / CGFloat(face.unitsPerEm)
    }

    @Test func aBoldColonBesideADigitTakesTheFacesAdvance() {
        let bold = Font.systemFont(ofSize: 17, weight: .bold)
        let colon = units(":", weight: .bold)
        #expect(abs(colon - 609) < 0.5 && abs(units("0", weight: .bold) - 1409) < 0.5)
        // The colon after a digit is narrower than the colon alone by its ×0.12:
        // 609 × 1.026 × 0.12 × 17 / 2048 = 0.622 pt.
        let alone = bold.width(of: ":")
        let besideDigit = bold.width(of: "0:") - bold.width(of: "0")
        #expect(abs((alone - besideDigit) - colon * 1.026 * 0.12 * 17 / 2048) < 0.01, "\(alone) \(besideDigit)")
        // After a letter it keeps the period's factor, as at regular weight beside a digit.
        #expect(abs((bold.width(of: "a:") - bold.width(of: "a")) - alone) < 0.01)
        let regular = Font.systemFont(ofSize: 17)
        #expect(abs((regular.width(of: "0:") - regular.width(of: "0")) - regular.width(of: ":")) < 0.01)
    }

    @Test func aBoldLabelOfATimeIsStoredAtTheFacesColon() throws {
        let font = #"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#
        let text = canvasLabelXib(text: "00:00", storedWidth: "51.5", font: font)
        let label = try #require(try compareLayout(text).0.view("label"))
        #expect(label.frame.size == CGSize(width: 51.5, height: 20.5))
        #expect(label.agrees == true)
    }
}
