import Foundation
import ViewRasterViews

extension Storyboard {
    /// `controller`, the instantiated controller of `scene`, in the navigation controller a
    /// running app shows it in when IB's canvas draws a navigation bar over the scene
    /// (`StoryboardDocument.simulatedBars(for:)`: declared with `simulatedTopBarMetrics`, or
    /// inferred from a navigation controller whose stack holds the scene) but the controller
    /// was made without one: a scene pushed from another, or a xib's top-level controller
    /// that the app's code presents in a navigation controller. The bar then takes its place
    /// at the top of the safe area, as on IB's canvas and in the app (Pisth's Terminal xib:
    /// a blur view pinned to the safe area's top is stored at y = 88 on an iPhone X, under
    /// the 44 pt status bar and the 44 pt bar). An opaque bar (`translucent="NO"` on the
    /// simulated metrics, or on the bar of the navigation controller holding the scene) is
    /// drawn opaque: the view starts below it, as on IB's canvas and in UIKit
    /// (`extendedLayoutIncludesOpaqueBars` NO; canvas-ios' FileDetails scene: a view pinned to
    /// the safe area's top stored at y = 0 of a view below the bar).
    ///
    /// Left as it is: a navigation or tab bar controller, a controller in a container and an
    /// embedded scene (no bars on IB's canvas). The bar's large-title mode is not carried over.
    @MainActor
    public func inSimulatedNavigationController(_ controller: ViewController, scene: StoryboardScene) -> ViewController {
        guard !(controller is NavigationController), !(controller is TabBarController), controller.parent == nil,
              !document.isEmbedded(scene), document.simulatedBars(for: scene).top > 0 else { return controller }
        let navigation = NavigationController(rootViewController: controller)
        navigation.navigationBar.isTranslucent = !document.topBarIsOpaque(for: scene)
        return navigation
    }
}
