import Foundation

/// The direction of the interface (UIUserInterfaceLayoutDirection): what a view's
/// `effectiveUserInterfaceLayoutDirection` is.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left to right (English, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew): leading is the right edge.
    case rightToLeft

    /// `ltr` or `rtl` (the CLI's and snapshot names' spelling).
    public var name: String { self == .leftToRight ? "ltr" : "rtl" }

    /// The direction named `ltr` or `rtl`.
    public init?(name: String) {
        switch name.lowercased() { case "ltr": self = .leftToRight; case "rtl": self = .rightToLeft; default: return nil }
    }
}

/// A trait collection's layout direction (UITraitEnvironmentLayoutDirection): unspecified
/// inherits.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not set: inherit (a root resolves it as left to right).
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
