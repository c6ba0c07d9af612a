import Foundation

/// A tab bar (UITabBar), minimal: a plain bar background, a hairline above, and one column
/// per item with its title (10 pt medium) in the tint color when selected, gray otherwise. A
/// tab bar controller places it at the bottom (49 pt plus the home indicator's inset).
@MainActor
open class TabBar: View {
    /// The tabs, left to right.
    public internal(set) var items: [TabBarItem] = []
    public internal(set) var selectedItem: TabBarItem?
    /// The bar's background; nil draws UIKit's default light gray.
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The color of unselected items' titles.
    public var unselectedItemTintColor: Color?

    private var labels: [Label] = []

    /// UITabBar's: no width, 49 pt tall on an iPhone (32 in landscape), 50 on an iPad, without
    /// the home indicator's inset.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: BarMetrics.tabBarHeight(for: self))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items and the selection.
    func setItems(_ newItems: [TabBarItem], selected: Int?) {
        items = newItems
        selectedItem = selected.flatMap { $0 >= 0 && $0 < newItems.count ? newItems[$0] : nil }
        for l in labels { l.removeFromSuperview() }
        labels = newItems.map { item in
            let l = Label()
            l.text = item.displayedTitle
            l.font = .systemFont(ofSize: 10, weight: .medium)
            l.textAlignment = .center
            l.textColor = item === selectedItem ? (tintColor ?? .systemBlue) : (unselectedItemTintColor ?? Color(r8: 153, g8: 153, b8: 153))
            addSubview(l)
            return l
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !labels.isEmpty else { return }
        let barHeight = min(bounds.height, BarMetrics.tabBarHeight(for: self))
        let columnWidth = bounds.width / CGFloat(labels.count)
        let compact = barHeight < 40
        for (i, l) in labels.enumerated() {
            let y: CGFloat = compact ? 0 : barHeight - 16
            let h: CGFloat = compact ? barHeight : 12
            l.frame = CGRect(x: (CGFloat(i) * columnWidth).rounded(), y: y, width: columnWidth.rounded(), height: h)
        }
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        recorder.fill(Path(rect: bounds), color: barTintColor ?? BarMetrics.background)
        recorder.fill(Path(rect: CGRect(x: 0, y: -1 / max(1, recorder.scale), width: bounds.width, height: 1 / max(1, recorder.scale))),
                      color: BarMetrics.hairline)
    }
}

/// A toolbar (UIToolbar), minimal: a plain bar background with a hairline above.
@MainActor
open class Toolbar: View {
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }

    /// UIToolbar's: no width, 44 pt tall (32 on an iPhone in landscape).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: BarMetrics.isCompactHeight(self) ? 32 : 44)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func drawContent(_ recorder: DisplayRecorder) {
        recorder.fill(Path(rect: bounds), color: barTintColor ?? BarMetrics.background)
        recorder.fill(Path(rect: CGRect(x: 0, y: -1 / max(1, recorder.scale), width: bounds.width, height: 1 / max(1, recorder.scale))),
                      color: BarMetrics.hairline)
    }
}
