import Foundation
import Testing
@testable import ViewRasterViews
import ViewRasterText

/// IB's canvas (Xcode 8 on) measures each CJK ideograph of a button's system-font title 0.29 pt
/// wider than one em, as a label's (`Button.canvasIdeographExtraWidth`), and rounds the title up
/// to whole points as ever: set AH's Egoopay stores "设置金额" at 14 pt 58 pt wide, where four
/// ideographs of one em are 56.
@MainActor
@Suite struct CanvasIdeographButtonTitleTests {
    func button(_ title: String, size: CGFloat = 14, font: Font? = nil, extra: CGFloat) -> Button {
        let b = Button(type: .system)
        b.setTitle(title, for: .normal)
        b.titleFont = font ?? .systemFont(ofSize: size)
        b.canvasIdeographExtraWidth = extra
        return b
    }

    /// 4 × 14 = 56 on a device; 56 + 4 × 0.29 = 57.16 on the canvas, 58 in whole points.
    @Test func ideographsWidenOnTheCanvas() {
        #expect(button("设置金额", extra: 0).intrinsicContentSize.width == 56)
        #expect(button("设置金额", extra: 0.29).intrinsicContentSize.width == 58)
    }

    /// At 15 pt: 60 + 1.16 = 61.16, 62 (Egoopay's and BaiSiBuDeJie's "忘记密码").
    @Test func fifteenPointTitle() {
        #expect(button("忘记密码", size: 15, extra: 0.29).intrinsicContentSize.width == 62)
    }

    /// A Latin title keeps its width: nothing of it falls back.
    @Test func latinTitleKeepsItsWidth() {
        #expect(button("Save", extra: 0.29).intrinsicContentSize == button("Save", extra: 0).intrinsicContentSize)
    }

    /// A title in a named font keeps one em: only the system font's fallback is widened.
    @Test func namedFontKeepsOneEm() {
        let font = Font(name: "PingFangSC-Regular", size: 14)
        #expect(button("设置金额", font: font, extra: 0.29).intrinsicContentSize.width
                == button("设置金额", font: font, extra: 0).intrinsicContentSize.width)
    }
}
