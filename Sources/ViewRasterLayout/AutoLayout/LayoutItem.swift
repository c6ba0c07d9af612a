import Foundation

/// A box in a tree that Auto Layout positions (what `View` conforms to).
///
/// Required: `layoutStorage`, `superitem`, `subitems`, `layoutFrame`, `applyLayoutFrame(_:)`.
/// Everything else has a default in an extension. A class conforming (e.g. `View`) should
/// declare the *overridable* requirements itself (`intrinsicContentSize`, `safeAreaInsets`,
/// `effectiveLayoutDirection`, `layoutDebugName`, `baselineOffsetFromTop(last:)`,
/// `baselineOffsetFromCenterY(last:)`) as `open`
/// members if subclasses are to override them: an override of a member that the base class
/// only got from a protocol extension is not seen through the protocol.
///
/// Plain state (translatesAutoresizingMaskIntoConstraints, autoresizingMask, layoutMargins,
/// hugging/compression priorities, installed constraints, guides) lives in `layoutStorage`
/// and is exposed by extension properties; a conforming class must not redeclare those names.
public protocol LayoutItem: AnyObject {
    /// The item's Auto Layout state. Return the same object every time.
    var layoutStorage: LayoutItemStorage { get }
    /// The parent box, nil for a root.
    var superitem: (any LayoutItem)? { get }
    /// The child boxes, in order.
    var subitems: [any LayoutItem] { get }
    /// The alignment rect in the superitem's coordinate space (for a root: its frame).
    var layoutFrame: CGRect { get }
    /// Called by the engine with the solved rect in superitem coordinates (pixel-snapped).
    /// A view should set bounds.size and center so that its transform survives.
    func applyLayoutFrame(_ rect: CGRect)
    /// Calls `applyLayoutFrame(rect)` unless `rect` equals `layoutFrame` (as `CGRect`'s `==`
    /// compares them): the engine writes every solved frame through here, one call per item.
    /// The default does exactly that; a type may supply the same effect with its own accessors
    /// inlined (views do: an edited constant writes every frame it moved).
    func applyLayoutFrameIfMoved(_ rect: CGRect)
    /// `applyLayoutFrameIfMoved(_:)` of the rectangle whose x and y are `origin`'s and whose
    /// width and height are `size`'s: how an edit pass writes the frames it reads from the
    /// solver (`LayoutEngine`'s planned write), the two pairs as the engine computed them, each
    /// in one vector register, instead of a `CGRect`'s four values taken apart for the call and
    /// put together again in it. The default calls `applyLayoutFrameIfMoved(_:)` with the
    /// rectangle; views compare and write the pairs as they are.
    func applyLayoutFrameIfMoved(origin: SIMD2<Double>, size: SIMD2<Double>)
    /// Where `applyLayoutFrameIfMoved(_:)` reads and writes the item's frame outside the item
    /// object: the first of 32 bytes (a view: its layer's bounds size and position), or nil (the
    /// default). A hint only: an edit pass asks the processor to load those bytes a few items
    /// before it writes this item's frame; the engine never reads or writes through it.
    var layoutFrameWriteAddress: UnsafeRawPointer? { get }
    /// Where `layoutStorage` is, read without retaining it: the storage object's first byte, or
    /// nil (the default). Non-nil only when the item holds that storage for as long as it
    /// lives (a constant of the item, as a view's): a first pass asks the processor to load an
    /// item's storage a few items before it takes it, and takes it from this address without
    /// retaining it while the pass holds the item (`ItemStorages`).
    var layoutStorageAddress: UnsafeRawPointer? { get }

    /// The natural size; `LayoutItemNoIntrinsicMetric` (-1) per axis for none. Call
    /// `invalidateIntrinsicContentSize()` when it changes.
    var intrinsicContentSize: CGSize { get }
    /// Insets of the safe area (default zero).
    var safeAreaInsets: LayoutInsets { get }
    /// The margins the layout-margins guide is inset by: `layoutMargins` (the default), or
    /// margins that follow the item's context (UIKit adds the safe area and a superview's
    /// preserved margins). Read at every pass; an item whose value changes once frames are
    /// solved asks for another pass (see `LayoutItemStorage.compiledGuideInsets`).
    var effectiveLayoutMargins: LayoutInsets { get }
    /// Direction for leading/trailing (default: the superitem's, else left-to-right, unless
    /// `layoutStorage.layoutDirection` forces one).
    var effectiveLayoutDirection: LayoutDirection { get }
    /// Name used in diagnostics.
    var layoutDebugName: String { get }
    /// Distance from the top of the alignment rect to the first (`last == false`) or last
    /// baseline; nil (the default): the item has no baseline of its own, and Auto Layout uses
    /// its top edge for its first baseline and its bottom edge for its last (UIKit's
    /// `forFirstBaselineLayout` and `forBaselineLayout`), unless `hasBaselineAtBottom`.
    func baselineOffsetFromTop(last: Bool) -> CGFloat?
    /// Whether both baselines are the bottom edge of the alignment rect: an item showing an
    /// image that has a baseline (a symbol image, whose baseline is near its bottom) rather
    /// than none. Default false.
    var hasBaselineAtBottom: Bool { get }
    /// Distance from the centre of the alignment rect to the first or last baseline, for an
    /// item whose text is centred vertically in whatever height it gets (UILabel, UITextField,
    /// a button's title): its baselines then move with its centre when constraints stretch it.
    /// Nil (the default) uses `baselineOffsetFromTop(last:)`.
    func baselineOffsetFromCenterY(last: Bool) -> CGFloat?
    /// Whether the items of this tree note every change of their frames, hierarchy, traits
    /// and safe areas with `layoutStorage.noteLayoutInputChange()` (views do; default false).
    /// Only then does the engine of a root skip passes with nothing noted, and edit changed
    /// constants in the solver without recompiling the tree.
    var reportsLayoutInputChanges: Bool { get }
}

/// `UIView.noIntrinsicMetric`.
public let LayoutItemNoIntrinsicMetric: CGFloat = -1

extension LayoutItem {
    /// `UIView.noIntrinsicMetric` (-1).
    public static var noIntrinsicMetric: CGFloat { LayoutItemNoIntrinsicMetric }

    /// Default: no intrinsic size (`LayoutItemNoIntrinsicMetric` on both axes).
    public var intrinsicContentSize: CGSize {
        CGSize(width: LayoutItemNoIntrinsicMetric, height: LayoutItemNoIntrinsicMetric)
    }
    /// Default: zero insets (no safe area).
    public var safeAreaInsets: LayoutInsets { .zero }
    /// Default: `layoutMargins` as set, not adjusted for the safe area or the superitem's margins.
    public var effectiveLayoutMargins: LayoutInsets { layoutMargins }
    /// Default: `layoutStorage.layoutDirection` if set, else the superitem's, else left-to-right.
    public var effectiveLayoutDirection: LayoutDirection {
        layoutStorage.layoutDirection ?? superitem?.effectiveLayoutDirection ?? .leftToRight
    }
    /// Default: `layoutStorage.debugName`, else the name of the item's type.
    public var layoutDebugName: String {
        layoutStorage.debugName ?? String(describing: type(of: self))
    }
    /// `applyLayoutFrame(rect)` unless `rect` equals `layoutFrame` (`PixelSnap.sameRect`).
    public func applyLayoutFrameIfMoved(_ rect: CGRect) {
        if !PixelSnap.sameRect(rect, layoutFrame) { applyLayoutFrame(rect) }
    }
    /// Default: `applyLayoutFrameIfMoved(_:)` of the rectangle at `origin` of `size`.
    public func applyLayoutFrameIfMoved(origin: SIMD2<Double>, size: SIMD2<Double>) {
        applyLayoutFrameIfMoved(CGRect(x: origin.x, y: origin.y, width: size.x, height: size.y))
    }
    /// Default nil: no frame storage outside the item to load ahead.
    public var layoutFrameWriteAddress: UnsafeRawPointer? { nil }
    /// Default nil: the storage is not loaded ahead (asking for it would retain it), and a pass
    /// takes it retained.
    public var layoutStorageAddress: UnsafeRawPointer? { nil }
    /// Default nil: no baseline of its own (the top edge is the first, the bottom edge the last).
    public func baselineOffsetFromTop(last: Bool) -> CGFloat? { nil }
    /// Default nil: baselines are measured from the top (`baselineOffsetFromTop(last:)`).
    public func baselineOffsetFromCenterY(last: Bool) -> CGFloat? { nil }
    /// Default false: the baselines are not the bottom edge.
    public var hasBaselineAtBottom: Bool { false }
    /// Default false: the engine recompiles the tree at every pass (nothing tells it of changes).
    public var reportsLayoutInputChanges: Bool { false }

    // MARK: State kept in storage

    /// Whether the item's frame and `autoresizingMask` become its constraints (UIView's; default
    /// true), kept in `layoutStorage` (see `LayoutItemStorage`'s property of the same name).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage.translatesAutoresizingMaskIntoConstraints }
        set { layoutStorage.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    /// How the frame follows the superitem's size while it is translated into constraints
    /// (UIView's; default empty). Kept in `layoutStorage`.
    public var autoresizingMask: AutoresizingMask {
        get { layoutStorage.autoresizingMask }
        set { layoutStorage.autoresizingMask = newValue }
    }
    /// Default 8 on every side.
    public var layoutMargins: LayoutInsets {
        get { layoutStorage.layoutMargins }
        set { layoutStorage.layoutMargins = newValue }
    }
    /// Constraints installed on this item (it is their nearest common ancestor).
    public var constraints: [LayoutConstraint] { layoutStorage.constraints }
    /// Guides owned by this item added with `addLayoutGuide(_:)`.
    public var layoutGuides: [LayoutGuide] { layoutStorage.guides }

    /// The priority with which the item resists growing past its intrinsic size on `axis`
    /// (UIView's; default `.defaultLow`).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutStorage.hugging[axis.rawValue]
    }
    /// Sets the hugging priority on `axis`; a priority of 0 or less adds no hugging constraint.
    public func setContentHuggingPriority(_ p: LayoutPriority, for axis: LayoutAxis) {
        layoutStorage.hugging[axis.rawValue] = p
    }
    /// The priority with which the item resists shrinking below its intrinsic size on `axis`
    /// (UIView's; default `.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutStorage.compression[axis.rawValue]
    }
    /// Sets the compression-resistance priority on `axis`; 0 or less adds no such constraint.
    public func setContentCompressionResistancePriority(_ p: LayoutPriority, for axis: LayoutAxis) {
        layoutStorage.compression[axis.rawValue] = p
    }

    /// Re-reads `intrinsicContentSize` and baselines at the next layout pass.
    public func invalidateIntrinsicContentSize() {
        layoutStorage.cachedIntrinsic = nil
    }

    /// Adds a guide owned by this item.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningItem?.removeLayoutGuide(guide)
        guide.owningItem = self
        layoutStorage.guides.append(guide)
    }
    /// Removes a guide added with `addLayoutGuide(_:)`, and clears its owner if that is this item.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        layoutStorage.guides.removeAll { $0 === guide }
        if guide.owningItem === self { guide.owningItem = nil }
    }

    /// The guide inset by `layoutMargins` (created on first use).
    public var layoutMarginsGuide: LayoutGuide {
        if let g = layoutStorage.marginsGuide { return g }
        let g = LayoutGuide(kind: .margins)
        g.identifier = "LayoutMarginsGuide"
        g.owningItem = self
        layoutStorage.marginsGuide = g
        return g
    }
    /// The guide inset by `safeAreaInsets` (created on first use).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = layoutStorage.safeAreaGuide { return g }
        let g = LayoutGuide(kind: .safeArea)
        g.identifier = "SafeAreaLayoutGuide"
        g.owningItem = self
        layoutStorage.safeAreaGuide = g
        return g
    }

    /// The root of this item's tree (a superitem cycle, which is bad input, stops the walk).
    public var rootItem: any LayoutItem {
        var item: any LayoutItem = self
        var steps = 0
        while let s = item.superitem, s !== self, steps < 1_000_000 { item = s; steps += 1 }
        return item
    }

    /// UIKit's legacy `addConstraint(_:)`: activates the constraint (it is installed on the
    /// nearest common ancestor of its items, whichever item receives the call).
    public func addConstraint(_ c: LayoutConstraint) { c.isActive = true }
    /// UIKit's legacy `addConstraints(_:)`: activates them (`LayoutConstraint.activate`).
    public func addConstraints(_ cs: [LayoutConstraint]) { LayoutConstraint.activate(cs) }
    /// UIKit's legacy `removeConstraint(_:)`: deactivates the constraint.
    public func removeConstraint(_ c: LayoutConstraint) { c.isActive = false }
    /// UIKit's legacy `removeConstraints(_:)`: deactivates them (`LayoutConstraint.deactivate`).
    public func removeConstraints(_ cs: [LayoutConstraint]) { LayoutConstraint.deactivate(cs) }

    /// Whether `self` is `other` or one of its descendants.
    public func isDescendant(of other: any LayoutItem) -> Bool {
        var item: (any LayoutItem)? = self
        while let i = item { if i === other { return true }; item = i.superitem }
        return false
    }

    /// Call before detaching this item from its superitem: deactivates the constraints installed
    /// on its ancestors that reference it or its descendants (UIKit does this on
    /// removeFromSuperview).
    public func deactivateConstraintsCrossingSuperitem() {
        var ancestor = superitem
        while let a = ancestor {
            for c in a.layoutStorage.constraints where c.references(descendantsOf: self) { c.isActive = false }
            ancestor = a.superitem
        }
    }
}
