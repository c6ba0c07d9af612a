import Foundation

/// A background's appearance (UIBackgroundConfiguration), as a button configuration's
/// `background` uses it: a fill color, a corner radius and a stroke. A nil color leaves the
/// choice to the button's style (a filled button's tint, a gray button's fill, …).
public struct BackgroundConfiguration {
    /// The fill; nil lets the button's style choose (plain: none).
    public var backgroundColor: Color?
    /// The corner radius, used as it is when the button's `cornerStyle` is `.fixed` (and
    /// scaled with Dynamic Type when it is `.dynamic`); the other corner styles ignore it.
    /// Until set, a button takes its size's radius (6 pt at medium).
    public var cornerRadius: CGFloat = 0 { didSet { isCornerRadiusSet = true } }
    /// Whether `cornerRadius` was set (else a button uses its size's).
    var isCornerRadiusSet = false
    /// The stroke's color; nil draws no stroke.
    public var strokeColor: Color?
    /// The stroke's width, drawn inside the background's edge.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background's edge.
    public var strokeOutset: CGFloat = 0

    /// An empty background: no color, no corner radius, no stroke.
    public init() {}

    /// A clear background (UIBackgroundConfiguration.clear()).
    public static func clear() -> BackgroundConfiguration {
        var b = BackgroundConfiguration()
        b.backgroundColor = .clear
        return b
    }
}
