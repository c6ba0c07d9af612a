import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText

@Suite struct BidiTests {
    let font = Font.systemFont(ofSize: 17)

    /// The glyph positions of `text` drawn in a `width`-point box, per font.
    func runs(_ text: String, width: CGFloat = 300, alignment: TextAlignment = .natural) -> [GlyphRun] {
        TextLayout(text: text, font: font, alignment: alignment).draw(in: CGRect(x: 0, y: 0, width: width, height: 40))
    }

    @Test func hebrewInLeftToRightTextReadsRightToLeft() throws {
        let drawn = runs("abc שלום")
        let hebrew = try #require(drawn.first { $0.fontPath.contains("Hebrew") })
        let latin = try #require(drawn.first { $0.fontPath.contains("Inter") })
        let face = try FontRegistry.shared.face(atPath: hebrew.fontPath)
        // Logical order ש ל ו ם: drawn right to left, so x falls from the first letter to the last.
        let xs = ["ש", "ל", "ו", "ם"].map { ch in hebrew.glyphs.first { $0.id == face.glyph(for: ch.unicodeScalars.first!) }!.x }
        #expect(xs[0] > xs[1] && xs[1] > xs[2] && xs[2] > xs[3])
        // A left-to-right paragraph (first strong letter is Latin): "abc" on the left, at x = 0.
        #expect(latin.glyphs[0].x == 0)
        #expect(latin.glyphs.map(\.x).max()! < xs[3])
    }

    @Test func rightToLeftParagraphIsRightAlignedWhenNatural() throws {
        let layout = TextLayout(text: "שלום abc", font: font)
        let frame = layout.frame(width: 300)
        let line = try #require(frame.lines.first)
        #expect(line.isRightToLeft)
        #expect(abs(line.x - (300 - line.width)) < 0.001)
        // Visually: "abc" (the last logical word) on the left, the Hebrew on the right.
        let drawn = runs("שלום abc")
        let latin = try #require(drawn.first { $0.fontPath.contains("Inter") && $0.glyphs.count >= 3 })
        let hebrew = try #require(drawn.first { $0.fontPath.contains("Hebrew") })
        #expect(latin.glyphs.map(\.x).max()! < hebrew.glyphs.map(\.x).min()!)
        // The line ends at the right edge of the box.
        #expect(abs(line.x + line.width - 300) < 0.001)
        // .left stays on the left, even for a right-to-left paragraph.
        #expect(TextLayout(text: "שלום abc", font: font, alignment: .left).frame(width: 300).lines[0].x == 0)
    }

    @Test func leftToRightParagraphStaysLeftWhenNatural() {
        #expect(TextLayout(text: "abc שלום", font: font).frame(width: 300).lines[0].x == 0)
    }

    @Test func arabicJoinsAndReadsRightToLeft() throws {
        let seg = try #require(segments("سلام").first)
        // Shaped right to left: glyphs come out in visual order, so clusters fall left to right.
        let clusters = seg.glyphs.map(\.cluster)
        #expect(clusters == clusters.sorted(by: >))
        // Joining forms: the initial form of س differs from its isolated form.
        let isolated = try #require(segments("س").first).glyphs[0].id
        #expect(seg.glyphs.last!.id != isolated)
    }

    @Test func numbersInRightToLeftTextKeepTheirOrder() throws {
        // "שנה 2024": the digits stay left to right inside the right-to-left line.
        let drawn = runs("שנה 2024")
        let inter = try #require(drawn.first { $0.fontPath.contains("Inter") && $0.glyphs.count >= 4 })
        let face = try FontRegistry.shared.face(atPath: inter.fontPath)
        let two = face.glyph(for: "2"), four = face.glyph(for: "4")
        let xs = inter.glyphs.filter { $0.id == two || $0.id == four }
        #expect(xs.count == 3)
        #expect(xs.first!.id == two && xs.last!.id == four)
    }

    @Test func visualOrderReversesOddRuns() {
        #expect(BidiParagraph.visualOrder(levels: [0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(BidiParagraph.visualOrder(levels: [1, 2, 1]) == [2, 1, 0])
        #expect(BidiParagraph.visualOrder(levels: [0, 0]) == [0, 1])
    }

    @Test func paragraphDirectionComesFromTheFirstStrongCharacter() {
        #expect(BidiParagraph(Array("123 שלום abc".unicodeScalars.map(\.value))).isRightToLeft)
        #expect(!BidiParagraph(Array("abc שלום".unicodeScalars.map(\.value))).isRightToLeft)
        #expect(!BidiParagraph(Array("123".unicodeScalars.map(\.value))).isRightToLeft)
    }

    @Test func truncatedRightToLeftLineKeepsTheEllipsisAtItsEnd() throws {
        let layout = TextLayout(text: "שלום עולם שלום עולם שלום עולם", font: font, numberOfLines: 1)
        let line = try #require(layout.frame(width: 100).lines.first)
        #expect(line.isTruncated)
        #expect(line.text.hasSuffix("…"))
        // In a right-to-left line the ellipsis (the logical end) is drawn leftmost.
        let first = try #require(line.segments.first)
        let face = first.font.face
        #expect(first.glyphs.first?.id == face.glyph(for: "\u{2026}"))
    }
}
