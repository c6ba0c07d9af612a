import Foundation

/// Controllers chosen by a tab bar (UITabBarController). The selected controller's view fills
/// the tab bar controller's view, under the bar; its safe area ends above the bar (49 pt on an
/// iPhone 8, 83 pt on notched phones with the home indicator).
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

    /// The index of the selected tab.
    public var selectedIndex: Int {
        get { selected }
        set {
            guard newValue >= 0, newValue < controllers.count, newValue != selected else { return }
            let old = selectedViewController
            selected = newValue
            if isViewLoaded { showSelected(previous: old) }
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
        if isViewLoaded { showSelected(previous: oldSelected) }
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
    }

    func updateBars() {
        tabBar.setItems(controllers.map(\.tabBarItem), selected: controllers.isEmpty ? nil : selected)
        viewIfLoaded?.setNeedsLayout()
        for c in controllers { c.viewIfLoaded?.setNeedsLayout() }
    }

    open override func containerDidChangeBars() {
        updateBars()
        super.containerDidChangeBars()
    }

    override func safeAreaInsets(forChild child: ViewController) -> EdgeInsets {
        EdgeInsets(top: 0, left: 0, bottom: isViewLoaded ? BarMetrics.tabBarHeight(for: view) : 49, right: 0)
    }

    /// The bar sits on the bottom edge, over the home indicator's inset.
    private func placeBar() {
        let inset = view.safeAreaInsets.bottom
        let h = BarMetrics.tabBarHeight(for: view) + inset
        let frame = CGRect(x: 0, y: view.bounds.height - h, width: view.bounds.width, height: h)
        if tabBar.frame != frame { tabBar.frame = frame }
    }
}
