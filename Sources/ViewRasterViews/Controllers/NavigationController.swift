import Foundation

/// A stack of controllers under a navigation bar (UINavigationController). The top
/// controller's view fills the navigation controller's view, under the bar; its safe area
/// starts below the bar (64 pt on an iPhone 8 in portrait: the 20 pt status bar and the 44 pt
/// bar; 116 with large titles; 0 more when the bar is hidden). With `isToolbarHidden = false`
/// a toolbar at the bottom (44 pt, 49 on phones with a home indicator, plus the bottom inset)
/// shows the top controller's `toolbarItems`, and the safe area ends above it. Under an
/// opaque bar (`navigationBar.isTranslucent` false) the top controller's view starts below the
/// bar instead (y = 64 on an iPhone 8) with no top inset, unless the controller's
/// `extendedLayoutIncludesOpaqueBars` is true (UIKit's rule); above a shown opaque toolbar
/// (`toolbar.isTranslucent` false) it ends at the toolbar's top edge, with no bottom inset.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar; its items follow the stack.
    public let navigationBar = NavigationBar()
    /// Whether the bar is hidden (its controllers' safe area then starts at the status bar).
    public var isNavigationBarHidden = false { didSet { updateBars() } }
    /// The toolbar at the bottom (UINavigationController.toolbar): the top controller's
    /// `toolbarItems`, shown when `isToolbarHidden` is false.
    public let toolbar = Toolbar()
    /// Whether the toolbar is hidden (UIKit's default: true).
    public var isToolbarHidden = true { didSet { updateBars() } }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.owner = self
        toolbar.owner = self
    }
    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: ViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); navigationBar.owner = self; toolbar.owner = self }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    /// The top controller, or what it presents.
    public var visibleViewController: ViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Shows or hides the navigation bar
    /// (UINavigationController.setNavigationBarHidden(_:animated:)); `animated` is ignored.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Shows or hides the toolbar (UINavigationController.setToolbarHidden(_:animated:)).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Whether the top controller's content is at its top edge (the bar's scroll-edge look).
    var isTopContentAtTopEdge: Bool { topViewController?.contentIsAtTopEdge ?? true }
    /// Whether the top controller's content is at its bottom edge (the toolbar's scroll-edge look).
    var isTopContentAtBottomEdge: Bool { topViewController?.contentIsAtBottomEdge ?? true }

    /// Pushes `controller` on the stack; it becomes the top and its view is shown.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        setViewControllers(viewControllers + [controller], animated: animated)
    }

    /// Pops the top controller (never the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    /// Replaces the stack: children are added and removed with UIKit's containment calls, and
    /// the new top's view is shown (on a shown controller the old top disappears and the new one
    /// appears).
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = viewControllers
        let oldTop = old.last
        for c in old where !controllers.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            if c === oldTop { c.viewIfLoaded?.removeFromSuperview() }
            c.removeFromParent()
        }
        viewControllers = controllers
        for c in controllers where c.parent !== self { addChild(c) }
        if isViewLoaded {
            transitionShownChild(from: oldTop, to: topViewController, animated: animated) { showTop(previous: oldTop) }
        }
        for c in controllers where !old.contains(where: { $0 === c }) { c.didMove(toParent: self) }
        updateBars()
    }

    open override func loadView() { view = ContainerView.filling { [weak self] in self?.placeBar() } }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.addSubview(navigationBar)
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(toolbar)
        showTop(previous: nil)
        updateBars()
    }

    private func showTop(previous: ViewController?) {
        guard let top = topViewController else { return }
        if let previous, previous !== top { previous.viewIfLoaded?.removeFromSuperview() }
        ContainerView.show(top.view!, in: view, below: navigationBar)
    }

    /// Brings the bar's items, height and visibility up to date.
    func updateBars() {
        navigationBar.setItems(viewControllers.map(\.navigationItem))
        navigationBar.isHidden = isNavigationBarHidden
        let items = topViewController?.toolbarItems
        func ids(_ list: [BarButtonItem]?) -> [ObjectIdentifier]? { list?.map { ObjectIdentifier($0) } }
        if ids(toolbar.items) != ids(items) { toolbar.items = items }
        toolbar.isHidden = isToolbarHidden
        if isViewLoaded { placeTopView() }
        viewIfLoaded?.setNeedsLayout()
        for c in viewControllers { c.viewIfLoaded?.setNeedsLayout() }
    }

    open override func containerDidChangeBars() {
        updateBars()
        super.containerDidChangeBars()
    }

    /// The bar's height now (large titles included); 0 when hidden.
    var barHeight: CGFloat {
        isNavigationBarHidden ? 0 : BarMetrics.navigationBarHeight(for: view, largeTitle: navigationBar.showsLargeTitle)
    }

    /// The toolbar's height now above the bottom inset; 0 when hidden.
    var toolbarHeight: CGFloat { isToolbarHidden ? 0 : BarMetrics.toolbarHeight(for: view) }

    override func safeAreaInsets(forChild child: ViewController) -> EdgeInsets {
        EdgeInsets(top: isLaidOutBelowBar(child) ? 0 : barHeight, left: 0,
                   bottom: isViewLoaded && !endsAboveToolbar(child) ? toolbarHeight : 0, right: 0)
    }

    /// Puts the top controller's view below an opaque bar, or over the whole container;
    /// returns whether its frame changed.
    @discardableResult
    private func placeTopView() -> Bool {
        guard let top = topViewController, let child = top.viewIfLoaded, child.superview === view else { return false }
        let y = isLaidOutBelowBar(top) ? view.safeAreaInsets.top + barHeight : 0
        let bottom = endsAboveToolbar(top) ? toolbarHeight + view.safeAreaInsets.bottom : 0
        let frame = CGRect(x: 0, y: y, width: view.bounds.width, height: max(0, view.bounds.height - y - bottom))
        guard child.frame != frame else { return false }
        child.frame = frame
        return true
    }

    /// Whether `child`'s view is laid out below the bar: the bar is shown, and either the child
    /// does not extend its top edge (`edgesForExtendedLayout`) or the bar is opaque and the
    /// child does not extend its layout under opaque bars.
    func isLaidOutBelowBar(_ child: ViewController) -> Bool {
        !isNavigationBarHidden && (!child.edgesForExtendedLayout.contains(.top)
            || (!navigationBar.isTranslucent && !child.extendedLayoutIncludesOpaqueBars))
    }

    /// Whether `child`'s view ends at the toolbar's top edge: the toolbar is shown, and either
    /// the child does not extend its bottom edge or the toolbar is opaque and the child does not
    /// extend its layout under opaque bars.
    func endsAboveToolbar(_ child: ViewController) -> Bool {
        !isToolbarHidden && (!child.edgesForExtendedLayout.contains(.bottom)
            || (!toolbar.isTranslucent && !child.extendedLayoutIncludesOpaqueBars))
    }

    /// The bar sits below the status bar (the container's own top safe-area inset); the top
    /// controller's view fills the container, or starts below an opaque bar.
    private func placeBar() {
        let frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: barHeight)
        if navigationBar.frame != frame { navigationBar.frame = frame }
        // The engine solved the child's view at its old frame: a move is solved by another pass.
        if placeTopView() { LayoutPass.subviewsAddedDuringLayout = true }
        navigationBar.refresh()
        let h = toolbarHeight + view.safeAreaInsets.bottom
        let toolbarFrame = CGRect(x: 0, y: view.bounds.height - h, width: view.bounds.width, height: h)
        if !isToolbarHidden, toolbar.frame != toolbarFrame { toolbar.frame = toolbarFrame }
    }
}
