import Testing
import Foundation
@testable import ViewRasterViews

/// Bars on an iPhone in landscape (docs/canvas-rules.md, "Bars in landscape"): UIKit's compact
/// bars — navigation bar, toolbar and tab bar 32 pt — on a phone that is compact-width in
/// landscape too (narrower than 414 pt in portrait); the Plus and Max sizes and the XR/11,
/// regular-width in landscape, keep a 44 pt navigation bar and toolbar and a 49 pt tab bar
/// (Tencent QMUI's measured heights: "NavigationBarHeight iPhone landscape Regular 44 or Compact
/// 32", an XS Max's landscape tab bar 49 + 21; REMenu issue 109: "on iPhone 6 Plus Landscape
/// UINavigation bar height is 44"). The same 414 pt line as IB's canvas
/// (`DeviceMetrics.isCompactInLandscape`). Heights by hand; landscape has no status bar.
@MainActor
struct LandscapeBarMetricsTests: BarLayoutSuite {
    func mountLandscape(_ root: ViewController, on device: Device) -> Stage {
        let stage = Stage(.device(device, orientation: .landscapeLeft), scale: 1)
        stage.within {
            stage.screen.window.rootViewController = root
            stage.screen.window.layoutIfNeeded()
        }
        return stage
    }

    /// The heights of a navigation controller's bar and shown toolbar on `device` turned, and
    /// the frame of a tab bar controller's bar (with the home indicator's inset below it).
    func bars(on device: Device) -> (navigation: CGFloat, toolbar: CGFloat, tabBar: CGRect) {
        let nav = NavigationController(rootViewController: WhiteRootController())
        nav.isToolbarHidden = false
        let navStage = mountLandscape(nav, on: device)
        let tabs = TabBarController()
        tabs.viewControllers = [WhiteRootController()]
        let tabStage = mountLandscape(tabs, on: device)
        let heights = navStage.within { (nav.navigationBar.frame.height, nav.toolbar.frame.height) }
        return (heights.0, heights.1, tabStage.within { tabs.tabBar.frame })
    }

    @Test func compactWidthPhonesHaveCompactBars() {
        // An iPhone 8 turned, 667 × 375, compact × compact: 32 pt bars, no home indicator.
        let b = bars(on: .iPhone8)
        #expect(b.navigation == 32 && b.toolbar == 32)
        #expect(b.tabBar == CGRect(x: 0, y: 375 - 32, width: 667, height: 32))
        // An iPhone X turned (812 × 375): 32 pt bars; the tab bar over the 21 pt home indicator.
        let x = bars(on: .iPhoneX)
        #expect(x.navigation == 32)
        #expect(x.tabBar == CGRect(x: 0, y: 375 - 53, width: 812, height: 32 + 21))
    }

    @Test func regularWidthPhonesKeepTheirPortraitBars() {
        // An iPhone 8 Plus turned, 736 × 414, regular width: 44 pt bars and a 49 pt tab bar.
        let plus = bars(on: .iPhone8Plus)
        #expect(plus.navigation == 44 && plus.toolbar == 44)
        #expect(plus.tabBar == CGRect(x: 0, y: 414 - 49, width: 736, height: 49))
        // The XR/11 (414 pt wide in portrait) is regular-width in landscape too: its tab bar
        // 49 + 21 = 70 pt, as QMUI measured an XS Max's.
        let xr = bars(on: .iPhone11)
        #expect(xr.navigation == 44)
        #expect(xr.tabBar == CGRect(x: 0, y: 414 - 70, width: 896, height: 70))
        // Portrait is unchanged: 44 on the Plus.
        let nav = NavigationController(rootViewController: WhiteRootController())
        let stage = mount(nav, on: .iPhone8Plus)
        stage.within { #expect(nav.navigationBar.frame.height == 44) }
    }

    @Test func aStandaloneToolbarFollowsTheSameLine() {
        // UIToolbar's intrinsic height in a window of the screen: 32 on an iPhone 8 turned, 44 on a Plus.
        for (device, expected) in [(Device.iPhone8, CGFloat(32)), (.iPhone8Plus, 44)] {
            let controller = WhiteRootController()
            let stage = mountLandscape(controller, on: device)
            let toolbar = Toolbar(frame: .zero)
            stage.within {
                controller.view.addSubview(toolbar)
                #expect(toolbar.intrinsicContentSize.height == expected)
            }
        }
    }
}
