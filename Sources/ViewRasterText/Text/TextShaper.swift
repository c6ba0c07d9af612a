import Foundation
import ViewRasterDisplayList

/// One character (grapheme) of laid-out text with the index of its attributed run, the font
/// that draws it (the run's font, or the fallback face that has its glyphs, at the run's size),
/// its bidi embedding level and whether a line may break after it (UAX #14).
struct TextItem {
    var ch: Character
    var run: Int
    var font: Font
    var level: UInt8 = 0
    var breakAfter = false

    var isSpace: Bool { ch.isWhitespace && !ch.isNewline }
    /// True for spaces other than no-break spaces (lines skip them at their start).
    var isBreakingSpace: Bool {
        isSpace && ch != "\u{00A0}" && ch != "\u{202F}" && ch != "\u{2007}"
    }
    var isHyphen: Bool { ch == "-" || ch == "\u{2010}" || ch == "\u{2013}" }
}

/// A shaped piece of a line in one font and color. Glyph advances are in points; `x` is
/// where the piece starts within its line (before alignment).
public struct TextSegment: Sendable, Hashable {
    /// The font the segment is shaped in: its run's, or a fallback face's for characters the run's
    /// font lacks.
    public var font: Font
    /// The run's color; nil takes the color given when drawing.
    public var color: Color?
    /// The shaped glyphs, left to right, with the run's kern added to their advances.
    public var glyphs: [ShapedGlyph]
    /// Where the segment starts within its line, in points (before alignment).
    public var x: CGFloat
    /// The segment's advance width in points: its glyphs' advances, kern included.
    public var width: CGFloat
    /// For each glyph, the index of its character within the shaped items.
    var glyphItems: [Int]
    /// The index of the attributed run the segment's characters come from.
    var run: Int = 0
}

/// Shapes item sequences: each stretch of one attributed run, one font (fallback faces split
/// runs before shaping) and one bidi level is shaped on its own, right to left at odd levels;
/// the stretches are placed in visual order (UAX #9 rule L2).
struct TextShaper {
    let runs: [AttributedRun]
    /// The language CJK faces are shaped with ("ja", "ko", or nil for Simplified Chinese forms).
    var cjkLanguage: String? = nil

    /// The segments for `items` in visual order (left to right), plus each item's advance
    /// (glyph advances credited to the character their cluster starts at, in logical order).
    func shape(_ items: ArraySlice<TextItem>) -> (segments: [TextSegment], advances: [CGFloat], width: CGFloat) {
        var pieces: [TextSegment] = []
        var levels: [UInt8] = []
        var advances = [CGFloat](repeating: 0, count: items.count)
        var total: CGFloat = 0
        let base = items.startIndex
        var i = items.startIndex
        while i < items.endIndex {
            let run = items[i].run, font = items[i].font, level = items[i].level
            var j = i
            var text = ""
            var starts: [Int] = []          // UTF-8 offset of each item in `text`
            var offset = 0
            while j < items.endIndex, items[j].run == run, items[j].level == level, items[j].font == font {
                starts.append(offset)
                let s = String(items[j].ch)
                text += s
                offset += s.utf8.count
                j += 1
            }
            let language = font.face.postScriptName.hasPrefix("NotoSansCJK") ? cjkLanguage : nil
            var glyphs = font.shape(text, rightToLeft: level & 1 == 1, language: language)
            // The system font's Korean fallback is Apple SD Gothic Neo: its syllables' advance.
            if font.face !== runs[run].font.face, runs[run].font.usesSFProMetrics,
               text.unicodeScalars.contains(where: { SystemFontMetrics.isHangulSyllable($0.value) }) {
                SystemFontMetrics.applyHangulSyllableAdvances(&glyphs, utf8: Array(text.utf8), pointSize: font.pointSize)
            }
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
            var kerned = glyphs
            w += TextShaper.applyKern(runs[run].kern, to: &kerned, glyphItems: glyphItems, advances: &advances)
            pieces.append(TextSegment(font: font, color: runs[run].color, glyphs: kerned, x: 0, width: w, glyphItems: glyphItems, run: run))
            levels.append(level)
            total += w
            i = j
        }
        var segments: [TextSegment] = []
        segments.reserveCapacity(pieces.count)
        var x: CGFloat = 0
        for k in BidiParagraph.visualOrder(levels: levels) {
            var seg = pieces[k]
            seg.x = x
            x += seg.width
            segments.append(seg)
        }
        return (segments, advances, total)
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
