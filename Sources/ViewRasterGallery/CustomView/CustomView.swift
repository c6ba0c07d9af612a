import ViewRasterViews
import ViewRasterNib

/// Seed 001's custom view: the File's Owner of `CustomView.xib`. It loads the nib with itself
/// as owner (filling `containerView` and `textLabel`), adds the container and pins it with
/// the four anchors.
@MainActor
public final class CustomView: View {
    /// The xib's root view, holding everything the xib draws.
    public var containerView: View!
    /// The label in the container (outlet `textLabel`).
    public var textLabel: Label!

    public override class var connections: ConnectionTable {
        super.connections
            .outlet("containerView", \CustomView.containerView)
            .outlet("textLabel", \CustomView.textLabel)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        initialize()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        initialize()
    }

    func initialize() {
        // The view object of the article's earlier tutorial: autoresizing masks disabled.
        translatesAutoresizingMaskIntoConstraints = false
        // First: load the view hierarchy to get proper outlets.
        let name = String(describing: type(of: self))
        GalleryNibs.load(name, owner: self)
        // Next: append the container to our view.
        addSubview(containerView)
        containerView.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            containerView.topAnchor.constraint(equalTo: topAnchor),
            containerView.bottomAnchor.constraint(equalTo: bottomAnchor),
            containerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            containerView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
}

/// Hosts a `CustomView` pinned to the screen by four anchors and sets its label.
@MainActor
public final class CustomViewController: ViewController {
    /// The custom view the controller adds in `loadView` (held weakly: the view hierarchy owns it).
    public weak var customView: CustomView!

    public override func loadView() {
        super.loadView()
        let customView = CustomView()
        view.addSubview(customView)
        LayoutConstraint.activate([
            customView.topAnchor.constraint(equalTo: view.topAnchor),
            customView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            customView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            customView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        self.customView = customView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        customView.textLabel.text = "Lorem ipsum"
    }
}

/// Seed 001 in a storyboard: `Custom.storyboard`'s scene holds a `CustomView` pinned to the
/// controller's view by four constraints (outlet `customView`); the label is set on load.
@MainActor
public final class CustomStoryboardViewController: ViewController {
    /// The custom view the storyboard connects (outlet `customView`, weak).
    public weak var customView: CustomView!

    public override class var connections: ConnectionTable {
        super.connections.outlet("customView", \CustomStoryboardViewController.customView)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // Optional chaining: a storyboard that does not connect the outlet (a damaged copy, as the
        // fuzzer makes) leaves the view as loaded instead of trapping on the nil outlet.
        customView?.textLabel?.text = "Lorem ipsum"
    }

    /// A new controller from `Custom.storyboard`.
    public static func instantiate() -> CustomStoryboardViewController {
        GalleryStoryboards.initialController(of: "Custom") as! CustomStoryboardViewController
    }
}

/// The article's first path: instantiate the nib with no owner, take its first object and
/// give it the controller view's bounds.
@MainActor
public final class CustomPlainViewController: ViewController {
    /// The view instantiated from `CustomPlainView.xib` in `viewDidLoad`; nil before.
    public private(set) var plainView: View?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let view = GalleryNibs.nib("CustomPlainView").instantiate().first as! View
        view.frame = self.view.bounds
        self.view.addSubview(view)
        plainView = view
    }
}

/// The article's generic path: a view whose xib root is of its own class, made by
/// `CustomInstantiatedView.instantiate()`.
@MainActor
public final class CustomInstantiatedView: View {
    /// The label of the nib (outlet `textLabel`).
    public var textLabel: Label!

    public override class var connections: ConnectionTable {
        super.connections.outlet("textLabel", \CustomInstantiatedView.textLabel)
    }
}

extension Nib {
    /// The first top-level object (the article's `UINib.instantiate()` extension).
    public func instantiate() -> [AnyObject] {
        (try? instantiate(withOwner: nil, options: nil)) ?? []
    }
}

extension View {
    /// The nib named after the class, in the gallery's resources.
    public static var nib: Nib { GalleryNibs.nib(String(describing: self)) }

    /// Loads the nib named after the class and returns its root view, typed as the class.
    /// With `autolayout` the view does not translate its autoresizing mask.
    public static func instantiate(autolayout: Bool = true) -> Self {
        func instantiateUsingNib<T: View>(autolayout: Bool) -> T {
            let view = self.nib.instantiate().first as! T
            view.translatesAutoresizingMaskIntoConstraints = !autolayout
            return view
        }
        return instantiateUsingNib(autolayout: autolayout)
    }
}

/// Shows the generic path: a `CustomInstantiatedView` made with `instantiate()` and pinned
/// inside the safe area.
@MainActor
public final class CustomInstantiatedViewController: ViewController {
    /// The card made by `CustomInstantiatedView.instantiate()` in `viewDidLoad`.
    public private(set) var card: CustomInstantiatedView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let card = CustomInstantiatedView.instantiate()
        view.addSubview(card)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        card.textLabel.text = "Made by CustomInstantiatedView.instantiate()"
        card.textLabel.numberOfLines = 0
        self.card = card
    }
}
