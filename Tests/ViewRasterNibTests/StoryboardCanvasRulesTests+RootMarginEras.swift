import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A scene's root margins in each era of IB's canvas (`NibCanvasMetrics.safeAreaInMargins`,
/// docs/canvas-rules.md "Scenes"): Xcode 8 and before gave a controller's root 0 pt top and
/// bottom margins on a phone with a home button; from Xcode 9 the root's margins hold its safe
/// area's top (status bar and translucent bars, declared or inferred) on every device and, on
/// a device without a home button, the home indicator at the bottom where the view reaches it.
/// Frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// The top of `sub`, on the root's top margin, and the distance from `low`, on its bottom
    /// margin, to the root's bottom, in a scene of `size` that declares `bars`.
    func rootMargins(tools: String, device: String, size: String, bars: String) throws -> (top: CGFloat?, bottom: CGFloat?, leading: CGFloat?) {
        let constraints = pinned(to: "root", "topMargin") + """
        <constraint firstItem="root" firstAttribute="bottomMargin" secondItem="low" secondAttribute="bottom" id="c-b2"/>
        <constraint firstItem="low" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c-l2"/>
        <constraint firstItem="low" firstAttribute="width" constant="10" id="c-w2"/>
        <constraint firstItem="low" firstAttribute="height" constant="10" id="c-h2"/>
        """
        let xcode9 = (Int(tools) ?? 0) >= 13000   // Xcode 8 files have no safe-area guides
        let text = storyboard(scene("vc1", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10) + view("low", 16, 0, 10, 10),
                                    constraints: constraints, extra: bars, safeArea: xcode9),
                              tools: tools, device: device, safeAreas: xcode9)
        let f = try frames(text)
        let height = CGFloat(Double(size.split(separator: "x")[1]) ?? 0)
        return (f["sub"]?.minY, f["low"].map { height - $0.maxY }, f["sub"]?.minX)
    }

    var navigationAndTabBar: String {
        #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
    }

    @Test func xcode8RootHasNoTopOrBottomMargin() throws {
        // Xcode 8 (12118), an iPhone 8: a controller's root had 0 pt top and bottom margins under
        // any bar (the top layout guide held the bars), 16 pt sides.
        let m = try rootMargins(tools: "12118", device: "retina4_7", size: "375x667", bars: navigationAndTabBar)
        #expect(m.top == 0)
        #expect(m.bottom == 0)
        #expect(m.leading == 16)
    }

    @Test func xcode9RootWithAHomeButtonHoldsTheTopBars() throws {
        // Xcode 9.2 (14113), an iPhone 8: the status bar and the navigation bar, 20 + 44.
        let m = try rootMargins(tools: "14113", device: "retina4_7", size: "375x667", bars: navigationAndTabBar)
        #expect(m.top == 64)
        #expect(m.leading == 16)
        let bare = try rootMargins(tools: "14113", device: "retina4_7", size: "375x667", bars: "")
        #expect(bare.top == 20)
        #expect(bare.bottom == 0)
    }

    @Test func xcode10RootWithoutAHomeButtonHoldsTheSensorHousingAndHomeIndicator() throws {
        // Xcode 10 (14460), an iPhone X: the sensor housing and the bar, 44 + 44, at the top;
        // the home indicator, 34, at the bottom of a scene without bars.
        let m = try rootMargins(tools: "14460", device: "retina5_9", size: "375x812", bars: navigationAndTabBar)
        #expect(m.top == 88)
        #expect(m.leading == 16)
        let bare = try rootMargins(tools: "14460", device: "retina5_9", size: "375x812", bars: "")
        #expect(bare.top == 44)
        #expect(bare.bottom == 34)
    }
}
