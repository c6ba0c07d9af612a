import Foundation

extension Button {
    /// A button's content and appearance (UIButton.Configuration, iOS 15): a title, subtitle
    /// and image laid out by `imagePlacement` and the paddings inside `contentInsets`, drawn
    /// over a background whose color and corners follow the style (`plain()`, `gray()`,
    /// `tinted()`, `filled()`), `buttonSize` and `cornerStyle`. Give it to
    /// `Button(configuration:primaryAction:)` or set `button.configuration`; the button then
    /// sizes and draws itself from it and ignores its per-state titles, images and edge insets.
    /// The numbers (insets, fonts, radii per size) and their sources are in
    /// `docs/canvas-rules.md`, "Button configurations".
    public struct Configuration {
        /// The four system styles; the `bordered…` factories are their other names.
        enum Style: Sendable, Hashable { case plain, gray, tinted, filled }

        /// A predefined size for the button's elements (UIButton.Configuration.Size): its
        /// default content insets, title font and corner radius.
        public enum Size: Sendable, Hashable, CaseIterable {
            /// The smallest: footnote text, 3 pt above and below, 8 pt at the sides.
            case mini
            /// Subheadline text, 5 pt above and below, 10 pt at the sides.
            case small
            /// The default: body text, 7 pt above and below, 12 pt at the sides.
            case medium
            /// Body text, 17 pt above and below, 20 pt at the sides.
            case large
        }

        /// How the background's corners are rounded (UIButton.Configuration.CornerStyle).
        public enum CornerStyle: Sendable, Hashable, CaseIterable {
            /// The background's `cornerRadius` as it is.
            case fixed
            /// The button size's radius, scaled with Dynamic Type (the default).
            case dynamic
            /// A small system radius (6 pt).
            case small
            /// A medium system radius (8 pt).
            case medium
            /// A large system radius (12 pt).
            case large
            /// Half the shorter side: round ends.
            case capsule
        }

        /// How a title and subtitle align with each other (UIButton.Configuration.TitleAlignment).
        public enum TitleAlignment: Sendable, Hashable, CaseIterable {
            /// Leading beside a leading or trailing image, else centered.
            case automatic
            /// Along the leading edge.
            case leading
            /// Centered.
            case center
            /// Along the trailing edge.
            case trailing
        }

        /// The style the factory chose.
        var style: Style

        /// The title; `attributedTitle` wins when both are set.
        public var title: String?
        /// A styled title (its runs' fonts and colors win over the configuration's).
        public var attributedTitle: NSAttributedString?
        /// A second, smaller line under the title.
        public var subtitle: String?
        /// A styled subtitle.
        public var attributedSubtitle: NSAttributedString?
        /// The title's font; nil takes `buttonSize`'s (body at medium). UIKit sets it through
        /// `titleTextAttributesTransformer`; a xib's `titleFontDescription` sets it here.
        public var titleFont: Font?
        /// The subtitle's font; nil takes `buttonSize`'s (one step smaller than the title's).
        public var subtitleFont: Font?
        /// The image, beside or above the title as `imagePlacement` says.
        public var image: Image?
        /// The edge of the title the image sits against: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement: DirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The symbol configuration the image is drawn at; an SF Symbol without one matches
        /// the title's font size.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
        /// Whether an activity indicator stands in the image's place.
        public var showsActivityIndicator = false
        /// The color of the title, subtitle, template image and indicator; nil takes the
        /// style's (white on `filled()`, the tint on the others).
        public var baseForegroundColor: Color?
        /// The color the style derives its background from; nil takes the tint (`filled()`,
        /// `tinted()`) or the gray fill (`gray()`). `plain()` draws no background.
        public var baseBackgroundColor: Color?
        /// The background: its color (nil: the style's), corner radius and stroke.
        public var background = BackgroundConfiguration()
        /// How the background's corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size whose insets, fonts and radius the button takes.
        public var buttonSize: Size = .medium
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// Set insets, nil for the size's.
        private var customInsets: DirectionalEdgeInsets?

        /// The space around the content, by leading and trailing edge (leading is the right
        /// side right to left); the button size's until set (medium: 7 pt above and below,
        /// 12 pt at the sides).
        public var contentInsets: DirectionalEdgeInsets {
            get { customInsets ?? ButtonConfigurationMetrics.contentInsets(buttonSize) }
            set { customInsets = newValue }
        }

        /// Goes back to the button size's content insets (UIKit's `setDefaultContentInsets()`).
        public mutating func setDefaultContentInsets() { customInsets = nil }

        init(style: Style) { self.style = style }

        /// No background; title and image in the tint.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A gray fill (`tertiarySystemFill`); title and image in the tint.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// The tint at 15 % alpha behind a title and image in the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// The tint as the fill, a white title and image.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The same as `plain()` (its macOS-style name).
        public static func borderless() -> Configuration { plain() }
        /// The same as `gray()`.
        public static func bordered() -> Configuration { gray() }
        /// The same as `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The same as `filled()`.
        public static func borderedProminent() -> Configuration { filled() }
    }
}
