import Foundation

/// The point size of each text style at each content size category: the iOS table of Apple's
/// Human Interface Guidelines (Typography › "iOS, iPadOS Dynamic Type sizes"), xSmall … xxxLarge
/// then AX1 … AX5. Body: 14, 15, 16, 17, 19, 21, 23, then 28, 33, 40, 47, 53.
public enum DynamicTypeSizes {
    /// Sizes per style, indexed by `ContentSizeCategory.rawValue` (extraSmall = 0 … AX5 = 11).
    public static let table: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The size of `style` at `category` (unspecified: large).
    public static func pointSize(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> CGFloat {
        let c = category == .unspecified ? ContentSizeCategory.large : category
        return table[style]?[c.rawValue] ?? style.pointSize
    }

    /// How much `style` grows from large to `category`.
    public static func ratio(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> CGFloat {
        pointSize(style, category) / pointSize(style, .large)
    }

    /// `font` at `category`: a font with `scaling` at its style's size for the category (the
    /// table's size for a preferred font, its own size times the style's ratio otherwise); a
    /// fixed font unchanged.
    public static func font(_ font: Font, for category: ContentSizeCategory) -> Font {
        guard let s = font.scaling else { return font }
        let size = s.sizeAtLarge == pointSize(s.style, .large) ? pointSize(s.style, category)
            : (s.sizeAtLarge * ratio(s.style, category)).rounded(.toNearestOrAwayFromZero)
        if size == font.pointSize { return font }
        var f = font.withSize(size)
        f.scaling = s
        return f
    }

    /// The font a text-style `font` takes when its view's traits become `traits` (`previous`
    /// nil: the first layout), or nil when it stays: such a font takes the category when the
    /// view is first laid out, and follows later changes only when the view `adjusts`
    /// (UIContentSizeCategoryAdjusting's `adjustsFontForContentSizeCategory`).
    static func adjustedFont(_ font: Font, adjusts: Bool, traits: TraitCollection, previous: TraitCollection?) -> Font? {
        guard font.scaling != nil, adjusts || previous == nil else { return nil }
        let scaled = self.font(font, for: traits.preferredContentSizeCategory)
        return scaled == font ? nil : scaled
    }

    /// Attributed text's runs when their view's traits become `traits`, or nil when none
    /// changes: by the same rule as `adjustedFont`, each run whose font is a text-style or
    /// `FontMetrics`-scaled font takes the category (at the first layout, and on later changes
    /// when the view adjusts, as UIKit rescales an attributed string's preferred and scaled
    /// fonts under `adjustsFontForContentSizeCategory`); runs with fixed fonts keep them.
    static func adjustedRuns(_ runs: [AttributedRun]?, adjusts: Bool, traits: TraitCollection, previous: TraitCollection?) -> [AttributedRun]? {
        guard var runs else { return nil }
        var changed = false
        for i in runs.indices {
            if let f = adjustedFont(runs[i].font, adjusts: adjusts, traits: traits, previous: previous) { runs[i].font = f; changed = true }
        }
        return changed ? runs : nil
    }
}
