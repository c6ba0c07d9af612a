import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering

/// UITabBarController above an opaque tab bar and UINavigationController above an opaque
/// toolbar (`isTranslucent` false): the child's view ends at the bar's top edge, so neither the
/// bar nor the home indicator under it is in its safe area, unless the controller sets
/// `extendedLayoutIncludesOpaqueBars` (UIKit's rule, default NO, as for an opaque navigation
/// bar). Frames by hand: an iPhone 8 (375 × 667, no home indicator, 49 pt tab bar, 44 pt
/// toolbar) and an iPhone 15 (393 × 852, 34 pt home indicator, 49 pt tab bar), at 1x.
@MainActor
struct OpaqueBottomBarTests: BarLayoutSuite {
    /// A controller whose white view holds a red 40 × 30 box 10 pt above the view's own bottom
    /// edge and a 20 × 20 one 10 pt above its safe area's bottom, 20 pt from the leading edge.
    final class Boxed: WhiteRootController {
        let box = View()
        let safeBox = View()
        override func viewDidLoad() {
            super.viewDidLoad()
            box.backgroundColor = Color(r8: 255, g8: 0, b8: 0)
            safeBox.backgroundColor = Color(r8: 0, g8: 0, b8: 255)
            for b in [box, safeBox] { b.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(b) }
            LayoutConstraint.activate([
                box.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 40),
                box.heightAnchor.constraint(equalToConstant: 30),
                safeBox.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -10),
                safeBox.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 100),
                safeBox.widthAnchor.constraint(equalToConstant: 20),
                safeBox.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    @Test func theViewEndsAboveAnOpaqueTabBar() throws {
        let content = Boxed()
        let tabs = TabBarController()
        tabs.viewControllers = [content]
        tabs.tabBar.isTranslucent = false
        let stage = mount(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        // 667 − 49 = 618 pt tall, nothing of the bar in its safe area.
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
        stage.within { #expect(content.view.safeAreaInsets.bottom == 0) }
        #expect(content.box.frame == CGRect(x: 20, y: 578, width: 40, height: 30))
        #expect(content.safeBox.frame == CGRect(x: 100, y: 588, width: 20, height: 20))
        // On screen the box ends 10 pt above the bar's top edge.
        let c = try stage.render()
        #expect(isRed(c, 20, 578) && isRed(c, 59, 607))
        #expect(!isRed(c, 40, 577) && !isRed(c, 40, 608))
    }

    @Test func aTranslucentTabBarIsInTheSafeAreaOfAFullScreenView() {
        let content = Boxed()
        let tabs = TabBarController()
        tabs.viewControllers = [content]
        let stage = mount(tabs)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        stage.within { #expect(content.view.safeAreaInsets.bottom == 49) }
        #expect(content.box.frame == CGRect(x: 20, y: 627, width: 40, height: 30))
        #expect(content.safeBox.frame == CGRect(x: 100, y: 588, width: 20, height: 20))
    }

    @Test func theHomeIndicatorUnderAnOpaqueTabBarIsNotInTheSafeArea() {
        let content = Boxed()
        let tabs = TabBarController()
        tabs.viewControllers = [content]
        tabs.tabBar.isTranslucent = false
        let stage = mount(tabs, on: .iPhone15)
        // The bar is 49 pt over the 34 pt home indicator: 83 pt; the view 852 − 83 = 769.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 769))
        stage.within { #expect(content.view.safeAreaInsets.bottom == 0) }
        #expect(content.safeBox.frame == CGRect(x: 100, y: 739, width: 20, height: 20))
    }

    @Test func extendedLayoutIncludesOpaqueBarsRunsTheViewUnderTheTabBar() {
        let content = Boxed()
        content.extendedLayoutIncludesOpaqueBars = true
        let tabs = TabBarController()
        tabs.viewControllers = [content]
        tabs.tabBar.isTranslucent = false
        let stage = mount(tabs)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        stage.within { #expect(content.view.safeAreaInsets.bottom == 49) }
        #expect(content.box.frame == CGRect(x: 20, y: 627, width: 40, height: 30))
    }

    @Test func makingTheTabBarTranslucentGivesTheViewTheScreenBack() {
        let content = Boxed()
        let tabs = TabBarController()
        tabs.viewControllers = [content]
        tabs.tabBar.isTranslucent = false
        let stage = mount(tabs)
        #expect(content.view.frame.height == 618)
        stage.within {
            tabs.tabBar.isTranslucent = true
            stage.screen.window.layoutIfNeeded()
        }
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(content.box.frame == CGRect(x: 20, y: 627, width: 40, height: 30))
    }

    @Test func theViewEndsAboveAnOpaqueToolbar() {
        let content = Boxed()
        let nav = NavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        nav.toolbar.isTranslucent = false
        let stage = mount(nav)
        // The translucent navigation bar stays over the view (y = 0); the 44 pt toolbar ends it
        // at 667 − 44 = 623.
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 623))
        stage.within { #expect(content.view.safeAreaInsets.bottom == 0) }
        #expect(content.box.frame == CGRect(x: 20, y: 583, width: 40, height: 30))
        stage.within {
            nav.toolbar.isTranslucent = true
            stage.screen.window.layoutIfNeeded()
        }
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        stage.within { #expect(content.view.safeAreaInsets.bottom == 44) }
        #expect(content.safeBox.frame == CGRect(x: 100, y: 593, width: 20, height: 20))
    }

    @Test func aNavigationControllerTabAboveAnOpaqueTabBar() {
        // The navigation controller's view ends above the bar; its root's view fills it.
        let content = Boxed()
        let nav = NavigationController(rootViewController: content)
        let tabs = TabBarController()
        tabs.viewControllers = [nav]
        tabs.tabBar.isTranslucent = false
        let stage = mount(tabs)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
        stage.within { #expect(content.view.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)) }
        #expect(content.box.frame == CGRect(x: 20, y: 578, width: 40, height: 30))
    }
}
