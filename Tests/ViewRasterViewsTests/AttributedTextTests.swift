import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering

/// `attributedText` written as for UIKit (Foundation's `NSAttributedString` with UIKit's keys,
/// `ParagraphStyle` as NSParagraphStyle): per-run fonts, colors, kern, underline,
/// strikethrough, backgrounds and paragraph styles, as UILabel draws them.
@MainActor
struct AttributedTextTests {
    let font = Font.systemFont(ofSize: 20)

    func glyphRuns(_ view: View) -> [GlyphRun] {
        view.displayList(scale: 1).ops.compactMap { op -> GlyphRun? in
            if case .glyphs(let run) = op { return run }
            return nil
        }
    }
    func fills(_ view: View) -> [(CGRect, Color)] {
        view.displayList(scale: 1).ops.compactMap { op -> (CGRect, Color)? in
            if case .fill(let path, let color, _) = op { return (path.controlBounds, color) }
            return nil
        }
    }
    func label(_ s: NSAttributedString, width: CGFloat = 300, height: CGFloat = 60, lines: Int = 1) -> Label {
        let l = Label(frame: CGRect(x: 0, y: 0, width: width, height: height))
        l.numberOfLines = lines
        l.attributedText = s
        return l
    }

    @Test func codeWrittenForUIKitSetsRunsAndTheLabelsProperties() throws {
        let style = MutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        let s = NSMutableAttributedString(string: "Hello world", attributes: [.font: font, .paragraphStyle: style])
        s.addAttribute(.foregroundColor, value: Color.red, range: NSRange(location: 6, length: 5))
        let l = label(s)
        // UILabel takes its text, font, alignment and line break mode from the string's start.
        #expect(l.text == "Hello world" && l.font == font)
        #expect(l.textAlignment == .center && l.lineBreakMode == .byTruncatingMiddle)
        let runs = glyphRuns(l)
        #expect(runs.count == 2)
        #expect(runs.map { $0.glyphs.map(\.id) } == [font.shape("Hello ").map(\.id), font.shape("world").map(\.id)])
        #expect(runs[0].color == Color.black && runs[1].color == .red)
        // Centered: the line's middle is the label's.
        let first = try #require(runs.first?.glyphs.first?.x)
        #expect(abs(first - (300 - font.width(of: "Hello world")) / 2) < 1e-6)
        // Read back, the string keeps its attributes.
        let back = try #require(l.attributedText)
        #expect(back.string == "Hello world")
        #expect(back.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? Color == .red)
        #expect((back.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? ParagraphStyle)?.alignment == .center)
    }

    @Test func rangesWithoutAFontTakeTheLabelsAndLaterPropertiesApplyToAll() throws {
        let l = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        l.font = font
        let s = NSMutableAttributedString(string: "Big small")
        s.addAttributes([.font: Font.systemFont(ofSize: 30), .foregroundColor: Color.blue], range: NSRange(location: 0, length: 4))
        l.attributedText = s
        #expect(glyphRuns(l).map(\.size) == [30, 20])
        // As UIKit: the label's font and color set afterwards apply to the whole string.
        l.font = .systemFont(ofSize: 12)
        l.textColor = .green
        #expect(glyphRuns(l).map(\.size) == [12])
        #expect(glyphRuns(l).map(\.color) == [.green])
        // Plain text drops the attributes.
        l.attributedText = s
        l.text = "plain"
        #expect(l.attributedRuns?.count == 1 && l.attributedRuns?.first?.color == nil)
    }

    @Test func kernAddsSpaceAfterEveryCharacter() throws {
        let s = NSAttributedString(string: "HIH", attributes: [.font: font, .kern: 5])
        let l = label(s)
        let xs = try #require(glyphRuns(l).first).glyphs.map(\.x)
        let plain = font.shape("HIH")
        #expect(abs(xs[1] - xs[0] - (plain[0].advance + 5)) < 1e-6)
        #expect(abs(xs[2] - xs[1] - (plain[1].advance + 5)) < 1e-6)
        // The last character's kern counts in the width, as in UIKit; the width rounds up to
        // the @2x pixel grid.
        #expect(l.intrinsicContentSize.width == ((font.width(of: "HIH") + 15) * 2).rounded(.up) / 2)
    }

    /// Underline, strikethrough and background, drawn in pixels at 1x in a 40 pt font.
    @Test func underlinesStrikethroughsAndBackgroundsAreDrawn() throws {
        let big = Font.systemFont(ofSize: 40)
        let s = NSMutableAttributedString(string: "HH  HH", attributes: [.font: big, .foregroundColor: Color.black])
        s.addAttributes([.underlineStyle: UnderlineStyle.single.rawValue, .underlineColor: Color.blue], range: NSRange(location: 0, length: 2))
        s.addAttributes([.strikethroughStyle: 1, .strikethroughColor: Color.red], range: NSRange(location: 4, length: 2))
        s.addAttribute(.backgroundColor, value: Color.green, range: NSRange(location: 2, length: 2))
        let l = label(s, width: 300, height: 60)
        l.textAlignment = .left
        let decorations = fills(l)
        #expect(decorations.count == 3)
        let lineTop = (60 - big.lineHeight) / 2
        let baseline = lineTop + big.ascender
        let hh = big.width(of: "HH"), space = big.width(of: "HH  ") - hh
        // The underline: under "HH" (below the baseline), the font's thickness.
        let under = try #require(decorations.first { $0.1 == .blue }).0
        #expect(abs(under.minX) < 1e-6 && abs(under.width - hh) < 1e-6)
        #expect(under.minY > baseline && under.maxY < baseline + big.descender.magnitude)
        // The strikethrough: through the second "HH", between the baseline and the x-height.
        let strike = try #require(decorations.first { $0.1 == .red }).0
        #expect(abs(strike.minX - (hh + space)) < 1e-6)
        #expect(strike.midY < baseline && strike.midY > baseline - big.xHeight)
        // The background: the two spaces' advance by the line's height.
        let bg = try #require(decorations.first { $0.1 == .green }).0
        #expect(abs(bg.minX - hh) < 1e-6 && abs(bg.width - space) < 1e-6)
        #expect(abs(bg.minY - lineTop) < 1e-6 && abs(bg.height - big.lineHeight) < 1e-6)
        // In pixels: the strokes' middles are their colors, the background is green.
        let canvas = try l.render(scale: 1, background: .white)
        func px(_ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { canvas.pixel(x: Int(x), y: Int(y)) }
        if under.height >= 2 {
            let p = px(under.minX + 2, under.midY)
            #expect(p.b == 255 && p.r == 0 && p.g == 0)
        }
        let g = px(bg.midX, bg.minY + 2)
        #expect(g.g == 255 && g.r == 0)
        let w = px(bg.midX, bg.minY - 3)
        #expect(w.r == 255 && w.g == 255 && w.b == 255)
    }

    @Test func lineAndParagraphSpacingAddBetweenLines() {
        let lh = font.lineHeight
        // A label's height rounds up to the @2x pixel grid (UILabel's intrinsic size).
        func up(_ v: CGFloat) -> CGFloat { (v * 2).rounded(.up) / 2 }
        func height(_ configure: (MutableParagraphStyle) -> Void, _ text: String = "One\nTwo") -> CGFloat {
            let style = MutableParagraphStyle()
            configure(style)
            return label(NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style]), lines: 0)
                .intrinsicContentSize.height
        }
        #expect(height({ _ in }) == up(2 * lh))
        #expect(height({ $0.lineSpacing = 10 }) == up(2 * lh + 10))
        #expect(height({ $0.paragraphSpacing = 7 }) == up(2 * lh + 7))
        // Spacing goes between lines, never after the last.
        #expect(height({ $0.lineSpacing = 10; $0.paragraphSpacing = 7 }, "One") == up(lh))
        #expect(height({ $0.lineHeightMultiple = 2 }) == up(4 * lh))
        #expect(height({ $0.minimumLineHeight = 40 }) == 80)
        #expect(height({ $0.maximumLineHeight = 15 }) == 30)
    }

    @Test func absurdParagraphValuesNeverMakeInfiniteLines() {
        let style = MutableParagraphStyle()
        style.lineHeightMultiple = 1e9
        style.lineSpacing = .nan
        style.headIndent = -.infinity
        style.tailIndent = .greatestFiniteMagnitude
        let l = label(NSAttributedString(string: "One\nTwo", attributes: [.font: font, .paragraphStyle: style]), lines: 0)
        let size = l.intrinsicContentSize
        #expect(size.width.isFinite && size.height.isFinite)
        // The multiple is capped at 100 and NaN spacing is none; the size rounds up to the @2x
        // pixel grid.
        #expect(size.height == (2 * 2 * 100 * font.lineHeight).rounded(.up) / 2)
        #expect(!glyphRuns(l).isEmpty)
    }

    @Test func lineHeightMultiplePutsTheExtraSpaceAboveTheText() throws {
        let style = MutableParagraphStyle()
        style.lineHeightMultiple = 2
        let l = label(NSAttributedString(string: "Tall", attributes: [.font: font, .paragraphStyle: style]),
                      height: 2 * font.lineHeight)
        let y = try #require(glyphRuns(l).first?.glyphs.first?.y)
        #expect(abs(y - (font.lineHeight + font.ascender)) < 1e-6)
    }

    @Test func indentsMoveAndNarrowTheLines() throws {
        let style = MutableParagraphStyle()
        style.firstLineHeadIndent = 30
        style.headIndent = 10
        style.tailIndent = -40
        let text = "alpha beta gamma delta epsilon zeta eta theta"
        let l = label(NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style]),
                      width: 200, height: 300, lines: 0)
        var byLine: [CGFloat: [PositionedGlyph]] = [:]
        for g in glyphRuns(l).flatMap(\.glyphs) { byLine[g.y, default: []].append(g) }
        let lines = byLine.keys.sorted().map { byLine[$0]! }
        #expect(lines.count >= 3)
        #expect(abs(lines[0][0].x - 30) < 1e-6)
        #expect(lines.dropFirst().allSatisfy { abs($0[0].x - 10) < 1e-6 })
        // Lines wrap at 200 − 40 = 160 pt: the first line holds 130 pt of words at most.
        let frame = l.textLayout.frame(width: 200)
        #expect(abs(frame.lines[0].x - 30) < 1e-6)
        #expect(frame.lines[0].width <= 130 + 1e-6)
        #expect(frame.lines.dropFirst().allSatisfy { $0.width <= 150 + 1e-6 })
        // Each line would have taken the next word had the tail indent not narrowed it.
        let words = text.split(separator: " ")
        let firstCount = frame.lines[0].text.split(separator: " ").count
        #expect(font.width(of: words.prefix(firstCount + 1).joined(separator: " ")) > 130)
    }

    @Test func buttonsTextViewsAndTextFieldsDrawAttributedText() throws {
        let title = NSMutableAttributedString(string: "Go now", attributes: [.font: Font.boldSystemFont(ofSize: 18)])
        title.addAttribute(.foregroundColor, value: Color.red, range: NSRange(location: 3, length: 3))
        let button = Button(type: .system)
        button.setAttributedTitle(title, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        #expect(button.currentTitle == "Go now")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Go now")
        let runs = glyphRuns(button)
        #expect(runs.map(\.size) == [18, 18])
        // The run without a color takes the button's title color (the tint, for a system button).
        #expect(runs[1].color == .red && runs[0].color == button.titleColor(for: .normal)?.resolvedColor(with: button.traitCollection))

        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.attributedText = NSAttributedString(string: "Struck", attributes: [.font: font, .strikethroughStyle: 1])
        #expect(textView.text == "Struck")
        #expect(glyphRuns(textView).map(\.size) == [20])
        #expect(fills(textView).contains { abs($0.0.width - font.width(of: "Struck")) < 1e-6 })

        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.attributedText = NSAttributedString(string: "Field", attributes: [.font: font, .foregroundColor: Color.blue])
        #expect(field.text == "Field" && glyphRuns(field).map(\.color) == [.blue])
    }
}
