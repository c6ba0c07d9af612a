/// Which corners a layer's `cornerRadius` rounds (CACornerMask). In UIKit's flipped
/// coordinates `minXMinY` is the top-left corner.
public struct CornerMask: OptionSet, Sendable, Hashable {
    /// Core Animation's bits (CACornerMask's raw values).
    public let rawValue: UInt
    /// Makes a mask from Core Animation's bits (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (kCALayerMinXMinYCorner).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    /// The top-right corner (kCALayerMaxXMinYCorner).
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    /// The bottom-left corner (kCALayerMinXMaxYCorner).
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    /// The bottom-right corner (kCALayerMaxXMaxYCorner).
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// All four corners (the default).
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The corners of a rectangle as UIKit names them for `BezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// (UIRectCorner).
public struct RectCorner: OptionSet, Sendable, Hashable {
    /// UIKit's bits (UIRectCorner's raw values).
    public let rawValue: UInt
    /// Makes a set from UIKit's bits (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = RectCorner(rawValue: 1)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 2)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 4)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 8)
    /// All four corners.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
