import Foundation
import Testing
@testable import ViewRasterViews
import ViewRasterText

/// IB's canvas (Xcode 9 on) measures each CJK ideograph (and kana) of a one-line system-font label
/// 0.29 pt wider than the one em a device gives it (`Label.canvasIdeographExtraWidth`): set AD's
/// netcloth stores "修改备注" at 17 pt 69.5 pt wide on an @2x canvas, where four ideographs of
/// one em are 68.
@MainActor
@Suite struct CanvasIdeographWidthTests {
    func label(_ text: String, font: Font = .systemFont(ofSize: 17), extra: CGFloat) -> Label {
        let label = Label(frame: .zero)
        label.text = text
        label.font = font
        label.canvasIdeographExtraWidth = extra
        return label
    }

    func width(_ label: Label) -> CGFloat {
        Stage(.size(CGSize(width: 400, height: 300)), scale: 2).within { label.intrinsicContentSize.width }
    }

    /// Four ideographs at 17 pt: 4 × 17 = 68 on a device; 68 + 4 × 0.29 = 69.16 on the canvas,
    /// 69.5 on the @2x grid (IB's 69.5).
    @Test func ideographsWidenOnTheCanvas() {
        #expect(width(label("修改备注", extra: 0)) == 68)
        #expect(width(label("修改备注", extra: 0.29)) == 69.5)
    }

    /// A full-width colon is widened as an ideograph: "报名时间：" at 17 pt, 5 × 17 = 85 plus
    /// 5 × 0.29 = 86.45, 86.5 at @2x.
    @Test func fullWidthPunctuationWidens() {
        #expect(width(label("报名时间：", extra: 0.29)) == 86.5)
    }

    /// Kana are drawn by the same CJK fallback and widened as ideographs (set AV's uchicock, Xcode
    /// 11–13, @2x): "お酒は楽しくほどほどに" at 15 pt is 11 × 15 = 165 on a device and 165 + 11 × 0.29
    /// = 168.19, 168.5 at @2x, on the canvas (IB's 168.5; the two ideographs alone gave 166).
    /// "アルコール量" at 12 pt is 72 less the stand-in face's kerning of "アル" and "ルコ" (0.01 and
    /// 0.02 em: 71.64, 72 at @2x) on a device and 71.64 + 6 × 0.29 = 73.38, 73.5, on the canvas
    /// (IB's 74).
    @Test func kanaWidenAsIdeographs() {
        #expect(width(label("お酒は楽しくほどほどに", font: .systemFont(ofSize: 15), extra: 0)) == 165)
        #expect(width(label("お酒は楽しくほどほどに", font: .systemFont(ofSize: 15), extra: 0.29)) == 168.5)
        #expect(width(label("アルコール量", font: .systemFont(ofSize: 12), extra: 0)) == 72)
        #expect(width(label("アルコール量", font: .systemFont(ofSize: 12), extra: 0.29)) == 73.5)
    }

    /// Hangul, which the system font draws with its Korean face, is not widened.
    @Test func hangulKeepsItsWidth() {
        #expect(width(label("열람실명", extra: 0.29)) == width(label("열람실명", extra: 0)))
    }

    /// Latin text keeps its width: nothing of it falls back.
    @Test func latinTextKeepsItsWidth() {
        #expect(width(label("Status", extra: 0.29)) == width(label("Status", extra: 0)))
    }

    /// A named font is not the system font: its ideographs keep one em.
    @Test func namedFontKeepsOneEm() {
        let named = Font(name: "PingFangSC-Regular", size: 17)
        #expect(width(label("修改备注", font: named, extra: 0.29)) == width(label("修改备注", font: named, extra: 0)))
    }
}
