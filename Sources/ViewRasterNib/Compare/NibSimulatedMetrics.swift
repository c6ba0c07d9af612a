import Foundation
import ViewRasterViews

/// The simulated metrics IB saves on a top-level view (the Attributes inspector's "Simulated
/// Metrics"): whether a status bar is shown, a navigation bar above the view and a toolbar or
/// tab bar below it, and a freeform size. They decide the root's safe area on the canvas.
public struct NibSimulatedMetrics: Sendable, Hashable {
    /// A bar IB draws over the view (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`).
    public struct Bar: Sendable, Hashable {
        /// The bar's height in points (44 for a navigation bar, 74 with a prompt; 44 for a
        /// toolbar, 49 for a tab bar).
        public var height: CGFloat
        /// Whether the view extends under the bar (iOS 7's default): only then is the bar in
        /// the view's safe area. An opaque bar's view starts below it.
        public var isTranslucent: Bool
    }
    /// `<nil key="simulatedStatusBarMetrics"/>` itself ("Status Bar: None"; see
    /// `safeAreaInsets(device:landscape:toolsVersion:)` for what it does on the canvas).
    public var statusBarIsNone: Bool
    /// `freeformSimulatedSizeMetrics`: the view keeps the size it was given.
    public var isFreeform: Bool
    /// The navigation bar IB simulates above the view (`simulatedTopBarMetrics`), or nil.
    public var topBar: Bar?
    /// The toolbar or tab bar IB simulates below the view (`simulatedBottomBarMetrics`), or nil.
    public var bottomBar: Bar?

    /// The same metrics with the status bar shown or not ("Status Bar: None").
    public func withStatusBar(shown: Bool) -> NibSimulatedMetrics {
        var m = self
        m.statusBarIsNone = !shown
        return m
    }

    /// None of them (a view IB simulates as a full screen with a status bar).
    public static let none = NibSimulatedMetrics(statusBarIsNone: false, isFreeform: false, topBar: nil, bottomBar: nil)

    /// Metrics from their parts: "Status Bar: None", a freeform size, and the bars above and below
    /// the view (nil: none).
    public init(statusBarIsNone: Bool, isFreeform: Bool, topBar: Bar?, bottomBar: Bar?) {
        self.statusBarIsNone = statusBarIsNone; self.isFreeform = isFreeform
        self.topBar = topBar; self.bottomBar = bottomBar
    }

    /// The metrics saved on `object`.
    public init(_ object: NibObject) {
        var top: Bar?, bottom: Bar?, freeform = false
        for e in object.otherElements {
            let translucent = e["translucent"] != "NO"
            switch (e.name, e.key) {
            case ("freeformSimulatedSizeMetrics", _): freeform = true
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                top = Bar(height: e["prompted"] == "YES" ? 74 : 44, isTranslucent: translucent)
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                bottom = Bar(height: 44, isTranslucent: translucent)
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                bottom = Bar(height: 49, isTranslucent: translucent)
            default: break
            }
        }
        self.init(statusBarIsNone: object.nilKeys.contains("simulatedStatusBarMetrics"),
                  isFreeform: freeform, topBar: top, bottomBar: bottom)
    }

    /// The full-screen safe-area insets of `device` under these metrics: the device's insets as
    /// the file's Xcode simulated them (`DeviceMetrics`: Xcode 11 … 14.0 leave a home-button
    /// iPhone's status bar out), with a freeform size too (VLC's player controls pin views
    /// 20 pt down); "Status Bar: None" leaves it out before Xcode 14.1 (later ones keep it:
    /// OsmAnd's wizard); plus the translucent bars' heights (a navigation bar is 12 pt shorter
    /// on an iPhone that is compact-width in landscape, `DeviceMetrics.landscapeBarReduction`),
    /// while an opaque bar's edge has no inset (the view ends at it).
    public func safeAreaInsets(device: DeviceMetrics, landscape: Bool, toolsVersion: Int) -> EdgeInsets {
        var i = device.safeAreaInsets(landscape: landscape, toolsVersion: toolsVersion)
        // "Status Bar: None" took the status bar of a home-button iPhone out of the safe area
        // until Xcode 14.1 (element-ios 14460.31 and openfoodfacts 13771 pin views at y = 0);
        // later Xcodes keep it (OsmAnd's wizard, 22505: 20 pt).
        if statusBarIsNone && !device.isFullScreen && toolsVersion > 0 && toolsVersion < DeviceMetrics.xcode14_1 { i.top = 0 }
        // An opaque bar ends the view: it starts below a navigation bar (and the status bar or
        // sensor housing above it) and ends above a toolbar or tab bar (and the home indicator
        // under it), so neither is in its safe area (UIKit's `extendedLayoutIncludesOpaqueBars`
        // is off by default; pocket-casts' ProfileViewController, 21701: a 375 × 603 root on an
        // iPhone 8 with its table pinned to the safe area's top at y = 0).
        // Xcode 26 draws iOS 26's navigation bars, 10 pt taller (54 pt: talk-ios'
        // MessageTextViewController, 24765 on an XR, stores its text view pinned 10 pt below
        // the safe area at y = 160 = 2 × 48 + 54 + 10; `DeviceMetrics.navigationBarHeight`).
        if let t = topBar {
            let height = t.height + (DeviceMetrics.isXcode26(toolsVersion) ? 10 : 0)
            i.top = t.isTranslucent ? i.top + height - device.landscapeBarReduction(landscape: landscape, toolsVersion: toolsVersion) : 0
        }
        if let b = bottomBar { i.bottom = b.isTranslucent ? i.bottom + b.height : 0 }
        return i
    }
}
