import Foundation

/// The user's preferred text size (UIContentSizeCategory): seven standard sizes, `large` the
/// default, then five accessibility sizes. Text styles scale with it (`DynamicTypeSizes`).
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Not set: inherit (a root resolves it as `large`).
    case unspecified = -1
    case extraSmall = 0, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (UIContentSizeCategory.isAccessibilityCategory).
    public var isAccessibilityCategory: Bool { rawValue >= ContentSizeCategory.accessibilityMedium.rawValue }

    /// UIKit's name (`large`, `accessibilityExtraExtraLarge`), as the CLI and snapshot names
    /// spell it.
    public var name: String {
        switch self {
        case .unspecified: "unspecified"
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The category with UIKit's name (case-insensitive; also the HIG's short names `xSmall`,
    /// `xxxLarge`, `AX1`…`AX5`).
    public init?(name: String) {
        let key = name.lowercased()
        let short: [String: ContentSizeCategory] = [
            "xsmall": .extraSmall, "xlarge": .extraLarge, "xxlarge": .extraExtraLarge, "xxxlarge": .extraExtraExtraLarge,
            "ax1": .accessibilityMedium, "ax2": .accessibilityLarge, "ax3": .accessibilityExtraLarge,
            "ax4": .accessibilityExtraExtraLarge, "ax5": .accessibilityExtraExtraExtraLarge,
        ]
        if let c = short[key] { self = c; return }
        guard let c = ContentSizeCategory.allCases.first(where: { $0 != .unspecified && $0.name.lowercased() == key }) else { return nil }
        self = c
    }

    /// Orders by size (`unspecified` first).
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}
