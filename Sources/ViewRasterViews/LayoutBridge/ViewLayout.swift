import Foundation

/// Views are the layout items of the Layout module: the engine of a tree's root solves its
/// constraints, then writes frames through `applyLayoutFrame` (center and bounds size, so a
/// transform survives), snapped to the screen's pixel grid.
extension View: @MainActor LayoutItem {
    /// The superview (nil for a root), as the Layout module sees it.
    public var superitem: (any LayoutItem)? { superview }
    /// The subviews, each wrapped as the existential with View's conformance known here: the
    /// implicit `[View]` to `[any LayoutItem]` conversion cast each element at run time
    /// (`_arrayForceCast`, ≈ 850 instructions a view; the engine asks for every view's).
    /// Each subview is loaded a few ahead of the retain that appends it (`prefetchSubview`): the
    /// retain is an atomic write to the view's header, and a large tree's root retains its
    /// subviews one after another, from no cache.
    public var subitems: [any LayoutItem] {
        let views = subviews
        // A leaf (most views) enters no closure (a main-actor closure checks its executor).
        if views.isEmpty { return [] }
        var items: [any LayoutItem] = []
        items.reserveCapacity(views.count)
        views.withUnsafeBufferPointer { b in
            for i in b.indices {
                prefetchSubview(b, at: i &+ subviewLookahead)
                items.append(b[i])
            }
        }
        return items
    }
    /// The frame ignoring the transform (the alignment rect).
    @inline(__always)
    public var layoutFrame: CGRect {
        let b = bounds, c = center
        return CGRect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
    }
    /// A frame that only moved sets `center` alone: setting `bounds` to the value it has does
    /// nothing unless an animation of it is running (which a new value replaces).
    @inline(__always)
    public func applyLayoutFrame(_ rect: CGRect) {
        var b = bounds
        if b.size != rect.size || !propertyAnimations.isEmpty {
            b.size = rect.size
            bounds = b
        }
        setCenter(Self.center(of: rect))
    }
    /// `CGPoint(x: rect.midX, y: rect.midY)`, bit for bit. Foundation's `midX` is
    /// `(minX + maxX) · 0.5` of the standardized rectangle; for a positive width that is
    /// `((x + 0) + (x + width)) · 0.5`, written here without its standardizing branches (the
    /// engine's frames have positive sizes, except an empty one, which takes Foundation's).
    /// `CenterOfRectTests` compares the two over signed zeros, infinities, NaN and random bits.
    @inline(__always)
    static func center(of rect: CGRect) -> CGPoint {
        let o = rect.origin, s = rect.size
        return CGPoint(x: s.width > 0 ? ((o.x + 0) + (o.x + s.width)) * 0.5 : rect.midX,
                       y: s.height > 0 ? ((o.y + 0) + (o.y + s.height)) * 0.5 : rect.midY)
    }
    /// `applyLayoutFrame(rect)` unless `rect` is `layoutFrame` (as `CGRect`'s `==` compares
    /// them): the engine's one call per solved frame of a full pass (an edit pass calls
    /// `applyLayoutFrameIfMoved(origin:size:)`), the same test and write.
    @inline(__always)
    public func applyLayoutFrameIfMoved(_ rect: CGRect) {
        applyLayoutFrameIfMoved(origin: SIMD2(Double(rect.origin.x), Double(rect.origin.y)),
                                size: SIMD2(Double(rect.size.width), Double(rect.size.height)))
    }
    /// `applyLayoutFrame` of the rectangle at `origin` of `size` unless it is `layoutFrame` (as
    /// `CGRect`'s `==` compares them): the engine's one call per frame an edit pass moved.
    ///
    /// What an edit pass mostly meets — a frame that kept its positive size, no animation
    /// running or being recorded, inside the engine's write (`LayoutPass.applying`), a finite
    /// new centre — is decided and written here with no call: the same comparison
    /// (`PixelSnap.sameRect` of two equal positive sizes compares the origins) and the one
    /// write `applyLayoutFrame` makes then (`layer.position`; the bounds and the layout-input
    /// note are skipped there too). Anything else goes the general way, from the start.
    ///
    /// Inlined (into the conformance's witness, the engine's one way in): the engine's call
    /// lands in this body, not in a thunk that jumps to it.
    @inline(__always)
    public func applyLayoutFrameIfMoved(origin: SIMD2<Double>, size: SIMD2<Double>) {
        // The bounds' own size (`applyLayoutFrame` compares it): equal to a positive width and
        // height, it is `layoutFrame`'s size too (which takes their magnitudes).
        let b = layer.bounds.size, c = layer.position
        let boundsSize = SIMD2(Double(b.width), Double(b.height))
        // Both sizes positive and equal to the bounds': four comparisons as two vector ones
        // and one mask test (as scalars, each equality also branched on NaN).
        if all((size .> 0) .& (size .== boundsSize)),
           LayoutPass.applying, !AnimationTransaction.isOpen, propertyAnimations.isEmpty {
            // The same fields (equal origins): `sameRect` says so whether it compares them or,
            // for an origin at +∞, asks Foundation's `==`, which two such rectangles pass too.
            // `layoutFrame`'s origin, lane by lane (`c.x - b.width / 2`); the two equalities
            // written apart, which the compiler tests as one mask (`all` of the lanes' mask
            // took five instructions to its one).
            let corner = SIMD2(Double(c.x), Double(c.y)) - boundsSize / 2
            if origin.x == corner.x && origin.y == corner.y { return }
            // `center(of:)` for positive sizes (its first branch), both lanes at once. Its
            // `(x + 0)` only turns an origin of -0 into +0, and then `x + width` is `width`
            // either way, which both zeros add to alike: left out, the same doubles.
            let center = (origin + (origin + size)) * 0.5
            // A finite centre (v − v is exactly 0 for a finite v, NaN for ±∞ and NaN) comes
            // from a finite origin: `sameRect` compared the fields and found them different.
            if all(center - center .== 0) {
                layer.position = CGPoint(x: center.x, y: center.y)
                return
            }
        }
        applyLayoutFrameIfMovedInGeneral(CGRect(x: origin.x, y: origin.y, width: size.x, height: size.y))
    }
    /// The layer's `bounds.size`, followed by its `position`: the 32 bytes a moved view's
    /// `applyLayoutFrameIfMoved` reads and writes (`Layer` declares the two first).
    @inline(__always)
    public var layoutFrameWriteAddress: UnsafeRawPointer? { layer.frameWriteAddress }
    /// The view's `layoutStorage` object, not retained (a constant of the view).
    @inline(__always)
    public var layoutStorageAddress: UnsafeRawPointer? { UnsafeRawPointer(Unmanaged.passUnretained(layoutStorage).toOpaque()) }
    /// `applyLayoutFrameIfMoved`'s general way: `PixelSnap.sameRect` and `applyLayoutFrame`.
    @inline(never)
    func applyLayoutFrameIfMovedInGeneral(_ rect: CGRect) {
        if !PixelSnap.sameRect(rect, layoutFrame) { applyLayoutFrame(rect) }
    }
    /// `debugName`: the accessibility identifier, else the class name with the nib id.
    public var layoutDebugName: String { debugName }
    /// Views note their frame, hierarchy, trait and safe-area changes (`noteLayoutInputChange`),
    /// so the engine skips passes with nothing changed and edits changed constants in place.
    public var reportsLayoutInputChanges: Bool { true }
    /// Leading and trailing resolve by `effectiveUserInterfaceLayoutDirection` (the traits'
    /// layout direction unless `semanticContentAttribute` forces one), unless the layout
    /// storage forces a direction.
    public var effectiveLayoutDirection: LayoutDirection {
        layoutStorage.layoutDirection ?? (effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}

/// The state of the layout pass in progress.
@MainActor
enum LayoutPass {
    /// True while the engine writes frames. The engine solves autoresizing masks itself (as
    /// constraints on the superview's solved size), so views do not resize their subviews then.
    @exclusivity(unchecked) static var applying = false
    /// Set when a frame the engine wrote changes what the engine must solve (a wrapping
    /// label's height depends on its width): the solve runs again.
    @exclusivity(unchecked) static var needsAnotherSolve = false
    /// Set when a `layoutSubviews` added views (a table's cells), or moved or resized a view the
    /// engine had placed (a navigation controller's child below an opaque bar, a table's header
    /// view given the table's width): their constraints are solved by another pass over the tree.
    @exclusivity(unchecked) static var subviewsAddedDuringLayout = false
}

extension View {
    func layoutHierarchyDidChange(added view: View) {}
    func layoutHierarchyWillChange(removing view: View) {}

    /// Springs and struts: subviews that translate their autoresizing masks follow a size change.
    func resizeSubviewsWithAutoresizing(oldSize: CGSize) {
        if LayoutPass.applying { return }
        let newSize = bounds.size
        for sub in subviews where sub.translatesAutoresizingMaskIntoConstraints && !sub.autoresizingMask.isEmpty {
            sub.frame = sub.autoresizingMask.resize(sub.frame, oldSuperSize: oldSize, newSuperSize: newSize)
        }
    }

    /// The scale the layout snaps to: the window's screen's, else the current stage's (a bare
    /// view drawn by a stage is laid out at the scale it is drawn at).
    var layoutScale: CGFloat { window?.screen?.scale ?? Stage.current.scale }

    /// Lays out the tree this view is in now: solves the root's constraints (again when a
    /// wrapping label's new width changed its height, or a view's margins or safe area moved
    /// with its frame), then runs
    /// `layoutSubviews` top-down with the controllers' will/did-layout calls (and once more
    /// when a `layoutSubviews` added views, as a table adds its cells).
    ///
    /// As in UIKit, `setNeedsLayout` marks the view and its ancestors, so a tree whose root is
    /// not marked had nothing marked since its last pass: then (same traits and scale as that
    /// pass) no trait delivery or constraint update walks the tree, the engine edits only what
    /// changed (an edited constant), and `layoutSubviews` runs only along marked paths — the
    /// views the solve resized (or scrolled) and their ancestors. A clean tree costs nothing.
    /// A tree with a mark made before the pass is walked whole, as UIKit's first pass is.
    public func layoutIfNeeded() {
        let root = rootView
        let scale = root.layoutScale
        let clean = !root.needsLayout && root.layoutPassScale == scale
            && root.deliveredTraitCollection == root.traits(inheriting: root.inheritedTraitCollection)
        if !clean { root.deliverTraitChanges(parent: root.inheritedTraitCollection) }
        root.layoutPassScale = scale
        for pass in 0..<3 {
            let everything = !clean || pass > 0
            if everything { root.updateConstraintsTree() }
            for solve in 0..<4 {
                LayoutPass.applying = true
                LayoutPass.needsAnotherSolve = false
                // A clean tree's first solve follows the read of `scale` with nothing run in
                // between (no trait delivery, no constraint update): it takes that scale.
                root.solveLayout(scale: clean && pass == 0 && solve == 0 ? scale : root.layoutScale)
                LayoutPass.applying = false
                if !LayoutPass.needsAnotherSolve && !root.guideInsetsChanged() { break }
                // Margins or a safe area that moved with the solved frames: solve them again.
                root.layoutStorage.noteLayoutInputChange()
            }
            LayoutPass.subviewsAddedDuringLayout = false
            root.runLayoutSubviews(everything: everything)
            if !LayoutPass.subviewsAddedDuringLayout { break }
        }
    }

    /// Views that generate constraints (stack views) bring them up to date, bottom-up.
    func updateConstraintsTree() {
        let views = subviews
        if !views.isEmpty {
            views.withUnsafeBufferPointer { b in
                for j in b.indices {
                    prefetchSubview(b, at: j &+ subviewLookahead)
                    b[j].updateConstraintsTree()
                }
            }
        }
        updateConstraintsForLayout()
    }

    /// Runs `layoutSubviews` top-down: in every view, or (not `everything`) only in marked
    /// views, skipping unmarked subtrees (a mark always reaches the root).
    func runLayoutSubviews(everything: Bool) {
        guard everything || needsLayout else { return }
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        needsLayout = false
        viewController?.viewDidLayoutSubviews()
        if everything {
            let views = subviews
            if !views.isEmpty {
                views.withUnsafeBufferPointer { b in
                    for j in b.indices {
                        prefetchSubview(b, at: j &+ subviewLookahead)
                        b[j].runLayoutSubviews(everything: true)
                    }
                }
            }
            return
        }
        // Unmarked subtrees are skipped here, without a call per subview, and the rest of the
        // subviews once none is marked: no mark is left to find in this loop's copy of them
        // unless one left the view meanwhile (still in the copy, no longer counted).
        let departures = subviewDepartures
        for s in subviews {
            if markedSubviewCount == 0 && subviewDepartures == departures { break }
            if s.needsLayout { s.runLayoutSubviews(everything: false) }
        }
    }

    /// Whether the constraints leave this view's frame undetermined.
    public var hasAmbiguousLayout: Bool { (self as any LayoutItem).hasAmbiguousLayout }
}
