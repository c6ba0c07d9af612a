import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A navigation controller that declares a tab bar ("Bottom Bar: Tab Bar") is a tab: the scenes
/// on its stack infer the tab bar as a tab bar controller's child's do (docs/canvas-rules.md,
/// "Scenes"). Frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// A navigation controller declaring `bottomBar` whose root vc1 shows vc2; vc2's `sub` has
    /// its top on vc2's safe area's bottom (its minY is where the safe area ends).
    func navigationStack(bottomBar: String, device: String = "retina4_7", size: String = "375x667") -> String {
        let nav = navigationController(metrics: bottomBar)
        let show = #"<connections><segue destination="vc2" kind="show" id="seg-show"/></connections>"#
        return storyboard(nav + scene("vc1", rootID: "root1", size: size, subviews: "", constraints: "", extra: show)
                          + scene("vc2", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa", "bottom")),
                          tools: "17701", device: device)
    }

    @Test func aNavigationControllerDeclaringATabBarGivesItsStackOne() throws {
        // An iPhone 8: the safe area ends 49 pt above the bottom under the tab bar (618), at the
        // bottom without it (667); an iPhone X: 34 + 49 (729), 34 without (778). esp-rainmaker's
        // Settings, eRouska's Help.
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(try frames(navigationStack(bottomBar: tabBar))["sub"]?.minY == 618)
        #expect(try frames(navigationStack(bottomBar: ""))["sub"]?.minY == 667)
        #expect(try frames(navigationStack(bottomBar: tabBar, device: "retina5_9", size: "375x812"))["sub"]?.minY == 729)
        // An opaque one ends the view above it (IB stores the view 618 pt tall): the safe
        // area's bottom is the view's, not 49 pt above it.
        let opaque = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#
        #expect(try frames(navigationStack(bottomBar: opaque, size: "375x618"))["sub"]?.minY == 618)
    }
}
