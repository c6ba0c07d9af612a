import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering

/// UINavigationController under an opaque bar (`isTranslucent` false): the top controller's
/// view starts below the bar, so neither the bar nor the status bar is in its safe area, unless
/// the controller sets `extendedLayoutIncludesOpaqueBars` (UIKit's rule, default NO). Frames
/// by hand on an iPhone 8 at 1x: 20 pt status bar, 44 pt bar, 667 pt screen.
@MainActor
struct OpaqueNavigationBarTests: BarLayoutSuite {
    /// A controller whose white view holds a red 40×30 box 10 pt below its safe area's top and
    /// 20 pt from its leading edge.
    typealias Boxed = SafeAreaTopBox

    @Test func theViewStartsBelowAnOpaqueBar() throws {
        let content = Boxed()
        let nav = NavigationController(rootViewController: content)
        nav.navigationBar.isTranslucent = false
        let stage = mount(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        stage.within { #expect(content.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) }
        #expect(content.box.frame == CGRect(x: 20, y: 10, width: 40, height: 30))
        // On screen the box is 10 pt below the bar's bottom edge.
        let c = try stage.render()
        #expect(isRed(c, 20, 74) && isRed(c, 59, 103))
        #expect(!isRed(c, 40, 73) && !isRed(c, 40, 104))
    }

    @Test func aTranslucentBarIsInTheSafeAreaOfAFullScreenView() {
        let content = Boxed()
        let nav = NavigationController(rootViewController: content)
        let stage = mount(nav)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        stage.within { #expect(content.view.safeAreaInsets.top == 64) }
        #expect(content.box.frame == CGRect(x: 20, y: 74, width: 40, height: 30))
    }

    @Test func extendedLayoutIncludesOpaqueBarsRunsTheViewUnderTheBar() {
        let content = Boxed()
        content.extendedLayoutIncludesOpaqueBars = true
        let nav = NavigationController(rootViewController: content)
        nav.navigationBar.isTranslucent = false
        let stage = mount(nav)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        stage.within { #expect(content.view.safeAreaInsets.top == 64) }
        #expect(content.box.frame == CGRect(x: 20, y: 74, width: 40, height: 30))
    }

    @Test func hidingOrMakingTheBarTranslucentGivesTheViewTheScreenBack() {
        let content = Boxed()
        let nav = NavigationController(rootViewController: content)
        nav.navigationBar.isTranslucent = false
        let stage = mount(nav)
        stage.within {
            nav.isNavigationBarHidden = true
            stage.screen.window.layoutIfNeeded()
        }
        // No bar: the view fills the screen, the status bar in its safe area.
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(content.box.frame == CGRect(x: 20, y: 30, width: 40, height: 30))
        stage.within {
            nav.isNavigationBarHidden = false
            stage.screen.window.layoutIfNeeded()
        }
        #expect(content.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(content.box.frame == CGRect(x: 20, y: 10, width: 40, height: 30))
        stage.within {
            nav.navigationBar.isTranslucent = true
            stage.screen.window.layoutIfNeeded()
        }
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(content.box.frame == CGRect(x: 20, y: 74, width: 40, height: 30))
    }
}
