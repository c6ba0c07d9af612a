import Foundation

/// How far content sits above the base of the interface (UIUserInterfaceLevel): dark-mode
/// backgrounds are lighter on elevated content (a presented sheet or popover) so it stands out.
public enum UserInterfaceLevel: Int, Sendable, Hashable {
    /// Not set: inherit (a root resolves it as base).
    case unspecified = -1
    /// The window's own content.
    case base = 0
    /// Content above it: a sheet, form sheet or popover a controller presents.
    case elevated = 1
}
