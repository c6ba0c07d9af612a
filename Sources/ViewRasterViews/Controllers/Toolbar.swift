import Foundation

/// A toolbar (UIToolbar): a plain bar background with a hairline above and its items
/// (`BarButtonItemView`, as in a navigation bar) laid left to right from a 16 pt margin (20 pt
/// on bars wider than 375 pt), 8 pt apart; fixed spaces take their width and flexible spaces
/// share what is left, so `[flexibleSpace, item]` puts the item at the right margin. Without
/// a flexible space the items stay at the left. Right to left the bar mirrors: the first item
/// at the right margin. Custom views (`BarButtonItem(customView:)`)
/// take their frame's width. `standardAppearance` sets the background and hairline; a
/// navigation controller's toolbar over content at its bottom edge (content that ends on
/// screen, or no scroll view) shows `scrollEdgeAppearance`, by default (iOS 15) the standard
/// look made transparent.
@MainActor
open class Toolbar: View {
    /// The bar's background (the pre-iOS 13 spelling; the appearance's background wins).
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The look: background and hairline.
    public var standardAppearance = ToolbarAppearance() { didSet { setNeedsDisplay() } }
    /// The look in a compact-height toolbar; nil: `standardAppearance`.
    public var compactAppearance: ToolbarAppearance? { didSet { setNeedsDisplay() } }
    /// The look at the edge of the scrolled content in a navigation controller; nil: the
    /// standard (or compact) look with a transparent background and no hairline.
    public var scrollEdgeAppearance: ToolbarAppearance? { didSet { setNeedsDisplay() } }
    /// Whether the toolbar is translucent (UIKit's default, true): in a navigation controller
    /// the top controller's view then runs under it, the toolbar in its safe area. An opaque
    /// toolbar (false) is below that view, which ends at the toolbar's top edge unless the
    /// controller's `extendedLayoutIncludesOpaqueBars` is true. Only the layout follows it.
    public var isTranslucent = true { didSet { owner?.updateBars() } }
    /// The navigation controller showing this toolbar.
    weak var owner: NavigationController?
    /// The items, left to right.
    public var items: [BarButtonItem]? { didSet { rebuild() } }
    private var itemViews: [View?] = []

    /// UIToolbar's: no width, 44 pt tall (32 on an iPhone in landscape that is compact-width
    /// there too; the Plus and Max sizes keep 44).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: BarMetrics.toolbarIntrinsicHeight(for: self))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items (UIToolbar.setItems(_:animated:)).
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    private func rebuild() {
        for v in itemViews { v?.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
            let v = NavigationBar.view(for: item)
            addSubview(v)
            return v
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = self.items ?? []
        let margin: CGFloat = bounds.width > 375 ? 20 : 16
        let rowHeight = min(bounds.height, owner == nil ? 44 : BarMetrics.toolbarHeight(for: self))
        func width(_ i: Int) -> CGFloat {
            let item = items[i]
            if item.systemItem == .flexibleSpace { return 0 }
            if item.systemItem == .fixedSpace { return max(0, item.width ?? 0) }
            guard let v = itemViews[i] else { return 0 }
            return v is BarButtonItemView ? v.intrinsicContentSize.width : v.frame.width
        }
        let widths = items.indices.map(width)
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let shown = items.indices.filter { items[$0].systemItem != .flexibleSpace }.count
        let used = widths.reduce(0, +) + 8 * CGFloat(max(0, shown - 1))
        let share = flexible > 0 ? max(0, bounds.width - 2 * margin - used) / CGFloat(flexible) : 0
        var x = margin
        var previousShown = false
        for i in items.indices {
            if items[i].systemItem == .flexibleSpace { x += share; continue }
            if previousShown { x += 8 }
            previousShown = true
            if let v = itemViews[i] {
                let h = v is BarButtonItemView ? rowHeight : min(rowHeight, v.frame.height)
                v.frame = CGRect(x: x.rounded(), y: ((rowHeight - h) / 2).rounded(), width: widths[i], height: h)
            }
            x += widths[i]
        }
        // Right to left the items run from the right margin (UIKit mirrors the bar).
        if laysOutRightToLeft {
            for case let v? in itemViews { v.frame = v.frame.mirrored(within: bounds.width) }
        }
    }

    /// The appearance the toolbar shows now.
    public var currentAppearance: ToolbarAppearance {
        let base = BarMetrics.isCompactHeight(self) ? compactAppearance ?? standardAppearance : standardAppearance
        guard let owner, owner.isTopContentAtBottomEdge else { return base }
        return scrollEdgeAppearance ?? base.transparentCopy()
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        currentAppearance.drawBottomBar(bounds, fallback: barTintColor, recorder)
    }
}
