import Testing
import Foundation
import ViewRasterText

/// A paragraph's trailing spaces count in a label's size (UIKit's used rect keeps them; IB
/// stores "To: " a space wider than "To:"), while spaces where a line wraps hang outside it.
@Suite struct TrailingSpaceWidthTests {
    let font = Font.systemFont(ofSize: 17)

    func oneLine(_ text: String) -> TextFrame {
        TextLayout(text: text, font: font, numberOfLines: 1).frame(width: nil)
    }

    @Test func aTrailingSpaceWidensTheLineByItsAdvance() {
        let bare = oneLine("To:").size.width
        let spaced = oneLine("To: ").size.width
        // The space's own advance: what it adds between two words ("To: x" less "To:x").
        let space = oneLine("To: x").size.width - oneLine("To:x").size.width
        #expect(space > 3)
        #expect(abs(spaced - bare - space) < 0.01)
        // Two spaces, two advances.
        #expect(abs(oneLine("To:  ").size.width - bare - 2 * space) < 0.01)
    }

    @Test func theKerningIntoATrailingSpaceCounts() {
        // Inter Bold kerns a period into a space by −96 of its 2816 units (−0.58 pt at 17 pt), and
        // UIKit shapes the paragraph whole, so "Done. " is "Done." plus the space less the kerning —
        // not the space shaped alone, which the line used to add.
        let bold = Font.systemFont(ofSize: 17, weight: .bold)
        let line = TextLayout(text: "Done. ", font: bold, numberOfLines: 1).frame(width: nil)
        let kern = -96 * 17 / CGFloat(bold.face.unitsPerEm)
        #expect(bold.face.unitsPerEm == 2816)
        #expect(abs(bold.width(of: ". ") - bold.width(of: ".") - bold.width(of: " ") - kern) < 1e-6)
        #expect(abs(line.lines[0].trailingSpaceWidth - (bold.width(of: " ") + kern)) < 1e-6)
        #expect(abs(line.size.width - bold.width(of: "Done. ")) < 1e-6)
        #expect(abs(line.lines[0].width - bold.width(of: "Done.")) < 1e-6)
    }

    @Test func aSpaceOnlyLabelHasTheSpacesWidth() {
        let space = oneLine("a b").size.width - oneLine("ab").size.width
        #expect(abs(oneLine(" ").size.width - space) < 0.01)
        #expect(oneLine(" ").usedSize(scale: 2).width > 0)
    }

    @Test func theSpaceIsNotDrawnOrAligned() {
        // The visible line is the same text and width with or without the space.
        let bare = oneLine("To:").lines[0], spaced = oneLine("To: ").lines[0]
        #expect(spaced.text == bare.text)
        #expect(spaced.width == bare.width)
        #expect(spaced.trailingSpaceWidth > 0 && bare.trailingSpaceWidth == 0)
    }

    @Test func spacesAtAWrapStillHang() {
        // "hello world" wrapped at 60 pt: the space after "hello" hangs, so the first line is as
        // wide as "hello" alone and the frame as wide as its widest line.
        let wrapped = TextLayout(text: "hello world", font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping).frame(width: 60)
        #expect(wrapped.lines.map(\.text) == ["hello", "world"])
        #expect(wrapped.lines[0].trailingSpaceWidth == 0)
        let widest = max(oneLine("hello").size.width, oneLine("world").size.width)
        #expect(abs(wrapped.size.width - widest) < 0.01)
    }

    @Test func aTruncatedLineDropsItsTrailingSpace() {
        let t = TextLayout(text: "A long line of text ", font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: 60)
        #expect(t.isTruncated)
        #expect(t.lines[0].trailingSpaceWidth == 0)
        #expect(t.size.width <= 60)
    }
}
