import Foundation

/// A horizontal or vertical size class (UIUserInterfaceSizeClass).
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
    /// Not set: inherit.
    case unspecified
    /// Constrained space (an iPhone's width in portrait, its height in landscape).
    case compact
    /// Expansive space (an iPad both ways).
    case regular
}
