import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering

/// `edgesForExtendedLayout` (UIKit's default: every edge): a container lays out a controller's
/// view below a translucent navigation bar whose top edge it does not extend, and ends it at a
/// translucent tab bar or toolbar whose bottom edge it does not extend, so the bar is not in the
/// view's safe area. Frames by hand on an iPhone 8 at 1x: 20 pt status bar, 44 pt navigation
/// bar, 49 pt tab bar, 44 pt toolbar, 667 pt screen.
@MainActor
struct EdgesForExtendedLayoutTests: BarLayoutSuite {
    /// A controller whose white view holds a red 40×30 box 10 pt below its safe area's top.
    typealias Boxed = SafeAreaTopBox

    @Test func aTopEdgeNotExtendedStartsTheViewBelowATranslucentBar() throws {
        let content = Boxed()
        content.edgesForExtendedLayout = [.bottom]
        let nav = NavigationController(rootViewController: content)
        let stage = mount(nav)
        #expect(nav.navigationBar.isTranslucent)
        // Below the bar: 667 − 64 = 603 pt tall, neither the bar nor the status bar in its safe area.
        #expect(content.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        stage.within { #expect(content.view.safeAreaInsets.top == 0) }
        #expect(content.box.frame == CGRect(x: 20, y: 10, width: 40, height: 30))
        // On screen the box is 10 pt below the bar's bottom edge.
        let c = try stage.render()
        #expect(isRed(c, 20, 74) && isRed(c, 59, 103))
        #expect(!isRed(c, 40, 73) && !isRed(c, 40, 104))
    }

    @Test func everyEdgeExtendedKeepsTheViewUnderTheBar() {
        let content = Boxed()
        let nav = NavigationController(rootViewController: content)
        let stage = mount(nav)
        #expect(content.edgesForExtendedLayout == .all)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        stage.within { #expect(content.view.safeAreaInsets.top == 64) }
        #expect(content.box.frame == CGRect(x: 20, y: 74, width: 40, height: 30))
    }

    @Test func aBottomEdgeNotExtendedEndsTheViewAtATranslucentTabBar() {
        let content = Boxed()
        content.edgesForExtendedLayout = [.top]
        let tabs = TabBarController()
        tabs.viewControllers = [content]
        let stage = mount(tabs)
        #expect(tabs.tabBar.isTranslucent)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
        stage.within { #expect(content.view.safeAreaInsets.bottom == 0) }
    }

    @Test func aBottomEdgeNotExtendedEndsTheViewAtAShownToolbar() {
        let content = Boxed()
        content.edgesForExtendedLayout = []
        let nav = NavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        let stage = mount(nav)
        // Below the bar and above the toolbar: 667 − 64 − 44 = 559 pt.
        #expect(content.view.frame == CGRect(x: 0, y: 64, width: 375, height: 559))
        stage.within { #expect(content.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) }
    }
}
