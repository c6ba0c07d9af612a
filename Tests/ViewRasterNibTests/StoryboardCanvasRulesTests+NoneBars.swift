import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// "Top Bar: None" and "Bottom Bar: None" (`<nil key="simulatedTopBarMetrics"/>`,
/// `<nil key="simulatedBottomBarMetrics"/>`): IB draws no bar over the scene even where it
/// would infer one (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// A container scene `id` (`element`: navigationController or tabBarController) whose
    /// `relationship` segue goes to vc1.
    func container(_ element: String, id: String, relationship: String) -> String {
        """
            <scene sceneID="scene-\(id)">
                <objects>
                    <\(element) id="\(id)" sceneMemberID="viewController">
                        <connections><segue destination="vc1" kind="relationship" relationship="\(relationship)" id="seg-\(id)"/></connections>
                    </\(element)>
                </objects>
            </scene>
        """
    }

    @Test func noneTopBarLeavesOutTheNavigationBarIBWouldInfer() throws {
        // An iPhone X of Xcode 12 (17701): the safe area starts below the 44 pt sensor housing,
        // 44 pt lower under the navigation bar IB infers over a navigation controller's root;
        // "None" takes the bar away, not the sensor housing.
        func top(_ extra: String) throws -> CGFloat? {
            let text = storyboard(container("navigationController", id: "nav", relationship: "rootViewController")
                                  + scene("vc1", rootID: "root", size: "375x812", subviews: view("sub", 16, 0, 10, 10),
                                          constraints: pinned(to: "root-sa"), extra: extra),
                                  tools: "17701", device: "retina5_9")
            return try frames(text)["sub"]?.minY
        }
        #expect(try top("") == 88)
        #expect(try top(#"<nil key="simulatedTopBarMetrics"/>"#) == 44)
    }

    @Test func noneBottomBarLeavesOutTheTabBarIBWouldInfer() throws {
        // A tab of a tab bar controller: the safe area ends 34 + 49 = 83 pt above the bottom
        // (home indicator and tab bar), 34 with "Bottom Bar: None".
        func bottom(_ extra: String) throws -> CGFloat? {
            let text = storyboard(container("tabBarController", id: "tabs", relationship: "viewControllers")
                                  + scene("vc1", rootID: "root", size: "375x812", subviews: view("sub", 16, 0, 10, 10),
                                          constraints: pinned(to: "root-sa", "bottom"), extra: extra),
                                  tools: "17701", device: "retina5_9")
            return try frames(text)["sub"]?.minY
        }
        #expect(try bottom("") == 812 - 83)
        #expect(try bottom(#"<nil key="simulatedBottomBarMetrics"/>"#) == 812 - 34)
    }
}
