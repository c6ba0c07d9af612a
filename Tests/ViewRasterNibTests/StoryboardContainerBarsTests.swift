import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Bars that reach a scene through its containers (docs/canvas-rules.md, "Scenes"), on minimal
/// storyboards of our own built with `StoryboardCanvasRulesTests`' helpers.
extension StoryboardCanvasRulesTests {
    /// A navigation controller `nav` whose root is `root`.
    func navigationController(root: String) -> String {
        """
            <scene sceneID="scene-nav">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="seg-root"/></connections>
                    </navigationController>
                </objects>
            </scene>
        """
    }

    /// A tab bar controller `tabs` holding `tab`.
    func tabBarController(holding tab: String) -> String {
        """
            <scene sceneID="scene-tabs">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections><segue destination="\(tab)" kind="relationship" relationship="viewControllers" id="seg-tab"/></connections>
                    </tabBarController>
                </objects>
            </scene>
        """
    }

    /// A navigation controller whose root is a tab bar controller holding `tab`.
    func navigationOfTabs(holding tab: String) -> String {
        navigationController(root: "tabs") + tabBarController(holding: tab)
    }

    /// `sub` pinned 10×10 to the safe area's top, `bot` to its bottom, both at the leading edge.
    var topAndBottom: String {
        pinned(to: "root-sa") + """
            <constraint firstItem="bot" firstAttribute="bottom" secondItem="root-sa" secondAttribute="bottom" id="b-b"/>
            <constraint firstItem="bot" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
            <constraint firstItem="bot" firstAttribute="width" constant="10" id="b-w"/>
            <constraint firstItem="bot" firstAttribute="height" constant="10" id="b-h"/>
            """
    }

    @Test func tabOfATabBarControllerOnANavigationStackIsUnderItsBar() throws {
        // UIKit passes a container's safe area on to its children: a tab bar controller pushed
        // as a navigation controller's root puts its tabs under the navigation bar (and over
        // its own tab bar). On an iPhone 8 in Xcode 10: 20 + 44 = 64 at the top, 49 at the bottom.
        let tab = scene("vc1", rootID: "root", subviews: view("sub", 16, 0, 10, 10) + view("bot", 0, 0, 10, 10), constraints: topAndBottom)
        let f = try frames(storyboard(navigationOfTabs(holding: "vc1") + tab, tools: "14490.70"))
        #expect(f["sub"]?.minY == 64)
        #expect(f["bot"]?.maxY == 667 - 49)
        // The same tab bar controller alone: no navigation bar over the tab.
        #expect(try frames(storyboard(tabBarController(holding: "vc1") + tab, tools: "14490.70"))["sub"]?.minY == 20)
    }

    @Test func xcode26DrawsFiftyFourPointNavigationBars() throws {
        // Xcode 26 (`toolsVersion` 24127 on) draws iOS 26's 54 pt navigation bars, under its
        // doubled status bar on an iPhone without a home button (sentry-cocoa's tabs, 24765 on
        // `retina6_12`: views pinned to the safe area at y = 172 = 2 × 59 + 54); earlier Xcodes,
        // and a beta's placeholder build, 44 pt under a single one (59 + 44 = 103).
        let tab = scene("vc1", rootID: "root", size: "393x852", subviews: view("sub", 16, 0, 10, 10) + view("bot", 0, 0, 10, 10), constraints: topAndBottom)
        func top(_ tools: String) throws -> CGFloat? {
            try frames(storyboard(navigationOfTabs(holding: "vc1") + tab, tools: tools, device: "retina6_12"))["sub"]?.minY
        }
        #expect(try top("24765") == 172)
        #expect(try top("23504") == 103)
        #expect(try top("32700.99.1234") == 103)
    }
}
