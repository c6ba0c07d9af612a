import Foundation

/// A device screen preset: size in points (portrait), scale and safe-area insets.
public struct Device: Sendable, Hashable {
    /// The names people use (`iphone-8`) and the ids xibs use (`retina4_7`).
    public var names: [String]
    public var portraitSize: CGSize
    public var defaultScale: CGFloat
    /// Safe-area insets in portrait (top, left, bottom, right).
    public var portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape.
    public var landscapeSafeArea: EdgeInsets

    public var name: String { names[0] }

    public static let iPhoneSE = Device(names: ["iphone-se", "retina4_0"], portraitSize: CGSize(width: 320, height: 568),
                                        defaultScale: 2, portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                        landscapeSafeArea: .zero)
    public static let iPhone8 = Device(names: ["iphone-8", "retina4_7"], portraitSize: CGSize(width: 375, height: 667),
                                       defaultScale: 2, portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                       landscapeSafeArea: .zero)
    public static let iPhone8Plus = Device(names: ["iphone-8-plus", "retina5_5"], portraitSize: CGSize(width: 414, height: 736),
                                           defaultScale: 3, portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                           landscapeSafeArea: .zero)
    public static let iPhoneX = Device(names: ["iphone-x", "retina5_9", "iPhone_XS", "iPhone_11_Pro"], portraitSize: CGSize(width: 375, height: 812),
                                       defaultScale: 3, portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                                       landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    public static let iPhone11 = Device(names: ["iphone-11", "retina6_1", "iPhone_XR", "iPhone_11"], portraitSize: CGSize(width: 414, height: 896),
                                        defaultScale: 2, portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                                        landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    public static let iPhone12 = Device(names: ["iphone-12", "retina6_12", "iPhone_12", "iPhone_13", "iPhone_14"], portraitSize: CGSize(width: 390, height: 844),
                                        defaultScale: 3, portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                        landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    public static let iPhone15 = Device(names: ["iphone-15", "iPhone_15", "retina6_3", "iPhone_14_Pro", "iPhone_15_Pro"], portraitSize: CGSize(width: 393, height: 852),
                                        defaultScale: 3, portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                        landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    public static let iPhone15ProMax = Device(names: ["iphone-15-pro-max", "iPhone_15_Pro_Max", "retina6_7"], portraitSize: CGSize(width: 430, height: 932),
                                              defaultScale: 3, portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                              landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    public static let iPad = Device(names: ["ipad", "ipad9_7", "iPad"], portraitSize: CGSize(width: 768, height: 1024),
                                    defaultScale: 2, portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                    landscapeSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    public static let iPadPro11 = Device(names: ["ipad-pro-11", "ipad11_0rounded"], portraitSize: CGSize(width: 834, height: 1194),
                                         defaultScale: 2, portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                         landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    public static let iPadPro12 = Device(names: ["ipad-pro-12.9", "ipad12_9", "ipad12_9rounded"], portraitSize: CGSize(width: 1024, height: 1366),
                                         defaultScale: 2, portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                         landscapeSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    public static let all: [Device] = [.iPhoneSE, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhone11, .iPhone12, .iPhone15, .iPhone15ProMax, .iPad, .iPadPro11, .iPadPro12]

    /// Looks a device up by either kind of name (case-insensitive).
    public static func named(_ name: String) -> Device? {
        let n = name.lowercased()
        return all.first { $0.names.contains { $0.lowercased() == n } }
    }

    public func size(landscape: Bool) -> CGSize {
        landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }
    public func safeArea(landscape: Bool) -> EdgeInsets { landscape ? landscapeSafeArea : portraitSafeArea }
}

/// The device orientation (UIDeviceOrientation / UIInterfaceOrientation).
public enum Orientation: String, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { !isLandscape }
}
