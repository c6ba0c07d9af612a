import Foundation
import ViewRasterText

/// The width IB's canvas gives CJK text in the system font (`canvasIdeographExtraWidth`).
extension Label {
    /// A label's intrinsic size on one line (a wrapping label's text unwrapped) with `canvasIdeographExtraWidth` added for every CJK
    /// ideograph (and kana, CJK or full-width punctuation) of its system-font runs, rounded up to the
    /// grid of `scale`; nil when the text has none (or several paragraphs), which keeps the
    /// label's own measure. A device measures such a character one em wide (the fallback face's
    /// advance, which ours already gives); only IB's canvas is wider (`docs/system-font-metrics.md`,
    /// "Set AD (session 33)").
    package func ideographWidenedIntrinsicSize(scale: CGFloat) -> CGSize? {
        // Most labels have no ideograph: a scan of the text, before any layout is made.
        guard let text, text.unicodeScalars.contains(where: Self.isCanvasWidenedIdeograph) else { return nil }
        return Self.ideographWidenedFrame(textLayout, extra: canvasIdeographExtraWidth)?.usedSize(scale: scale)
    }

    /// `layout`'s one-line frame, unrounded, with `extra` added for every CJK ideograph (and CJK or
    /// full-width punctuation) of its system-font runs; nil when it has none, or several
    /// paragraphs. A label's and a button's title (`Button.ideographWidenedTitleSize`) share it.
    static func ideographWidenedFrame(_ layout: TextLayout, extra: CGFloat) -> TextFrame? {
        var count = 0
        for run in layout.runs where run.font.systemStyle != nil {
            // A newline starts another paragraph, as the line breaker splits them
            // (`Character.isNewline`).
            for ch in run.text {
                if ch.isNewline { return nil }
                count += ch.unicodeScalars.lazy.filter(isCanvasWidenedIdeograph).count
            }
        }
        guard count > 0 else { return nil }
        var frame = layout.frame(width: nil)
        frame.size.width += CGFloat(count) * extra
        return frame
    }

    /// CJK Unified Ideographs (with extension A and the compatibility block), CJK symbols and
    /// punctuation ("。", "、"), hiragana and katakana ("の", "ア", "ー") and the full-width forms
    /// ("：", "，", "～"): the characters the system font draws with its CJK fallback face, one em
    /// wide. Kana joined them in session 50 (`docs/system-font-metrics.md`, "Set AV (session 50,
    /// textAV)"); Hangul, which the system font draws with its Korean face, is not widened.
    static func isCanvasWidenedIdeograph(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60: return true
        default: return false
        }
    }
}
