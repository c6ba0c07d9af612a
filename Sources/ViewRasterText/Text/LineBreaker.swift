import Foundation

/// Breaks attributed text into lines: paragraphs at newlines, break opportunities after
/// spaces and hyphens (UAX #14, lite), characters when a word is wider than the line, and
/// truncation of the last allowed line with "…" (U+2026).
struct LineBreaker {
    let layout: TextLayout
    /// nil: unlimited.
    let width: CGFloat?
    let maxLines: Int

    private static let epsilon: CGFloat = 0.0001
    private var limit: CGFloat { width ?? .infinity }

    func run() -> TextFrame {
        let shaper = TextShaper(runs: layout.runs)
        let (items, paragraphs) = splitParagraphs()
        var lines: [TextLine] = []
        var truncated = false
        let mode = layout.lineBreakMode
        let cutsLastLine = mode != .byWordWrapping && mode != .byCharWrapping

        paragraphLoop: for (pi, p) in paragraphs.enumerated() {
            if lines.count >= maxLines { truncated = true; break }
            let moreParagraphs = pi < paragraphs.count - 1
            if p.range.isEmpty {
                lines.append(makeLine(items[p.range], shaper: shaper, fallbackRun: p.run, endsParagraph: true, truncated: false))
                continue
            }
            let advances = shaper.shape(items[p.range]).advances
            var s = p.range.lowerBound
            let e = p.range.upperBound
            while s < e {
                if lines.count == maxLines - 1 && cutsLastLine {
                    let (line, cut) = lastLine(items, s..<e, advances: advances, base: p.range.lowerBound,
                                               moreAfter: moreParagraphs, shaper: shaper)
                    lines.append(line)
                    truncated = truncated || cut
                    if moreParagraphs { truncated = true }
                    break paragraphLoop
                }
                let end = width == nil ? e : breakLine(items, s, e, advances: advances, base: p.range.lowerBound)
                lines.append(makeLine(items[s..<end], shaper: shaper, fallbackRun: items[s].run,
                                      endsParagraph: end == e, truncated: false))
                s = end
                while s < e, items[s].isBreakingSpace { s += 1 }
                if lines.count >= maxLines, s < e || moreParagraphs { truncated = true; break paragraphLoop }
            }
        }
        return finish(lines, truncated: truncated)
    }

    // MARK: Paragraphs

    private struct Paragraph { var range: Range<Int>; var run: Int }

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
                    paragraphs.append(Paragraph(range: start..<items.count, run: r))
                    start = items.count
                    pendingEmptyTail = true
                    continue
                }
                var c = ch
                if ch == "\t" { c = " " }
                else if let first = ch.unicodeScalars.first, ch.unicodeScalars.count == 1,
                        first.properties.generalCategory == .control { continue }
                items.append(TextItem(ch: c, run: r))
                pendingEmptyTail = false
            }
        }
        if start < items.count || (!pendingEmptyTail && paragraphs.isEmpty && !items.isEmpty) {
            paragraphs.append(Paragraph(range: start..<items.count, run: lastRun))
        }
        return (items, paragraphs)
    }

    // MARK: Breaking

    /// The end of the line starting at `s`: after the last break opportunity that fits, or
    /// (no opportunity, or character wrapping) before the first character that overflows.
    private func breakLine(_ items: [TextItem], _ s: Int, _ e: Int, advances: [CGFloat], base: Int) -> Int {
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
            if i + 1 < e, !items[i + 1].isSpace {
                if items[i].isBreakingSpace { lastBreak = i + 1 }
                else if items[i].isHyphen, i > s, !items[i + 1].ch.isNumber { lastBreak = i + 1 }
            }
            i += 1
        }
        return e
    }

    // MARK: Truncation

    /// The last allowed line: the rest of the paragraph, truncated (or clipped) when it does
    /// not fit or more text follows. Returns whether anything was cut.
    private func lastLine(_ items: [TextItem], _ r: Range<Int>, advances: [CGFloat], base: Int,
                          moreAfter: Bool, shaper: TextShaper) -> (TextLine, Bool) {
        let all = items[r]
        let fullWidth = shaper.width(trimTrailing(all))
        let fits = fullWidth <= limit + LineBreaker.epsilon
        let mode = layout.lineBreakMode
        if mode == .byClipping || (fits && (!moreAfter || mode != .byTruncatingTail)) {
            let line = makeLine(all, shaper: shaper, fallbackRun: items[r.lowerBound].run, endsParagraph: true, truncated: !fits)
            return (line, !fits || moreAfter)
        }
        let n = r.count
        let ell = shaper.width([TextItem(ch: "\u{2026}", run: items[r.lowerBound].run)][...])
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
                return [TextItem(ch: "\u{2026}", run: run)] + suffix
            case .byTruncatingMiddle:
                let pre = trimTrailing(items[r.lowerBound..<(r.lowerBound + (k + 1) / 2)])
                let suf = trimLeading(items[(r.upperBound - k / 2)..<r.upperBound])
                let run = pre.last?.run ?? items[r.lowerBound].run
                return Array(pre) + [TextItem(ch: "\u{2026}", run: run)] + suf
            default:
                let pre = trimTrailing(items[r.lowerBound..<(r.lowerBound + k)])
                let run = pre.last?.run ?? items[r.lowerBound].run
                return Array(pre) + [TextItem(ch: "\u{2026}", run: run)]
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
        let line = makeLine(chosen[...], shaper: shaper, fallbackRun: items[r.lowerBound].run, endsParagraph: true, truncated: true)
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
                          endsParagraph: Bool, truncated: Bool) -> TextLine {
        let visible = trimTrailing(slice)
        let shaped = shaper.shape(visible)
        var fonts = Set(visible.map { layout.runs[$0.run].font })
        if fonts.isEmpty { fonts.insert(layout.runs.indices.contains(fallbackRun) ? layout.runs[fallbackRun].font : layout.font) }
        let ascent = fonts.map(\.ascender).max() ?? 0
        let descent = fonts.map { -$0.descender }.max() ?? 0
        let height = max(fonts.map(\.lineHeight).max() ?? 0, ascent + descent)
        var stretch = Set<Int>()
        if !endsParagraph {
            for (k, item) in visible.enumerated() where item.isBreakingSpace { stretch.insert(k) }
        }
        return TextLine(segments: shaped.segments, width: shaped.width, x: 0, top: 0, baseline: 0,
                        ascent: ascent, descent: descent, height: height,
                        text: String(visible.map(\.ch)), isTruncated: truncated,
                        justificationSpace: 0, stretchableItems: stretch)
    }

    private func finish(_ input: [TextLine], truncated: Bool) -> TextFrame {
        var lines = input
        let widest = lines.map(\.width).max() ?? 0
        let layoutWidth = width ?? widest
        var y: CGFloat = 0
        for i in lines.indices {
            lines[i].top = y
            lines[i].baseline = y + lines[i].ascent
            y += lines[i].height
            let free = layoutWidth - lines[i].width
            switch layout.alignment {
            case .left, .natural: lines[i].x = 0
            case .center: lines[i].x = free / 2
            case .right: lines[i].x = free
            case .justified:
                lines[i].x = 0
                let n = lines[i].stretchableItems.count
                if n > 0, free > 0, !lines[i].isTruncated, width != nil {
                    lines[i].justificationSpace = free / CGFloat(n)
                } else {
                    lines[i].stretchableItems = []
                }
            }
            if layout.alignment != .justified { lines[i].stretchableItems = [] }
        }
        let usedWidth = width.map { min($0, widest) } ?? widest
        return TextFrame(lines: lines, layoutWidth: layoutWidth, size: CGSize(width: usedWidth, height: y),
                         isTruncated: truncated)
    }
}
