import Testing
import Foundation
@testable import ViewRasterViews

/// Every `lineBreakMode` on one- and three-line labels, as UIKit draws them: the wrapping modes
/// wrap (at words, or at characters), `byClipping` wraps at words and cuts the last line at the
/// label's edge, and the truncating modes wrap at words and put an ellipsis in the last line
/// only (at its tail, head or middle). Expected lines come from whole-string measurements.
@MainActor
struct LineBreakModeTests {
    let font = Font.systemFont(ofSize: 17)
    let text = "The quick brown fox jumps over the lazy dog while five wizards box quickly"
    let width: CGFloat = 130

    func w(_ s: String) -> CGFloat { font.width(of: s) }
    func trimmed(_ s: Substring) -> String { String(s.reversed().drop { $0 == " " }.reversed()) }

    /// Greedy word wrapping: each line the most words that fit.
    func wordLines(_ s: String) -> [String] {
        var lines: [String] = [], current = ""
        for word in s.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if w(candidate) <= width { current = candidate } else { lines.append(current); current = String(word) }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
    /// Greedy character wrapping: each line the most characters that fit (trailing spaces not
    /// counted), the next starting after the spaces at the break.
    func charLines(_ s: String) -> [String] {
        var rest = Substring(s), lines: [String] = []
        while !rest.isEmpty {
            var k = 1
            while k < rest.count, w(trimmed(rest.prefix(k + 1))) <= width { k += 1 }
            lines.append(trimmed(rest.prefix(k)))
            rest = rest.dropFirst(k).drop { $0 == " " }
        }
        return lines
    }
    /// The text left for the last of `n` word-wrapped lines.
    func rest(after n: Int) -> String {
        let words = wordLines(text).prefix(n).map { $0.split(separator: " ").count }.reduce(0, +)
        return text.split(separator: " ").dropFirst(words).joined(separator: " ")
    }

    /// The label's drawn lines, top to bottom, as glyph ids; and whether it clips.
    func drawn(_ mode: LineBreakMode, lines: Int) -> (lines: [[UInt32]], clips: Bool) {
        let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        label.font = font
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.text = text
        var byY: [CGFloat: [UInt32]] = [:]
        var clips = false
        for op in label.displayList(scale: 2).ops {
            if case .glyphs(let run) = op { for g in run.glyphs { byY[g.y, default: []].append(g.id) } }
            if case .clip = op { clips = true }
        }
        return (byY.keys.sorted().map { byY[$0]! }, clips)
    }
    func ids(_ s: String) -> [UInt32] { font.shape(s).map(\.id) }

    @Test func wordWrappingWrapsAtWordsAndDropsTheRest() {
        let expected = wordLines(text)
        #expect(expected.count > 3)
        #expect(drawn(.byWordWrapping, lines: 3).lines == expected.prefix(3).map(ids))
        #expect(drawn(.byWordWrapping, lines: 1).lines == [ids(expected[0])])
        #expect(drawn(.byWordWrapping, lines: 0).lines == expected.map(ids))
    }

    @Test func charWrappingFillsEachLineWithCharacters() {
        let expected = charLines(text)
        #expect(expected != wordLines(text))
        #expect(drawn(.byCharWrapping, lines: 3).lines == expected.prefix(3).map(ids))
        #expect(drawn(.byCharWrapping, lines: 1).lines == [ids(expected[0])])
    }

    @Test func clippingWrapsAtWordsAndCutsTheLastLineAtTheEdge() {
        let words = wordLines(text)
        let three = drawn(.byClipping, lines: 3)
        #expect(three.clips)
        #expect(three.lines == [ids(words[0]), ids(words[1]), ids(rest(after: 2))])
        #expect(drawn(.byClipping, lines: 1).lines == [ids(text)])
    }

    /// The last line: the longest candidate of the mode that fits the width.
    func truncated(_ mode: LineBreakMode, _ s: String) -> String {
        let chars = Array(s), n = chars.count
        func candidate(_ k: Int) -> String {
            switch mode {
            case .byTruncatingHead: return "…" + String(chars[(n - k)...]).drop { $0 == " " }
            case .byTruncatingMiddle:
                return trimmed(Substring(String(chars[0..<((k + 1) / 2)]))) + "…" + String(chars[(n - k / 2)...]).drop { $0 == " " }
            default: return trimmed(Substring(String(chars[0..<k]))) + "…"
            }
        }
        let k = (0...n).last { w(candidate($0)) <= width }!
        return candidate(k)
    }

    @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
    func truncatingModesWrapAtWordsAndTruncateTheLastLine(_ mode: LineBreakMode) {
        let words = wordLines(text)
        let last = truncated(mode, rest(after: 2))
        #expect(last.contains("…"))
        #expect(drawn(mode, lines: 3).lines == [ids(words[0]), ids(words[1]), ids(last)], "\(mode)")
        #expect(drawn(mode, lines: 1).lines == [ids(truncated(mode, text))], "\(mode)")
        // Unlimited lines: everything wraps and nothing is cut.
        #expect(drawn(mode, lines: 0).lines == words.map(ids), "\(mode)")
    }
}
