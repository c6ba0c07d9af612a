import Foundation

/// The `<device id="…" orientation="…">` a xib was laid out for: its screen in points.
public struct NibDevice: Sendable, Hashable {
    public enum Orientation: String, Sendable, Hashable { case portrait, landscape }
    /// Insets in points (top, left, bottom, right).
    public struct Insets: Sendable, Hashable {
        public var top: Double, left: Double, bottom: Double, right: Double
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
    }
    /// The device id IB wrote (`retina4_7`, `retina6_1`, `ipad9_7`, …).
    public var id: String
    public var orientation: Orientation
    /// `appearance="light|dark"`, nil when absent.
    public var appearance: String?
    /// The screen in points, in `orientation`.
    public var screenSize: CGSize
    /// Full-screen safe-area insets in `orientation` (status bar on older devices, notch and
    /// home indicator on newer ones).
    public var safeAreaInsets: Insets
    /// Whether `id` was in the built-in table (unknown ids fall back to a 375×667 iPhone).
    public var isKnown: Bool

    /// Portrait size in points, portrait top and bottom safe-area insets.
    static let table: [String: (w: Double, h: Double, top: Double, bottom: Double)] = [
        "retina3_5": (320, 480, 20, 0),
        "retina4_0": (320, 568, 20, 0),
        "retina4_7": (375, 667, 20, 0),
        "retina5_5": (414, 736, 20, 0),
        "retina5_9": (375, 812, 44, 34),
        "retina5_4": (375, 812, 50, 34),
        "retina6_1": (414, 896, 44, 34),
        "retina6_5": (414, 896, 44, 34),
        "retina6_0": (390, 844, 47, 34),
        "retina6_7": (428, 926, 47, 34),
        "retina6_12": (393, 852, 59, 34),
        "retina6_72": (430, 932, 59, 34),
        "retina6_3": (402, 874, 62, 34),
        "retina6_9": (440, 956, 62, 34),
        "iPhone_15": (393, 852, 59, 34),
        "iPhone_15_Pro": (393, 852, 59, 34),
        "iPhone_15_Plus": (430, 932, 59, 34),
        "iPhone_15_Pro_Max": (430, 932, 59, 34),
        "iPhone_16": (393, 852, 59, 34),
        "iPhone_16_Plus": (430, 932, 59, 34),
        "iPhone_16_Pro": (402, 874, 62, 34),
        "iPhone_16_Pro_Max": (440, 956, 62, 34),
        "iPhone_SE_3rd_generation": (375, 667, 20, 0),
        "ipad7_9": (768, 1024, 20, 0),
        "ipad9_7": (768, 1024, 20, 0),
        "ipad10_2": (810, 1080, 20, 0),
        "ipad10_5": (834, 1112, 20, 0),
        "ipad10_9rounded": (820, 1180, 24, 20),
        "ipad11": (834, 1194, 24, 20),
        "ipad11_0rounded": (834, 1194, 24, 20),
        "ipad12_9": (1024, 1366, 20, 0),
        "ipad12_9rounded": (1024, 1366, 24, 20),
    ]

    /// Every device id the table knows.
    public static var knownIDs: [String] { table.keys.sorted() }

    /// The device for `id` in `orientation`; unknown ids give a 375×667 portrait iPhone with
    /// `isKnown == false`.
    public init(id: String, orientation: Orientation = .portrait, appearance: String? = nil) {
        self.id = id; self.orientation = orientation; self.appearance = appearance
        let entry = Self.table[id]
        isKnown = entry != nil
        let e = entry ?? (375, 667, 20, 0)
        let notched = e.bottom > 0
        switch orientation {
        case .portrait:
            screenSize = CGSize(width: e.w, height: e.h)
            safeAreaInsets = Insets(top: e.top, left: 0, bottom: e.bottom, right: 0)
        case .landscape:
            screenSize = CGSize(width: e.h, height: e.w)
            let isPad = id.hasPrefix("ipad")
            if notched && !isPad {
                safeAreaInsets = Insets(top: 0, left: e.top, bottom: 21, right: e.top)
            } else if isPad {
                safeAreaInsets = Insets(top: e.top, left: 0, bottom: e.bottom, right: 0)
            } else {
                safeAreaInsets = Insets(top: 0, left: 0, bottom: 0, right: 0)
            }
        }
    }

    /// Whether the device is an iPad.
    public var isPad: Bool { id.hasPrefix("ipad") }
}
