import Testing
import Foundation
@testable import ViewRasterText

/// A letter with marks that an iOS face's advance table lacks ("ề", "ạ") measures as its base
/// letter, as the face's own composite glyph does (`IOSFamilyAdvances+BaseLetter.swift`;
/// docs/system-font-metrics.md, "Set AV (session 50, textAV)"). Widths by hand from Linotype's
/// Helvetica Neue (1000 units per em: e 537, a 537, s 500) and the stand-in Liberation Sans (2048
/// units: "ư" 1371, "đ" 1139), no kerning pair in these texts.
@Suite struct BaseLetterAdvanceTests {
    /// The one-line width of `text` in `font`, unrounded.
    func width(_ text: String, _ font: Font) -> CGFloat {
        TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: nil).size.width
    }

    /// Vietnamese "ề" (U+1EC1), "ạ" (U+1EA1) and Turkish "ş" (U+015F) at 12 pt in Helvetica Neue:
    /// ten of each are 10 × 537, 10 × 537 and 10 × 500 units × 12 / 1000 = 64.44, 64.44 and 60 pt,
    /// the base letters' widths; the stand-in's own advance (1139 of 2048 units: 66.74 pt for ten)
    /// was what they took before.
    @Test func marksAboveAndBelowTakeTheBaseLetter() {
        let font = Font(name: "HelveticaNeue", size: 12)
        #expect(abs(width(String(repeating: "ề", count: 10), font) - 64.44) < 0.001)
        #expect(abs(width(String(repeating: "ạ", count: 10), font) - 64.44) < 0.001)
        #expect(abs(width(String(repeating: "ş", count: 10), font) - 60) < 0.001)
        #expect(abs(width(String(repeating: "e", count: 10), font) - 64.44) < 0.001)
    }

    /// The horn widens a letter in every face read, and "đ" has no decomposition: both keep the
    /// stand-in's advance (10 × 1371 × 12 / 2048 = 80.332 pt; 10 × 1139 × 12 / 2048 = 66.738).
    @Test func hornAndBarKeepTheStandIn() {
        let font = Font(name: "HelveticaNeue", size: 12)
        #expect(abs(width(String(repeating: "ư", count: 10), font) - 13710 * 12 / 2048.0) < 0.001)
        #expect(abs(width(String(repeating: "đ", count: 10), font) - 11390 * 12 / 2048.0) < 0.001)
    }

    /// The base letters by canonical decomposition, and the kinds left out.
    @Test func baseLetters() {
        #expect(IOSFamilyAdvances.baseLetter(of: 0x1EC1) == 0x65)  // ề → e
        #expect(IOSFamilyAdvances.baseLetter(of: 0x1EA0) == 0x41)  // Ạ → A
        #expect(IOSFamilyAdvances.baseLetter(of: 0x15F) == 0x73)   // ş → s
        #expect(IOSFamilyAdvances.baseLetter(of: 0x103) == 0x61)   // ă → a
        #expect(IOSFamilyAdvances.baseLetter(of: 0x1B0) == nil)    // ư: horn
        #expect(IOSFamilyAdvances.baseLetter(of: 0x1EE9) == nil)   // ứ: horn and acute
        #expect(IOSFamilyAdvances.baseLetter(of: 0x10F) == nil)    // ď: the caron beside the stem
        #expect(IOSFamilyAdvances.baseLetter(of: 0x10D) == 0x63)   // č: a caron above
        #expect(IOSFamilyAdvances.baseLetter(of: 0x129) == nil)    // ĩ: a mark on i
        #expect(IOSFamilyAdvances.baseLetter(of: 0x111) == nil)    // đ: no decomposition
        #expect(IOSFamilyAdvances.baseLetter(of: 0xE9) == nil)     // é: Latin-1, in every table
        #expect(IOSFamilyAdvances.baseLetter(of: 0x4E00) == nil)   // 一
    }

    /// The tables' own characters are unchanged: Helvetica Neue's "é" (Latin-1) is its own 537.
    @Test func ownCharactersUnchanged() {
        #expect(IOSFamilyAdvances.helveticaNeueRegular.advanceUnits(of: 0xE9) == 537)
        #expect(IOSFamilyAdvances.helveticaNeueRegular.advanceUnits(of: 0x1EC1) == 537)
        #expect(IOSFamilyAdvances.helveticaNeueRegular.advanceUnits(of: 0x1B0) == nil)
    }
}
