import Foundation
import ViewRasterViews

extension Storyboard {
    /// `controller`, the instantiated controller of `scene`, in the containers a running app
    /// shows it in when IB's canvas draws bars over or under the scene that no container of the
    /// storyboard gave it (a scene pushed from another, a tab drawn on its own, or a xib's
    /// top-level controller that the app's code presents in a navigation controller), so that
    /// the bars take their place and the scene gets the safe area UIKit gives it:
    ///
    /// - a navigation bar (`StoryboardDocument.simulatedBars(for:)`: declared with
    ///   `simulatedTopBarMetrics`, or inferred from a navigation controller whose stack holds
    ///   the scene) or a toolbar: a `NavigationController` whose root it is, its bar at the top
    ///   of the safe area (Pisth's Terminal xib: a blur view pinned to the safe area's top is
    ///   stored at y = 88 on an iPhone X, under the 44 pt status bar and the 44 pt bar), the bar
    ///   hidden when only a toolbar is drawn, the toolbar shown when one is;
    /// - a tab bar (declared with `simulatedTabBarMetrics`, or the scene or its navigation
    ///   controller is a tab): a `TabBarController` around that, whose tabs are the holding tab
    ///   bar controller's (the other tabs as plain controllers with their items), this one
    ///   selected; a declared tab bar alone has this scene's tab only.
    ///
    /// An opaque bar (`translucent="NO"` on the simulated metrics, or on the bar of the
    /// navigation or tab bar controller holding the scene) is drawn opaque: the view starts
    /// below an opaque navigation bar and ends above an opaque toolbar or tab bar, as on IB's
    /// canvas and in UIKit (`extendedLayoutIncludesOpaqueBars` NO; canvas-ios' FileDetails
    /// scene: a view pinned to the safe area's top stored at y = 0 of a view below the bar).
    ///
    /// Left as it is: a navigation or tab bar controller, a controller in a container and an
    /// embedded scene (no bars on IB's canvas). The bar's large-title mode is not carried over.
    @MainActor
    public func inSimulatedContainers(_ controller: ViewController, scene: StoryboardScene) -> ViewController {
        guard !(controller is NavigationController), !(controller is TabBarController), controller.parent == nil,
              !document.isEmbedded(scene) else { return controller }
        let top = document.simulatedBars(for: scene).top
        let bottom = document.simulatedBottomBars(for: scene)
        var shown = controller
        if top > 0 || bottom.toolbar {
            let navigation = NavigationController(rootViewController: controller)
            navigation.navigationBar.isTranslucent = !document.topBarIsOpaque(for: scene)
            navigation.isNavigationBarHidden = top == 0
            navigation.isToolbarHidden = !bottom.toolbar
            navigation.toolbar.isTranslucent = !bottom.toolbarIsOpaque
            shown = navigation
        }
        if bottom.tabBar {
            let tabs = TabBarController()
            let (siblings, selected) = simulatedTabs(holding: shown, bars: bottom)
            tabs.viewControllers = siblings
            tabs.selectedIndex = selected
            tabs.tabBar.isTranslucent = !bottom.tabBarIsOpaque
            shown = tabs
        }
        return shown
    }

    /// The tabs of the tab bar controller holding the scene (`bars.tabBarControllerID`) with
    /// `shown` in the place of the tab holding it (`bars.tabID`), and that place; the other tabs
    /// are plain controllers carrying their scenes' tab bar items, whose views are never shown.
    /// Without a tab bar controller, `shown` alone.
    @MainActor
    func simulatedTabs(holding shown: ViewController, bars: StoryboardSimulatedBottomBars) -> ([ViewController], Int) {
        guard let id = bars.tabBarControllerID, let holder = document.scene(controllerID: id) else { return ([shown], 0) }
        let instantiator = StoryboardInstantiator(storyboard: self)
        var tabs: [ViewController] = [], selected = 0
        for segue in holder.segues where segue.kind == "relationship" && segue.relationship == "viewControllers" {
            if segue.destination == bars.tabID {
                selected = tabs.count
                tabs.append(shown)
            } else if let other = document.scene(controllerID: segue.destination) {
                let placeholder = ViewController()
                instantiator.configureItems(of: placeholder, other, context: instantiator.sceneContext(other.nibDocument(header: document.header)))
                tabs.append(placeholder)
            }
        }
        return tabs.isEmpty ? ([shown], 0) : (tabs, selected)
    }
}
