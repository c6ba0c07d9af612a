import Foundation

/// Breaks attributed text into lines: paragraphs at newlines, each with its bidi levels
/// (`BidiParagraph`) and fonts per character (`FontFallback`), break opportunities by UAX #14
/// (`LineBreakOpportunities`: spaces, hyphens, between CJK characters), characters when a word
/// is wider than the line, and truncation of the last allowed line with "…" (U+2026). Lines
/// break in logical order; each line's stretches are then placed in visual order.
struct LineBreaker {
    let layout: TextLayout
    /// nil: unlimited.
    let width: CGFloat?
    let maxLines: Int

    private static let epsilon: CGFloat = 0.0001

    func run() -> TextFrame {
        let (items, paragraphs) = splitParagraphs()
        let shaper = TextShaper(runs: layout.runs, cjkLanguage: LineBreaker.cjkLanguage(items))
        var lines: [TextLine] = []
        var truncated = false
        let mode = layout.lineBreakMode
        let cutsLastLine = mode != .byWordWrapping && mode != .byCharWrapping

        paragraphLoop: for (pi, p) in paragraphs.enumerated() {
            if lines.count >= maxLines { truncated = true; break }
            let moreParagraphs = pi < paragraphs.count - 1
            let style = layout.runs.indices.contains(p.run) ? layout.runs[p.run].paragraph?.sanitized : nil
            if p.range.isEmpty {
                var line = makeLine(items[p.range], shaper: shaper, fallbackRun: p.run, endsParagraph: true, truncated: false,
                                    rightToLeft: p.rightToLeft)
                line.style = style
                line.lead = style?.firstLineHeadIndent ?? 0
                lines.append(line)
                continue
            }
            let advances = shaper.shape(items[p.range]).advances
            var s = p.range.lowerBound
            let e = p.range.upperBound
            while s < e {
                let (lead, limit) = bounds(style, firstLine: s == p.range.lowerBound)
                if lines.count == maxLines - 1 && cutsLastLine {
                    var (line, cut) = lastLine(items, s..<e, advances: advances, base: p.range.lowerBound,
                                               moreAfter: moreParagraphs, shaper: shaper, rightToLeft: p.rightToLeft, limit: limit)
                    line.style = style
                    line.lead = lead
                    lines.append(line)
                    truncated = truncated || cut
                    if moreParagraphs { truncated = true }
                    break paragraphLoop
                }
                let end = limit.isFinite ? breakLine(items, s, e, advances: advances, base: p.range.lowerBound, limit: limit) : e
                var line = makeLine(items[s..<end], shaper: shaper, fallbackRun: items[s].run,
                                    endsParagraph: end == e, truncated: false, rightToLeft: p.rightToLeft)
                line.style = style
                line.lead = lead
                lines.append(line)
                s = end
                while s < e, items[s].isBreakingSpace { s += 1 }
                if lines.count >= maxLines, s < e || moreParagraphs { truncated = true; break paragraphLoop }
            }
        }
        return finish(lines, truncated: truncated)
    }

    /// The indent from the leading edge of a paragraph's first or other line, and the width
    /// its text may take (the width less the indents; infinite for unlimited width).
    private func bounds(_ style: ParagraphAttributes?, firstLine: Bool) -> (lead: CGFloat, limit: CGFloat) {
        guard let style else { return (0, width ?? .infinity) }
        let lead = max(0, firstLine ? style.firstLineHeadIndent : style.headIndent)
        let right = style.tailIndent > 0 ? min(style.tailIndent, width ?? .infinity) : (width ?? .infinity) + style.tailIndent
        return (lead, max(0, right - lead))
    }

    // MARK: Paragraphs

    /// A paragraph's items, the run its style comes from (its first item's, or for an empty
    /// paragraph the run holding its newline) and its direction.
    private struct Paragraph { var range: Range<Int>; var run: Int; var rightToLeft = false }

    /// Items with tabs turned into spaces and other control characters dropped, and the
    /// paragraph ranges between newlines (a final newline does not start an empty line).
    private func splitParagraphs() -> ([TextItem], [Paragraph]) {
        var items: [TextItem] = []
        var paragraphs: [Paragraph] = []
        var start = 0
        var lastRun = 0
        var pendingEmptyTail = false
        for (r, run) in layout.runs.enumerated() {
            for ch in run.text {
                lastRun = r
                if ch.isNewline {
                    paragraphs.append(Paragraph(range: start..<items.count, run: start < items.count ? items[start].run : r))
                    start = items.count
                    pendingEmptyTail = true
                    continue
                }
                var c = ch
                if ch == "\t" { c = " " }
                else if let first = ch.unicodeScalars.first, ch.unicodeScalars.count == 1,
                        first.properties.generalCategory == .control { continue }
                items.append(TextItem(ch: c, run: r, font: run.font))
                pendingEmptyTail = false
            }
        }
        if start < items.count || (!pendingEmptyTail && paragraphs.isEmpty && !items.isEmpty) {
            paragraphs.append(Paragraph(range: start..<items.count, run: start < items.count ? items[start].run : lastRun))
        }
        for k in paragraphs.indices where !paragraphs[k].range.isEmpty {
            paragraphs[k].rightToLeft = resolve(&items, paragraphs[k].range)
        }
        return (items, paragraphs)
    }

    /// Gives the items of one paragraph their fonts (fallback per character; a character of no
    /// script of its own that the run's font lacks stays in the fallback face before it), bidi
    /// levels and break opportunities. Returns whether the paragraph is right-to-left.
    private func resolve(_ items: inout [TextItem], _ range: Range<Int>) -> Bool {
        var scalars: [UInt32] = []
        var firstScalar: [Int] = []
        var previous: FontFace?
        for i in range {
            firstScalar.append(scalars.count)
            let ch = items[i].ch
            scalars.append(contentsOf: ch.unicodeScalars.map(\.value))
            let primary = layout.runs[items[i].run].font
            var face = FontFallback.face(for: ch, primary: primary.face)
            if face !== primary.face, let p = previous, p !== face, !FontFallback.isEmoji(ch),
               FontFallback.isCommon(ch), FontFallback.covers(p, ch) {
                face = p
            }
            if let face, face !== primary.face {
                items[i].font = Font(face: face, size: primary.pointSize)
                previous = face
            } else {
                previous = nil
            }
        }
        let bidi = BidiParagraph(scalars)
        let breaks = LineBreakOpportunities.breaksAfter(scalars)
        for (k, i) in range.enumerated() {
            items[i].level = bidi.levels[firstScalar[k]]
            let last = (k + 1 < firstScalar.count ? firstScalar[k + 1] : scalars.count) - 1
            items[i].breakAfter = breaks[last]
        }
        return bidi.isRightToLeft
    }

    /// The language CJK fallback text is shaped in: Japanese forms when the text has kana,
    /// Korean when it has Hangul, else Simplified Chinese (the face's default).
    static func cjkLanguage(_ items: [TextItem]) -> String? {
        for item in items {
            for s in item.ch.unicodeScalars where s.value >= 0x1100 {
                switch s.value {
                case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return "ja"
                case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "ko"
                default: continue
                }
            }
        }
        return nil
    }

    /// An ellipsis item in the font of attributed run `run` (or its fallback) at `level`.
    private func ellipsis(run: Int, level: UInt8) -> TextItem {
        let font = layout.runs.indices.contains(run) ? layout.runs[run].font : layout.font
        let face = FontFallback.face(for: "\u{2026}", primary: font.face) ?? font.face
        return TextItem(ch: "\u{2026}", run: run, font: face === font.face ? font : Font(face: face, size: font.pointSize), level: level)
    }

    // MARK: Breaking

    /// The end of the line starting at `s`: after the last break opportunity that fits, or
    /// (no opportunity, or character wrapping) before the first character that overflows.
    private func breakLine(_ items: [TextItem], _ s: Int, _ e: Int, advances: [CGFloat], base: Int, limit: CGFloat) -> Int {
        let charWrap = layout.lineBreakMode == .byCharWrapping
        var x: CGFloat = 0
        var content: CGFloat = 0
        var lastBreak = -1
        var i = s
        while i < e {
            x += advances[i - base]
            if !items[i].isSpace { content = x }
            if content > limit + LineBreaker.epsilon && i > s {
                if !charWrap, lastBreak > s { return lastBreak }
                return i
            }
            if i + 1 < e, items[i].breakAfter, !items[i + 1].isSpace, i > s || !items[i].isHyphen {
                lastBreak = i + 1
            }
            i += 1
        }
        return e
    }

    // MARK: Truncation

    /// The last allowed line: the rest of the paragraph, truncated (or clipped) when it does
    /// not fit or more text follows. Returns whether anything was cut.
    private func lastLine(_ items: [TextItem], _ r: Range<Int>, advances: [CGFloat], base: Int,
                          moreAfter: Bool, shaper: TextShaper, rightToLeft: Bool, limit: CGFloat) -> (TextLine, Bool) {
        let all = items[r]
        let fullWidth = shaper.width(trimTrailing(all))
        let fits = fullWidth <= limit + LineBreaker.epsilon
        let mode = layout.lineBreakMode
        if mode == .byClipping || (fits && (!moreAfter || mode != .byTruncatingTail)) {
            let line = makeLine(all, shaper: shaper, fallbackRun: items[r.lowerBound].run, endsParagraph: true, truncated: !fits,
                                rightToLeft: rightToLeft)
            return (line, !fits || moreAfter)
        }
        let n = r.count
        let baseLevel: UInt8 = rightToLeft ? 1 : 0
        let ell = shaper.width([ellipsis(run: items[r.lowerBound].run, level: baseLevel)][...])
        let slack = ell * 2 + 8 + layout.font.pointSize
        // Upper bounds from the paragraph's advances, so only about a line's worth is reshaped.
        var prefixMax = 0, acc: CGFloat = 0
        while prefixMax < n, acc <= limit + slack { acc += advances[r.lowerBound + prefixMax - base]; prefixMax += 1 }
        var suffixMax = 0; acc = 0
        while suffixMax < n, acc <= limit + slack { acc += advances[r.upperBound - 1 - suffixMax - base]; suffixMax += 1 }

        func candidate(_ k: Int) -> [TextItem] {
            switch mode {
            case .byTruncatingHead:
                let suffix = trimLeading(items[(r.upperBound - k)..<r.upperBound])
                let run = suffix.first?.run ?? items[r.upperBound - 1].run
                return [ellipsis(run: run, level: baseLevel)] + suffix
            case .byTruncatingMiddle:
                let pre = trimTrailing(items[r.lowerBound..<(r.lowerBound + (k + 1) / 2)])
                let suf = trimLeading(items[(r.upperBound - k / 2)..<r.upperBound])
                let run = pre.last?.run ?? items[r.lowerBound].run
                return Array(pre) + [ellipsis(run: run, level: baseLevel)] + suf
            default:
                let pre = trimTrailing(items[r.lowerBound..<(r.lowerBound + k)])
                let run = pre.last?.run ?? items[r.lowerBound].run
                return Array(pre) + [ellipsis(run: run, level: baseLevel)]
            }
        }
        let kMax: Int
        switch mode {
        case .byTruncatingHead: kMax = min(n, suffixMax)
        case .byTruncatingMiddle: kMax = min(n, 2 * max(prefixMax, suffixMax))
        default: kMax = fits ? n : min(n, prefixMax)
        }
        var lo = 0, hi = kMax
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if shaper.width(candidate(mid)[...]) <= limit + LineBreaker.epsilon { lo = mid } else { hi = mid - 1 }
        }
        let chosen = candidate(lo)
        let line = makeLine(chosen[...], shaper: shaper, fallbackRun: items[r.lowerBound].run, endsParagraph: true, truncated: true,
                            rightToLeft: rightToLeft)
        return (line, true)
    }

    private func trimTrailing(_ s: ArraySlice<TextItem>) -> ArraySlice<TextItem> {
        var end = s.endIndex
        while end > s.startIndex, s[end - 1].isSpace { end -= 1 }
        return s[s.startIndex..<end]
    }
    private func trimLeading(_ s: ArraySlice<TextItem>) -> ArraySlice<TextItem> {
        var start = s.startIndex
        while start < s.endIndex, s[start].isSpace { start += 1 }
        return s[start..<s.endIndex]
    }

    // MARK: Lines

    private func makeLine(_ slice: ArraySlice<TextItem>, shaper: TextShaper, fallbackRun: Int,
                          endsParagraph: Bool, truncated: Bool, rightToLeft: Bool) -> TextLine {
        var visible = trimTrailing(slice)
        if truncated, rightToLeft || visible.contains(where: { $0.level != 0 }) {
            // The ellipsis joined the text after bidi ran: resolve the line's levels again.
            var scalars: [UInt32] = [], first: [Int] = []
            for item in visible { first.append(scalars.count); scalars.append(contentsOf: item.ch.unicodeScalars.map(\.value)) }
            let bidi = BidiParagraph(scalars, rightToLeft: rightToLeft)
            var relevelled = Array(visible)
            for k in relevelled.indices { relevelled[k].level = bidi.levels[first[k]] }
            visible = relevelled[...]
        }
        let shaped = shaper.shape(visible)
        var fonts = Set(visible.map { layout.runs[$0.run].font })
        if fonts.isEmpty { fonts.insert(layout.runs.indices.contains(fallbackRun) ? layout.runs[fallbackRun].font : layout.font) }
        let ascent = fonts.map(\.ascender).max() ?? 0
        let descent = fonts.map { -$0.descender }.max() ?? 0
        let height = max(fonts.map(\.layoutLineHeight).max() ?? 0, ascent + descent)
        var stretch = Set<Int>()
        if !endsParagraph {
            for (k, item) in visible.enumerated() where item.isBreakingSpace { stretch.insert(k) }
        }
        var line = TextLine(segments: shaped.segments, width: shaped.width, x: 0, top: 0, baseline: 0,
                            ascent: ascent, descent: descent, height: height,
                            text: String(visible.map(\.ch)), isTruncated: truncated,
                            justificationSpace: 0, stretchableItems: stretch, isRightToLeft: rightToLeft,
                            endsParagraph: endsParagraph)
        line.gapBelow = fonts.map(\.textStyleLineGap).max() ?? 0
        let contentEnd = trimTrailing(slice).endIndex
        if endsParagraph, !truncated, contentEnd < slice.endIndex {
            // The spaces shaped with the text before them (the kerning into the first space
            // counts, as it does in the paragraph UIKit shapes whole), less the visible text.
            line.trailingSpaceWidth = max(0, shaper.width(slice) - shaped.width)
        }
        return line
    }

    /// Stacks the lines (each line's height per its paragraph style, line and paragraph spacing
    /// between them) and aligns each within its paragraph's indents.
    private func finish(_ input: [TextLine], truncated: Bool) -> TextFrame {
        var lines = input
        let widest = lines.map { $0.width + $0.lead }.max() ?? 0
        let layoutWidth = width ?? widest
        var y: CGFloat = 0
        for i in lines.indices {
            let style = lines[i].style
            if i > 0, lines[i - 1].endsParagraph { y += max(0, style?.paragraphSpacingBefore ?? 0) }
            let natural = lines[i].height
            var height = natural
            if let style {
                if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
                if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
                if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
            }
            lines[i].height = height
            lines[i].top = y
            // Extra height goes above the text, as TextKit places it.
            lines[i].baseline = y + (height - natural) + lines[i].ascent
            y += height
            if i < lines.count - 1 {
                y += max(0, style?.lineSpacing ?? 0) + lines[i].gapBelow
                if lines[i].endsParagraph { y += max(0, style?.paragraphSpacing ?? 0) }
            }
            let rtl = lines[i].isRightToLeft
            // The leading indent, and the trailing one (a positive tail indent is measured from the leading edge).
            let lead = lines[i].lead
            let tail = style.map { $0.tailIndent > 0 ? max(0, layoutWidth - $0.tailIndent) : -$0.tailIndent } ?? 0
            let left = rtl ? tail : lead
            let right = layoutWidth - (rtl ? lead : tail)
            let free = right - left - lines[i].width
            switch style?.alignment ?? layout.alignment {
            case .left: lines[i].x = left
            case .natural: lines[i].x = rtl ? left + free : left
            case .center: lines[i].x = left + free / 2
            case .right: lines[i].x = left + free
            case .justified:
                lines[i].x = left
                let n = lines[i].stretchableItems.count
                if n > 0, free > 0, !lines[i].isTruncated, width != nil {
                    lines[i].justificationSpace = free / CGFloat(n)
                } else {
                    lines[i].stretchableItems = []
                    if rtl { lines[i].x = left + free }   // a paragraph's last line goes to its natural side
                }
            }
            if (style?.alignment ?? layout.alignment) != .justified { lines[i].stretchableItems = [] }
        }
        // The size counts a paragraph's trailing spaces (UIKit's used rect does); alignment does not.
        let widestUsed = lines.map { $0.width + $0.lead + $0.trailingSpaceWidth }.max() ?? 0
        let usedWidth = width.map { min($0, widestUsed) } ?? widestUsed
        return TextFrame(lines: lines, layoutWidth: layoutWidth, size: CGSize(width: usedWidth, height: y),
                         isTruncated: truncated)
    }
}
