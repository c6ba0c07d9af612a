import Foundation

/// The Auto Layout state an item holds (one per item, created by the item).
public final class LayoutItemStorage {
    /// Whether the item's frame becomes required constraints (UIView's flag; default true): inside
    /// a superitem it keeps its frame, following `autoresizingMask` when the superitem's size is
    /// solved to another, and gets no intrinsic-size constraints. A root is pinned to its frame
    /// either way.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true { didSet { noteLayoutInputChange() } }
    // What a pass's frame write reads of every item, declared together so that it shares the
    // object's first cache line with the flag above (an edit pass reads them for each moved item).
    /// Whether the item has a guide whose frame a pass writes (one check per item instead of
    /// three when frames are written).
    @exclusivity(unchecked) private(set) var hasPlacedGuides = false
    /// Solver variables, in the engine root's coordinate space.
    let minX: Variable, minY: Variable, width: Variable, height: Variable
    // What a first pass reads (and the owner sweep writes) of every item besides the above,
    // declared next to it: a large tree's storages are not in the cache, and each cache line
    // of one that a pass touches is a miss (these were spread over four lines of the object).
    /// The active constraints installed on this item (the nearest common ancestor of their items),
    /// kept by activation and deactivation (`LayoutItem.constraints`).
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = [] { didSet { if !removingWithoutNoting { noteLayoutInputChange() } } }
    @exclusivity(unchecked) var marginsGuide: LayoutGuide? { didSet { noteGuidesChange() } }
    @exclusivity(unchecked) var safeAreaGuide: LayoutGuide? { didSet { noteGuidesChange() } }
    /// `owningEngine`'s reference (it does not keep the engine alive).
    @exclusivity(unchecked) private var owningEngineReference: LayoutEngineReference?
    /// Replaces the item's `intrinsicContentSize` in layout when set (-1 on an axis: none);
    /// e.g. to lay a nib out with the sizes Interface Builder stored instead of measured text.
    public var intrinsicContentSizeOverride: CGSize? { didSet { cachedIntrinsic = nil; noteLayoutInputChange() } }
    /// Intrinsic size read at the last pass; nil when invalidated (which drops `cachedBaselines` too).
    @exclusivity(unchecked) var cachedIntrinsic: CGSize? {
        didSet { if cachedIntrinsic == nil { cachedBaselines = nil; noteLayoutInputChange() } }
    }
    /// How the frame follows the superitem's size while translated (`AutoresizingMask`; default
    /// empty: the item keeps its origin and size).
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] { didSet { noteLayoutInputChange() } }
    /// The insets of the layout-margins guide by left and right (default 8 on every side).
    @exclusivity(unchecked) public var layoutMargins = LayoutInsets(all: 8) { didSet { noteLayoutInputChange() } }
    /// Forces a direction for leading/trailing; nil inherits from the superitem.
    @exclusivity(unchecked) public var layoutDirection: LayoutDirection? { didSet { noteLayoutInputChange() } }
    /// Name for diagnostics (the default `layoutDebugName`).
    public var debugName: String?
    /// Diagnostics sink used when this item is a root (nil: standard error).
    public var diagnostics: LayoutDiagnostics?
    /// Hugging priorities [horizontal, vertical].
    @exclusivity(unchecked) public var hugging: [LayoutPriority] = [.defaultLow, .defaultLow] { didSet { noteLayoutInputChange() } }
    /// Compression-resistance priorities [horizontal, vertical].
    @exclusivity(unchecked) public var compression: [LayoutPriority] = [.defaultHigh, .defaultHigh] { didSet { noteLayoutInputChange() } }

    /// Set while a deactivated constraint leaves `constraints` with its engine told directly.
    private var removingWithoutNoting = false
    /// Removes `c` from `constraints` without marking the engine's tree changed (the engine
    /// was told with `LayoutEngine.noteDeactivation` and removes it from its solver).
    func removeConstraintWithoutNoting(_ c: LayoutConstraint) {
        removingWithoutNoting = true
        constraints.removeAll { $0 === c }
        removingWithoutNoting = false
    }
    @exclusivity(unchecked) var guides: [LayoutGuide] = [] { didSet { noteGuidesChange() } }
    private func noteGuidesChange() {
        hasPlacedGuides = !guides.isEmpty || marginsGuide != nil || safeAreaGuide != nil
        noteLayoutInputChange()
    }
    /// The margins and safe-area insets the last pass laid the guides out with (nil: the
    /// guide does not exist). Margins and safe areas that depend on solved frames are compared
    /// with them after a pass to decide whether another is needed.
    public internal(set) var compiledGuideInsets: (margins: LayoutInsets?, safeArea: LayoutInsets?) = (nil, nil)
    /// First and last baselines (from the top, or from the centre when `centered`), measured
    /// the first time a pass compiles a baseline constraint on the item (`LayoutSystem.baselines(of:)`:
    /// an item no baseline constraint names never lays out its text for them); nil until then
    /// and after the intrinsic size is invalidated.
    @exclusivity(unchecked) var cachedBaselines: (first: CGFloat?, last: CGFloat?, centered: Bool)?
    /// The engine of the tree rooted at this item, when it is a root.
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// The engine whose last full pass laid this item out.
    var owningEngine: LayoutEngine? {
        get { owningEngineReference?.engine }
        set { owningEngineReference = newValue?.reference }
    }

    /// Notes that something a layout pass reads about this item changed, so the engine that
    /// laid it out recompiles its tree at the next pass instead of skipping it. The storage's
    /// own properties, constraint activation and priorities and `invalidateIntrinsicContentSize`
    /// call it; a tree whose items call it for their frames, hierarchy, traits and safe areas
    /// says so with `LayoutItem.reportsLayoutInputChanges` (views do).
    public func noteLayoutInputChange() { owningEngine?.inputsChanged = true }

    /// The item, when it clears it from its `deinit` (`adoptOwner`, `ownerDidGo`); nil otherwise.
    @exclusivity(unchecked) private unowned(unsafe) var unownedOwner: (any LayoutItem)?
    /// The reference that constraints, guides and engines hold the item by, made on first need.
    @exclusivity(unchecked) private var itemReference: LayoutItemReference?

    /// Tells the storage that `item` owns it and calls `ownerDidGo()` from its `deinit`, so that
    /// references to the item (`reference(to:)`) need no weak reference: views do, in their
    /// initialisers. An item that does not is referred to weakly.
    package func adoptOwner(_ item: any LayoutItem) { unownedOwner = item }

    /// Called from the owning item's `deinit` (after `adoptOwner`): every reference to the item
    /// answers nil from now on.
    package func ownerDidGo() {
        unownedOwner = nil
        itemReference?.clear()
    }

    /// The reference to `item`, this storage's item (one per item, made on first need):
    /// `unowned(unsafe)` for an item that adopted the storage, weak otherwise.
    package func reference(to item: any LayoutItem) -> LayoutItemReference {
        if let r = itemReference { return r }
        let r = unownedOwner === item ? LayoutItemReference(unowned: item) : LayoutItemReference(weak: item)
        itemReference = r
        return r
    }


    /// The size the last solve gave the item — a layout pass, or a `systemLayoutSizeFitting` of
    /// an item above it (a wrapping label is measured again at the width a fit gave it).
    public var solvedSize: CGSize { CGSize(width: width.value, height: height.value) }

    /// Fresh state: no constraints or guides, translating its autoresizing mask, UIKit's defaults.
    public init() {
        minX = Variable("minX"); minY = Variable("minY"); width = Variable("width"); height = Variable("height")
    }
}
