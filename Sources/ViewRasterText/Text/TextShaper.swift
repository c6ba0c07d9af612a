import Foundation
import ViewRasterDisplayList

/// One character (grapheme) of laid-out text with the index of its attributed run.
struct TextItem {
    var ch: Character
    var run: Int

    var isSpace: Bool { ch.isWhitespace && !ch.isNewline }
    /// True after which a line may break (UAX #14, lite): spaces other than no-break spaces.
    var isBreakingSpace: Bool {
        isSpace && ch != "\u{00A0}" && ch != "\u{202F}" && ch != "\u{2007}"
    }
    var isHyphen: Bool { ch == "-" || ch == "\u{2010}" || ch == "\u{2013}" }
}

/// A shaped piece of a line in one font and color. Glyph advances are in points; `x` is
/// where the piece starts within its line (before alignment).
public struct TextSegment: Sendable, Hashable {
    public var font: Font
    public var color: Color?
    public var glyphs: [ShapedGlyph]
    public var x: CGFloat
    public var width: CGFloat
    /// For each glyph, the index of its character within the shaped items.
    var glyphItems: [Int]
}

/// Shapes item sequences: each stretch of one attributed run is shaped on its own with its font.
struct TextShaper {
    let runs: [AttributedRun]

    /// The segments for `items`, plus each item's advance (glyph advances credited to the
    /// character their cluster starts at).
    func shape(_ items: ArraySlice<TextItem>) -> (segments: [TextSegment], advances: [CGFloat], width: CGFloat) {
        var segments: [TextSegment] = []
        var advances = [CGFloat](repeating: 0, count: items.count)
        var x: CGFloat = 0
        let base = items.startIndex
        var i = items.startIndex
        while i < items.endIndex {
            let run = items[i].run
            var j = i
            var text = ""
            var starts: [Int] = []          // UTF-8 offset of each item in `text`
            var offset = 0
            while j < items.endIndex, items[j].run == run {
                starts.append(offset)
                let s = String(items[j].ch)
                text += s
                offset += s.utf8.count
                j += 1
            }
            let font = runs[run].font
            let glyphs = font.shape(text)
            var glyphItems: [Int] = []
            glyphItems.reserveCapacity(glyphs.count)
            var w: CGFloat = 0
            for g in glyphs {
                let k = TextShaper.lastIndex(in: starts, notAbove: g.cluster)
                let item = i - base + k
                glyphItems.append(item)
                advances[item] += g.advance
                w += g.advance
            }
            segments.append(TextSegment(font: font, color: runs[run].color, glyphs: glyphs, x: x, width: w, glyphItems: glyphItems))
            x += w
            i = j
        }
        return (segments, advances, x)
    }

    /// The width of `items` shaped on one line.
    func width(_ items: ArraySlice<TextItem>) -> CGFloat { shape(items).width }

    static func lastIndex(in sorted: [Int], notAbove value: Int) -> Int {
        var lo = 0, hi = sorted.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sorted[mid] <= value { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }
}
