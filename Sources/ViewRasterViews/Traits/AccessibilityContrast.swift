import Foundation

/// The Increase Contrast setting (UIAccessibilityContrast).
public enum AccessibilityContrast: Int, Sendable, Hashable {
    /// Not set: inherit (a root resolves it as normal).
    case unspecified = -1
    /// Standard contrast.
    case normal = 0
    /// Increased contrast: semantic colors take their high-contrast values.
    case high = 1
}
