import Foundation
import ViewRasterDisplayList

/// A rectangle drawn with attributed text: a run's background (behind the glyphs) or its
/// underline or strikethrough (over them), filled with `color`.
public struct TextDecoration: Sendable, Hashable {
    /// What the rectangle is.
    public enum Kind: Sendable, Hashable {
        /// `.backgroundColor`: the run's advance by its line's height.
        case background
        /// `.underlineStyle`: the font's underline stroke below the baseline.
        case underline
        /// `.strikethroughStyle`: the font's strikeout stroke above the baseline.
        case strikethrough
    }
    /// What the rectangle is.
    public var kind: Kind
    /// Where it is, in the coordinates the glyphs were placed in.
    public var rect: CGRect
    /// Its color (the run's decoration color, else its text color, else the color drawn with).
    public var color: Color
}

extension TextLayout {
    /// The backgrounds, underlines and strikethroughs of the runs in `frame` (laid out from this
    /// layout) with the block's top-left at `origin`, as `TextFrame.glyphRuns(origin:color:)`
    /// places the glyphs; runs without a color take `color`. Backgrounds come first.
    public func decorations(in frame: TextFrame, origin: CGPoint, color: Color) -> [TextDecoration] {
        guard runs.contains(where: \.isDecorated) else { return [] }
        var backgrounds: [TextDecoration] = [], lines: [TextDecoration] = []
        for placed in frame.placedSegments(origin: origin) {
            guard runs.indices.contains(placed.segment.run), placed.x1 > placed.x0 else { continue }
            let run = runs[placed.segment.run]
            let line = frame.lines[placed.line]
            let textColor = run.color ?? color
            let width = placed.x1 - placed.x0
            if let bg = run.backgroundColor {
                backgrounds.append(TextDecoration(kind: .background, rect: CGRect(x: placed.x0, y: origin.y + line.top,
                                                                                   width: width, height: line.height), color: bg))
            }
            let font = placed.segment.font
            let scale = font.pointSize / CGFloat(font.face.unitsPerEm)
            let baseline = origin.y + line.baseline
            for (style, kind, decorationColor) in [(run.underlineStyle, TextDecoration.Kind.underline, run.underlineColor),
                                                   (run.strikethroughStyle, .strikethrough, run.strikethroughColor)]
            where style.drawsLine {
                let units = kind == .underline ? font.face.underlineUnits : font.face.strikethroughUnits
                let thickness = CGFloat(units.thickness) * scale * style.weight
                let center = kind == .underline ? baseline + CGFloat(units.offset) * scale : baseline - CGFloat(units.offset) * scale
                for k in 0..<style.lineCount {
                    // A double line: the second stroke one and a half thicknesses further out.
                    let y = center + CGFloat(k) * thickness * 2 * (kind == .underline ? 1 : -1)
                    lines.append(TextDecoration(kind: kind, rect: CGRect(x: placed.x0, y: y - thickness / 2, width: width, height: thickness),
                                                color: decorationColor ?? textColor))
                }
            }
        }
        return backgrounds + lines
    }
}
