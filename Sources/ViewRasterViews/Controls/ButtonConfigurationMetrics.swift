import Foundation

/// The numbers a button configuration takes from its `buttonSize` and `cornerStyle` on iOS 15
/// and later: default content insets, title and subtitle text styles and corner radii. The
/// table, with where each number comes from, is `docs/canvas-rules.md`, "Button
/// configurations".
enum ButtonConfigurationMetrics {
    /// The default content insets of `size`. Medium's 7/12 and large's 17/20 are what IB
    /// stores for configured buttons (a medium title of one 20⅓ pt line is 34⅓ pt tall and
    /// 24 pt wider than its text; a large one is 54⅓ pt tall).
    static func contentInsets(_ size: Button.Configuration.Size) -> DirectionalEdgeInsets {
        switch size {
        case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 17, leading: 20, bottom: 17, trailing: 20)
        }
    }

    /// The title's text style at `size`.
    static func titleStyle(_ size: Button.Configuration.Size) -> Font.TextStyle {
        switch size {
        case .mini: .footnote
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// The subtitle's text style at `size`: one step below the title's.
    static func subtitleStyle(_ size: Button.Configuration.Size) -> Font.TextStyle {
        switch size {
        case .mini: .caption2
        case .small: .caption1
        case .medium, .large: .subheadline
        }
    }

    /// The background's corner radius at `size` until one is set (`.dynamic` scales it with
    /// Dynamic Type, `.fixed` keeps it).
    static func dynamicCornerRadius(_ size: Button.Configuration.Size) -> CGFloat {
        switch size {
        case .mini: 4
        case .small: 6
        case .medium: 6
        case .large: 10
        }
    }

    /// The background's corner radius for a `bounds`-sized button.
    static func cornerRadius(_ c: Button.Configuration, bounds: CGSize, category: ContentSizeCategory) -> CGFloat {
        let r: CGFloat
        let base = c.background.isCornerRadiusSet ? c.background.cornerRadius : dynamicCornerRadius(c.buttonSize)
        switch c.cornerStyle {
        case .fixed: r = base
        case .dynamic: r = base * DynamicTypeSizes.ratio(.body, category)
        case .small: r = 6
        case .medium: r = 8
        case .large: r = 12
        case .capsule: r = min(bounds.width, bounds.height) / 2
        }
        return max(0, min(r, min(bounds.width, bounds.height) / 2))
    }
}
