import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Where IB's canvas of Xcode 5 to 8 stored a table view controller's header view: below the
/// navigation bar over its table (docs/canvas-rules.md, "Scenes"). Frames by hand: an iPhone
/// 5's status bar is 20 pt and a navigation bar 44, so a table under both has its header at
/// y = 64; under the status bar alone it stays at 0.
extension StoryboardCanvasRulesTests {
    /// A navigation controller whose root is a table view controller (or, without
    /// `inNavigationController`, the table view controller alone); its 320 × 568 table is
    /// stored at `tableY` with a 40 pt header view `hdr` at y 0 (the position IB's era rewrites).
    func tableControllerWithHeader(tools: String, tableY: Int = 0, inNavigationController: Bool = true) -> String {
        let tableHeight = 568 - tableY
        let nav = """
            <scene sceneID="scene-nav">
                <objects>
                    <navigationController id="vc1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="tvc" kind="relationship" relationship="rootViewController" id="seg-root"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """
        let table = """
            <scene sceneID="scene-tvc">
                <objects>
                    <tableViewController id="\(inNavigationController ? "tvc" : "vc1")" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
                            <rect key="frame" x="0.0" y="\(tableY)" width="320" height="\(tableHeight)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <view key="tableHeaderView" contentMode="scaleToFill" id="hdr">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                        </tableView>
                        \(inNavigationController ? #"<navigationItem key="navigationItem" title="List" id="nav-item"/>"# : "")
                    </tableViewController>
                </objects>
            </scene>
            """
        return storyboard((inNavigationController ? nav : "") + table, tools: tools, device: nil, safeAreas: false)
    }

    @Test func xcode5To8StoreATableHeaderBelowTheBarsOverTheTable() throws {
        // Xcode 5.0 (4510: clientelle), 6 (7706: webim, doorbell, wepay), 7 (8191: shotvibe,
        // 10117: ETSMobile) and 8.1 (11201: ssumobile) store the header of a table under a
        // status bar and a navigation bar at y = 20 + 44 = 64.
        #expect(try frames(tableControllerWithHeader(tools: "4510"))["hdr"]?.minY == 64)
        #expect(try frames(tableControllerWithHeader(tools: "7706"))["hdr"]?.minY == 64)
        #expect(try frames(tableControllerWithHeader(tools: "11201"))["hdr"]?.minY == 64)
        // The header keeps its size and the table's width.
        #expect(try frames(tableControllerWithHeader(tools: "7706"))["hdr"]?.size == CGSize(width: 320, height: 40))
    }

    @Test func aTableHeaderIsAtTheTopOfATableWithNoNavigationBarOverItOrFrom11762() throws {
        // A table stored below the bar (y = 64: BowdoinShuttle, tvheadend) has nothing over it:
        // its header at 0. Under the status bar alone (Dealers, peppermint, kevinwan, sprocket,
        // Coding-iPad, 99im) IB stores it at 0 too. From 11762 (involve-it) IB stores it at 0
        // under the bars, as UIKit places it.
        #expect(try frames(tableControllerWithHeader(tools: "7706", inNavigationController: false))["hdr"]?.minY == 0)
        #expect(try frames(tableControllerWithHeader(tools: "7706", tableY: 64))["hdr"]?.minY == 0)
        #expect(try frames(tableControllerWithHeader(tools: "11762"))["hdr"]?.minY == 0)
        #expect(try frames(tableControllerWithHeader(tools: "13771"))["hdr"]?.minY == 0)
    }
}
