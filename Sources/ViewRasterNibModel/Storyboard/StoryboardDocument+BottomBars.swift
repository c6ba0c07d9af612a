import Foundation

extension StoryboardDocument {
    /// The bottom bars over `scene`, as `simulatedBars(for:)` counts their heights: a declared
    /// tab bar alone, a declared toolbar above the tab bar of a tab bar controller holding the
    /// scene, or the inferred ones (a tab bar unless the scene is pushed with
    /// `hidesBottomBarWhenPushed`, a toolbar when its stack shows one; a navigation controller
    /// declaring a tab bar gives its stack one, with no tab bar controller); `none` declares none.
    public func simulatedBottomBars(for scene: StoryboardScene) -> StoryboardSimulatedBottomBars {
        var bars = StoryboardSimulatedBottomBars()
        let holder = tabBarController(holding: scene)
        // A navigation controller declaring a tab bar is a tab too (`isInTabBarController`).
        let declaring = tabBarDeclaringNavigationController(of: scene)
        let inferredTabBar = (holder != nil || declaring != nil) && !hidesBottomBarWhenPushed(scene)
        let holderIsOpaque = holder?.tabBar?.bool("translucent") == false || declaring?.simulatedBottomBarIsOpaque == true
        let navigationToolbarIsOpaque = navigationContainer(of: scene)?.toolbar?.bool("translucent") == false
        switch scene.simulatedBottomBar {
        case "none":
            break
        case "tabBar":
            bars.tabBar = true
            bars.tabBarIsOpaque = scene.simulatedBottomBarIsOpaque
        case "toolbar":
            bars.toolbar = true
            bars.toolbarIsOpaque = scene.simulatedBottomBarIsOpaque
            bars.tabBar = inferredTabBar
            bars.tabBarIsOpaque = holderIsOpaque
        default:
            bars.tabBar = inferredTabBar
            bars.tabBarIsOpaque = holderIsOpaque
            bars.toolbar = showsToolbar(scene)
            bars.toolbarIsOpaque = navigationToolbarIsOpaque
        }
        if bars.tabBar, let holder {
            bars.tabBarControllerID = holder.controllerID
            let ids = tabIDs(of: scene)
            bars.tabID = holder.segues.first { $0.kind == "relationship" && $0.relationship == "viewControllers" && ids.contains($0.destination) }?.destination
        }
        return bars
    }

    /// The controller ids a tab holding `scene` may have: the scene's and its navigation controller's.
    func tabIDs(of scene: StoryboardScene) -> [String] {
        [scene.controllerID] + (navigationContainer(of: scene).map { [$0.controllerID] } ?? [])
    }

    /// The tab bar controller one of whose tabs is `scene` or the navigation controller holding it.
    func tabBarController(holding scene: StoryboardScene) -> StoryboardScene? {
        let ids = tabIDs(of: scene)
        return scenes.first { s in
            s.controller.element == "tabBarController"
                && s.segues.contains { $0.kind == "relationship" && $0.relationship == "viewControllers" && ids.contains($0.destination) }
        }
    }
}
