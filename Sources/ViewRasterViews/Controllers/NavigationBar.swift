import Foundation

/// A navigation bar (UINavigationBar): a bar background that also covers the status bar above
/// it, a hairline below, the top item's title (17 pt semibold `label`, centred in the space the
/// items leave; or 34 pt bold at the left margin under the bar's first 44 pt with large titles),
/// its bar button items (`BarButtonItemView`: titles in the tint color, `.done` semibold,
/// system items by title or glyph) from the margins inwards 8 pt apart, and a back button
/// (a chevron at x = 8 and the previous item's `backButtonTitle` or title, else "Back") when
/// an item is below the top one and the top item has no left items. Right to left the bar
/// mirrors: the back button (its chevron pointing right) and the left items stand at the right
/// margin, the right items at the left, and a large title aligns right. `standardAppearance` sets
/// the background, hairline and title attributes (`compactAppearance` in landscape);
/// `barTintColor` and `titleTextAttributes` are the older spellings. In a navigation controller
/// whose top controller's content is at its top edge (not scrolled, or no scroll view) the bar
/// shows `scrollEdgeAppearance` (`compactScrollEdgeAppearance` in landscape) — by default, as
/// on iOS 15 and later, the standard look with a transparent background and no hairline. A
/// navigation controller places it; in a xib it draws where it is put, with the items of its
/// `<items>`, in its standard appearance (UIKit ignores the scroll edge outside a controller).
@MainActor
open class NavigationBar: View {
    /// Whether the bar is translucent (UIKit's default, true): the top controller's view then
    /// runs under it, the bar in its safe area. An opaque bar (false) is above that view, which
    /// starts below it unless the controller's `extendedLayoutIncludesOpaqueBars` is true. Only
    /// the layout follows it: the bar draws its appearance either way.
    public var isTranslucent = true { didSet { owner?.updateBars() } }
    /// Whether a controller's title shows large (iOS 11's large titles).
    public var prefersLargeTitles = false { didSet { owner?.updateBars(); refresh() } }
    /// The bar's background; nil draws UIKit's default light gray.
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The look: background, hairline, title attributes.
    public var standardAppearance = NavigationBarAppearance() { didSet { refresh() } }
    /// The look in a compact-height bar (an iPhone in landscape); nil: `standardAppearance`.
    public var compactAppearance: NavigationBarAppearance? { didSet { refresh() } }
    /// The look when the content's top edge is at the bar (iOS 15: every bar of a navigation
    /// controller); nil: `standardAppearance` with a transparent background and no hairline.
    public var scrollEdgeAppearance: NavigationBarAppearance? { didSet { refresh() } }
    /// The scroll-edge look in a compact-height bar; nil: `scrollEdgeAppearance`, else the
    /// compact look made transparent.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? { didSet { refresh() } }
    /// The standard title's attributes (the pre-iOS 13 spelling; `standardAppearance`'s win).
    public var titleTextAttributes: BarTextAttributes? { didSet { refresh() } }
    /// The large title's attributes (the pre-iOS 13 spelling).
    public var largeTitleTextAttributes: BarTextAttributes? { didSet { refresh() } }
    /// Items bottom to top (a navigation controller keeps one per controller).
    public internal(set) var items: [NavigationItem] = []
    /// The top item, the one whose title and buttons the bar shows (nil: no items).
    public var topItem: NavigationItem? { items.last }
    /// The item below the top one, whose title the back button shows (nil with fewer than two items).
    public var backItem: NavigationItem? { items.count >= 2 ? items[items.count - 2] : nil }

    weak var owner: NavigationController?
    private let titleLabel = Label()
    private let largeTitleLabel = Label()
    private var leftViews: [View] = []
    private var rightViews: [View] = []

    public override init(frame: CGRect) { super.init(frame: frame); setUp() }

    /// UINavigationBar's: no width, the bar's height (44 pt on an iPhone in portrait, 32 in
    /// landscape but 44 on the Plus and Max sizes, 50 on an iPad), without the status bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: BarMetrics.navigationBarHeight(for: self, largeTitle: false))
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); setUp() }

    private func setUp() {
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
    }

    /// Whether the top item shows a large title now.
    var showsLargeTitle: Bool {
        prefersLargeTitles && topItem?.largeTitleDisplayMode != .never && !BarMetrics.isCompactHeight(self)
    }

    /// Replaces the items (UINavigationBar.setItems(_:animated:)); the last is shown.
    public func setItems(_ newItems: [NavigationItem], animated: Bool) {
        for i in items where i.bar === self { i.bar = nil }
        for i in newItems where i.owner == nil { i.bar = self }
        setItems(newItems)
    }
    /// Pushes `item` on top (UINavigationBar.pushItem(_:animated:)).
    public func pushItem(_ item: NavigationItem, animated: Bool) { setItems(items + [item], animated: animated) }

    /// Replaces the items (the navigation controller's stack).
    func setItems(_ newItems: [NavigationItem]) {
        items = newItems
        refresh()
    }

    /// The appearance the bar shows now: compact or standard, at the scroll edge or not.
    public var currentAppearance: NavigationBarAppearance {
        let compact = BarMetrics.isCompactHeight(self)
        let base = compact ? compactAppearance ?? standardAppearance : standardAppearance
        guard let owner, owner.isTopContentAtTopEdge else { return base }
        if compact, let a = compactScrollEdgeAppearance ?? scrollEdgeAppearance { return a }
        return scrollEdgeAppearance ?? base.transparentCopy()
    }

    /// The titles' fonts and colors from the current appearance (else the legacy attributes).
    private func applyTitleAttributes() {
        let a = currentAppearance
        let titleAttrs = a.titleTextAttributes, largeAttrs = a.largeTitleTextAttributes
        titleLabel.font = titleAttrs.font ?? titleTextAttributes?.font ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleAttrs.foregroundColor ?? titleTextAttributes?.foregroundColor ?? .label
        largeTitleLabel.font = largeAttrs.font ?? largeTitleTextAttributes?.font ?? .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = largeAttrs.foregroundColor ?? largeTitleTextAttributes?.foregroundColor ?? .label
    }

    /// Rebuilds the title and item views from the items.
    func refresh() {
        for v in leftViews + rightViews { v.removeFromSuperview() }
        leftViews = []; rightViews = []
        let large = showsLargeTitle
        applyTitleAttributes()
        titleLabel.text = large ? nil : topItem?.displayedTitle
        largeTitleLabel.text = large ? topItem?.displayedTitle : nil
        let left = topItem?.leftBarButtonItems ?? []
        if let back = backItem, topItem?.hidesBackButton != true, left.isEmpty {
            leftViews.append(BarButtonItemView(.back(back.backButtonTitle ?? back.displayedTitle ?? "Back")))
        }
        leftViews += left.map(Self.view(for:))
        rightViews = (topItem?.rightBarButtonItems ?? []).map(Self.view(for:))
        for v in leftViews + rightViews { addSubview(v) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The view standing for `item`: its custom view, else a `BarButtonItemView`.
    static func view(for item: BarButtonItem) -> View {
        item.customView ?? BarButtonItemView(.item(item))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyTitleAttributes()
        let rowHeight = min(bounds.height, BarMetrics.navigationBarHeight(for: self, largeTitle: false))
        let margin: CGFloat = bounds.width > 375 ? 20 : 16
        var left = margin, right = bounds.width - margin
        for (i, v) in leftViews.enumerated() {
            let isBack = (v as? BarButtonItemView)?.isBack ?? false
            let w = v is BarButtonItemView ? v.intrinsicContentSize.width : v.frame.width
            let h = v is BarButtonItemView ? rowHeight : min(rowHeight, v.frame.height)
            if isBack && i == 0 { left = 8 }
            v.frame = CGRect(x: left, y: ((rowHeight - h) / 2).rounded(), width: w, height: h)
            left += w + 8
        }
        for v in rightViews {
            let w = v is BarButtonItemView ? v.intrinsicContentSize.width : v.frame.width
            let h = v is BarButtonItemView ? rowHeight : min(rowHeight, v.frame.height)
            v.frame = CGRect(x: right - w, y: ((rowHeight - h) / 2).rounded(), width: w, height: h)
            right -= w + 8
        }
        // Right to left (UIKit's mirrored bar): the back button and the left items at the
        // right, the right items at the left; the title stays centred.
        if laysOutRightToLeft {
            for v in leftViews + rightViews { v.frame = v.frame.mirrored(within: bounds.width) }
        }
        let titleWidth = max(0, min(titleLabel.intrinsicContentSize.width, bounds.width - 2 * max(left, bounds.width - right)))
        titleLabel.frame = CGRect(x: ((bounds.width - titleWidth) / 2).rounded(), y: 0, width: titleWidth, height: rowHeight)
        largeTitleLabel.frame = CGRect(x: margin, y: rowHeight, width: max(0, bounds.width - 2 * margin),
                                       height: max(0, bounds.height - rowHeight))
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        // The background reaches up under the status bar, as UIKit's bar background does: a
        // bar whose top is at most a status bar's height (62 pt, the tallest) below its
        // superview's top covers the space above it; one placed lower covers only itself.
        let top = frame.minY > 0 && frame.minY <= 62 ? -frame.minY : 0
        let a = currentAppearance
        let background = a.background(fallback: barTintColor)
        if background.alpha > 0 {
            recorder.fill(Path(rect: CGRect(x: 0, y: min(0, top), width: bounds.width, height: bounds.height - min(0, top))), color: background)
        }
        if a.hairline.alpha > 0 {
            recorder.fill(Path(rect: CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / max(1, recorder.scale))), color: a.hairline)
        }
    }
}
