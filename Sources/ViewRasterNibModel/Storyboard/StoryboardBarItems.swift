import Foundation

/// A `<barButtonItem>`: a title, a system item or an image, and its action and segues.
public struct NibBarButtonItem: Sendable, Hashable {
    /// The element's `id`.
    public var id: String
    /// `title="…"`, nil when absent.
    public var title: String?
    /// `systemItem="…"` (`add`, `done`, `cancel`, `edit`, …).
    public var systemItem: String?
    /// `image="…"`: the image's name, nil when absent.
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
    /// The element's `id`.
    public var id: String
    /// `title="…"`, nil when absent (the bar shows the controller's title).
    public var title: String?
    /// `prompt="…"`, nil when absent.
    public var prompt: String?
    /// `largeTitleDisplayMode="…"` (`always`, `never`, `automatic` when absent).
    public var largeTitleDisplayMode: String?
    /// The back button's title the next controller shows (`<barButtonItem key="backBarButtonItem">`).
    public var backButtonTitle: String?
    /// `<barButtonItem key="leftBarButtonItem">` and the `leftBarButtonItems` array, left to right.
    public var leftItems: [NibBarButtonItem] = []
    /// `<barButtonItem key="rightBarButtonItem">` and the `rightBarButtonItems` array, in IB's order.
    public var rightItems: [NibBarButtonItem] = []
    /// Where the element starts.
    public var location: NibLocation
}

/// A `<tabBarItem key="tabBarItem">`: the controller's tab.
public struct NibTabBarItem: Sendable, Hashable {
    /// The element's `id`.
    public var id: String
    /// `title="…"`, nil when absent.
    public var title: String?
    /// `image="…"`: the image's name, nil when absent.
    public var image: String?
    /// `systemItem="…"` (`favorites`, `more`, …).
    public var systemItem: String?
    /// Where the element starts.
    public var location: NibLocation
    /// `catalog="system"` for an SF Symbol image.
    public var catalog: String? = nil
    /// `selectedImage="…"`.
    public var selectedImage: String? = nil
}
