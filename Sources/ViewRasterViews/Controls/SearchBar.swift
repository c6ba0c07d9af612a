import Foundation

/// A search bar (UISearchBar) as iOS 13 and later draw it: 56 pt tall (a prompt is kept
/// but not drawn), a rounded search field 36 pt tall with 10 pt corners in
/// `tertiarySystemFill`, 8 pt in from the bar's sides and centred vertically, a magnifier in
/// `secondaryLabel` 8 pt into the field, and the text in 17 pt `label` (or the placeholder,
/// "Search" by default in UIKit's translations — the English one here — in `secondaryLabel`)
/// 30 pt into the field. The `.default`/`.prominent` style fills the bar with
/// `barTintColor` or `systemBackground`; `.minimal` draws no bar background. With
/// `showsCancelButton` a "Cancel" in the tint color takes the right end.
@MainActor
open class SearchBar: View {
    /// UISearchBar.Style.
    public enum Style: Sendable { case `default`, prominent, minimal }

    /// The bar's style (default `default`); `minimal` draws no bar background.
    public var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The text in the field; nil or empty shows the placeholder.
    public var text: String? { didSet { setNeedsDisplay() } }
    /// The grey text of an empty field; nil shows "Search".
    public var placeholder: String? { didSet { setNeedsDisplay() } }
    /// The line above the bar (UISearchBar.prompt): kept but not drawn, and it does not change the
    /// bar's height.
    public var prompt: String?
    /// The bar's background color; nil is `systemBackground` (no effect with the `minimal` style).
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The field's background; nil draws `tertiarySystemFill`.
    public var searchFieldBackgroundColor: Color?
    /// Whether a "Cancel" in the tint color is drawn at the right end, narrowing the field.
    public var showsCancelButton = false { didSet { setNeedsDisplay() } }

    /// The bar's height without a prompt.
    public static let barHeight: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let font = Font.systemFont(ofSize: 17)

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    /// The search field's rect in bounds coordinates.
    public var searchFieldFrame: CGRect {
        var right = bounds.maxX - 8
        if showsCancelButton { right -= ControlText.width("Cancel", font: Self.font) + 8 }
        return CGRect(x: bounds.minX + 8, y: bounds.midY - Self.fieldHeight / 2,
                      width: max(0, right - bounds.minX - 8), height: Self.fieldHeight)
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        if searchBarStyle != .minimal {
            recorder.fill(Path(rect: bounds), color: barTintColor ?? .systemBackground)
        }
        let field = searchFieldFrame
        recorder.fill(Path(roundedRect: field, cornerRadius: 10), color: searchFieldBackgroundColor ?? .tertiarySystemFill)
        // The magnifier: a 12 pt ring and a handle down to the right.
        let c = CGPoint(x: field.minX + 8 + 6.5, y: field.midY - 1)
        var glass = Path(ellipseIn: CGRect(x: c.x - 5.5, y: c.y - 5.5, width: 11, height: 11))
        glass.move(to: CGPoint(x: c.x + 4, y: c.y + 4)); glass.line(to: CGPoint(x: c.x + 8, y: c.y + 8))
        recorder.stroke(glass, color: .secondaryLabel, style: StrokeStyle(width: 1.8, cap: .round))
        let textRect = CGRect(x: field.minX + 30, y: field.minY, width: max(0, field.width - 38), height: field.height)
        if let t = text, !t.isEmpty {
            ControlText.draw(t, font: Self.font, color: .label, in: textRect, alignment: .left, recorder: recorder)
        } else {
            ControlText.draw(placeholder ?? "Search", font: Self.font, color: .secondaryLabel, in: textRect, alignment: .left, recorder: recorder)
        }
        if showsCancelButton {
            let w = ControlText.width("Cancel", font: Self.font)
            ControlText.draw("Cancel", font: Self.font, color: tintColor ?? .systemBlue,
                             in: CGRect(x: bounds.maxX - 8 - w, y: field.minY, width: w, height: field.height), recorder: recorder)
        }
    }
}
