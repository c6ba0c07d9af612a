import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// IB's canvas from Xcode 8 on measures the CJK ideographs of a one-line system-font label
/// 0.29 pt wider each than one em (`NibCanvas.canvasIdeographExtraWidth`), and of a button's
/// title; Xcode 7's files store one em (set AD: WeCenterMobile's "添加回答" at 14 pt, 56 pt wide
/// in a 9059 file).
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

    /// Xcode 8.2 (11762): 69.5, as set AH's LoosenUP stores "工作內容" at 17 pt in an 11762 file
    /// (Xcode 7 and 8 measure labels on the @2x grid).
    @Test func xcode8WidensIdeographs() throws {
        #expect(try width(tools: "11762") == 69.5)
    }

    /// Xcode 7.3 (10117): one em, 68.
    @Test func xcode7_3KeepsOneEm() throws {
        #expect(try width(tools: "10117") == 68)
    }

    /// A system button titled "设置金额" at 14 pt pinned by its top and leading edges, on an @2x
    /// canvas of a file of `tools`: its width.
    func buttonWidth(tools: String) throws -> CGFloat? {
        try compareLayout(canvasXib(canvasRoot("320x100", """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="20" y="20" width="58" height="29"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <state key="normal" title="设置金额"/>
                </button>
        """, """
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        """), tools: tools)).0.view("b")?.frame.width
    }

    /// Xcode 9.2 (13771): 4 × 14 + 4 × 0.29 = 57.16, 58 in whole points, as set AH's Egoopay
    /// stores it.
    @Test func xcode9WidensAButtonsTitle() throws {
        #expect(try buttonWidth(tools: "13771") == 58)
    }

    /// Xcode 7.3 (10117): one em, 56.
    @Test func xcode7KeepsAButtonsTitleAtOneEm() throws {
        #expect(try buttonWidth(tools: "10117") == 56)
    }
}
