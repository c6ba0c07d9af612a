import ViewRasterViews
import ViewRasterNib

/// A reusable loading view (seed 000): a rounded, dark translucent box with a white-large
/// spinner and "Loading..." loaded from `LoadingView.xib`. It stays invisible (alpha 0) until
/// `show()`, fades over 0.5 s, and counts shows so that it stays up until every `show` has
/// its `dismiss`.
@MainActor
public final class LoadingView: View {
    /// The "Loading..." label (outlet `loadingLabel`).
    public var loadingLabel: Label!
    var spinner: ActivityIndicatorView!

    /// How many shows are waiting for their dismiss; never below zero.
    private var showCount = 0 {
        didSet { if showCount < 0 { showCount = 0 } }
    }

    /// True while a show is waiting for its dismiss.
    public var loading: Bool { showCount > 0 }

    public override class var connections: ConnectionTable {
        super.connections
            .outlet("loadingLabel", \LoadingView.loadingLabel)
            .outlet("spinner", \LoadingView.spinner)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // We don't want this view to obstruct any of the UI elements below it.
        isUserInteractionEnabled = false
        // Init the style.
        alpha = 0
        layer.cornerRadius = 5
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = 5
    }

    /// Centers the view in its superview.
    public func centerView() {
        guard let superview else { return }
        center = CGPoint(x: superview.frame.width / 2, y: superview.frame.height / 2)
    }

    /// `showWithCompletion(nil)`.
    public func show() { showWithCompletion(nil) }

    /// Counts a show, starts the spinner and fades the view in over 0.5 s; `callback` gets whether
    /// the fade finished.
    public func showWithCompletion(_ callback: (@MainActor (Bool) -> Void)?) {
        showCount += 1
        spinner.startAnimating()
        View.animate(withDuration: 0.5, animations: {
            self.alpha = 1
        }, completion: { finished in
            callback?(finished)
        })
    }

    /// `dismissWithCompletion(nil)`.
    public func dismiss() { dismissWithCompletion(nil) }

    /// Counts a dismiss; once every show has its dismiss, fades the view out over 0.5 s and stops the
    /// spinner if the fade finished. While shows are still waiting it logs "Hide Skipped" and returns
    /// without calling `callback` (as the seed does).
    public func dismissWithCompletion(_ callback: (@MainActor (Bool) -> Void)?) {
        showCount -= 1
        if loading {
            Log("Hide Skipped")
            return
        }
        // The number of dismiss calls should equal the number of shows.
        View.animate(withDuration: 0.5, animations: {
            self.alpha = 0
        }, completion: { finished in
            if finished { self.spinner.stopAnimating() }
            callback?(finished)
        })
    }

    /// Loads the xib named after this class and returns its first top-level `LoadingView`.
    public static func loadingView() -> LoadingView? {
        let objects = GalleryNibs.load(String(describing: self), owner: nil)
        return objects.first { $0 is LoadingView } as? LoadingView
    }
}

/// The seed's controller: it lazily creates the loading view in a property, adds it and
/// centers it, and runs asynchronous tasks that show it for three seconds each.
@MainActor
public final class LoadingViewController: ViewController {
    private var storedLoadingView: LoadingView?

    /// Created on first use, added to the view and centered.
    public var loadingView: LoadingView {
        if let v = storedLoadingView { return v }
        let v = LoadingView.loadingView()!
        view.addSubview(v)
        v.centerView()
        storedLoadingView = v
        return v
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = Label()
        title.text = "Reed's reusable loading view"
        title.font = Font.systemFont(ofSize: 17, weight: .semibold)
        title.textAlignment = .center
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            title.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    /// Shows the loading view, then dismisses it three seconds later (virtual time).
    public func asynchronousTask() {
        loadingView.show()
        VirtualClock.current.asyncAfter(3) { [weak self] in
            self?.loadingView.dismiss()
        }
    }
}
