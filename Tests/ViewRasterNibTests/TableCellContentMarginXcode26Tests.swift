import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Xcode 26's canvas gives a table cell's content view 15 pt top and bottom margins where
/// earlier Xcodes give 11 (iOS 26's taller rows; docs/canvas-rules.md, "Top-level views"): a
/// top-level 414 × 52 cell on an XR with a box on its content view's four margins, frames by
/// hand (sides: a table's 20 pt at 414 pt).
@MainActor
@Suite struct TableCellContentMarginXcode26Tests {
    func cell(box: String) -> String {
        """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="52"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="52"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" \(box)/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """
    }

    @Test func xcode26PutsTheBoxFifteenPointsInsideTopAndBottom() throws {
        let (c, _) = try compareLayout(canvasXib(cell(box: #"x="20" y="15" width="374" height="22""#), tools: "24506", device: "retina6_1"))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 15, width: 374, height: 22))
        #expect(c.agree == c.total)
    }

    @Test func xcode16KeepsElevenPoints() throws {
        let (c, _) = try compareLayout(canvasXib(cell(box: #"x="20" y="11" width="374" height="30""#), tools: "23727", device: "retina6_1"))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 11, width: 374, height: 30))
    }

    @Test func aBetasPlaceholderBuildKeepsElevenPoints() throws {
        // 32700.99.1234 is written by every beta; its files store the earlier release's cells.
        let (c, _) = try compareLayout(canvasXib(cell(box: #"x="20" y="11" width="374" height="30""#), tools: "32700.99.1234", device: "retina6_1"))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 11, width: 374, height: 30))
    }
}
