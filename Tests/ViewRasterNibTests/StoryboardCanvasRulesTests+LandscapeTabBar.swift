import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A tab bar on an iPhone in landscape (docs/canvas-rules.md, "Scenes"): from Xcode 9 (iOS 11)
/// UIKit's compact tab bar, 32 pt, on an iPhone that is compact-width in landscape, as `render`
/// draws it; the Plus and Max iPhones keep 49, and so did Xcode 8. A home-button iPhone in
/// landscape has no bottom inset of its own, so the safe area ends at the tab bar's top.
/// Frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// A navigation controller declaring a tab bar whose root vc1 shows vc2 on `device` in
    /// landscape (`size`: the screen turned); vc2's `sub` has its top on the safe area's bottom.
    func landscapeTabStack(device: String, size: String, tools: String) -> String {
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let show = #"<connections><segue destination="vc2" kind="show" id="seg-show"/></connections>"#
        return storyboard(navigationController(metrics: tabBar)
                          + scene("vc1", rootID: "root1", size: size, subviews: "", constraints: "", extra: show)
                          + scene("vc2", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa", "bottom")),
                          tools: tools, device: device)
            .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
    }

    @Test func aCompactWidthIPhoneInLandscapeHasA32PointTabBarFromXcode9() throws {
        // An iPhone 8 turned (667 × 375) in Xcode 9.2: 375 − 32 = 343 (HMD's Main, PMCtrl_iPad's IECConfig).
        #expect(try frames(landscapeTabStack(device: "retina4_7", size: "667x375", tools: "13771"))["sub"]?.minY == 343)
    }

    @Test func xcode8AndThePlusKeepThe49PointTabBarInLandscape() throws {
        // Xcode 8.2 drew iOS 10's 49 pt bar: 375 − 49 = 326; an iPhone 8 Plus turned (736 × 414)
        // is regular-width, as `render`'s bars: 414 − 49 = 365.
        #expect(try frames(landscapeTabStack(device: "retina4_7", size: "667x375", tools: "12121"))["sub"]?.minY == 326)
        #expect(try frames(landscapeTabStack(device: "retina5_5", size: "736x414", tools: "13771"))["sub"]?.minY == 365)
    }
}
