import Foundation
import Testing
@testable import ViewRasterViews
import ViewRasterText

/// IB's canvas widens the CJK ideographs of a wrapping label's text as it does a one-line
/// label's (`Label.canvasIdeographExtraWidth`, 0.29 pt each): set AP stores all-CJK labels with
/// `numberOfLines` 0, 2 and 4 that fit on one line at one em plus 0.29 pt an ideograph, rounded up
/// to the grid — nanbeitongYN's two-line 12 pt "托运日期" 49.5 pt at @2x (4 × 12 = 48 on a device;
/// 48 + 4 × 0.29 = 49.16), its 12 pt "价格" (`numberOfLines` 0) 25 (24.58), LiMi's two-line 15 pt
/// "评论了你的作品" 107.5 (105 + 7 × 0.29 = 107.03), Smail_100's 15 pt "深圳市筷云电子商务有限公司"
/// (`numberOfLines` 0) 199 (195 + 13 × 0.29 = 198.77).
@MainActor
@Suite struct WrappingLabelIdeographWidthTests {
    func label(_ text: String, size: CGFloat, lines: Int, extra: CGFloat = 0.29) -> Label {
        let label = Label(frame: .zero)
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = lines
        label.canvasIdeographExtraWidth = extra
        return label
    }

    func size(_ label: Label) -> CGSize {
        Stage(.size(CGSize(width: 400, height: 300)), scale: 2).within { label.intrinsicContentSize }
    }

    /// Two-line and unlimited labels that fit on one line take the canvas's width, one line tall as
    /// before; a device (no extra) keeps one em.
    @Test func wrappingLabelsOnOneLineWiden() {
        #expect(size(label("托运日期", size: 12, lines: 2)).width == 49.5)
        #expect(size(label("托运日期", size: 12, lines: 2, extra: 0)).width == 48)
        #expect(size(label("价格", size: 12, lines: 0)).width == 25)
        #expect(size(label("评论了你的作品", size: 15, lines: 2)).width == 107.5)
        #expect(size(label("深圳市筷云电子商务有限公司", size: 15, lines: 0)).width == 199)
        #expect(size(label("托运日期", size: 12, lines: 2)).height == size(label("托运日期", size: 12, lines: 1)).height)
    }

    /// Latin text in a wrapping label keeps its width: nothing of it falls back.
    @Test func latinTextKeepsItsWidth() {
        #expect(size(label("Status", size: 12, lines: 0)) == size(label("Status", size: 12, lines: 0, extra: 0)))
    }
}
