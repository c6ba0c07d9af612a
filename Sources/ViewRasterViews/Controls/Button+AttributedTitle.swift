import Foundation

/// UIButton's attributed titles: per state, falling back to `.normal`'s, drawn with their runs'
/// fonts, colors, kern, underline and strikethrough (runs without a color take the state's
/// title color).
extension Button {
    /// Sets the attributed title for `state` (nil removes it); its string becomes the state's title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: ControlState) {
        attributedTitles[state.rawValue] = title.map { AttributedRun.runs($0, font: titleFont) }
        setTitle(title?.string, for: state)
    }

    /// The attributed title for `state` (else `.normal`'s), or nil.
    public func attributedTitle(for state: ControlState) -> NSAttributedString? {
        (attributedTitles[state.rawValue] ?? attributedTitles[0]).map(AttributedRun.attributedString)
    }

    /// The attributed title of the current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Gives the title font and every state's attributed title the fonts `transform` makes of
    /// their fonts (IB's canvas measuring a file's text with the system font of its era).
    package func transformTitleFonts(_ transform: (Font) -> Font) {
        titleFont = transform(titleFont)
        guard !attributedTitles.isEmpty else { return }
        for (state, runs) in attributedTitles {
            attributedTitles[state] = runs.map { $0.withFont(transform) }
        }
        invalidateIntrinsicContentSize()
    }

    /// The current state's attributed title as runs.
    var currentAttributedRuns: [AttributedRun]? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
}
