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
    /// `<nil key="simulatedStatusBarMetrics"/>` or a freeform size: IB draws no status bar
    /// (its inset stays in the safe area, see `safeAreaInsets(device:landscape:toolsVersion:)`).
    public var hidesStatusBar: Bool
    /// `freeformSimulatedSizeMetrics`: the view keeps the size it was given.
    public var isFreeform: Bool
    public var topBar: Bar?
    public var bottomBar: Bar?

    /// None of them (a view IB simulates as a full screen with a status bar).
    public static let none = NibSimulatedMetrics(hidesStatusBar: false, isFreeform: false, topBar: nil, bottomBar: nil)

    public init(hidesStatusBar: Bool, isFreeform: Bool, topBar: Bar?, bottomBar: Bar?) {
        self.hidesStatusBar = hidesStatusBar; self.isFreeform = isFreeform
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
        self.init(hidesStatusBar: object.nilKeys.contains("simulatedStatusBarMetrics") || freeform,
                  isFreeform: freeform, topBar: top, bottomBar: bottom)
    }

    /// The full-screen safe-area insets of `device` under these metrics: the device's insets
    /// (IB keeps a 20 pt status bar in the safe area even when the status bar is set to none
    /// or the size is freeform: OsmAnd's wizard and VLC's player controls pin views 20 pt
    /// down), except that a navigation bar takes the status bar's place on a device with a
    /// home button (the sensor housing of one without stays); plus the translucent bars'
    /// heights (a navigation bar is 12 pt shorter on a phone in landscape).
    public func safeAreaInsets(device: DeviceMetrics, landscape: Bool, toolsVersion: Int) -> EdgeInsets {
        var i = device.safeAreaInsets(landscape: landscape, toolsVersion: toolsVersion)
        if !device.isFullScreen && topBar != nil { i.top = 0 }
        if let t = topBar { i.top += t.isTranslucent ? (landscape && device.family == .phone ? t.height - 12 : t.height) : 0 }
        if let b = bottomBar, b.isTranslucent { i.bottom += b.height }
        return i
    }
}
