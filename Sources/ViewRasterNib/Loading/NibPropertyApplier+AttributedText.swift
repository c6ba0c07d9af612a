import Foundation
import ViewRasterViews

/// A xib's `<attributedString>` as attributed runs.
extension NibPropertyApplier {
    /// `<paragraphStyle lineBreakMode>` spellings.
    static let paragraphLineBreaks: [String: LineBreakMode] = [
        "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
        "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail, "truncatingMiddle": .byTruncatingMiddle,
    ]

    /// Attributed runs: each fragment's font (else the view's), colors, kern, underline,
    /// strikethrough and paragraph style. Spacing and indents are clamped to ±10 000 pt.
    func runs(_ s: NibAttributedString, defaultFont: Font) -> [AttributedRun] {
        s.runs.map { r in
            var run = AttributedRun(text: r.text, font: r.font?.font ?? defaultFont, color: r.color?.viewColor)
            run.backgroundColor = r.backgroundColor?.viewColor
            run.kern = CGFloat(Self.clamped(r.kern ?? 0))
            run.underlineStyle = UnderlineStyle(rawValue: r.underlineStyle ?? 0)
            run.underlineColor = r.underlineColor?.viewColor
            run.strikethroughStyle = UnderlineStyle(rawValue: r.strikethroughStyle ?? 0)
            run.strikethroughColor = r.strikethroughColor?.viewColor
            if r.paragraphStyle != nil || r.alignment != nil || r.lineBreakMode != nil {
                run.paragraph = paragraph(r)
            }
            return run
        }
    }

    private func paragraph(_ r: NibTextRun) -> ParagraphAttributes {
        var p = ParagraphAttributes()
        if let a = alignment(r.alignment) { p.alignment = a }
        if let name = r.lineBreakMode {
            if let m = Self.paragraphLineBreaks[name] { p.lineBreakMode = m }
            else { warn("unknown paragraph lineBreakMode \"\(name)\"") }
        }
        guard let s = r.paragraphStyle else { return p }
        p.lineSpacing = CGFloat(Self.clamped(s.lineSpacing))
        p.paragraphSpacing = CGFloat(Self.clamped(s.paragraphSpacing))
        p.paragraphSpacingBefore = CGFloat(Self.clamped(s.paragraphSpacingBefore))
        p.lineHeightMultiple = CGFloat(min(max(s.lineHeightMultiple, 0), 100))
        p.minimumLineHeight = CGFloat(Self.clamped(s.minimumLineHeight))
        p.maximumLineHeight = CGFloat(Self.clamped(s.maximumLineHeight))
        p.firstLineHeadIndent = CGFloat(Self.clamped(s.firstLineHeadIndent))
        p.headIndent = CGFloat(Self.clamped(s.headIndent))
        p.tailIndent = CGFloat(Self.clamped(s.tailIndent))
        return p
    }

    static func clamped(_ v: Double) -> Double { min(max(v, -10_000), 10_000) }
}
