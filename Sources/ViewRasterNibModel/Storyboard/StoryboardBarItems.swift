import Foundation

/// A `<barButtonItem>`: a title, a system item or an image, and its action and segues.
public struct NibBarButtonItem: Sendable, Hashable {
    public var id: String
    public var title: String?
    /// `systemItem="…"` (`add`, `done`, `cancel`, `edit`, …).
    public var systemItem: String?
    public var image: String?
    /// `style="…"` (`plain`, `done`).
    public var style: String?
    /// Where the element starts.
    public var location: NibLocation
    /// `catalog="system"` for an SF Symbol image.
    public var catalog: String? = nil
    /// `enabled="NO"` read as false.
    public var isEnabled = true
    /// `width="…"` (a fixed space's, or a fixed item width).
    public var width: Double? = nil
    /// The id of the item's custom view (`<view key="customView">`, …), read into the scene's
    /// view as one of its `barItemViews`.
    public var customViewID: String? = nil
}

/// A `<navigationItem key="navigationItem">`: what a navigation bar shows for a controller.
public struct NibNavigationItem: Sendable, Hashable {
    public var id: String
    public var title: String?
    public var prompt: String?
    /// `largeTitleDisplayMode="…"` (`always`, `never`, `automatic` when absent).
    public var largeTitleDisplayMode: String?
    /// The back button's title the next controller shows (`<barButtonItem key="backBarButtonItem">`).
    public var backButtonTitle: String?
    public var leftItems: [NibBarButtonItem] = []
    public var rightItems: [NibBarButtonItem] = []
    public var location: NibLocation
}

/// A `<tabBarItem key="tabBarItem">`: the controller's tab.
public struct NibTabBarItem: Sendable, Hashable {
    public var id: String
    public var title: String?
    public var image: String?
    /// `systemItem="…"` (`favorites`, `more`, …).
    public var systemItem: String?
    public var location: NibLocation
    /// `catalog="system"` for an SF Symbol image.
    public var catalog: String? = nil
    /// `selectedImage="…"`.
    public var selectedImage: String? = nil
}
