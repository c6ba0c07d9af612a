import Foundation

/// Light or dark appearance (UIUserInterfaceStyle).
public enum UserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
    /// Not set: inherit (a root resolves it as light).
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark

    /// `light` or `dark` (the CLI's and snapshot names' spelling); nil for `unspecified`.
    public var name: String? {
        switch self { case .unspecified: nil; case .light: "light"; case .dark: "dark" }
    }

    /// The style named `light` or `dark`.
    public init?(name: String) {
        switch name.lowercased() { case "light": self = .light; case "dark": self = .dark; default: return nil }
    }
}
