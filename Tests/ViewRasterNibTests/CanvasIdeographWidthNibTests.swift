import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// IB's canvas from Xcode 9 on measures the CJK ideographs of a one-line system-font label
/// 0.29 pt wider each than one em (`NibCanvas.canvasIdeographExtraWidth`); Xcode 7's files
/// store one em (set AD: WeCenterMobile's "添加回答" at 14 pt, 56 pt wide in a 9059 file).
@MainActor
@Suite struct CanvasIdeographWidthNibTests {
    /// The width of the 17 pt label "修改备注" pinned by its top and leading edges, on an @2x
    /// iPhone canvas of a file of `tools`.
    func width(tools: String) throws -> CGFloat? {
        try compareLayout(canvasLabelXib(text: "修改备注", storedWidth: "68", tools: tools)).0.view("label")?.frame.width
    }

    /// Xcode 10 (15505): 68 + 4 × 0.29 = 69.16, 69.5 on the grid, as netcloth's file stores it.
    @Test func xcode10WidensIdeographs() throws {
        #expect(try width(tools: "15505") == 69.5)
    }

    /// Xcode 7 (9059): four ideographs of one em, 68.
    @Test func xcode7KeepsOneEm() throws {
        #expect(try width(tools: "9059") == 68)
    }
}
