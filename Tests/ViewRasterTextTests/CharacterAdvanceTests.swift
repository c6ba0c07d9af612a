import Testing
import Foundation
@testable import ViewRasterText

/// Per-character factors of the fitted system-font advances (`FittedAdvances.characterScales`,
/// docs/system-font-metrics.md): a factor moves its own character's advance and no other's,
/// and the shaper finds each glyph's character from its cluster in the UTF-8 text.
@Suite struct CharacterAdvanceTests {
    static let advances = FittedAdvances(
        weightScales: [(400, 0.99), (700, 1.03)], displayRatios: [(400, 0.9)],
        rampFromSize: 17, rampFullSize: 28, characterScales: [0x2E: 1.1])

    @Test func aCharacterFactorMovesOnlyItsCharacter() {
        let a = Self.advances
        let plain = a.advanceUnits(faceUnits: 600, weight: 400, size: 15)
        #expect(abs(plain - 600 * 0.99) < 1e-9)
        #expect(abs(a.advanceUnits(faceUnits: 600, weight: 400, size: 15, scalar: 0x2E) - plain * 1.1) < 1e-9)
        #expect(a.advanceUnits(faceUnits: 600, weight: 400, size: 15, scalar: 0x41) == plain)
        // The factor applies on top of the weight's scale and the optical size's ratio.
        let display = a.advanceUnits(faceUnits: 600, weight: 700, size: 28, scalar: 0x2E)
        #expect(abs(display - 600 * 1.03 * 0.9 * 1.1) < 1e-9)
    }

    @Test func theColonTakesThePeriodsFactorUnlessItHasItsOwn() {
        let a = Self.advances
        let plain = a.advanceUnits(faceUnits: 564, weight: 400, size: 15)
        #expect(abs(a.advanceUnits(faceUnits: 564, weight: 400, size: 15, scalar: 0x3A) - plain * 1.1) < 1e-9)
        // The semicolon shares nothing: its own advance, scaled by weight alone.
        #expect(a.advanceUnits(faceUnits: 564, weight: 400, size: 15, scalar: 0x3B) == plain)
        var own = a
        own.characterScales[0x3A] = 1.05
        #expect(abs(own.advanceUnits(faceUnits: 564, weight: 400, size: 15, scalar: 0x3A) - plain * 1.05) < 1e-9)
        // Without a period factor the colon has none either.
        var none = a
        none.characterScales = [:]
        #expect(none.advanceUnits(faceUnits: 564, weight: 400, size: 15, scalar: 0x3A) == plain)
    }

    @Test func glyphsFindTheirCharacterFromTheirCluster() {
        let utf8 = Array("aé€😀".utf8)
        #expect(Font.scalar(inUTF8: utf8, at: 0) == 0x61)
        #expect(Font.scalar(inUTF8: utf8, at: 1) == 0xE9)
        #expect(Font.scalar(inUTF8: utf8, at: 3) == 0x20AC)
        #expect(Font.scalar(inUTF8: utf8, at: 6) == 0x1F600)
        // Not the start of a character, or outside the text: no character, so no factor.
        #expect(Font.scalar(inUTF8: utf8, at: 2) == nil)
        #expect(Font.scalar(inUTF8: utf8, at: utf8.count) == nil)
        #expect(Font.scalar(inUTF8: Array("€".utf8.dropLast()), at: 0) == nil)
    }
}
