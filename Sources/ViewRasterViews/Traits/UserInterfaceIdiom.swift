import Foundation

/// The kind of device (UIUserInterfaceIdiom).
public enum UserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not set: inherit.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
}
