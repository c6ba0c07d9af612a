import Foundation

/// Multi-line text (UITextView), drawn but not editable: text from the top-left inside the
/// text container inset (8 pt top and bottom, 5 pt line fragment padding).
@MainActor
open class TextView: View {
    public var text: String?
    public var font: Font = .systemFont(ofSize: 14)
    public var textColor: Color? = .label
    public var textAlignment: TextAlignment = .natural
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    public override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .white }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func drawContent(_ recorder: DisplayRecorder) {
        guard let t = text, !t.isEmpty else { return }
        let rect = bounds.inset(by: textContainerInset).insetBy(dx: 5, dy: 0)
        let l = TextLayout(text: t, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: textAlignment)
        let f = l.frame(width: rect.width, maxHeight: rect.height)
        for run in f.glyphRuns(origin: rect.origin, color: textColor ?? .black) { recorder.glyphs(run) }
    }
}
