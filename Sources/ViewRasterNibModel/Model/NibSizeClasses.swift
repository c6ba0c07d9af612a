import Foundation

/// A horizontal and vertical size class (UIUserInterfaceSizeClass), for IB's `<variation
/// key="heightClass=compact-widthClass=regular">` blocks.
public struct NibSizeClasses: Sendable, Hashable {
    /// A size class (UIUserInterfaceSizeClass): `compact` or `regular`.
    public enum SizeClass: String, Sendable, Hashable { case compact, regular }
    /// The horizontal size class.
    public var width: SizeClass
    /// The vertical size class.
    public var height: SizeClass

    /// The size classes `width` by `height`.
    public init(width: SizeClass, height: SizeClass) { self.width = width; self.height = height }

    /// The size classes of a device in an orientation, as UIKit gives a full-screen window:
    /// an iPad is regular both ways; an iPhone is compact wide and regular tall in portrait,
    /// compact tall in landscape, where the 414 pt and wider ("Plus" and "Max") models are
    /// regular wide.
    public init(isPad: Bool, portraitWidth: CGFloat, landscape: Bool) {
        if isPad { self.init(width: .regular, height: .regular) }
        else if landscape { self.init(width: portraitWidth >= 414 ? .regular : .compact, height: .compact) }
        else { self.init(width: .compact, height: .regular) }
    }

    /// How specifically a variation `key` names these classes: nil when it does not apply,
    /// 0 for `default` (the base, Any×Any), else the number of classes it names. The most
    /// specific matching variation wins.
    public func specificity(ofVariation key: String) -> Int? {
        if key == "default" { return 0 }
        var n = 0
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2, let value = SizeClass(rawValue: kv[1]) else { return nil }
            switch kv[0] {
            case "widthClass": guard value == width else { return nil }
            case "heightClass": guard value == height else { return nil }
            default: return nil
            }
            n += 1
        }
        return n
    }
}
