import Foundation

extension StoryboardDocument {
    /// The bottom bars over `scene`, as `simulatedBars(for:)` counts their heights: a declared
    /// tab bar alone, a declared toolbar above the tab bar of a tab bar controller holding the
    /// scene, or the inferred ones (a tab bar unless the scene is pushed with
    /// `hidesBottomBarWhenPushed`, a toolbar when its stack shows one; a navigation controller
    /// declaring a tab bar gives its stack one, with no tab bar controller); `none` declares none,
    /// and so does a `none` before the scene on its stack (`inheritsNoBottomBar(_:)`).
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
            if inheritsNoBottomBar(scene) { break }
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

    /// Whether IB's canvas draws no bottom bar under `scene` for the scene before it on its
    /// navigation stack: `scene` declares none of its own ("Inferred") and the nearest scene that
    /// pushes or shows it (`pushingScene(of:)`, and so on back) and declares a bottom bar
    /// declares "Bottom Bar: None" (`<nil key="simulatedBottomBarMetrics"/>`). IB's inferred
    /// metrics follow the segue's source, as the top bar's do (`topBarDeclaration(for:)`) and a
    /// declared toolbar's (`showsToolbar(_:)`): the tab bar the scene's tab bar controller would
    /// give it is left out, as under the scene declaring "None". HipHopLive's Main (set AQ, 18122,
    /// `retina4_0`): two scenes of a tab's stack declare "None", and the five scenes they show
    /// (and those shown on from them) store their views on the bottom layout guide at the view's
    /// bottom (568), not 49 pt above it; Doctor_d's Main (set AQ, 12121) the same for the two
    /// scenes shown from a scene with "None". No scene of the mirrors' histories (AO – AQ) or of
    /// the corpus whose stored frames tell stores the tab bar under such a chain.
    func inheritsNoBottomBar(_ scene: StoryboardScene) -> Bool {
        var seen: Set<String> = []
        var current = scene
        while seen.insert(current.controllerID).inserted {
            guard current.simulatedBottomBar == nil, let previous = pushingScene(of: current) else { return false }
            if previous.simulatedBottomBar == "none" { return true }
            current = previous
        }
        return false
    }
}
