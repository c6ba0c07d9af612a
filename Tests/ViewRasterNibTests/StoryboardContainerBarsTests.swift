import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Bars that reach a scene through its containers (docs/canvas-rules.md, "Scenes"), on minimal
/// storyboards of our own built with `StoryboardCanvasRulesTests`' helpers.
extension StoryboardCanvasRulesTests {
    /// A navigation controller `nav` whose root is `root`; `attributes` go on its element,
    /// `bar` on its navigation bar (`largeTitles="YES"`).
    func navigationController(root: String, attributes: String = "", bar: String = "") -> String {
        """
            <scene sceneID="scene-nav">
                <objects>
                    <navigationController id="nav" \(attributes) sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="seg-root"/></connections>
                    </navigationController>
                </objects>
            </scene>
        """
    }

    /// A tab bar controller `tabs` holding `tab`, its `width` pt tab bar carrying
    /// `tabBarAttributes`; `metrics` (its simulated metrics' elements) stand before the bar.
    func tabBarController(holding tab: String, width: Int = 375, tabBarAttributes: String = "", metrics: String = "") -> String {
        """
            <scene sceneID="scene-tabs">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        \(metrics)
                        <tabBar key="tabBar" contentMode="scaleToFill" \(tabBarAttributes) id="tabs-bar">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="49"/>
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
        #expect(abs((f["bot"]?.maxY ?? 0) - (667 - 49)) < 1e-6)
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

    /// A show segue to `destination`, as a scene's `extra`.
    func push(to destination: String) -> String {
        #"<connections><segue destination="\#(destination)" kind="show" id="push-\#(destination)"/></connections>"#
    }

    @Test func largeTitlesFollowThePreviousItem() throws {
        // A bar that prefers large titles shows the root's large (44 + 52 pt); a pushed scene
        // whose item is automatic takes the previous item's mode (UIKit), so one pushed from a
        // root set to `never` has a small bar (trailer's Settings). iPhone 8, Xcode 10: 20 pt
        // status bar.
        func tops(rootMode: String) throws -> (CGFloat?, CGFloat?) {
            let item = rootMode.isEmpty ? "" : #"<navigationItem key="navigationItem" largeTitleDisplayMode="\#(rootMode)" id="item1"/>"#
            let text = storyboard(navigationController(root: "vc1", bar: #"largeTitles="YES""#)
                                  + scene("vc1", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa"), extra: item + push(to: "vc2"))
                                  + scene("vc2", rootID: "root2", subviews: view("sub2", 16, 0, 10, 10),
                                          constraints: pinned(to: "root2-sa", root: "root2").replacingOccurrences(of: #""sub""#, with: #""sub2""#)
                                            .replacingOccurrences(of: #"id="c-"#, with: #"id="c2-"#)),
                                  tools: "14490.70")
            let f = try frames(text)
            return (f["sub"]?.minY, f["sub2"]?.minY)
        }
        let automatic = try tops(rootMode: "")
        #expect(automatic.0 == 20 + 96 && automatic.1 == 20 + 96)
        let never = try tops(rootMode: "never")
        #expect(never.0 == 20 + 44 && never.1 == 20 + 44)
    }

    @Test func toolbarsStandAboveTheTabBar() throws {
        // A declared toolbar is 44 pt with a home button and 49 pt without one (siskin-im:
        // 83 = 34 + 49 on an XR), above the tab bar of a tab bar controller holding the scene
        // (trailer's Settings: 132 = 34 + 49 + 49); a scene pushed with
        // hidesBottomBarWhenPushed has no tab bar (Raivo).
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        func bottom(device: String, size: String, inTabs: Bool) throws -> CGFloat? {
            let body = scene("vc1", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10) + view("bot", 0, 0, 10, 10),
                             constraints: topAndBottom, extra: toolbar)
            let text = storyboard((inTabs ? navigationController(root: "vc1") + tabBarController(holding: "nav") : "") + body, device: device)
            return try frames(text)["bot"]?.maxY
        }
        #expect(try bottom(device: "retina4_7", size: "375x667", inTabs: false) == 667 - 44)
        #expect(try bottom(device: "retina6_1", size: "414x896", inTabs: false) == 896 - 34 - 49)
        #expect(try bottom(device: "retina6_1", size: "414x896", inTabs: true) == 896 - 34 - 49 - 49)

        let pushed = scene("vc2", rootID: "root", subviews: view("sub", 16, 0, 10, 10) + view("bot", 0, 0, 10, 10), constraints: topAndBottom)
        func pushedBottom(hides: Bool) throws -> CGFloat? {
            let second = hides ? pushed.replacingOccurrences(of: #"<viewController id="vc2""#, with: #"<viewController hidesBottomBarWhenPushed="YES" id="vc2""#) : pushed
            let text = storyboard(navigationController(root: "vc1") + tabBarController(holding: "nav")
                                  + scene("vc1", rootID: "root1", subviews: "", constraints: "", extra: push(to: "vc2")) + second)
            return try frames(text)["bot"]?.maxY
        }
        #expect(try pushedBottom(hides: false) == 667 - 49)
        #expect(try pushedBottom(hides: true) == 667)
    }
}
