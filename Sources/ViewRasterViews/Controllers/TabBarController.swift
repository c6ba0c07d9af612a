import Foundation

/// Controllers chosen by a tab bar (UITabBarController). The selected controller's view fills
/// the tab bar controller's view, under the bar; its safe area ends above the bar (49 pt on an
/// iPhone 8, 83 pt on notched phones with the home indicator). Above an opaque bar
/// (`tabBar.isTranslucent` false) the selected controller's view ends at the bar's top edge
/// instead (618 pt tall on an iPhone 8) with no bottom inset, unless the controller's
/// `extendedLayoutIncludesOpaqueBars` is true (UIKit's rule, as for an opaque navigation bar).
@MainActor
open class TabBarController: ViewController {
    /// The bar; one item per controller.
    public let tabBar = TabBar()
    private var controllers: [ViewController] = []
    private var selected = 0


    /// The tabs' controllers.
    public var viewControllers: [ViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab (on a shown controller the old tab's controller disappears
    /// and the new one's appears).
    public var selectedIndex: Int {
        get { selected }
        set {
            guard newValue >= 0, newValue < controllers.count, newValue != selected else { return }
            let old = selectedViewController
            selected = newValue
            if isViewLoaded {
                transitionShownChild(from: old, to: selectedViewController, animated: false) { showSelected(previous: old) }
            }
            updateBars()
        }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        get { selected < controllers.count ? controllers[selected] : nil }
        set { if let c = newValue, let i = controllers.firstIndex(where: { $0 === c }) { selectedIndex = i } }
    }

    /// Whether the selected controller's content is at its bottom edge (the bar's scroll-edge look).
    var isSelectedContentAtBottomEdge: Bool { selectedViewController?.contentIsAtBottomEdge ?? true }

    /// Replaces the tabs' controllers (nil: none), keeping the selected index where it still fits
    /// (else the last tab); removed controllers leave, new ones become children. `animated` is ignored.
    public func setViewControllers(_ newControllers: [ViewController]?, animated: Bool) {
        let new = newControllers ?? []
        let oldSelected = selectedViewController
        for c in controllers where !new.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            c.viewIfLoaded?.removeFromSuperview()
            c.removeFromParent()
        }
        let old = controllers
        controllers = new
        for c in new where c.parent !== self { addChild(c) }
        selected = min(selected, max(0, new.count - 1))
        if isViewLoaded {
            transitionShownChild(from: oldSelected, to: selectedViewController, animated: animated) {
                showSelected(previous: oldSelected)
            }
        }
        for c in new where !old.contains(where: { $0 === c }) { c.didMove(toParent: self) }
        updateBars()
    }

    open override func loadView() { view = ContainerView.filling { [weak self] in self?.placeBar() } }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.owner = self
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(tabBar)
        showSelected(previous: nil)
        updateBars()
    }

    private func showSelected(previous: ViewController?) {
        if let previous, previous !== selectedViewController { previous.viewIfLoaded?.removeFromSuperview() }
        guard let c = selectedViewController else { return }
        ContainerView.show(c.view!, in: view, below: tabBar)
        placeSelectedView()
    }

    func updateBars() {
        tabBar.setItems(controllers.map(\.tabBarItem), selected: controllers.isEmpty ? nil : selected)
        if isViewLoaded { placeSelectedView() }
        viewIfLoaded?.setNeedsLayout()
        for c in controllers { c.viewIfLoaded?.setNeedsLayout() }
    }

    open override func containerDidChangeBars() {
        updateBars()
        super.containerDidChangeBars()
    }

    override func safeAreaInsets(forChild child: ViewController) -> EdgeInsets {
        if endsAboveTabBar(child) { return .zero }
        return EdgeInsets(top: 0, left: 0, bottom: isViewLoaded ? BarMetrics.tabBarHeight(for: view) : 49, right: 0)
    }

    /// Whether `child`'s view ends at the bar's top edge: the child does not extend its bottom
    /// edge (`edgesForExtendedLayout`), or the bar is opaque and the child does not extend its
    /// layout under opaque bars.
    func endsAboveTabBar(_ child: ViewController) -> Bool {
        !child.edgesForExtendedLayout.contains(.bottom) || (!tabBar.isTranslucent && !child.extendedLayoutIncludesOpaqueBars)
    }

    /// The bar's height with the home indicator's inset below it.
    private var barHeightWithInset: CGFloat { BarMetrics.tabBarHeight(for: view) + view.safeAreaInsets.bottom }

    /// Ends the selected controller's view above an opaque bar, or lets it fill the container;
    /// returns whether its frame changed.
    @discardableResult
    private func placeSelectedView() -> Bool {
        guard let c = selectedViewController, let child = c.viewIfLoaded, child.superview === view else { return false }
        let bottom = endsAboveTabBar(c) ? barHeightWithInset : 0
        let frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: max(0, view.bounds.height - bottom))
        guard child.frame != frame else { return false }
        child.frame = frame
        return true
    }

    /// The bar sits on the bottom edge, over the home indicator's inset; the selected
    /// controller's view fills the container, or ends above an opaque bar.
    private func placeBar() {
        let h = barHeightWithInset
        let frame = CGRect(x: 0, y: view.bounds.height - h, width: view.bounds.width, height: h)
        if tabBar.frame != frame { tabBar.frame = frame }
        // The engine solved the child's view at its old frame: a move is solved by another pass.
        if placeSelectedView() { LayoutPass.subviewsAddedDuringLayout = true }
    }
}
