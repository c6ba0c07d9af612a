import Testing
import Foundation
import ViewRasterText

private let font = Font.systemFont(ofSize: 17)
private func w(_ s: String, _ f: Font = font) -> CGFloat { f.width(of: s) }
private func trimTrailing(_ s: String) -> String { String(s.reversed().drop { $0 == " " }.reversed()) }
private func trimLeading(_ s: String) -> String { String(s.drop { $0 == " " }) }

/// Greedy word wrapping measured on whole strings: the reference the line breaker must match.
private func referenceWrap(_ text: String, width: CGFloat, f: Font = font) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ").map(String.init) {
        let candidate = current.isEmpty ? word : current + " " + word
        if w(candidate, f) <= width { current = candidate; continue }
        if !current.isEmpty { lines.append(current) }
        // A word wider than the line is broken by characters.
        var rest = Array(word)
        while rest.count > 1, w(String(rest), f) > width {
            let k = max(1, (1...rest.count).last { w(String(rest[0..<$0]), f) <= width } ?? 1)
            lines.append(String(rest[0..<k]))
            rest.removeFirst(k)
        }
        current = String(rest)
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

@Suite struct TextLayoutTests {
    @Test func singleLineSizeIsShapedWidthAndLineHeight() {
        for text in ["Hello, World", "AVATAR Tower Wave", "Wi-Fi  ", "x"] {
            let frame = TextLayout(text: text, font: font).frame(width: nil)
            #expect(frame.lines.count == 1)
            // The paragraph's trailing spaces count in its size (IB stores "To: " a space
            // wider than "To:"; docs/system-font-metrics.md, session labels14).
            #expect(abs(frame.size.width - w(text)) < 0.01)
            #expect(abs(frame.size.height - font.lineHeight) < 1e-9)
            #expect(frame.usedSize == CGSize(width: (w(text) - 0.01).rounded(.up), height: font.lineHeight.rounded(.up)))
        }
        // Kerned pairs make the label narrower than its letters laid side by side.
        #expect(TextLayout(text: "AV", font: font).frame(width: nil).size.width < w("A") + w("V") - 0.5)
    }

    @Test(arguments: [60.0, 95.0, 130.0, 170.0, 240.0])
    func wordWrappingMatchesGreedyReference(width: Double) {
        let text = "The quick brown fox jumps over the lazy dog while five wizards box"
        let frame = TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping).frame(width: width)
        let expected = referenceWrap(text, width: width)
        #expect(frame.lines.map(\.text) == expected)
        for line in frame.lines {
            #expect(abs(line.width - w(line.text)) < 1e-9)
            #expect(line.width <= width + 1e-6 || !line.text.contains(" "))
        }
        #expect(abs(frame.size.height - CGFloat(expected.count) * font.lineHeight) < 1e-9)
        #expect(abs(frame.size.width - (frame.lines.map(\.width).max() ?? 0)) < 1e-9)
        #expect(!frame.isTruncated)
    }

    @Test func longWordsBreakByCharacter() {
        let text = "Supercalifragilisticexpialidocious word"
        let width: CGFloat = 100
        let frame = TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping).frame(width: width)
        let word = Array("Supercalifragilisticexpialidocious")
        let k = (1...word.count).last { w(String(word[0..<$0])) <= width }!
        #expect(frame.lines[0].text == String(word[0..<k]))
        #expect(frame.lines.map(\.text).joined() .replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
        #expect(frame.lines.allSatisfy { $0.width <= width + 1e-6 })
    }

    @Test func charWrappingBreaksAnywhere() {
        let text = "hello world again"
        let width = w("hello wo") + 0.5
        let frame = TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byCharWrapping).frame(width: width)
        let chars = Array(text)
        let k = (1...chars.count).last { w(trimTrailing(String(chars[0..<$0]))) <= width }!
        #expect(frame.lines[0].text == trimTrailing(String(chars[0..<k])))
        #expect(frame.lines.count >= 2)
        #expect(frame.lines.allSatisfy { $0.width <= width + 1e-6 })
    }

    @Test func hyphensAreBreakOpportunities() {
        let width = w("state-of-the-") + 0.5
        #expect(w("state-of-the-art") > width)
        let frame = TextLayout(text: "state-of-the-art design", font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            .frame(width: width)
        #expect(frame.lines.first?.text == "state-of-the-")
        #expect(frame.lines.dropFirst().first?.text.hasPrefix("art") == true)
    }

    @Test func explicitNewlinesMakeParagraphs() {
        for text in ["first\nsecond\n\nfourth\n", "first\r\nsecond\r\n\r\nfourth", "first\u{2028}second\n\nfourth"] {
            let frame = TextLayout(text: text, font: font, numberOfLines: 0).frame(width: nil)
            #expect(frame.lines.map(\.text) == ["first", "second", "", "fourth"])
            #expect(abs(frame.size.height - 4 * font.lineHeight) < 1e-9)
            #expect(abs(frame.lines[3].baseline - (3 * font.lineHeight + font.ascender)) < 1e-9)
        }
        #expect(TextLayout(text: "\n", font: font, numberOfLines: 0).frame(width: nil).lines.count == 1)
    }

    @Test func lineLimitDropsLinesWithoutEllipsisWhenWrapping() {
        let text = "The quick brown fox jumps over the lazy dog while five wizards box"
        let frame = TextLayout(text: text, font: font, numberOfLines: 2, lineBreakMode: .byWordWrapping).frame(width: 120)
        #expect(frame.lines.map(\.text) == Array(referenceWrap(text, width: 120).prefix(2)))
        #expect(frame.isTruncated)
        #expect(!frame.lines.contains { $0.text.contains("…") })
    }

    @Test(arguments: [90.0, 150.0, 200.0])
    func truncationMatchesBruteForce(width: Double) {
        let text = "The quick brown fox jumps over the lazy dog"
        let chars = Array(text)
        let n = chars.count
        func fits(_ s: String) -> Bool { w(s) <= width }
        let tail = (0...n).last { fits(trimTrailing(String(chars[0..<$0])) + "…") }!
        let head = (0...n).last { fits("…" + trimLeading(String(chars[(n - $0)...]))) }!
        let middle = (0...n).last { fits(trimTrailing(String(chars[0..<(($0 + 1) / 2)])) + "…" + trimLeading(String(chars[(n - $0 / 2)...]))) }!
        let expected: [(LineBreakMode, String)] = [
            (.byTruncatingTail, trimTrailing(String(chars[0..<tail])) + "…"),
            (.byTruncatingHead, "…" + trimLeading(String(chars[(n - head)...]))),
            (.byTruncatingMiddle, trimTrailing(String(chars[0..<((middle + 1) / 2)])) + "…" + trimLeading(String(chars[(n - middle / 2)...]))),
        ]
        for (mode, text2) in expected {
            let frame = TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: mode).frame(width: width)
            #expect(frame.lines.count == 1)
            #expect(frame.lines[0].text == text2, "\(mode)")
            #expect(frame.lines[0].width <= width + 1e-6)
            #expect(abs(frame.lines[0].width - w(text2)) < 1e-9)
            #expect(frame.isTruncated && frame.lines[0].isTruncated)
        }
        // Text that fits is left alone.
        let short = TextLayout(text: "Fox", font: font, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle).frame(width: width)
        #expect(short.lines[0].text == "Fox" && !short.isTruncated)
    }

    @Test func tailTruncationMarksFollowingParagraphsAndLastWrappedLine() {
        let one = TextLayout(text: "abc\ndef", font: font, numberOfLines: 1).frame(width: nil)
        #expect(one.lines.map(\.text) == ["abc…"])
        let text = "The quick brown fox jumps over the lazy dog while five wizards box"
        let frame = TextLayout(text: text, font: font, numberOfLines: 2, lineBreakMode: .byTruncatingTail).frame(width: 120)
        #expect(frame.lines.count == 2)
        #expect(frame.lines[0].text == referenceWrap(text, width: 120)[0])
        #expect(frame.lines[1].text.hasSuffix("…"))
        #expect(frame.lines[1].width <= 120 + 1e-6)
    }

    @Test func clippingKeepsTheWholeLine() {
        let text = "A line that is much too long for its label"
        let frame = TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byClipping).frame(width: 100)
        #expect(frame.lines.map(\.text) == [text])
        #expect(frame.size.width == 100)
        #expect(frame.isTruncated)
    }

    @Test func alignmentOffsetsLines() throws {
        let rect = CGRect(x: 10, y: 20, width: 200, height: 30)
        let text = "Centered"
        let lineWidth = w(text)
        let cases: [(TextAlignment, CGFloat)] = [(.left, 0), (.natural, 0), (.center, (200 - lineWidth) / 2), (.right, 200 - lineWidth)]
        let first = font.shape(text)[0]
        for (a, dx) in cases {
            let runs = TextLayout(text: text, font: font, alignment: a).draw(in: rect)
            #expect(runs.count == 1)
            #expect(abs(runs[0].glyphs[0].x - (10 + dx + first.xOffset)) < 1e-9, "\(a)")
        }
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() {
        let text = "The quick brown fox jumps over the lazy dog while five wizards box"
        let width: CGFloat = 150
        let layout = TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: .justified)
        let frame = layout.frame(width: width)
        #expect(frame.lines.count >= 3)
        let runs = layout.draw(in: CGRect(x: 0, y: 0, width: width, height: 500))
        let glyphs = runs.flatMap(\.glyphs)
        let lastID = font.shape("x").count  // 1 glyph per character in this text
        #expect(lastID == 1)
        for (i, line) in frame.lines.enumerated() {
            let lineGlyphs = glyphs.filter { abs($0.y - (runs.isEmpty ? 0 : ((500 - frame.size.height) / 2 + line.baseline))) < 1e-6 }
            let shaped = font.shape(line.text)
            #expect(lineGlyphs.count == shaped.count)
            guard let last = lineGlyphs.last, let lastShaped = shaped.last else { continue }
            let right = last.x - lastShaped.xOffset + lastShaped.advance
            if i < frame.lines.count - 1 {
                #expect(abs(right - width) < 1e-6, "line \(i) reaches the right edge")
                #expect(line.justificationSpace > 0)
            } else {
                #expect(abs(right - line.width) < 1e-6, "last line is natural")
            }
        }
    }

    @Test func drawCentersVerticallyWhenItFits() {
        let rect = CGRect(x: 5, y: 40, width: 300, height: 100)
        let runs = TextLayout(text: "Middle", font: font).draw(in: rect, color: .red)
        #expect(runs.count == 1 && runs[0].color == .red && runs[0].size == 17)
        let baseline = 40 + (100 - font.lineHeight) / 2 + font.ascender
        #expect(runs[0].glyphs.allSatisfy { abs($0.y - baseline) < 1e-9 })
        #expect(runs[0].fontPath == bundledPath("Inter-Regular.otf"))
    }

    @Test func drawTopAlignsAndDropsLinesThatDoNotFit() {
        let text = "The quick brown fox jumps over the lazy dog while five wizards box"
        let rect = CGRect(x: 0, y: 10, width: 120, height: font.lineHeight * 2.5)
        let layout = TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
        let frame = layout.frame(width: 120, maxHeight: rect.height)
        #expect(frame.lines.count == 2)
        #expect(frame.lines[1].text.hasSuffix("…"))
        // The two lines that fit are centered in the rect, as UILabel centers its text rect.
        let top = 10 + (rect.height - 2 * font.lineHeight) / 2
        let ys = Set(layout.draw(in: rect).flatMap(\.glyphs).map(\.y))
        #expect(ys == [top + font.ascender, top + font.lineHeight + font.ascender])
        // A rect shorter than one line still shows the first line, from the top.
        let tiny = layout.draw(in: CGRect(x: 0, y: 0, width: 120, height: 5)).flatMap(\.glyphs)
        #expect(Set(tiny.map(\.y)) == [font.ascender])
    }

    @Test func intrinsicSizesRoundUpLikeUILabel() {
        let text = "The quick brown fox jumps over the lazy dog"
        let single = TextLayout.intrinsicSize(for: text, font: font)
        #expect(single == CGSize(width: w(text).rounded(.up), height: font.lineHeight.rounded(.up)))
        let lines = referenceWrap(text, width: 100)
        let wrapped = TextLayout.intrinsicSize(for: text, font: font, numberOfLines: 0, preferredMaxWidth: 100)
        let widest = lines.map { w($0) }.max()!
        #expect(wrapped == CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * font.lineHeight).rounded(.up)))
        let three = TextLayout.intrinsicSize(for: text, font: font, numberOfLines: 3, preferredMaxWidth: 100)
        #expect(three.height == (3 * font.lineHeight).rounded(.up))
        let layout = TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(layout.sizeThatFits(CGSize(width: 100, height: 10)) == wrapped)
        #expect(layout.sizeThatFits(CGSize(width: 0, height: 0)) == single)
        #expect(layout.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)) == single)
        // Single-line labels measure the whole line whatever the width offered.
        #expect(TextLayout.intrinsicSize(for: text, font: font, numberOfLines: 1, preferredMaxWidth: 100) == single)
        #expect(TextLayout(text: text, font: font).sizeThatFits(CGSize(width: 100, height: 20)) == single)
        let bold = Font.boldSystemFont(ofSize: 15)
        #expect(TextLayout.titleSize("Sign In", font: bold) == CGSize(width: w("Sign In", bold).rounded(.up), height: bold.lineHeight.rounded(.up)))
    }

    @Test func emptyAndAwkwardInputNeverCrash() {
        #expect(TextLayout(text: "", font: font).frame(width: 100).size == .zero)
        #expect(TextLayout(text: "", font: font).draw(in: CGRect(x: 0, y: 0, width: 100, height: 20)).isEmpty)
        #expect(TextLayout.intrinsicSize(for: "", font: font) == .zero)
        let emoji = TextLayout(text: "ok 😀👍🏽 中文", font: font).draw(in: CGRect(x: 0, y: 0, width: 300, height: 30))
        // Emoji and CJK draw from the bundled fallback faces: no .notdef.
        let ids = emoji.flatMap(\.glyphs).map(\.id)
        #expect(!ids.isEmpty && !ids.contains(0))
        #expect(Set(emoji.map(\.fontPath)).count == 3)
        // Combining marks stay with their base even when every character gets its own line.
        let marks = TextLayout(text: "e\u{301}a\u{308}o", font: font, numberOfLines: 0, lineBreakMode: .byCharWrapping).frame(width: 1)
        #expect(marks.lines.map(\.text) == ["e\u{301}", "a\u{308}", "o"])
        // Tabs and control characters.
        #expect(TextLayout(text: "a\tb\u{1}c", font: font).frame(width: nil).lines.map(\.text) == ["a bc"])
        // Degenerate widths and rects.
        for width in [0.0, -5, .nan, .infinity] {
            _ = TextLayout(text: "some words here", font: font, numberOfLines: 0).frame(width: width)
            _ = TextLayout(text: "some words here", font: font).draw(in: CGRect(x: 0, y: 0, width: width, height: width))
        }
    }

    @Test func veryLongStringsLayOutQuickly() {
        let words = (0..<4000).map { "word\($0 % 97)" }
        let text = words.joined(separator: " ")
        let frame = TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping).frame(width: 300)
        #expect(frame.lines.allSatisfy { $0.width <= 300 + 1e-6 })
        #expect(frame.lines.flatMap { $0.text.split(separator: " ").map(String.init) } == words)
        let one = TextLayout(text: String(repeating: text, count: 5), font: font).frame(width: 200)
        #expect(one.lines.count == 1 && one.lines[0].text.hasSuffix("…") && one.lines[0].width <= 200)
        let head = TextLayout(text: text, font: font, lineBreakMode: .byTruncatingHead).frame(width: 200)
        #expect(head.lines[0].text.hasPrefix("…") && head.lines[0].text.hasSuffix(" " + words.last!))
    }

    @Test func attributedRunsMixFontsAndColors() {
        let big = Font.boldSystemFont(ofSize: 28)
        let roboto = Font(name: "Roboto-Regular", size: 13)
        let layout = TextLayout(runs: [AttributedRun(text: "Small ", font: font),
                                       AttributedRun(text: "Big ", font: big, color: .blue),
                                       AttributedRun(text: "robo", font: roboto, color: .red)])
        let frame = layout.frame(width: nil)
        #expect(frame.lines.count == 1)
        #expect(abs(frame.lines[0].height - max(font.lineHeight, big.lineHeight, roboto.lineHeight)) < 1e-9)
        #expect(abs(frame.lines[0].baseline - max(font.ascender, big.ascender, roboto.ascender)) < 1e-9)
        #expect(abs(frame.size.width - (w("Small ") + w("Big ", big) + w("robo", roboto))) < 1e-9)
        let runs = layout.draw(in: CGRect(x: 0, y: 0, width: 400, height: 60), color: .green)
        #expect(runs.map(\.color) == [.green, .blue, .red])
        #expect(runs.map(\.size) == [17, 28, 13])
        #expect(runs[2].fontPath == bundledPath("Roboto-Regular.ttf"))
        #expect(abs(runs[1].glyphs[0].x - w("Small ")) < 1e-9)
    }
}
