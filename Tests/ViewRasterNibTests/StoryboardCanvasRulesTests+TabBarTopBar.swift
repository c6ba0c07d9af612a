import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A tab bar controller's declared top bar reaching its tabs and the scenes they show on the
/// navigation stack holding it (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// A navigation controller whose root is a tab bar controller (`topBar`: its simulated top
    /// bar element, "" for none written) whose tab vc1 shows vc2; both views hold `sub` pinned
    /// to the safe area's top. iPhone 8 Plus, Xcode 14.3: the status bar is 20 pt.
    func tabBarInNavigationText(topBar: String) -> String {
        let containers = navigationController(root: "tabs", width: 414) + tabBarController(holding: "vc1", width: 414, metrics: topBar)
        let tab = scene("vc1", rootID: "first", size: "414x736", subviews: view("tabsub", 20, 0, 10, 10),
                        constraints: """
                            <constraint firstItem="tabsub" firstAttribute="top" secondItem="first-sa" secondAttribute="top" id="t-t"/>
                            <constraint firstItem="tabsub" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="t-l"/>
                            <constraint firstItem="tabsub" firstAttribute="width" constant="10" id="t-w"/>
                            <constraint firstItem="tabsub" firstAttribute="height" constant="10" id="t-h"/>
                            """,
                        extra: #"<connections><segue destination="vc2" kind="show" id="seg-show"/></connections>"#)
        return storyboard(containers + tab
                          + scene("vc2", rootID: "root", size: "414x736", subviews: view("sub", 20, 0, 10, 10), constraints: pinned(to: "root-sa")),
                          tools: "22154", device: "retina5_5")
    }

    @Test func tabBarControllersTopBarNoneReachesItsTabsAndWhatTheyShow() throws {
        // "Top Bar: None" on the tab bar controller (the item on the navigation stack): its tab
        // and the scene the tab shows have no bar, the status bar alone (y = 20; Clinitick's
        // Main). With nothing declared the navigation controller's 44 pt bar is over both (64).
        let none = try frames(tabBarInNavigationText(topBar: #"<nil key="simulatedTopBarMetrics"/>"#))
        #expect(none["tabsub"]?.minY == 20)
        #expect(none["sub"]?.minY == 20)
        let inferred = try frames(tabBarInNavigationText(topBar: ""))
        #expect(inferred["tabsub"]?.minY == 64)
        #expect(inferred["sub"]?.minY == 64)
    }
}
