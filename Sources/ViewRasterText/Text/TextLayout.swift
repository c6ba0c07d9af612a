import Foundation
import ViewRasterDisplayList

/// UILabel-style text layout: attributed runs, a line limit, a line break mode and an
/// alignment. `frame(width:maxHeight:)` lays out lines for a width; the sizing functions give
/// the numbers Auto Layout uses for labels; `draw(in:color:)` positions glyph runs in a rect
/// with UILabel's vertical centering. Deterministic and thread-safe (a value).
public struct TextLayout: Sendable, Hashable {
    /// The attributed text, run by run.
    public var runs: [AttributedRun]
    /// The font of empty text (and of the first run otherwise).
    public var font: Font
    /// The most lines shown; 0 means no limit. A negative value set later becomes 0, as the
    /// initializers make it (a negative limit would otherwise reach the line breaker).
    public var numberOfLines: Int { didSet { if numberOfLines < 0 { numberOfLines = 0 } } }
    /// How lines wrap and the last allowed line is cut, as UILabel's `lineBreakMode`.
    public var lineBreakMode: LineBreakMode
    /// The lines' alignment, as UILabel's `textAlignment` (a run's paragraph style overrides it).
    public var alignment: TextAlignment

    /// A layout of attributed `runs`; `font` nil takes the first run's font, or the 17 pt system
    /// font when there are no runs. A negative `numberOfLines` becomes 0 (no limit).
    public init(runs: [AttributedRun], font: Font? = nil, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural) {
        self.runs = runs
        self.font = font ?? runs.first?.font ?? .systemFont(ofSize: 17)
        self.numberOfLines = max(0, numberOfLines)
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
    }

    /// A layout of plain `text` in one font and color (nil: the color given when drawing).
    public init(text: String, font: Font, color: Color? = nil, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural) {
        self.init(runs: [AttributedRun(text: text, font: font, color: color)], font: font,
                  numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment)
    }

    /// Lays out lines no wider than `width` (nil: unlimited, one line per paragraph), at most
    /// `numberOfLines`, and (when `maxHeight` is given) only as many whole lines as fit in it
    /// (at least one). The last allowed line is truncated per `lineBreakMode`.
    ///
    /// Frames are cached per process (`TextFrameCache`): the same layout and size give the
    /// same frame without breaking and shaping the text again.
    public func frame(width: CGFloat?, maxHeight: CGFloat? = nil) -> TextFrame {
        TextFrameCache.shared.frame(TextFrameCache.Key(layout: self, width: width, maxHeight: maxHeight)) {
            layOutFrame(width: width, maxHeight: maxHeight)
        }
    }

    /// `frame(width:maxHeight:)` without the cache.
    func layOutFrame(width: CGFloat?, maxHeight: CGFloat?) -> TextFrame {
        let w = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var limit = numberOfLines == 0 ? Int.max : numberOfLines
        var frame = LineBreaker(layout: self, width: w, maxLines: limit).run()
        if let maxHeight, maxHeight.isFinite, frame.size.height > maxHeight + 0.001, frame.lines.count > 1 {
            var fit = 0
            for line in frame.lines {
                if line.top + line.height > maxHeight + 0.001 { break }
                fit += 1
            }
            limit = max(1, fit)
            frame = LineBreaker(layout: self, width: w, maxLines: limit).run()
        }
        return frame
    }

    /// UILabel's `intrinsicContentSize`: the used size rounded up to the pixel grid of `scale`
    /// (whole points at 1), wrapping at `preferredMaxWidth` (nil: no wrapping). As in UIKit, a
    /// single-line label (`numberOfLines == 1`) ignores the preferred width and measures its
    /// whole line.
    public func intrinsicSize(preferredMaxWidth: CGFloat? = nil, scale: CGFloat = 1) -> CGSize {
        frame(width: numberOfLines == 1 ? nil : TextLayout.usableWidth(preferredMaxWidth)).usedSize(scale: scale)
    }

    /// UILabel's `sizeThatFits(_:)`: wraps at `size.width` (when positive and finite), keeps
    /// the line limit, rounds up to the pixel grid of `scale`. The height is not limited by
    /// `size.height`; a single-line label measures its whole line whatever the width.
    public func sizeThatFits(_ size: CGSize, scale: CGFloat = 1) -> CGSize {
        frame(width: numberOfLines == 1 ? nil : TextLayout.usableWidth(size.width)).usedSize(scale: scale)
    }

    static func usableWidth(_ w: CGFloat?) -> CGFloat? {
        guard let w, w.isFinite, w > 0, w < 1e7 else { return nil }
        return w
    }

    /// Glyph runs for the text drawn in `rect` as UILabel draws it: lines wrapped at the
    /// rect's width, the block centered vertically when it fits, otherwise top-aligned with
    /// lines that do not fit dropped (the last shown line truncated per `lineBreakMode`).
    /// Runs without a color take `color`.
    public func draw(in rect: CGRect, color: Color = .black) -> [GlyphRun] {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return [] }
        let (f, top) = placement(in: rect)
        return f.glyphRuns(origin: CGPoint(x: rect.minX, y: top), color: color)
    }

    /// The size of a single-line label holding `text`, rounded up (UILabel's intrinsic size).
    public static func intrinsicSize(for text: String, font: Font, numberOfLines: Int = 1,
                                     preferredMaxWidth: CGFloat? = nil) -> CGSize {
        TextLayout(text: text, font: font, numberOfLines: numberOfLines, lineBreakMode: .byWordWrapping)
            .intrinsicSize(preferredMaxWidth: preferredMaxWidth)
    }

    /// A button title's size: one line, unlimited width, rounded up to whole points. UIButton's
    /// intrinsic size adds its content insets to this.
    public static func titleSize(_ title: String, font: Font) -> CGSize {
        TextLayout(text: title, font: font, numberOfLines: 1).frame(width: nil).usedSize
    }
}

/// A segment of a laid-out line placed for drawing: its glyphs' positions and its span.
struct PlacedSegment {
    var line: Int
    var segment: TextSegment
    var glyphs: [PositionedGlyph]
    /// Where the segment's pen starts and ends (justification space included).
    var x0: CGFloat
    var x1: CGFloat
}

extension TextFrame {
    /// Positions the lines' glyphs with the block's top-left at `origin`, one `GlyphRun` per
    /// stretch of one font and color; runs without a color take `color`. Font paths are the
    /// faces' file paths (bundled fonts: the absolute path of the bundled file).
    public func glyphRuns(origin: CGPoint, color: Color) -> [GlyphRun] {
        var out: [GlyphRun] = []
        for placed in placedSegments(origin: origin) where !placed.glyphs.isEmpty {
            let seg = placed.segment
            let c = seg.color ?? color
            if let last = out.last, last.fontPath == seg.font.fontPath, last.faceIndex == seg.font.face.faceIndex, last.size == seg.font.pointSize, last.color == c {
                out[out.count - 1].glyphs.append(contentsOf: placed.glyphs)
            } else {
                out.append(GlyphRun(fontPath: seg.font.fontPath, faceIndex: seg.font.face.faceIndex, size: seg.font.pointSize,
                                    color: c, glyphs: placed.glyphs))
            }
        }
        return out
    }

    /// Every segment of every line with its glyphs positioned (alignment and justification
    /// applied) from the block's top-left at `origin`.
    func placedSegments(origin: CGPoint) -> [PlacedSegment] {
        var out: [PlacedSegment] = []
        for (li, line) in lines.enumerated() {
            var extra: CGFloat = 0
            for seg in line.segments {
                let start = origin.x + line.x + seg.x + extra
                var pen = start
                var glyphs: [PositionedGlyph] = []
                glyphs.reserveCapacity(seg.glyphs.count)
                let y = origin.y + line.baseline
                for (k, g) in seg.glyphs.enumerated() {
                    glyphs.append(PositionedGlyph(id: g.id, x: pen + g.xOffset, y: y + g.yOffset))
                    pen += g.advance
                    if line.justificationSpace > 0, line.stretchableItems.contains(seg.glyphItems[k]) {
                        pen += line.justificationSpace
                        extra += line.justificationSpace
                    }
                }
                out.append(PlacedSegment(line: li, segment: seg, glyphs: glyphs, x0: start, x1: pen))
            }
        }
        return out
    }
}
