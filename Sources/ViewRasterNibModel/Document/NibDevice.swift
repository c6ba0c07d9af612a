import Foundation
import ViewRasterLayout

/// The `<device id="…" orientation="…">` a xib was laid out for: its screen in points and
/// (through `DeviceMetrics`) its scale and safe areas by Xcode version.
public struct NibDevice: Sendable, Hashable {
    /// `orientation="…"`: `portrait` (the default when absent) or `landscape`.
    public enum Orientation: String, Sendable, Hashable { case portrait, landscape }
    /// Insets in points (top, left, bottom, right).
    public struct Insets: Sendable, Hashable {
        /// The four insets, in points.
        public var top: Double, left: Double, bottom: Double, right: Double
        /// Insets of these values, in points.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
    }
    /// The device id IB wrote (`retina4_7`, `retina6_1`, `ipad9_7`, …).
    public var id: String
    /// `orientation="…"` (portrait when absent).
    public var orientation: Orientation
    /// `appearance="light|dark"`, nil when absent.
    public var appearance: String?
    /// The device's metrics (a 375×667 iPhone, `retina4_7`, when `id` is unknown).
    public var metrics: DeviceMetrics
    /// Whether `id` was in the built-in table (unknown ids fall back to a 375×667 iPhone).
    public var isKnown: Bool

    /// The screen in points, in `orientation`.
    public var screenSize: CGSize { metrics.screenSize(landscape: orientation == .landscape) }
    /// Full-screen safe-area insets in `orientation` as the newest Xcode simulates them.
    public var safeAreaInsets: Insets { insets(toolsVersion: 0) }

    /// Every device id the table knows.
    public static var knownIDs: [String] { DeviceMetrics.all.map(\.id).sorted() }

    /// The device for `id` in `orientation`; unknown ids give a 375×667 portrait iPhone with
    /// `isKnown == false`.
    public init(id: String, orientation: Orientation = .portrait, appearance: String? = nil) {
        self.id = id; self.orientation = orientation; self.appearance = appearance
        let known = DeviceMetrics.named(id)
        isKnown = known != nil
        metrics = known ?? .fallback
    }

    /// Full-screen safe-area insets in `orientation` as the Xcode of `toolsVersion` simulated
    /// them (0: the newest).
    public func safeAreaInsets(toolsVersion: Int) -> LayoutInsets {
        metrics.safeAreaInsets(landscape: orientation == .landscape, toolsVersion: toolsVersion)
    }

    func insets(toolsVersion: Int) -> Insets {
        let i = safeAreaInsets(toolsVersion: toolsVersion)
        return Insets(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right))
    }

    /// The device a file without `<device>` is laid out on (`DeviceMetrics.fallback`, portrait).
    public static var fallback: NibDevice { NibDevice(id: DeviceMetrics.fallback.id) }

    /// Whether the device is an iPad.
    public var isPad: Bool { metrics.family == .pad }
}
