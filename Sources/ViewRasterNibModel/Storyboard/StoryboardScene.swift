import Foundation

/// One `<scene>` of a storyboard: its controller, the controller's view tree, the other
/// objects of the scene (placeholders, exits, gesture recognizers) and its segues.
public struct StoryboardScene: Sendable {
    /// `sceneID="…"`.
    public var sceneID: String
    /// The controller (`sceneMemberID="viewController"`): element (`viewController`,
    /// `navigationController`, `tabBarController`, `tableViewController`,
    /// `collectionViewController`, `pageViewController`, `splitViewController`, or
    /// `viewControllerPlaceholder` for a storyboard reference), class, connections,
    /// runtime attributes. Its view is `view`, not one of its subviews.
    public var controller: NibObject
    /// The controller's `key="view"` element (a `view`, `tableView`, `collectionView`, …);
    /// nil for containers, whose view the controller makes itself, and references.
    public var view: NibObject?
    /// The navigation bar, tab bar or toolbar a container declares.
    public var navigationBar: NibObject?
    /// The controller's `<tabBar>` element (a tab bar controller's), nil when none.
    public var tabBar: NibObject?
    /// The controller's `<toolbar>` element (a navigation controller's), nil when none.
    public var toolbar: NibObject?
    /// `<navigationItem key="navigationItem">`, `<tabBarItem key="tabBarItem">`.
    public var navigationItem: NibNavigationItem?
    /// `<tabBarItem key="tabBarItem">`, nil when absent.
    public var tabBarItem: NibTabBarItem?
    /// `<layoutGuides>`: the pre-iOS 11 top and bottom layout guides' ids.
    public var topLayoutGuideID: String?
    /// The bottom layout guide's id, nil when absent.
    public var bottomLayoutGuideID: String?
    /// The scene's other members in document order: First Responder, exits, gesture
    /// recognizers, custom objects, extra views.
    public var otherObjects: [NibObject]
    /// Every segue whose source is in this scene (the controller's, its buttons', cells', …),
    /// in document order.
    public var segues: [NibSegue]
    /// The simulated top bar IB drew (`simulatedNavigationBarMetrics` …), when declared:
    /// `navigationBar`, `navigationBarPrompted`, `none`.
    public var simulatedTopBar: String?
    /// The simulated bottom bar (`tabBar`, `toolbar`, `none`), when declared.
    public var simulatedBottomBar: String?
    /// Whether the declared top (bottom) bar is opaque (`translucent="NO"`): the view starts
    /// below (ends above) it.
    public var simulatedTopBarIsOpaque = false
    /// Whether the declared bottom bar is opaque (`translucent="NO"`): the view ends above it.
    public var simulatedBottomBarIsOpaque = false
    /// `<nil key="simulatedStatusBarMetrics"/>` on the controller: IB draws no status bar.
    public var hidesSimulatedStatusBar = false
    /// `<size key="freeformSize">` with `freeformSimulatedSizeMetrics`, or without it when the
    /// controller's view is stored at that size: the scene's own size.
    public var freeformSize: CGSize?
    /// `<toolbarItems>`: what a navigation controller's toolbar shows while this controller
    /// is on top (UIViewController.toolbarItems).
    public var toolbarItems: [NibBarButtonItem] = []
    /// Where the `<scene>` starts.
    public var location: NibLocation

    /// `storyboardIdentifier="…"`.
    public var storyboardIdentifier: String? { controller.attributes["storyboardIdentifier"] }
    /// The controller's id.
    public var controllerID: String { controller.id }
    /// Whether the scene is a storyboard reference (`viewControllerPlaceholder`).
    public var isReference: Bool { controller.element == "viewControllerPlaceholder" }
    /// A reference's `storyboardName` and `referencedIdentifier` (nil: that storyboard's
    /// initial controller).
    public var referencedStoryboard: String? { controller.attributes["storyboardName"] }
    /// A reference's `referencedIdentifier` (nil: the referenced storyboard's initial controller).
    public var referencedIdentifier: String? { controller.attributes["referencedIdentifier"] }
    /// The class a running app creates for the controller (`UINavigationController`, a custom class, …).
    public var controllerClass: String {
        if let c = controller.customClass { return controller.customModule.map { "\($0).\(c)" } ?? c }
        return Self.uikitControllerClasses[controller.element] ?? controller.element
    }

    /// UIKit's class for each controller element.
    public static let uikitControllerClasses: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "pageViewController": "UIPageViewController",
        "splitViewController": "UISplitViewController", "viewControllerPlaceholder": "UIStoryboardReference",
        "glkViewController": "GLKViewController", "avPlayerViewController": "AVPlayerViewController",
        "hostingController": "UIHostingController",
    ]
}
