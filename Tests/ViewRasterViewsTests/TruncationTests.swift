import Testing
import Foundation
@testable import ViewRasterViews

/// What a title or label that does not fit draws: UIButton's `titleLabel.lineBreakMode` is
/// `.byTruncatingMiddle` ("B…n"), UILabel's `.byTruncatingTail` ("Bu…").
@MainActor
struct TruncationTests {
    /// The glyph ids drawn by `view` (laid out at its frame).
    func glyphIDs(_ view: View) -> [UInt32] {
        view.displayList(scale: 2).ops.flatMap { op -> [UInt32] in
            if case .glyphs(let run) = op { return run.glyphs.map(\.id) }
            return []
        }
    }
    /// The glyph ids `text` shapes to in `font`, untruncated.
    func glyphIDs(_ text: String, _ font: Font) -> [UInt32] {
        TextLayout(text: text, font: font).frame(width: nil).glyphRuns(origin: .zero, color: .black)
            .flatMap { $0.glyphs.map(\.id) }
    }

    @Test func buttonTitlesTruncateInTheMiddle() {
        for type in [Button.ButtonType.system, .custom] {
            let button = Button(type: type)
            #expect(button.titleLabel.lineBreakMode == .byTruncatingMiddle)
            button.setTitle("Button", for: .normal)
            let font = button.titleLabel.font
            // Wide enough for "B…n" but not for "Bu…n" nor the whole title.
            let width = TextLayout.titleSize("B…n", font: font).width + 1
            #expect(width < TextLayout.titleSize("Bu…n", font: font).width)
            button.frame = CGRect(x: 0, y: 0, width: width, height: 30)
            #expect(glyphIDs(button) == glyphIDs("B…n", font), "\(type)")
        }
    }

    @Test func labelsTruncateAtTheTail() {
        let label = Label()
        #expect(label.lineBreakMode == .byTruncatingTail)
        label.text = "Button"
        let width = TextLayout.titleSize("Bu…", font: label.font).width + 1
        #expect(width < TextLayout.titleSize("But…", font: label.font).width)
        label.frame = CGRect(x: 0, y: 0, width: width, height: 30)
        #expect(glyphIDs(label) == glyphIDs("Bu…", label.font))
    }

    @Test func labelsTruncateAtTheHeadWhenAsked() {
        let label = Label()
        label.lineBreakMode = .byTruncatingHead
        label.text = "Button"
        let width = TextLayout.titleSize("…on", font: label.font).width + 1
        #expect(width < TextLayout.titleSize("…ton", font: label.font).width)
        label.frame = CGRect(x: 0, y: 0, width: width, height: 30)
        #expect(glyphIDs(label) == glyphIDs("…on", label.font))
    }

    /// The characters each mode keeps of a title at one width: the line's text, as drawn.
    @Test(arguments: [(LineBreakMode.byTruncatingMiddle, "B…n"), (.byTruncatingTail, "Bu…"), (.byTruncatingHead, "…on")])
    func theLineKeepsTheCharactersOfItsMode(_ mode: LineBreakMode, _ shown: String) {
        let font = Font.systemFont(ofSize: 15)
        let width = max(TextLayout.titleSize("B…n", font: font).width, TextLayout.titleSize("Bu…", font: font).width,
                        TextLayout.titleSize("…on", font: font).width) + 0.5
        #expect(width < TextLayout.titleSize("Bu…n", font: font).width)
        let frame = TextLayout(text: "Button", font: font, lineBreakMode: mode).frame(width: width)
        #expect(frame.lines.map(\.text) == [shown])
    }
}
