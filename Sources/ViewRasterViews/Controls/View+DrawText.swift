import Foundation

extension View {
    /// Draws the lines of `frame` (laid out from `layout`) with their block's top-left at
    /// `origin`: run backgrounds, glyphs, then underlines and strikethroughs; runs without a
    /// color take `color`. With `clip`, everything is cut at that rect.
    func drawText(_ layout: TextLayout, frame: TextFrame, origin: CGPoint, color: Color, clip: CGRect? = nil,
                  recorder: DisplayRecorder) {
        let decorations = layout.decorations(in: frame, origin: origin, color: color)
        if let clip { recorder.save(); recorder.clip(Path(rect: clip)) }
        for d in decorations where d.kind == .background { recorder.fill(Path(rect: d.rect), color: d.color) }
        for run in frame.glyphRuns(origin: origin, color: color) { recorder.glyphs(run) }
        for d in decorations where d.kind != .background { recorder.fill(Path(rect: d.rect), color: d.color) }
        if clip != nil { recorder.restore() }
    }
}
