import Foundation

/// A navigation bar (UINavigationBar), minimal: a plain bar background that also covers the
/// status bar above it, a hairline below, the top item's title (17 pt semibold, centered; or
/// 34 pt bold at the left under the bar's first 44 pt with large titles), its bar button
/// items' titles in the tint color, and a back button ("‹ Back title") when an item is below
/// the top one. A navigation controller places it; in a xib it draws where it is put.
@MainActor
open class NavigationBar: View {
    /// Whether a controller's title shows large (iOS 11's large titles).
    public var prefersLargeTitles = false { didSet { owner?.updateBars() } }
    /// The bar's background; nil draws UIKit's default light gray.
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }
    /// Items bottom to top (a navigation controller keeps one per controller).
    public internal(set) var items: [NavigationItem] = []
    public var topItem: NavigationItem? { items.last }
    public var backItem: NavigationItem? { items.count >= 2 ? items[items.count - 2] : nil }

    weak var owner: NavigationController?
    private let titleLabel = Label()
    private let largeTitleLabel = Label()
    private var itemLabels: [Label] = []
    private var backLabel: Label?

    public override init(frame: CGRect) { super.init(frame: frame); setUp() }

    /// UINavigationBar's: no width, the bar's height (44 pt on an iPhone in portrait, 32 in
    /// landscape, 50 on an iPad), without the status bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: BarMetrics.navigationBarHeight(for: self, largeTitle: false))
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); setUp() }

    private func setUp() {
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = .boldSystemFont(ofSize: 34)
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
    }

    /// Whether the top item shows a large title now.
    var showsLargeTitle: Bool {
        prefersLargeTitles && topItem?.largeTitleDisplayMode != .never && !BarMetrics.isCompactHeight(self)
    }

    /// Replaces the items (the navigation controller's stack).
    func setItems(_ newItems: [NavigationItem]) {
        items = newItems
        refresh()
    }

    /// Rebuilds the labels from the items.
    func refresh() {
        for l in itemLabels { l.removeFromSuperview() }
        backLabel?.removeFromSuperview(); backLabel = nil
        itemLabels = []
        let large = showsLargeTitle
        titleLabel.text = large ? nil : topItem?.displayedTitle
        largeTitleLabel.text = large ? topItem?.displayedTitle : nil
        if let back = backItem, topItem?.hidesBackButton != true, topItem?.leftBarButtonItems.isEmpty != false {
            let l = itemLabel("‹ " + (back.backButtonTitle ?? back.displayedTitle ?? "Back"))
            backLabel = l
        }
        for item in (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? []) {
            if let t = item.displayedTitle { itemLabels.append(itemLabel(t, bold: item.style == .done)) } else { itemLabels.append(itemLabel("")) }
        }
        setNeedsLayout()
    }

    private func itemLabel(_ text: String, bold: Bool = false) -> Label {
        let l = Label()
        l.text = text
        l.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        l.textColor = tintColor ?? .systemBlue
        addSubview(l)
        return l
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let rowHeight = min(bounds.height, BarMetrics.navigationBarHeight(for: self, largeTitle: false))
        let margin: CGFloat = bounds.width > 375 ? 20 : 16
        var left = margin, right = bounds.width - margin
        let leftCount = (topItem?.leftBarButtonItems.count ?? 0)
        if let back = backLabel {
            let w = back.intrinsicContentSize.width
            back.frame = CGRect(x: 8, y: 0, width: w, height: rowHeight)
            left = 8 + w + 8
        }
        for (i, l) in itemLabels.enumerated() {
            let w = max(0, l.intrinsicContentSize.width)
            if i < leftCount {
                l.frame = CGRect(x: left, y: 0, width: w, height: rowHeight); left += w + 8
            } else {
                l.frame = CGRect(x: right - w, y: 0, width: w, height: rowHeight); right -= w + 8
            }
        }
        let titleWidth = max(0, min(titleLabel.intrinsicContentSize.width, bounds.width - 2 * max(left, bounds.width - right)))
        titleLabel.frame = CGRect(x: ((bounds.width - titleWidth) / 2).rounded(), y: 0, width: titleWidth, height: rowHeight)
        largeTitleLabel.frame = CGRect(x: margin, y: rowHeight, width: max(0, bounds.width - 2 * margin),
                                       height: max(0, bounds.height - rowHeight))
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        // The background reaches up under the status bar, as UIKit's bar background does.
        let top = -frame.minY
        recorder.fill(Path(rect: CGRect(x: 0, y: min(0, top), width: bounds.width, height: bounds.height - min(0, top))),
                      color: barTintColor ?? BarMetrics.background)
        recorder.fill(Path(rect: CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / max(1, recorder.scale))),
                      color: BarMetrics.hairline)
    }
}
