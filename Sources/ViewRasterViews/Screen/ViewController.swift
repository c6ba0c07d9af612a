import Foundation

/// Manages a view with UIKit's lifecycle: the view is created lazily by `loadView` on first
/// access, then `viewDidLoad`; layout passes call `viewWillLayoutSubviews` /
/// `viewDidLayoutSubviews`.
@MainActor
open class ViewController: Responder {
    @exclusivity(unchecked) private var storedView: View?
    /// Where the view is in appearing and disappearing (`ViewController+Appearance.swift`).
    var appearanceState: AppearanceState = .disappeared

    /// The nib `loadView` loads the view from (with this controller as File's Owner), if any.
    public let nibName: String?
    /// Where `nibName` is looked up (nil: the main bundle and the nib search folders).
    public let nibBundle: Bundle?

    /// A controller whose view comes from the nib `nibNameOrNil` in `nibBundleOrNil`, or, with
    /// no nib, from `loadView` (UIKit's designated initialiser).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// The initialiser a storyboard or nib uses (UIKit's `required init?(coder:)`).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// A controller with no nib: `init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: Traits (ViewController+Traits.swift)

    /// The appearance the controller's view takes regardless of the inherited one.
    @exclusivity(unchecked) public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Traits a container overrides for each child (`setOverrideTraitCollection(_:forChild:)`).
    @exclusivity(unchecked) var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:]
    /// The traits `traitCollectionDidChange` was last told of.
    @exclusivity(unchecked) var deliveredTraitCollection: TraitCollection?
    /// Called when the controller's traits change (at the next layout), with the traits before.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Containment, presentation and bar items (ViewController+Containment.swift)

    /// The title a navigation bar and a tab show when their items have none.
    public var title: String? { didSet { containerDidChangeBars() } }
    /// Child controllers in the order they were added (`addChild`).
    @exclusivity(unchecked) public internal(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    @exclusivity(unchecked) public internal(set) weak var parent: ViewController?
    /// The controller this one presents (`present(_:animated:completion:)`).
    @exclusivity(unchecked) public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    @exclusivity(unchecked) public internal(set) weak var presentingViewController: ViewController?
    /// How `present` shows this controller (`.automatic` is a page sheet, as on iOS 13 and later).
    @exclusivity(unchecked) public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The size the controller's view asks for in a popover (UIViewController.preferredContentSize).
    public var preferredContentSize: CGSize = .zero
    /// The popover's anchor while the style is `.popover` (`popoverPresentationController`).
    var popoverStorage: PopoverPresentationController?
    /// Whether the view's layout margins are at least `systemMinimumLayoutMargins` (UIKit's
    /// default, true); false lets the view's own margins stand, 0 included.
    public var viewRespectsSystemMinimumLayoutMargins = true { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The least margins UIKit gives the controller's view (UIViewController's): 0 top and
    /// bottom, 16 pt on each side, 20 once the view is 414 pt wide or wider (the Plus and Max
    /// phones, iPads).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side = Self.systemMinimumSideMargin(forWidth: viewIfLoaded?.bounds.width ?? 0)
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// The system minimum side margin of a controller's view `width` wide: 16 pt, 20 from 414.
    public nonisolated static func systemMinimumSideMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// Whether the view runs under an opaque bar of its container (UIKit's
    /// `extendedLayoutIncludesOpaqueBars`, default false: a navigation controller lays the view
    /// out below an opaque navigation bar, so neither the bar nor the status bar above it is in
    /// its safe area).
    public var extendedLayoutIncludesOpaqueBars = false { didSet { containerDidChangeBars() } }
    /// The edges of the view a container extends under its bars (UIKit's
    /// `edgesForExtendedLayout`, default all): a navigation controller lays out a view whose top
    /// is not extended below its bar, translucent or not, and a tab bar or navigation controller
    /// ends one whose bottom is not extended at its tab bar or toolbar, so the bar is not in its
    /// safe area (Interface Builder's "Extend Edges" checkboxes).
    public var edgesForExtendedLayout: RectEdge = .all { didSet { containerDidChangeBars() } }
    /// Insets added to the safe area the view inherits (UIKit's `additionalSafeAreaInsets`).
    public var additionalSafeAreaInsets: EdgeInsets = .zero { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Insets the container adds for its bars (a navigation bar above, a tab bar below),
    /// asked at each layout so a rotation or a hidden bar takes effect.
    var barSafeAreaInsets: EdgeInsets { parent?.safeAreaInsets(forChild: self) ?? .zero }
    /// The insets a container's bars add to `child`'s safe area (containers override).
    func safeAreaInsets(forChild child: ViewController) -> EdgeInsets { .zero }
    /// What a navigation bar shows while this controller is on top.
    public lazy var navigationItem = NavigationItem(owner: self)
    /// The controller's tab in a tab bar controller.
    public lazy var tabBarItem = TabBarItem(owner: self)
    /// What a navigation controller's toolbar shows while this controller is on top
    /// (UIViewController.toolbarItems).
    public var toolbarItems: [BarButtonItem]? { didSet { containerDidChangeBars() } }
    /// Sets `toolbarItems` (UIViewController.setToolbarItems(_:animated:)).
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) { toolbarItems = items }
    /// A view a storyboard made for this controller, installed by `loadView`.
    package var pendingStoryboardView: View?
    /// Whether a storyboard gave the view `loadView` will take (UITableViewController's test).
    public var hasPendingStoryboardView: Bool { pendingStoryboardView != nil }
    /// The storyboard this controller came from (`Storyboard` in the nib module).
    package var storyboardObject: AnyObject?
    /// The segues a storyboard scene declares with this controller as source.
    package var segueTemplates: [SegueTemplate] = []
    /// Objects a storyboard made for this controller and keeps alive (segue triggers).
    package var storyboardHelpers: [AnyObject] = []

    /// Called before the controller is added to or removed from a container (`nil`).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}
    /// Called before a segue from this controller runs: set up `segue.destination` here.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}
    /// Whether a triggered segue (a button's, a cell's) may run; `performSegue` never asks.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// A container's bars changed (a child's title or items): containers redraw their bars.
    open func containerDidChangeBars() { parent?.containerDidChangeBars() }

    /// The managed view, loaded on first access.
    public var view: View! {
        get {
            if storedView == nil { loadViewIfNeeded() }
            return storedView
        }
        set {
            storedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been loaded (or set).
    public var isViewLoaded: Bool { storedView != nil }
    /// The view if loaded, else nil (without loading it).
    public var viewIfLoaded: View? { storedView }

    /// Loads the view if it is not loaded yet: `loadView()` (a plain view of the screen's bounds if
    /// it sets none), then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = View(frame: Screen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view (UIViewController.loadView): the storyboard scene's view, at the main
    /// screen's size, when the controller came from a storyboard. With a `nibName`, the nib is instantiated
    /// with this controller as File's Owner and its `view` outlet gives the view; a nib that
    /// fails to load or connects no view is reported through `ViewDiagnostics` and a plain
    /// view is used. Without one, the default makes a plain view the size of the main screen.
    open func loadView() {
        if let v = pendingStoryboardView {
            pendingStoryboardView = nil
            // UIKit gives a storyboard controller's view the main screen's size, whatever the
            // canvas's: on a 390×844 screen a scene drawn on a 414×896 canvas loads at 390×844.
            v.frame = Screen.main.bounds
            view = v
            return
        }
        if let nibName {
            let loaderName = "ViewRasterNib.ControllerNibLoader"
            if let loader = NSClassFromString(loaderName) as? any ViewControllerNibLoading.Type {
                do { try loader.loadView(of: self, nibName: nibName, bundle: nibBundle) } catch {
                    ViewDiagnostics.report("\(type(of: self)) could not load nib \(nibName): \(error)")
                }
            } else {
                ViewDiagnostics.report("\(type(of: self)) cannot load nib \(nibName): the nib loader (ViewRasterNib) is not linked")
            }
            if storedView != nil { return }
            ViewDiagnostics.report("\(type(of: self)) loaded nib \(nibName) but its view outlet was not set; a plain view is used")
        }
        let v = View(frame: Screen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = v
    }

    /// Called once after the view is loaded (override to set it up).
    open func viewDidLoad() {}
    /// Called before the view lays out its subviews in a layout pass.
    open func viewWillLayoutSubviews() {}
    /// Called after the view has laid out its subviews in a layout pass.
    open func viewDidLayoutSubviews() {}
    /// Called before the view is shown: when the controller becomes a shown window's root, is
    /// presented, becomes a shown container's top or selected child, or appears with a parent
    /// that forwards its appearance (`ViewController+Appearance.swift`).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is shown (after `viewWillAppear`, at the end of the same change).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is taken off the screen: the window's root is replaced, the
    /// controller is dismissed, popped or deselected, or its parent disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was taken off the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether appearance changes are passed on to the children shown in the view (UIKit's
    /// default, true); a container that calls its children's `beginAppearanceTransition` itself
    /// overrides it to return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
}
