import Foundation

/// A device screen: size in points (portrait), scale and safe-area insets. The presets (and
/// every id Interface Builder writes, through `named`) take their facts from `DeviceMetrics`,
/// the one device table, which the nib loader's canvas reads too.
public struct Device: Sendable, Hashable {
    /// The names people use (`iphone-8`) and the ids xibs use (`retina4_7`).
    public var names: [String]
    /// The screen's size in points, portrait.
    public var portraitSize: CGSize
    /// Apple's scale for the device (the stage's default).
    public var defaultScale: CGFloat
    /// Safe-area insets in portrait (top, left, bottom, right).
    public var portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape.
    public var landscapeSafeArea: EdgeInsets

    /// The first of `names` (`iphone-8`).
    public var name: String { names[0] }

    /// A device of any size (a custom screen).
    public init(names: [String], portraitSize: CGSize, defaultScale: CGFloat, portraitSafeArea: EdgeInsets,
                landscapeSafeArea: EdgeInsets) {
        self.names = names; self.portraitSize = portraitSize; self.defaultScale = defaultScale
        self.portraitSafeArea = portraitSafeArea; self.landscapeSafeArea = landscapeSafeArea
    }

    /// The device `metrics` describes, with its safe areas as the iOS release of `toolsVersion`
    /// (0: the newest) shows them; `names` come before the metrics' IB id.
    public init(_ metrics: DeviceMetrics, names: [String] = [], toolsVersion: Int = 0) {
        self.init(names: names + [metrics.id], portraitSize: metrics.portraitSize, defaultScale: metrics.scale,
                  portraitSafeArea: metrics.safeAreaInsets(landscape: false, toolsVersion: toolsVersion),
                  landscapeSafeArea: metrics.safeAreaInsets(landscape: true, toolsVersion: toolsVersion))
    }

    private static func preset(_ id: String, _ names: [String], beforeIOS16: Bool = false) -> Device {
        Device(DeviceMetrics.named(id)!, names: names, toolsVersion: beforeIOS16 ? 1 : 0)
    }

    /// The iPhone SE (1st generation) and 5s: 320 × 568 pt at @2x (`retina4_0`).
    public static let iPhoneSE = preset("retina4_0", ["iphone-se"])
    /// The iPhone 8, 7, 6s and SE (2nd and 3rd generation): 375 × 667 pt at @2x (`retina4_7`).
    public static let iPhone8 = preset("retina4_7", ["iphone-8"])
    /// The iPhone 8 Plus: 414 × 736 pt at @3x (`retina5_5`).
    public static let iPhone8Plus = preset("retina5_5", ["iphone-8-plus"])
    /// The iPhone X, XS and 11 Pro as iOS 11 to 15 show them (44 pt status bar).
    public static let iPhoneX = preset("retina5_9", ["iphone-x", "iPhone_XS", "iPhone_11_Pro"], beforeIOS16: true)
    /// The iPhone XR and 11 as iOS 12 to 15 show them (44 pt status bar).
    public static let iPhone11 = preset("retina6_1", ["iphone-11", "iPhone_XR", "iPhone_11"], beforeIOS16: true)
    /// The iPhone 12, 13 and 14: 390 × 844 pt at @3x (`retina6_0`), as iOS 16 and later show it.
    public static let iPhone12 = preset("retina6_0", ["iphone-12", "iPhone_12", "iPhone_13", "iPhone_14"])
    /// The iPhone 15, 15 Pro and 14 Pro: 393 × 852 pt at @3x (`retina6_12`).
    public static let iPhone15 = preset("retina6_12", ["iphone-15", "iPhone_15", "iPhone_14_Pro", "iPhone_15_Pro"])
    /// The iPhone 15 Pro Max (and 14 Pro Max): 430 × 932 pt at @3x (`retina6_72`).
    public static let iPhone15ProMax = preset("retina6_72", ["iphone-15-pro-max", "iPhone_15_Pro_Max"])
    /// The 9.7-inch iPad: 768 × 1024 pt (`ipad9_7`).
    public static let iPad = preset("ipad9_7", ["ipad", "iPad"])
    /// The 11-inch iPad Pro: 834 × 1194 pt (`ipad11_0rounded`).
    public static let iPadPro11 = preset("ipad11_0rounded", ["ipad-pro-11"])
    /// The 12.9-inch iPad Pro: 1024 × 1366 pt (`ipad12_9`).
    public static let iPadPro12 = preset("ipad12_9", ["ipad-pro-12.9"])

    /// The presets.
    public static let all: [Device] = [.iPhoneSE, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhone11, .iPhone12, .iPhone15, .iPhone15ProMax, .iPad, .iPadPro11, .iPadPro12]

    /// Looks a device up by a preset's name or any id Interface Builder writes (`retina6_0`,
    /// `ipad10_9rounded`, …; case-insensitive). An IB id names the device as the newest iOS
    /// shows it, as `render` draws a file's canvas: `retina5_9` has iOS 16's 50 pt status bar,
    /// while the `iphone-x` preset keeps iOS 11–15's 44 pt.
    public static func named(_ name: String) -> Device? {
        let n = name.lowercased()
        if let metrics = DeviceMetrics.all.first(where: { $0.id.lowercased() == n }) {
            let preset = all.first { $0.names.last == metrics.id }
            return Device(metrics, names: preset.map { Array($0.names.dropLast()) } ?? [])
        }
        return all.first { $0.names.contains { $0.lowercased() == n } }
    }

    /// The screen's size in points, in landscape (width and height swapped) or portrait.
    public func size(landscape: Bool) -> CGSize {
        landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }
    /// The safe-area insets in landscape or portrait.
    public func safeArea(landscape: Bool) -> EdgeInsets { landscape ? landscapeSafeArea : portraitSafeArea }
}

/// The device orientation (UIDeviceOrientation / UIInterfaceOrientation).
public enum Orientation: String, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { !isLandscape }
}
