import Foundation

/// A tab bar (UITabBar): a plain bar background, a hairline above, and one column per item
/// with its image centred 18 pt below the bar's top edge (an asset's image, or the 25 pt
/// placeholder an SF Symbol's name gives) above its title (10 pt medium), both in the tint
/// color when selected and in grey otherwise (template images; `.alwaysOriginal` ones keep
/// their colors). In landscape (a 32 pt bar) the title is centred beside nothing. A tab bar
/// controller places it at the bottom (49 pt plus the home indicator's inset); in a xib it
/// draws the items of its `<items>`. Right to left the columns run from the right: the first
/// item is the rightmost.
@MainActor
open class TabBar: View {
    /// The tabs, left to right.
    public internal(set) var items: [TabBarItem] = []
    /// The selected tab, drawn in the tint color; nil when no tab is selected.
    public internal(set) var selectedItem: TabBarItem?
    /// The bar's background; nil draws UIKit's default light gray (the pre-iOS 13 spelling;
    /// the appearance's background wins).
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The look: background and hairline.
    public var standardAppearance = TabBarAppearance() { didSet { setNeedsDisplay() } }
    /// The look when the content's bottom edge is at the bar, in a tab bar controller (iOS 15);
    /// nil: `standardAppearance` with a transparent background and no hairline.
    public var scrollEdgeAppearance: TabBarAppearance? { didSet { setNeedsDisplay() } }
    /// Whether the bar is translucent (UIKit's default, true): the selected controller's view
    /// then runs under it, the bar in its safe area. An opaque bar (false) is below that view,
    /// which ends at the bar's top edge unless the controller's `extendedLayoutIncludesOpaqueBars`
    /// is true, so neither the bar nor the home indicator under it is in its safe area. Only the
    /// layout follows it: the bar draws its appearance either way.
    public var isTranslucent = true { didSet { owner?.updateBars() } }
    /// The tab bar controller showing this bar.
    weak var owner: TabBarController?
    /// The color of unselected items' titles.
    public var unselectedItemTintColor: Color?

    private var labels: [Label] = []
    private var imageViews: [ImageView?] = []

    /// UITabBar's: no width, 49 pt tall on an iPhone (32 in landscape), 50 on an iPad, without
    /// the home indicator's inset.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: BarMetrics.tabBarHeight(for: self))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items, selecting the first (UITabBar.setItems(_:animated:)).
    public func setItems(_ newItems: [TabBarItem]?, animated: Bool) {
        setItems(newItems ?? [], selected: (newItems ?? []).isEmpty ? nil : 0)
    }
    /// Selects `item` (one of `items`).
    public func select(_ item: TabBarItem?) {
        setItems(items, selected: item.flatMap { i in items.firstIndex { $0 === i } })
    }

    /// Replaces the items and the selection.
    func setItems(_ newItems: [TabBarItem], selected: Int?) {
        items = newItems
        selectedItem = selected.flatMap { $0 >= 0 && $0 < newItems.count ? newItems[$0] : nil }
        for l in labels { l.removeFromSuperview() }
        for v in imageViews { v?.removeFromSuperview() }
        let unselected = unselectedItemTintColor ?? Color(r8: 153, g8: 153, b8: 153)
        labels = newItems.map { item in
            let l = Label()
            l.text = item.displayedTitle
            l.font = .systemFont(ofSize: 10, weight: .medium)
            l.textAlignment = .center
            l.textColor = item === selectedItem ? (tintColor ?? .systemBlue) : unselected
            addSubview(l)
            return l
        }
        imageViews = newItems.map { item in
            guard let image = (item === selectedItem ? item.selectedImage : nil) ?? item.image else { return nil }
            let v = ImageView(image: image.renderingMode == .alwaysOriginal || image.placeholderSize != nil ? image : image.withRenderingMode(.alwaysTemplate))
            v.tintColor = item === selectedItem ? (tintColor ?? .systemBlue) : unselected
            addSubview(v)
            return v
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !labels.isEmpty else { return }
        let barHeight = min(bounds.height, BarMetrics.tabBarHeight(for: self))
        let columnWidth = bounds.width / CGFloat(labels.count)
        let compact = barHeight < 40
        // Right to left the first tab is the rightmost column (UIKit mirrors the bar).
        let rtl = laysOutRightToLeft
        for (index, l) in labels.enumerated() {
            let i = rtl ? labels.count - 1 - index : index
            let y: CGFloat = compact ? 0 : barHeight - 16
            let h: CGFloat = compact ? barHeight : 12
            l.frame = CGRect(x: (CGFloat(i) * columnWidth).rounded(), y: y, width: columnWidth.rounded(), height: h)
            if index < imageViews.count, let v = imageViews[index], let image = v.image {
                let s = image.size
                v.isHidden = compact
                v.frame = CGRect(x: (CGFloat(i) * columnWidth + (columnWidth - s.width) / 2).rounded(),
                                 y: (18 - s.height / 2).rounded(), width: s.width, height: s.height)
            }
        }
    }

    /// The appearance the bar shows now: in a tab bar controller whose selected content is at
    /// its bottom edge (content that ends on screen, or no scroll view), the scroll-edge look.
    public var currentAppearance: TabBarAppearance {
        guard let owner, owner.isSelectedContentAtBottomEdge else { return standardAppearance }
        return scrollEdgeAppearance ?? standardAppearance.transparentCopy()
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        currentAppearance.drawBottomBar(bounds, fallback: barTintColor, recorder)
    }
}
