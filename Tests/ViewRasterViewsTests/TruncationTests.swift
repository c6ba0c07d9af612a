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
}
