import Foundation

/// UILabel's `adjustsFontSizeToFitWidth`, `minimumScaleFactor` and `baselineAdjustment`.
extension Label {
    /// The factor `adjustsFontSizeToFitWidth` may shrink the font to: `minimumScaleFactor`, else
    /// `minimumFontSize` over the font's size, else 0 (no shrinking).
    var effectiveMinimumScaleFactor: CGFloat {
        if minimumScaleFactor > 0 { return min(1, minimumScaleFactor) }
        if minimumFontSize > 0, font.pointSize > 0 { return min(1, minimumFontSize / font.pointSize) }
        return 0
    }

    /// The factor the label's fonts are drawn at in a rect of `size`: 1 unless
    /// `adjustsFontSizeToFitWidth` shrinks them (`TextLayout.shrinkFactor(toFit:minimumScaleFactor:)`).
    public func fontScale(toFit size: CGSize) -> CGFloat {
        guard adjustsFontSizeToFitWidth, !(text ?? "").isEmpty else { return 1 }
        return textLayout.shrinkFactor(toFit: size, minimumScaleFactor: effectiveMinimumScaleFactor)
    }

    /// The lines drawn in `rect` and their block's top: the text layout shrunk to fit, placed
    /// as UILabel places it (centered vertically; a shrunk single line per `baselineAdjustment`
    /// relative to where the unshrunk line would have been).
    func drawnText(in rect: CGRect) -> (frame: TextFrame, top: CGFloat) {
        let layout = textLayout
        let scale = fontScale(toFit: rect.size)
        guard scale < 1 else { return layout.placement(in: rect) }
        let shrunk = layout.scaled(by: scale).placement(in: rect)
        guard numberOfLines == 1, let line = shrunk.frame.lines.first else { return shrunk }
        let full = layout.placement(in: rect)
        guard let fullLine = full.frame.lines.first else { return shrunk }
        switch baselineAdjustment {
        case .alignBaselines:
            return (shrunk.frame, full.top + fullLine.baseline - line.baseline)
        case .alignCenters:
            return (shrunk.frame, full.top + (full.frame.size.height - shrunk.frame.size.height) / 2)
        case .none:
            return (shrunk.frame, full.top)
        }
    }
}
