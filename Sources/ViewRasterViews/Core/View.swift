import Foundation

/// A rectangular area of the screen and the root of the view tree's object model,
/// shaped like UIKit's UIView. Geometry lives in the view's `layer` (`center` is the layer's
/// position, `bounds` its bounds, `alpha` its opacity); `transform` applies about the center.
@MainActor
open class View: Responder {
    /// The backing layer: corner radius, border, shadow, opacity and layer animations.
    public let layer: Layer
    /// Running UIView property animations. Declared beside `layer`: an edit pass that moves a
    /// view reads both (`applyLayoutFrameIfMoved`), one cache line of the view instead of two.
    @exclusivity(unchecked) var propertyAnimations: [AnimatedProperty: PropertyAnimation] = [:]

    /// The view this one is a subview of (nil for a root, or once the superview has gone).
    public var superview: View? { superviewRef }
    /// The superview, held `unowned(unsafe)`: it owns this view through `subviews`, clears the
    /// reference when the view leaves it, and clears every subview's from its `deinit` — so no
    /// weak reference (and no runtime side table) is made for the view.
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var superviewRef: View?
    /// The subviews, back to front (drawn in order, hit-tested in reverse); change them with
    /// `addSubview(_:)`, the `insertSubview` methods and `removeFromSuperview()`.
    @exclusivity(unchecked) public private(set) var subviews: [View] = [] { didSet { layoutStorage.noteLayoutInputChange() } }
    /// Auto Layout state: constraints, guides, autoresizing mask, margins, priorities
    /// (the `LayoutItem` properties `translatesAutoresizingMaskIntoConstraints`,
    /// `autoresizingMask`, `layoutMargins`, hugging and compression live here). Nonisolated so
    /// that the view's `deinit` can tell it the view has gone; read it on the main actor.
    /// Declared beside `layer`, `superview` and `subviews`: a layout pass reads the four of every
    /// view, in the view's first bytes (a large tree's views are not in the cache).
    nonisolated(unsafe) public let layoutStorage = LayoutItemStorage()
    // What a layout pass's sweeps read or write of every view besides those (`runLayoutSubviews`,
    // `deliverTraitChanges`, the frame write's `setNeedsLayout`) follows them, so that a view's
    // first 72 bytes hold all of it (`viewPassBytes`: two cache lines at most).
    /// The controller whose view this is, if any.
    @exclusivity(unchecked) public internal(set) weak var viewController: ViewController?
    /// Whether `layoutSubviews` must run before the next render (set for the view and its
    /// ancestors by `setNeedsLayout`).
    @exclusivity(unchecked) public internal(set) var needsLayout = true {
        didSet { if needsLayout != oldValue, let s = superviewRef { s.markedSubviewCount += needsLayout ? 1 : -1 } }
    }
    /// The appearance this view and its subviews take regardless of the inherited one
    /// (UIView.overrideUserInterfaceStyle); `.unspecified` inherits.
    @exclusivity(unchecked) public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified { didSet { setNeedsLayout() } }
    /// How the view's content is laid out for right-to-left languages (UIView.semanticContentAttribute).
    @exclusivity(unchecked) public var semanticContentAttribute: SemanticContentAttribute = .unspecified { didSet { setNeedsLayout() } }

    /// An integer that identifies the view in your code (`viewWithTag(_:)`); default 0.
    @exclusivity(unchecked) public var tag: Int = 0
    /// Whether `hitTest(_:)` may return this view or one of its subviews (default true).
    @exclusivity(unchecked) public var isUserInteractionEnabled: Bool = true
    /// How content is fitted to the bounds (default `.scaleToFill`): `ImageView` places its image
    /// by it. Setting it calls `setNeedsDisplay()`.
    @exclusivity(unchecked) public var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }
    /// An identifier for diagnostics and snapshot explanations (UIKit's accessibilityIdentifier).
    @exclusivity(unchecked) public var accessibilityIdentifier: String?
    /// The reference that constraints, guides, engines and name tables hold this view by: it
    /// does not keep the view alive and reads nil once the view has gone.
    var itemReference: LayoutItemReference { layoutStorage.reference(to: self) }

    // MARK: Initialisers

    /// Creates a view with `frame` in its superview's coordinates (UIView.init(frame:)), in no
    /// tree; a non-finite frame is ignored with a warning.
    public init(frame: CGRect) {
        layer = Layer()
        super.init()
        layer.viewRef = self
        layoutStorage.adoptOwner(self)
        self.frame = frame
    }

    public override convenience init() { self.init(frame: .zero) }

    /// The initialiser a nib uses (UIKit's `required init?(coder: NSCoder)`): when `coder` is a
    /// `ViewDecoding` coder (the nib loader's), the base properties are decoded from it before
    /// a subclass's own body runs, as with UIKit's `initWithCoder:`. A subclass may return nil;
    /// the nib then leaves that object out, with a warning at its line.
    public required init?(coder: NSCoder) {
        layer = Layer()
        super.init()
        layer.viewRef = self
        layoutStorage.adoptOwner(self)
        (coder as? any ViewDecoding)?.decode(into: self)
    }

    /// Clears what points at this view without keeping it alive — its layer's `view`, its
    /// subviews' `superview`, the references its constraints, guides and engine hold — so a
    /// layer, subview or constraint that outlives the view reads nil, as a weak reference would.
    deinit {
        layer.viewRef = nil
        for v in subviews where v.superviewRef === self { v.superviewRef = nil }
        layoutStorage.ownerDidGo()
    }

    // MARK: Geometry

    /// The center in the superview's coordinate space.
    public var center: CGPoint {
        get { layer.position }
        set { setCenter(newValue) }
    }
    /// The `center` setter, inlined where a layout pass writes a moved frame
    /// (`applyLayoutFrame`): the hot path is the finiteness check, the open-block flag, the
    /// layer's position and the layout-pass flag; a non-finite value and a change inside an
    /// animation block go through calls of their own (`logInvalid`, `centerWillChangeAnimated`).
    @inline(__always)
    func setCenter(_ newValue: CGPoint) {
        guard newValue.x.isFinite, newValue.y.isFinite else { return logInvalid("center", newValue) }
        if AnimationTransaction.isOpen { centerWillChangeAnimated(to: newValue) }
        layer.position = newValue
        didChangeGeometry(sizeChanged: false)
    }
    /// Records a `center` change with the open animation block (the setter's cold path).
    @inline(never)
    private func centerWillChangeAnimated(to newValue: CGPoint) {
        animatableWillChange(.center, from: .point(layer.position), to: .point(newValue))
    }

    /// The view's own coordinate space: its origin and its size.
    public var bounds: CGRect {
        get { layer.bounds }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.width.isFinite, newValue.height.isFinite else { return logInvalid("bounds", newValue) }
            let old = layer.bounds
            animatableWillChange(.bounds, from: .rect(old), to: .rect(newValue))
            layer.bounds = newValue
            if old.size != newValue.size { boundsSizeDidChange(from: old.size) }
            didChangeGeometry(sizeChanged: old.size != newValue.size)
            // A scrolled bounds origin lays the view out again (as UIScrollView does).
            if old.origin != newValue.origin { setNeedsLayoutFromChild() }
        }
    }

    /// The transform about the center (rotation, scale, translation).
    public var transform: CGAffineTransform {
        get { layer.affineTransform }
        set { guard newValue.isFinite else { return logInvalid("transform", newValue) }
              animatableWillChange(.transform, from: .transform(layer.affineTransform), to: .transform(newValue))
              layer.affineTransform = newValue; didChangeGeometry(sizeChanged: false) }
    }

    /// The frame in the superview's coordinate space: the bounding box of the transformed
    /// bounds. Setting it sets `center` and `bounds.size` (as UIKit does, meaningful with an
    /// identity transform).
    public var frame: CGRect {
        get {
            let b = layer.bounds, c = layer.position
            let local = CGRect(x: -b.width / 2, y: -b.height / 2, width: b.width, height: b.height)
            let t = layer.affineTransform
            let r = t.isIdentity ? local : local.applying(t)
            return r.offsetBy(dx: c.x, dy: c.y)
        }
        set {
            let f = newValue.standardized
            guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else {
                return logInvalid("frame", newValue)
            }
            var b = bounds
            b.size = f.size
            bounds = b
            center = CGPoint(x: f.midX, y: f.midY)
        }
    }

    // MARK: Appearance

    /// The opacity, 0 to 1 (the layer's `opacity`): a value outside is clamped, a non-finite one
    /// sets 1; animatable. `hitTest(_:)` skips a view of 0.01 or less.
    public var alpha: CGFloat {
        get { layer.opacity }
        set {
            let v = newValue.isFinite ? max(0, min(1, newValue)) : 1
            animatableWillChange(.alpha, from: .scalar(layer.opacity), to: .scalar(v))
            layer.opacity = v
        }
    }
    /// Whether the view and its subviews are left out of drawing and hit testing (the layer's);
    /// setting it lays the superview out again (stack views lay out only visible views).
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue; superview?.setNeedsLayout() }
    }
    /// The color filling the bounds behind the content (the layer's); nil: none. Animatable.
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set {
            animatableWillChange(.backgroundColor, from: .color(layer.backgroundColor), to: .color(newValue))
            layer.backgroundColor = newValue
        }
    }
    /// Whether content and subviews are clipped to the bounds (the layer's `masksToBounds`);
    /// default false.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this one (UIView.mask), placed in this view's bounds
    /// coordinates: where it is clear nothing of the view (background, content, subviews)
    /// shows, where it is opaque everything does, in between in part (`LayerMask`). It is not
    /// a subview: it draws only as the mask.
    @exclusivity(unchecked) public var mask: View?
    /// Nil means inherit from the superview (the system blue at the root).
    @exclusivity(unchecked) private var storedTintColor: Color?
    /// The tint controls draw with: the nearest set on this view or an ancestor, else
    /// `.systemBlue`. Setting nil inherits again; setting calls `tintColorDidChange()`.
    public var tintColor: Color! {
        get {
            // The nearest set color up the superview chain (a loop: one copy of the color
            // instead of one per level).
            var view: View? = self
            while let v = view {
                if let c = v.storedTintColor { return c }
                view = v.superview
            }
            return .systemBlue
        }
        set {
            storedTintColor = newValue
            tintColorDidChange()
            notifyInheritingSubviewsOfTintChange()
        }
    }
    /// Called when `tintColor` is set on this view or, for a view that inherits its tint, on the
    /// ancestor it inherits from (UIKit's order: the view, then its inheriting subviews).
    open func tintColorDidChange() {}

    /// Tells the subviews that inherit their tint from this view (no tint of their own), and
    /// theirs, that it changed.
    private func notifyInheritingSubviewsOfTintChange() {
        for s in subviews where s.storedTintColor == nil {
            s.tintColorDidChange()
            s.notifyInheritingSubviewsOfTintChange()
        }
    }

    // MARK: Traits (View+Traits.swift; `overrideUserInterfaceStyle` and `semanticContentAttribute` are
    // declared with what a layout pass reads, above)

    /// The traits `traitCollectionDidChange` was last told of.
    @exclusivity(unchecked) var deliveredTraitCollection: TraitCollection?
    /// Size-class variations a nib gave this view, applied when its traits change.
    package var traitVariations: (any TraitVariationResponder)?
    /// Called when the view's traits change (at the next layout, as UIKit's layout pass tells
    /// it), with the traits before (nil the first time the view is laid out).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// The view's own response to new traits, before `traitCollectionDidChange` (a label's
    /// Dynamic Type font). Controls override.
    func updateForTraits(_ traits: TraitCollection, previous: TraitCollection?) {}

    // MARK: Layout state (the layout bridge uses these)

    /// Insets a screen sets for its notch and home indicator; zero elsewhere. Setting them on
    /// a root view outside a window simulates a screen's safe area (as IB's canvas does).
    @exclusivity(unchecked) public var ownSafeAreaInsets: EdgeInsets = .zero { didSet { layoutStorage.noteLayoutInputChange() } }
    /// The view's safe-area insets: the window's (or the root's) insets, where they reach
    /// into this view's frame.
    public var safeAreaInsets: EdgeInsets { computeSafeAreaInsets() }
    /// Whether the margins grow to the superview's where this view's edges come within them
    /// (UIView.preservesSuperviewLayoutMargins; default false). See `effectiveLayoutMargins`.
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false { didSet { setNeedsLayout() } }
    /// Whether the margins are measured from the safe area rather than the bounds
    /// (UIView.insetsLayoutMarginsFromSafeArea; default true).
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true { didSet { setNeedsLayout() } }
    /// The margins `directionalLayoutMargins` last set and the direction `layoutMargins` placed
    /// them for, while `layoutMargins` still holds those values (a later `layoutMargins` of
    /// other values makes them absolute again).
    @exclusivity(unchecked) var directionalMarginsStorage: (insets: DirectionalEdgeInsets, direction: UserInterfaceLayoutDirection)?

    /// How many of `subviews` are marked `needsLayout` (kept by `needsLayout`'s changes and by
    /// subviews joining and leaving): a layout pass stops looking through the subviews for
    /// marked ones once none is left (`runLayoutSubviews`).
    @exclusivity(unchecked) var markedSubviewCount = 0
    /// Counts the subviews that have left this view (wrapping): a layout pass that sees it
    /// change while it goes through its copy of `subviews` reads every mark of that copy.
    @exclusivity(unchecked) var subviewDepartures: UInt = 0
    /// The scale of the last `layoutIfNeeded` this view was the root of (0: none): a pass at
    /// another scale re-lays out everything.
    @exclusivity(unchecked) var layoutPassScale: CGFloat = 0

    /// Marks the view and its ancestors as needing `layoutSubviews` before the next render, and
    /// (outside a layout pass's own writes) notes a layout input change for the engine.
    open func setNeedsLayout() {
        needsLayout = true
        if !LayoutPass.applying { layoutStorage.noteLayoutInputChange() }
        superview?.setNeedsLayoutFromChild()
    }
    func setNeedsLayoutFromChild() { if !needsLayout { needsLayout = true; superview?.setNeedsLayoutFromChild() } }
    /// Does nothing here: every render draws each view afresh (`drawContent(_:)`), so there are no
    /// cached contents to invalidate.
    open func setNeedsDisplay() {}

    /// The natural size of the content; `View.noIntrinsicMetric` (-1) on an axis with none.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// UIView.noIntrinsicMetric (-1): `intrinsicContentSize` on an axis with no natural size.
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    /// Tells layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        (self as any LayoutItem).invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    /// Distance from the top to the first (or last) text baseline; nil: no baseline (Auto
    /// Layout uses the top edge for the first baseline, the bottom edge for the last).
    open func baselineOffsetFromTop(last: Bool) -> CGFloat? { nil }
    /// Whether both baselines are the bottom edge (an image view showing a symbol image);
    /// default false.
    open var hasBaselineAtBottom: Bool { false }
    /// Distance from the centre to the first (or last) baseline of text centred vertically in
    /// the view, which moves with the centre when the view is stretched; nil: use
    /// `baselineOffsetFromTop(last:)`.
    open func baselineOffsetFromCenterY(last: Bool) -> CGFloat? { nil }
    /// The size that fits `size` best (default: the current size, as UIView does).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size.
    public func sizeToFit() {
        let s = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: s)
    }

    /// Draws the view's own content (text, image, spinner…) in bounds coordinates, between its
    /// background and its subviews. Subclasses override; the default runs `draw(_:)`.
    open func drawContent(_ recorder: DisplayRecorder) {
        DrawingContext.drawing(into: recorder) { draw(bounds) }
    }

    /// Draws custom content with `BezierPath.fill()`/`stroke()`/`addClip()` and
    /// `Color.setFill()`/`setStroke()` (UIView.draw(_:)), in bounds coordinates; `rect` is the
    /// whole bounds. Runs when the view is drawn (unless a subclass overrides `drawContent`).
    open func draw(_ rect: CGRect) {}

    /// Lays out subviews; override to position subviews by hand. Constraints have already been
    /// applied when it runs.
    open func layoutSubviews() {}

    // MARK: Lifecycle hooks

    /// Called before the view joins `newSuperview` or leaves its superview (nil), before
    /// `willMove(toWindow:)`; not when it is only reordered among its siblings.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view joined or left a superview (read `superview`): after the new
    /// superview's `didAddSubview(_:)`, before `didMoveToWindow()`.
    open func didMoveToSuperview() {}
    /// Called on the view, then each of its descendants, before it moves into `newWindow` or out of
    /// its window (nil); only when the window changes.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called on the view, then each of its descendants, after its window changed (read `window`).
    open func didMoveToWindow() {}
    /// Called on the superview after `subview` joined it (inserted, or moved from another
    /// superview), before `subview.didMoveToSuperview()`; not when subviews are reordered.
    open func didAddSubview(_ subview: View) {}
    /// Called on the superview when `removeFromSuperview()` takes `subview` out, before anything
    /// changes; not when the subview moves straight to another superview.
    open func willRemoveSubview(_ subview: View) {}
    /// Called once a nib has finished connecting outlets and actions.
    open func awakeFromNib() {}

    /// The window this view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let cur = v { if let w = cur as? Window { return w }; v = cur.superview }
        return nil
    }

    /// A name for diagnostics: the identifier, else the class name with the nib id (from the
    /// load that made the view, `ViewNameTable`).
    public var debugName: String {
        if let id = accessibilityIdentifier { return id }
        let cls = String(describing: type(of: self))
        if let id = ViewNameTable.objectID(of: self) { return "\(cls):\(id)" }
        return cls
    }

    // MARK: Hierarchy

    /// Adds `view` as the frontmost subview, taking it from its old superview (UIView.addSubview).
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` of `subviews` (clamped), taking it from its old superview or
    /// moving it within this one; adding the view itself or an ancestor is reported and ignored.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            ViewDiagnostics.report("cannot add \(view.debugName) to its own descendant \(debugName); ignored")
            return
        }
        let old = view.superview
        if old === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        // Taken from another superview: what `removeFromSuperview` does first (UIKit's
        // `addSubview` removes the view from its old superview).
        if let old { view.startLeaving(old) }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.removeFromSuperviewQuietly()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superviewRef = self
        if view.needsLayout { markedSubviewCount += 1 }
        hierarchyDidChange(added: view)
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        setNeedsLayout()
        old?.setNeedsLayout()
    }

    /// Inserts `view` at the index after `sibling`'s in `subviews` (the end when `sibling` is not a
    /// subview), as `insertSubview(_:at:)` does.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        guard let j = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: subviews.count) }
        insertSubview(view, at: j + 1 - indexShift(movingWithin: view, before: j))
    }
    /// Inserts `view` at `sibling`'s index in `subviews` (0 when `sibling` is not a subview), as
    /// `insertSubview(_:at:)` does.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        guard let j = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: j - indexShift(movingWithin: view, before: j))
    }

    /// The first steps of leaving `parent`, whether for no superview or for another: `parent`
    /// hears of it (`willRemoveSubview`), and the constraints between this view's subtree and
    /// views outside it go, as in UIKit.
    private func startLeaving(_ parent: View) {
        parent.willRemoveSubview(self)
        deactivateConstraintsCrossingSuperitem()
    }

    /// 1 when `view` is already a subview before index `j` (taking it out first moves what
    /// follows down one place, so an index found before the move is one too high), else 0.
    private func indexShift(movingWithin view: View, before j: Int) -> Int {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }), i < j else { return 0 }
        return 1
    }

    /// Takes the view out of its superview (if any), first deactivating the constraints between
    /// its subtree and views outside it, as UIKit does; lays the old superview out again.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let hadWindow = window
        startLeaving(parent)
        willMove(toSuperview: nil)
        if hadWindow != nil { propagateWillMove(toWindow: nil) }
        removeFromSuperviewQuietly()
        layoutPassScale = 0
        didMoveToSuperview()
        if hadWindow != nil { propagateDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    private func removeFromSuperviewQuietly() {
        guard let parent = superview else { return }
        parent.hierarchyWillChange(removing: self)
        parent.subviews.removeAll { $0 === self }
        superviewRef = nil
        if needsLayout { parent.markedSubviewCount -= 1 }
        parent.subviewDepartures &+= 1
    }

    /// Moves `view` to the end of `subviews` (drawn last); nothing if it is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i); subviews.append(view)
    }
    /// Moves `view` to the start of `subviews` (drawn first); nothing if it is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i); subviews.insert(view, at: 0)
    }
    /// Swaps the subviews at `i` and `j`; nothing if either index is out of range.
    public func exchangeSubview(at i: Int, withSubviewAt j: Int) {
        guard subviews.indices.contains(i), subviews.indices.contains(j) else { return }
        subviews.swapAt(i, j)
    }

    /// Whether this view is `view` or inside it (UIView.isDescendant(of:)).
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v { if cur === view { return true }; v = cur.superview }
        return false
    }

    /// The first view in this subtree (self included) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    private func propagateWillMove(toWindow w: Window?) {
        willMove(toWindow: w)
        for s in subviews { s.propagateWillMove(toWindow: w) }
    }
    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for s in subviews { s.propagateDidMoveToWindow() }
    }

    // MARK: Hooks for the layout bridge and subclasses

    func hierarchyDidChange(added view: View) { layoutHierarchyDidChange(added: view) }
    func hierarchyWillChange(removing view: View) { layoutHierarchyWillChange(removing: view) }
    /// A frame the layout engine did not write is an input of the next pass (autoresizing
    /// items and the root are pinned to their frames): noted for the engine.
    func didChangeGeometry(sizeChanged: Bool) {
        if !LayoutPass.applying { layoutStorage.noteLayoutInputChange() }
        if sizeChanged { setNeedsLayout() }
    }

    /// Generates constraints the view owns before a solve (stack views override it).
    func updateConstraintsForLayout() {}

    /// Called when the bounds size changed: applies springs and struts to subviews that
    /// translate their autoresizing masks (wrapping labels also re-measure; overrides call super).
    func boundsSizeDidChange(from oldSize: CGSize) {
        resizeSubviewsWithAutoresizing(oldSize: oldSize)
    }

    /// The topmost ancestor's own insets (a window's, or a root's standing for a screen) where
    /// they reach into this view's frame.
    private func computeSafeAreaInsets() -> EdgeInsets {
        if let inset = controllerSafeAreaInsets() { return inset }
        let w = rootView
        guard w !== self else { return ownSafeAreaInsets }
        let insets = w.ownSafeAreaInsets
        guard insets != .zero else { return .zero }
        let r = convert(bounds, to: w)
        let wb = w.bounds
        return EdgeInsets(top: max(0, insets.top - (r.minY - wb.minY)),
                          left: max(0, insets.left - (r.minX - wb.minX)),
                          bottom: max(0, insets.bottom - (wb.maxY - r.maxY)),
                          right: max(0, insets.right - (wb.maxX - r.maxX)))
    }

    /// Reports a non-finite geometry value that a setter ignored (kept out of the setters'
    /// inlined hot paths).
    @inline(never)
    func logInvalid(_ what: String, _ value: Any) {
        ViewDiagnostics.report("ignored a non-finite \(what) \(value) on \(debugName)")
    }
}

/// The base of objects that take part in nibs and the responder chain (UIResponder / NSObject).
@MainActor
open class Responder {
    /// Creates the object; `Responder` holds no state of its own.
    public init() {}
    /// Outlets and actions this class declares, for nibs and `addTarget(_:action:for:)`.
    /// Subclasses override and extend `super.connections`.
    open class var connections: ConnectionTable { ConnectionTable() }
}
