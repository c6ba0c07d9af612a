import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// IB's canvas from Xcode 9 on measures the CJK ideographs of a one-line system-font label
/// 0.29 pt wider each than one em (`NibCanvas.canvasIdeographExtraWidth`); Xcode 7's files
/// store one em (set AD: WeCenterMobile's "添加回答" at 14 pt, 56 pt wide in a 9059 file).
@MainActor
@Suite struct CanvasIdeographWidthNibTests {
    /// A 17 pt system-font label `c` reading `text`, pinned by its top and leading edges.
    func label(_ text: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    /// Xcode 10 (15505, an @2x canvas): "修改备注" is 68 + 4 × 0.29 = 69.16, 69.5 on the grid, as
    /// netcloth's file stores it.
    @Test func xcode10WidensIdeographs() throws {
        let c = try compareInRoot320x200(label("修改备注"), constraints: legacyControlTopLeadingPins, tools: "15505")
        #expect(c.view("c")?.frame.width == 69.5)
    }

    /// Xcode 7 (9059): four ideographs of one em, 68.
    @Test func xcode7KeepsOneEm() throws {
        let c = try compareInRoot320x200(label("修改备注"), constraints: legacyControlTopLeadingPins, tools: "9059")
        #expect(c.view("c")?.frame.width == 68)
    }
}
