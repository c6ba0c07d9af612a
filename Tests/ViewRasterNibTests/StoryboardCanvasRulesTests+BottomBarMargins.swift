import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A scene's root holds its whole safe area's bottom in its bottom margin, a translucent tab
/// bar with it (docs/canvas-rules.md, "Scenes"): UIKit's `directionalLayoutMargins` of a view
/// controller's root reflect "the system minimum margins and safe area insets". Frames worked
/// out by hand.
extension StoryboardCanvasRulesTests {
    /// The y of `sub`, whose top is pinned to the bottom margin of a tab's root (`size`) on
    /// `device`, written by `tools`; `extra` goes after the root (simulated metrics).
    func bottomMarginY(device: String, size: String, tools: String, extra: String = "") throws -> CGFloat? {
        let text = storyboard(container("tabBarController", id: "tabs", relationship: "viewControllers")
                              + scene("vc1", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10),
                                      constraints: pinned(to: "root", "bottomMargin"), extra: extra),
                              tools: tools, device: device)
        return try frames(text)["sub"]?.minY
    }

    @Test func tabBarIsInTheRootsBottomMargin() throws {
        // An iPhone X of Xcode 12: the bottom margin is the 34 pt home indicator and the 49 pt
        // tab bar above it, 83 (before: 34, the home indicator alone).
        #expect(try bottomMarginY(device: "retina5_9", size: "375x812", tools: "17701") == 812 - 83)
        // An iPhone 8: the tab bar alone, 49.
        #expect(try bottomMarginY(device: "retina4_7", size: "375x667", tools: "17701") == 667 - 49)
    }

    @Test func noTabBarLeavesTheHomeIndicatorInTheBottomMargin() throws {
        // "Bottom Bar: None": the home indicator alone (34 on an iPhone X, 0 on an iPhone 8).
        let none = #"<nil key="simulatedBottomBarMetrics"/>"#
        #expect(try bottomMarginY(device: "retina5_9", size: "375x812", tools: "17701", extra: none) == 812 - 34)
        #expect(try bottomMarginY(device: "retina4_7", size: "375x667", tools: "17701", extra: none) == 667)
    }
}
