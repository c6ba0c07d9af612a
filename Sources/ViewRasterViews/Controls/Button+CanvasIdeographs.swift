import Foundation
import ViewRasterText

/// The width IB's canvas gives a button's CJK title in the system font (`canvasIdeographExtraWidth`).
extension Button {
    /// A one-line title's size with `canvasIdeographExtraWidth` added for every CJK ideograph
    /// (and CJK or full-width punctuation) of its system-font runs, rounded up to whole points as
    /// a title is (`TextLayout.titleSize`); nil when the extra is 0 or the title has none (or
    /// several paragraphs), which keeps the title's own measure. Every one-line all-CJK title of a
    /// button sized by its title in the read sets' files from Xcode 8 on is stored at that width
    /// (47 buttons, "设置金额" at 14 pt 58, not 56), none at one em (`docs/system-font-metrics.md`,
    /// "Set AH (session 36)").
    func ideographWidenedTitleSize(_ title: String, font: Font) -> CGSize? {
        guard canvasIdeographExtraWidth > 0, title.unicodeScalars.contains(where: Label.isCanvasWidenedIdeograph) else { return nil }
        let layout = TextLayout(text: title, font: font, numberOfLines: 1)
        return Label.ideographWidenedFrame(layout, extra: canvasIdeographExtraWidth)?.usedSize
    }
}
