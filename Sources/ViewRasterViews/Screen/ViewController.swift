import Foundation

/// Manages a view with UIKit's lifecycle: the view is created lazily by `loadView` on first
/// access, then `viewDidLoad`; layout passes call `viewWillLayoutSubviews` /
/// `viewDidLayoutSubviews`.
@MainActor
open class ViewController: Responder {
    private var storedView: View?

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

    public var isViewLoaded: Bool { storedView != nil }
    public var viewIfLoaded: View? { storedView }

    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = View(frame: Screen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view. The default makes a plain view the size of the main screen.
    open func loadView() {
        let v = View(frame: Screen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = v
    }

    open func viewDidLoad() {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
}
