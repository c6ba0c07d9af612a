import Foundation
import ViewRasterViews

/// A display list that shows the text stack at a glance: sizes 9–34, the bundled weights and
/// families, alignments, wrapping, truncation, kerning, awkward input and rotated text.
/// Rendered into `Snapshots/Text/sampler.png` as the text reference.
public enum TextSampler {
    /// The sampler page: a 375 pt wide display list at `scale` (default 2).
    public static func displayList(scale: CGFloat = 2) -> DisplayList {
        let width: CGFloat = 375
        var ops: [DisplayOp] = []
        var y: CGFloat = 8
        let ink = Color(white: 0.1)
        let frameColor = Color(red: 0.85, green: 0.3, blue: 0.3)

        func label(_ layout: TextLayout, _ rect: CGRect, color: Color = ink, outline: Bool = false) {
            if outline { ops.append(.fill(frame(rect), frameColor, .evenodd)) }
            ops.append(contentsOf: layout.draw(in: rect, color: color).map { DisplayOp.glyphs($0) })
        }
        func line(_ text: String, _ font: Font, color: Color = ink) {
            let h = font.lineHeight.rounded(.up)
            label(TextLayout(text: text, font: font), CGRect(x: 8, y: y, width: width - 16, height: h), color: color)
            y += h + 2
        }

        for size: CGFloat in [9, 10, 11, 12, 13, 15, 17, 20, 22, 28, 34] {
            line("\(Int(size))pt Sphinx of black quartz, judge my vow", .systemFont(ofSize: size))
        }
        y += 6
        let weights: [(String, Font.Weight)] = [("Regular", .regular), ("Medium", .medium), ("Semibold", .semibold), ("Bold", .bold)]
        for (name, w) in weights { line("Inter \(name) 17 — Hamburgefonstiv 0123", .systemFont(ofSize: 17, weight: w)) }
        line("Inter Italic 17 — Hamburgefonstiv 0123", .italicSystemFont(ofSize: 17))
        for name in ["Roboto-Regular", "Roboto-Medium", "Roboto-Bold", "Roboto-Italic", "RobotoCondensed-Regular", "RobotoCondensed-Bold"] {
            line("\(name) 15 — The five boxing wizards", Font(name: name, size: 15), color: .systemBlue)
        }
        line("AVATAR Tower Wave", .boldSystemFont(ofSize: 34))
        y += 6

        // Alignments: four wrapped boxes.
        let body = "Wrapped text flows at spaces; an extraordinarilylongunbreakableword breaks by characters."
        let boxW: CGFloat = (width - 24) / 2, boxH: CGFloat = 84
        let alignments: [TextAlignment] = [.left, .center, .right, .justified]
        for (i, a) in alignments.enumerated() {
            let rect = CGRect(x: 8 + CGFloat(i % 2) * (boxW + 8), y: y + CGFloat(i / 2) * (boxH + 8), width: boxW, height: boxH)
            label(TextLayout(text: body, font: .systemFont(ofSize: 13), numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: a),
                  rect, outline: true)
        }
        y += 2 * (boxH + 8) + 4

        // Truncation, one line each, and a two-line tail truncation.
        let long = "Truncation keeps the start, the end or both ends of a long line of text"
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
            let rect = CGRect(x: 8, y: y, width: 240, height: 20)
            // A label cuts what passes its edges (`.byClipping` does not truncate).
            if mode == .byClipping { ops.append(.save); ops.append(.clip(Path(rect: rect))) }
            label(TextLayout(text: long, font: .systemFont(ofSize: 15), numberOfLines: 1, lineBreakMode: mode), rect, outline: true)
            if mode == .byClipping { ops.append(.restore) }
            y += 24
        }
        let twoLines = CGRect(x: 8, y: y, width: 240, height: 40)
        label(TextLayout(text: long + " that wraps twice before it is cut", font: .preferredFont(forTextStyle: .footnote),
                         numberOfLines: 2, lineBreakMode: .byTruncatingTail), twoLines, outline: true)
        y += 46

        // Attributed runs and awkward input.
        let runs = [AttributedRun(text: "Mixed ", font: .systemFont(ofSize: 13)),
                    AttributedRun(text: "bold ", font: .boldSystemFont(ofSize: 17), color: .systemBlue),
                    AttributedRun(text: "and Roboto", font: Font(name: "Roboto-Italic", size: 15), color: Color(red: 0.8, green: 0.2, blue: 0.1))]
        label(TextLayout(runs: runs), CGRect(x: 8, y: y, width: width - 16, height: 24))
        y += 26
        line("Combining: e\u{301} a\u{308} n\u{303} — emoji: 😀👍🏽🇯🇵 — missing: \u{10FFFD}", .systemFont(ofSize: 15))
        // Fallback faces per character, in visual order (the Hebrew and Arabic read right to left).
        line("ไทย 中文 日本語 한국어 नमस्ते שלום مرحبا", .systemFont(ofSize: 15))
        y += 4

        // Rotated and skewed text is filled from outlines.
        let rotated = TextLayout(text: "Rotated 15°", font: .systemFont(ofSize: 20, weight: .semibold))
        ops.append(.save)
        ops.append(.concat(CGAffineTransform(translationX: 40, y: y).rotated(by: 15 * .pi / 180)))
        label(rotated, CGRect(x: 0, y: 0, width: 200, height: 26))
        ops.append(.restore)
        ops.append(.save)
        ops.append(.concat(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 230, ty: y)))
        label(TextLayout(text: "Skewed", font: .boldSystemFont(ofSize: 22)), CGRect(x: 0, y: 0, width: 120, height: 28))
        ops.append(.restore)
        y += 90

        return DisplayList(width: width, height: y.rounded(.up), scale: scale, background: .white, ops: ops)
    }

    /// A 1-point frame around `r` (even-odd: outer minus inner rectangle).
    private static func frame(_ r: CGRect) -> Path {
        var p = Path()
        for rect in [r, r.insetBy(dx: 1, dy: 1)] {
            p.move(to: CGPoint(x: rect.minX, y: rect.minY)); p.line(to: CGPoint(x: rect.maxX, y: rect.minY))
            p.line(to: CGPoint(x: rect.maxX, y: rect.maxY)); p.line(to: CGPoint(x: rect.minX, y: rect.maxY)); p.close()
        }
        return p
    }
}
