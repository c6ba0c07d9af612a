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

    /// The device IB's canvas of the Xcode of `toolsVersion` shows a file without `<device>`
    /// on, when known: Xcode 14 and 15 (`toolsVersion` 21200 … 22999) open it on their default
    /// iPhone, an iPhone 14 Pro or 15 Pro (`retina6_12`, 393 × 852, portrait). Every file of
    /// that era without a `<device>` in the corpus and sets AD – AM (5, all 21507, 2
    /// repositories) stores its views so: huoli-client-iOS' four controller xibs (set AM:
    /// 393 × 852 views whose views on the safe area are stored 59 pt down and 34 pt short of
    /// the bottom) and Magus' ProfilePlaylists storyboard (set AL: views 353 pt wide between
    /// 20 pt insets, the first on the safe area at y = 79 = 59 + 20). Earlier Xcodes are left
    /// to `fallback`: files of Xcode 11 – 13 without one store their scenes at 600 × 600
    /// (Talent Torrent's storyboards, set AF, 18122) or at an XR's 414 pt (set AJ's
    /// GithubUser, 15705), no one device (session 40, layoutAM).
    public static func canvasDefault(toolsVersion: Int) -> NibDevice? {
        (21200..<23000).contains(toolsVersion) ? NibDevice(id: "retina6_12") : nil
    }

    /// Whether the device is an iPad.
    public var isPad: Bool { metrics.family == .pad }
}
