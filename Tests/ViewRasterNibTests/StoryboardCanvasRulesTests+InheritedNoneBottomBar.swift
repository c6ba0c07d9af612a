import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// "Bottom Bar: None" on a scene of a tab's navigation stack reaches the scenes it shows: IB's
/// inferred metrics follow the segue's source (docs/canvas-rules.md, "Scenes";
/// `StoryboardDocument.inheritsNoBottomBar`). Frames worked out by hand from the bars' heights.
extension StoryboardCanvasRulesTests {
    /// A tab bar controller (its bar `tabBarAttributes`) whose tab is a navigation controller
    /// with root vc1 (simulated metrics `rootMetrics`), which shows vc2, which shows vc3; `sub`
    /// has its top on vc3's safe area's bottom, so its minY is where that safe area ends.
    func tabStack(rootMetrics: String, vc2Metrics: String = "", tabBarAttributes: String = "",
                  device: String = "retina4_7", size: String = "375x667") -> String {
        let tabs = tabBarController(holding: "nav", tabBarAttributes: tabBarAttributes)
        func show(_ destination: String) -> String {
            #"<connections><segue destination="\#(destination)" kind="show" id="seg-\#(destination)"/></connections>"#
        }
        return storyboard(tabs + navigationController()
                          + scene("vc1", rootID: "root1", size: size, subviews: "", constraints: "", extra: rootMetrics + show("vc2"))
                          + scene("vc2", rootID: "root2", size: size, subviews: "", constraints: "", extra: vc2Metrics + show("vc3"))
                          + scene("vc3", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa", "bottom")),
                          tools: "18122", device: device)
    }

    @Test func noneBottomBarBeforeASceneOnItsStackLeavesOutTheTabBar() throws {
        let none = #"<nil key="simulatedBottomBarMetrics"/>"#
        // An iPhone 8: a scene two shows past the root is a tab's, so the 49 pt tab bar ends its
        // safe area at 667 − 49 = 618; with "None" on the root it ends at the bottom, 667, as
        // HipHopLive's scenes store (set AQ).
        #expect(try frames(tabStack(rootMetrics: ""))["sub"]?.minY == 618)
        #expect(try frames(tabStack(rootMetrics: none))["sub"]?.minY == 667)
        // The nearest declaration decides: a tab bar declared on vc2, after the root's "None",
        // gives vc3 the tab bar again.
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(try frames(tabStack(rootMetrics: none, vc2Metrics: tabBar))["sub"]?.minY == 618)
        // An iPhone X: the home indicator stays (812 − 34 = 778; 778 − 49 = 729 with the tab
        // bar), also when the tab bar controller's bar is opaque, which would end the view above
        // the bar and take the home indicator out of its safe area.
        #expect(try frames(tabStack(rootMetrics: "", device: "retina5_9", size: "375x812"))["sub"]?.minY == 729)
        #expect(try frames(tabStack(rootMetrics: none, device: "retina5_9", size: "375x812"))["sub"]?.minY == 778)
        #expect(try frames(tabStack(rootMetrics: none, tabBarAttributes: #"translucent="NO""#,
                                    device: "retina5_9", size: "375x812"))["sub"]?.minY == 778)
    }
}
