import Foundation

extension Font {
    /// A font weight as UIKit's `UIFont.Weight` (ultraLight … black), with the CSS-style
    /// weight class (100…900) used to pick the nearest bundled face.
    public struct Weight: Sendable, Hashable, Comparable {
        /// The weight class: 100 ultraLight … 400 regular … 700 bold … 900 black.
        public var weightClass: Int
        /// The weight of `weightClass` (100…900; values between pick the nearest bundled face).
        public init(weightClass: Int) { self.weightClass = weightClass }

        /// UIFont.Weight.ultraLight: weight class 100.
        public static let ultraLight = Weight(weightClass: 100)
        /// UIFont.Weight.thin: weight class 200.
        public static let thin = Weight(weightClass: 200)
        /// UIFont.Weight.light: weight class 300.
        public static let light = Weight(weightClass: 300)
        /// UIFont.Weight.regular: weight class 400.
        public static let regular = Weight(weightClass: 400)
        /// UIFont.Weight.medium: weight class 500.
        public static let medium = Weight(weightClass: 500)
        /// UIFont.Weight.semibold: weight class 600.
        public static let semibold = Weight(weightClass: 600)
        /// UIFont.Weight.bold: weight class 700.
        public static let bold = Weight(weightClass: 700)
        /// UIFont.Weight.heavy: weight class 800.
        public static let heavy = Weight(weightClass: 800)
        /// UIFont.Weight.black: weight class 900.
        public static let black = Weight(weightClass: 900)

        /// Whether `l` is lighter than `r` (by weight class).
        public static func < (l: Weight, r: Weight) -> Bool { l.weightClass < r.weightClass }

        /// The weight a font name implies ("Avenir-Heavy" → heavy, "HelveticaNeue-Light" → light).
        static func parse(fromName name: String) -> Weight {
            let n = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")
            let table: [(String, Weight)] = [
                ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight),
                ("thin", .thin), ("semibold", .semibold), ("demibold", .semibold), ("demi", .semibold),
                ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black),
                ("light", .light), ("medium", .medium), ("bold", .bold),
            ]
            for (word, w) in table where n.contains(word) { return w }
            return .regular
        }
    }

    /// UIKit's text styles with their default (large content size) point sizes and weights.
    public enum TextStyle: String, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The style's size in points at the default (Large) content size category: 34 for
        /// `largeTitle` … 11 for `caption2`.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            }
        }
        /// The style's weight: semibold for `headline`, regular for the others.
        public var weight: Weight { self == .headline ? .semibold : .regular }
        /// The HIG's leading by point size, the same for every style and content size
        /// category (Typography › iOS Dynamic Type sizes: xSmall's body 14 pt leads 19, its
        /// callout 13 pt 18, title3 17 pt 22 and title1 25 pt 31; Large's body 17 pt 22):
        /// pairs of (size, leading) from the xSmall and Large columns.
        static let leadingBySize: [(size: CGFloat, leading: CGFloat)] = [
            (11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (20, 25),
            (22, 28), (25, 31), (28, 34), (31, 38), (34, 41),
        ]

        /// The distance between baselines of a text-style font of `size` points: the HIG's
        /// leading for that size, the straight line between two sizes it lists; nil outside
        /// its sizes (11–34 pt).
        public static func lineSpacing(forSize size: CGFloat) -> CGFloat? {
            let t = leadingBySize
            guard let first = t.first, let last = t.last, size >= first.size, size <= last.size else { return nil }
            for (a, b) in zip(t, t.dropFirst()) where size <= b.size {
                return a.leading + (b.leading - a.leading) * (size - a.size) / (b.size - a.size)
            }
            return last.leading
        }

        /// The distance between the baselines of the style's lines at the default (large)
        /// content size: the "Leading" column of Apple's Human Interface Guidelines (Typography
        /// › iOS Dynamic Type sizes, Large): body 22, caption2 13.
        public var lineSpacingAtLarge: CGFloat {
            switch self {
            case .largeTitle: return 41
            case .title1: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline, .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption1: return 16
            case .caption2: return 13
            }
        }
    }
}
