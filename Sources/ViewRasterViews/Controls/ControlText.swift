import Foundation

/// One line of a control's own text (a stepper's, a picker's row, a search field's
/// placeholder), laid out and recorded in one call.
@MainActor
enum ControlText {
    /// Records `text` on one line in `rect` (vertically centred, truncated at the tail).
    static func draw(_ text: String, font: Font, color: Color, in rect: CGRect,
                     alignment: TextAlignment = .center, recorder: DisplayRecorder) {
        guard !text.isEmpty, rect.width > 0, rect.height > 0 else { return }
        let layout = TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: alignment)
        for run in layout.draw(in: rect, color: color) { recorder.glyphs(run) }
    }

    /// The width `text` takes on one line in `font`, rounded up.
    static func width(_ text: String, font: Font) -> CGFloat {
        text.isEmpty ? 0 : TextLayout.titleSize(text, font: font).width
    }
}
