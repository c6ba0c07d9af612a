import Foundation

/// The bottom bars IB's canvas draws under a scene, each with whether it is opaque: what
/// `render` puts around a scene drawn alone so that the app's containers give it the same safe
/// area (`StoryboardDocument.simulatedBottomBars(for:)`).
public struct StoryboardSimulatedBottomBars: Sendable, Equatable {
    /// A tab bar under the scene (declared with `simulatedTabBarMetrics`, or the scene, or the
    /// navigation controller holding it, is a tab of a tab bar controller).
    public var tabBar = false
    /// Whether that tab bar is opaque: declared `translucent="NO"`, or the holding tab bar
    /// controller's `<tabBar translucent="NO">`.
    public var tabBarIsOpaque = false
    /// The tab bar controller whose tab holds the scene (its controller id), when there is one.
    public var tabBarControllerID: String?
    /// Which of that controller's tabs holds the scene: the scene's controller id, or its
    /// navigation controller's.
    public var tabID: String?
    /// A toolbar under the scene (declared with `simulatedToolbarMetrics`, or the navigation
    /// controller holding the scene shows its toolbar, or a scene pushing it shows one).
    public var toolbar = false
    /// Whether that toolbar is opaque: declared `translucent="NO"`, or the holding navigation
    /// controller's `<toolbar translucent="NO">`.
    public var toolbarIsOpaque = false

    /// No bar.
    public init() {}
}
