import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// SF UI Display asked for by name ("SFUIDisplay-Medium") measures with the advances of its own
/// 2015 font file (version 11.0d44e2: `hmtx` through `cmap`, 2,048 units per em), one optical size
/// at every point size and untracked, the drawing face's kerning kept: what Interface Builder
/// stores for the labels of the repositories that ship the file (docs/system-font-metrics.md,
/// "Set AS (session 46, textAS)"). Each expected width is the sum of the file's advances, by hand,
/// plus the kerning SF Pro Display's measure of the same text has (its width less its letters').
@Suite struct SFUIDisplayAdvanceTests {
    /// The kerning of `text` in SF Pro Display's measure at `weight` and `size`: the text's width
    /// less the sum of its characters' widths one by one.
    func kerning(_ text: String, weight: String, size: CGFloat) -> CGFloat {
        let pro = Font(name: "SFProDisplay-\(weight)", size: size)
        return pro.width(of: text) - text.reduce(CGFloat(0)) { $0 + pro.width(of: String($1)) }
    }

    @Test func lettersDigitsAndMarksAreTheFilesAdvances() {
        // Regular: "H" 1,432, "n" 1,115, "/" 590 (not the system font's slash factor), " " 490.
        for (text, units) in [("H", 1432.0), ("n", 1115), ("/", 590), (" ", 490), ("é", 1084)] as [(String, CGFloat)] {
            let width = Font(name: "SFUIDisplay-Regular", size: 28).width(of: text)
            #expect(abs(width - units * 28 / 2048) < 1e-9, "\(text): \(width)")
        }
        // The same units at a text size: a static face has one optical size.
        #expect(abs(Font(name: "SFUIDisplay-Regular", size: 12).width(of: "n") - 1115 * 12 / 2048) < 1e-9)
        // Bold "0" 1,333; Semibold "C" 1,439; Black and Ultralight from their own tables.
        #expect(abs(Font(name: "SFUIDisplay-Bold", size: 20).width(of: "0") - 1333 * 20 / 2048) < 1e-9)
        #expect(abs(Font(name: "SFUIDisplay-Semibold", size: 20).width(of: "C") - 1439 * 20 / 2048) < 1e-9)
        // The currency signs are the file's too: bold "₹" 1,326 units (MovieWood's "₹ 94.60", where
        // the drawing face's rupee had left the label 2 pt narrow).
        #expect(abs(Font(name: "SFUIDisplay-Bold", size: 16).width(of: "₹") - 1326 * 16 / 2048) < 1e-9)
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 900).advanceUnits(of: 0x48) != nil)
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 100).advanceUnits(of: 0x20) == 381)
    }

    @Test func aWeightTakesTheNearestTable() {
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 400).name == "SFUIDisplay-Regular")
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 440).name == "SFUIDisplay-Regular")
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 450).name == "SFUIDisplay-Medium")
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 600).name == "SFUIDisplay-Semibold")
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 0).name == "SFUIDisplay-Ultralight")
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 1000).name == "SFUIDisplay-Black")
        // The name's weight chooses: "SFUIDisplay-Heavy"'s "H" is Heavy's 1,527 units.
        #expect(IOSFamilyAdvances.sfUIDisplay(weight: 800).advanceUnits(of: 0x48) == 1527)
        #expect(abs(Font(name: "SFUIDisplay-Heavy", size: 10).width(of: "H") - 1527 * 10 / 2048) < 1e-9)
    }

    @Test func labelsAsInterfaceBuilderStoresThem() {
        // Set AS's MovieWood (Xcode 13, SF UI Display files of 2015 in the app). Medium 13 pt
        // "Male" on an @2x canvas: (1,726 + 1,092 + 457 + 1,113) × 13 / 2,048 = 27.854 plus the
        // kerning, 28 as IB stores it; SF Pro Display's end gives 27 (session 41's capitals 27.5).
        let male = Font(name: "SFUIDisplay-Medium", size: 13)
        let maleWidth = 4388.0 * 13 / 2048 + kerning("Male", weight: "Medium", size: 13)
        #expect(abs(male.width(of: "Male") - maleWidth) < 1e-9)
        #expect(TextLayout(text: "Male", font: male).intrinsicSize(scale: 2).width == 28)
        #expect(TextLayout(text: "Male", font: Font(name: "SFProDisplay-Medium", size: 13)).intrinsicSize(scale: 2).width == 27)
        // Semibold 17 pt "Cast" at @3x: (1,439 + 1,116 + 1,044 + 702) × 17 / 2,048 = 35.702, 36 (IB's).
        let cast = Font(name: "SFUIDisplay-Semibold", size: 17)
        #expect(abs(cast.width(of: "Cast") - (4301.0 * 17 / 2048 + kerning("Cast", weight: "Semibold", size: 17))) < 1e-9)
        #expect(TextLayout(text: "Cast", font: cast).intrinsicSize(scale: 3).width == 36)
        // Set AS's nanakchandra1 (Xcode 9, the 2015 release's files in the app): regular "Label" at
        // @2x, (1,074 + 1,062 + 1,173 + 1,084 + 430) = 4,823 units: 14 pt 32.970 plus the kerning,
        // 33 as IB stores it (SF Pro Display's end: 32.5); 15 pt 35.325, 35.5 (IB's; before 35).
        for (size, stored) in [(14.0, 33.0), (15.0, 35.5)] as [(CGFloat, CGFloat)] {
            let label = Font(name: "SFUIDisplay-Regular", size: size)
            #expect(abs(label.width(of: "Label") - (4823 * size / 2048 + kerning("Label", weight: "Regular", size: size))) < 1e-9)
            #expect(TextLayout(text: "Label", font: label).intrinsicSize(scale: 2).width == stored)
        }
        // Set AM's MaidMe (Xcode 8, whole points): 14 pt "Card Number", 11,933 units = 81.573 plus
        // the kerning, 82 as IB stores it (the capitals alone had given 80).
        let card = Font(name: "SFUIDisplay-Regular", size: 14)
        #expect(abs(card.width(of: "Card Number") - (11933.0 * 14 / 2048 + kerning("Card Number", weight: "Regular", size: 14))) < 1e-9)
        #expect(TextLayout(text: "Card Number", font: card).intrinsicSize(scale: 1).width == 82)
    }
}
