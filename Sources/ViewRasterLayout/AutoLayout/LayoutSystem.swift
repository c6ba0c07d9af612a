import Foundation

/// The constraints of one tree (or subtree, for fitting) at one moment: gathered from items'
/// installed constraints, autoresizing masks, intrinsic sizes and guides, in a deterministic
/// order (system constraints first, then user constraints in tree/installation order).
struct LayoutSystem {
    enum Mode {
        /// The top item keeps its frame; positions are in its bounds coordinates.
        case root
        /// The top item's size is free, pulled towards `target` at the given priorities.
        case fitting(CGSize, LayoutPriority, LayoutPriority)
    }

    var items: [any LayoutItem] = []
    /// Each item's position in `items`.
    var itemIndex: [ObjectIdentifier: Int] = [:]
    var keys: [ConstraintKey] = []
    /// The compiled constraint of each key, in `keys`' order (a key comes once: an item is
    /// laid out once and a constraint is installed once).
    var constraints: [CompiledConstraint] = []
    /// Each item's layout storage, by position in `items` (read once per item, not per
    /// constraint end, nor again by the sweeps after the compile: each read of an item's
    /// storage loads the item, an L2 miss per item in a large tree); a view's not retained
    /// (`ItemStorages`: `items` holds the views, and each view its storage).
    private(set) var storages = ItemStorages()
    var problems: [String] = []
    /// Whether each item (by its position in `items`) lays leading and trailing out right to
    /// left: 1 yes, 0 no, -1 not asked yet. Asked once per item and system (a view's direction
    /// walks its traits up to the screen; a tree's directions cannot change while its
    /// constraints are compiled), and only of the items constraints with a leading or trailing
    /// end are installed on (`UserEnds.host`: the gather's position, no lookup).
    private var rightToLeft: [Int8] = []

    /// The items under `top` in pre-order, each once (an item met twice, which is bad input —
    /// a shared child or a cycle — is laid out once).
    static func preorder(_ top: any LayoutItem) -> [any LayoutItem] { preorderIndexed(top).items }

    /// `preorder(top)` with each item's position in it.
    static func preorderIndexed(_ top: any LayoutItem) -> (items: [any LayoutItem], index: [ObjectIdentifier: Int]) {
        var items: [any LayoutItem] = []
        var index: [ObjectIdentifier: Int] = [:]
        var stack: [any LayoutItem] = [top]
        while let item = stack.popLast() {
            // The item popped a few turns from now (a large tree's items are not in the cache).
            // Its header and subviews (`PrefetchSpan.itemPass`).
            if stack.count > Self.lookahead {
                stack.withUnsafeBufferPointer { b in
                    if let p = referent(of: b, at: b.count &- 1 &- Self.lookahead) { prefetchForRead(PrefetchSpan.itemPass, of: p) }
                }
            }
            let id = ObjectIdentifier(item)
            // One hash per item; an item met again keeps its first position.
            if let first = index.updateValue(items.count, forKey: id) { index[id] = first; continue }
            items.append(item)
            stack.append(contentsOf: item.subitems.reversed())
            // Every item on the stack is one more (unless met twice, which is bad input): the
            // tables are made that large at once, not grown (and rehashed) by doubling — a
            // root's 10,000 subviews, pushed together, fourteen times.
            Self.reserve(atLeast: items.count + stack.count, in: &items, &index)
        }
        return (items, index)
    }

    /// Makes room for `count` items in the pre-order's tables: that count, or twice their
    /// capacity when that is more (growth stays geometric when the stack grows a little at a time).
    private static func reserve(atLeast count: Int, in items: inout [any LayoutItem],
                                _ index: inout [ObjectIdentifier: Int]) {
        guard count > index.capacity || count > items.capacity else { return }
        let size = max(count, 2 * min(index.capacity, items.capacity))
        if size > items.capacity { items.reserveCapacity(size) }
        if size > index.capacity { index.reserveCapacity(size) }
    }

    /// Each key's position in `keys`, made on demand (a first pass needs none: a table of
    /// every constraint probed at random is what a large tree's pass misses the caches on).
    func positions() -> [ConstraintKey: Int] {
        var positions: [ConstraintKey: Int] = [:]
        positions.reserveCapacity(keys.count)
        for (i, key) in keys.enumerated() { positions[key] = i }
        return positions
    }

    init(top: any LayoutItem, mode: Mode) {
        (items, itemIndex) = LayoutSystem.preorderIndexed(top)
        rightToLeft = Array(repeating: -1, count: items.count)
        // Each user constraint's item ends are found once here, by identity, and kept as
        // positions in `items` (`UserEnds`); the compile reads the items' storage by position.
        // Each constraint is retained here, once, while the gather has it in the cache, and that
        // reference is the one its compiled form keeps (`.user`: the compile takes it over,
        // `addUser`), or is let go by the compile when the constraint is not added. (The compile
        // retaining the constraint again for its compiled form, and letting the gather's go,
        // wrote the reference count of a constraint the compile finds in no cache twice more,
        // atomic writes each, in a 10,000-view tree.)
        var users: [Unmanaged<LayoutConstraint>] = []
        var ends: [UserEnds] = []
        var buckets: [Int32] = []
        storages.reserveCapacity(items.count)
        let index = itemIndex
        func position(_ item: (any LayoutItem)?) -> Int {
            guard let item else { return -1 }
            return index[ObjectIdentifier(item)] ?? -1
        }
        for itemPosition in items.indices {
            items.withUnsafeBufferPointer { b in
                // Its header and storage reference (`PrefetchSpan.itemPass`).
                if let p = referent(of: b, at: itemPosition &+ Self.lookahead) { prefetchForRead(PrefetchSpan.itemPass, of: p) }
                // The storage of the item half as far on, whose object that load brought in
                // (`LayoutItem.layoutStorageAddress`): taking a storage writes its reference
                // count, which waits for the line, and a large tree's storages are in no cache.
                let next = itemPosition &+ Self.lookahead / 2
                if next < b.count, let p = b[next].layoutStorageAddress { prefetchForRead(PrefetchSpan.storageGather, of: p) }
            }
            let item = items[itemPosition]
            let storage = storages.append(of: item)
            // The tables sized for this item's constraints before they are appended: a tree's
            // constraints are mostly installed on a few items (the common ancestors: a chain's
            // 40,000 on its root), so the tables are made once at their size instead of copied
            // a dozen times through the caches as they double (below their size: doubled).
            let installed = storage._withUnsafeGuaranteedRef { $0.constraints }
            Self.reserve(installed.count, itemsAfter: items.count - itemPosition - 1, in: &users, &ends, &buckets)
            for j in installed.indices {
                // What the gather reads of the constraint a few on (`PrefetchSpan.constraintGather`).
                if let p = installed.withUnsafeBufferPointer({ referent(of: $0, at: j &+ Self.lookahead) }) {
                    prefetchForRead(PrefetchSpan.constraintGather, of: p)
                }
                let user = Unmanaged<LayoutConstraint>.fromOpaque(installed.withUnsafeBufferPointer { referent(of: $0, at: j) }.unsafelyUnwrapped)
                user._withUnsafeGuaranteedRef { c in
                    // Margin attributes resolve through the margins guide: make sure it exists.
                    if c.firstAttribute.isMargin { _ = c.firstItemRef?.layoutMarginsGuide }
                    if c.secondAttribute.isMargin { _ = c.secondItemRef?.layoutMarginsGuide }
                    // The ends by identity: no item loaded (nor retained) to find its position.
                    let first = c.firstItemIdentifier, second = c.secondItemIdentifier
                    let firstPosition = first.map { index[$0] ?? UserEnds.outside } ?? UserEnds.none
                    let secondPosition = second.map { index[$0] ?? UserEnds.outside } ?? UserEnds.none
                    ends.append(UserEnds(first: firstPosition, second: secondPosition, host: itemPosition))
                    // The deepest item named, a guide's owner standing for the guide (as
                    // `firstLayoutItem` and `secondLayoutItem`).
                    let a = firstPosition >= 0 ? firstPosition : (first == nil ? position(c.firstGuideRef?.owningItem) : -1)
                    let b = secondPosition >= 0 ? secondPosition : (second == nil ? position(c.secondGuideRef?.owningItem) : -1)
                    buckets.append(Int32(max(a, b) + 1))
                }
                // Retained after its fields were read (the line is in the cache by then).
                users.append(user.retain())
            }
        }
        // At most four system constraints an item (frame pins or content size; guides add
        // theirs): the tables are made once instead of grown and rehashed by doubling (from
        // storage kept from an engine let go when large: `SpareTables`).
        SpareTables.shared.reserve(users.count + 4 * items.count, in: &keys, .keys)
        SpareTables.shared.reserve(users.count + 4 * items.count, in: &constraints, .compiled)
        for (index, item) in items.enumerated() {
            items.withUnsafeBufferPointer { prefetchReferent(of: $0, at: index &+ Self.lookahead) }
            // What the sweep reads of the storage a few on (`PrefetchSpan.storageSystem`).
            if let p = storages.withUnsafeBufferPointer({ referent(of: $0, at: index &+ Self.lookahead) }) {
                prefetchForRead(PrefetchSpan.storageSystem, of: p)
            }
            storages[index]._withUnsafeGuaranteedRef { addSystemConstraints(item, $0, isTop: index == 0, mode: mode) }
        }
        // Add each user constraint right after the deepest (latest in tree order) item it
        // references, keeping installation order otherwise: constraints then arrive roughly in
        // the order their variables are introduced, which keeps tableau rows short (a chain of
        // siblings built in this order is several times faster than host-by-host).
        // Ordered by (deepest position, installation order) with a stable counting sort: the
        // positions are small integers (-1 ..< items.count), so each constraint goes straight
        // to its place — the order the comparison sort by (position, sequence) gave, without
        // a table of tuples sorted by comparisons.
        let order = Self.orderByBuckets(buckets, itemCount: items.count)
        for j in order.indices {
            // What the compile reads of the constraint compiled a few turns on and of its items'
            // storages (their variables): `PrefetchSpan.constraintCompile`,
            // `PrefetchSpan.storageVariables`.
            if j &+ Self.lookahead < order.count {
                let k = Int(order[j &+ Self.lookahead])
                prefetchForRead(PrefetchSpan.constraintCompile, of: users[k].toOpaque())
                let e = ends[k]
                storages.withUnsafeBufferPointer { b in
                    if e.first >= 0, let p = referent(of: b, at: e.first) {
                        prefetchForRead(PrefetchSpan.storageVariables, of: p)
                    }
                    if e.second >= 0, let p = referent(of: b, at: e.second) {
                        prefetchForRead(PrefetchSpan.storageVariables, of: p)
                    }
                }
            }
            let k = Int(order[j])
            addUser(users[k], ends[k])
        }
    }

    /// How many items or constraints ahead of the one it reads a sweep of the compile starts
    /// loading (`prefetchForRead`).
    static let lookahead = 8

    /// Makes room for `more` user constraints in the gather's three tables, `itemsAfter` items
    /// still to come: the count they need and one for each of those items, or twice their
    /// capacity when that is more (growth stays geometric when many items each add a few).
    /// A tree's constraints are mostly installed on its first items, the common ancestors, and
    /// the items after them hold a few each (a chain's views, their widths): sized for the
    /// ancestors' constraints alone, the tables were copied whole again for the first of those
    /// (a 10,000-view chain's 30,000 entries, 1.2 MB, into fresh pages).
    private static func reserve(_ more: Int, itemsAfter: Int, in users: inout [Unmanaged<LayoutConstraint>],
                                _ ends: inout [UserEnds], _ buckets: inout [Int32]) {
        let needed = users.count + more
        guard needed > users.capacity else { return }
        let size = max(needed + itemsAfter, 2 * users.capacity)
        users.reserveCapacity(size)
        ends.reserveCapacity(size)
        buckets.reserveCapacity(size)
    }

    /// Where a user constraint's item ends are in `items`: a position, `none` (the end names
    /// no item: a guide, or no second item) or `outside` (an item that is not in the tree);
    /// and the position of the item it is installed on.
    ///
    /// Kept in 32 bits each (12 bytes, not 24: the gather writes one per user constraint, a
    /// 10,000-view chain's 40,000, and the compile reads them back in its own order); a tree of
    /// more than 2^31 items cannot be built in memory.
    struct UserEnds {
        static let none = -1, outside = -2
        private let firstPosition: Int32
        private let secondPosition: Int32
        private let hostPosition: Int32

        init(first: Int, second: Int, host: Int) {
            firstPosition = Int32(first)
            secondPosition = Int32(second)
            hostPosition = Int32(host)
        }

        var first: Int { Int(firstPosition) }
        var second: Int { Int(secondPosition) }
        /// The position in `items` of the item whose installed constraints held this one (its
        /// `installedOn`, the items' nearest common ancestor): leading and trailing resolve in
        /// that item's direction (`addUser`). Always in the tree: the gather finds a constraint
        /// only in the list of an item it walks.
        var host: Int { Int(hostPosition) }
    }

    /// `users` ordered by the position of the deepest item each names (`position`: -1 for
    /// none, else `0 ..< itemCount`), ties in their order in `users`: the order of sorting by
    /// `(position, index in users)`.
    static func orderedByDeepestItem(_ users: [LayoutConstraint], itemCount: Int,
                                     position: ((any LayoutItem)?) -> Int) -> [LayoutConstraint] {
        if users.count < 2 { return users }
        let buckets = users.map { Int32(max(position($0.firstLayoutItem), position($0.secondLayoutItem)) + 1) }
        return orderByBuckets(buckets, itemCount: itemCount).map { users[Int($0)] }
    }

    /// The indices of `buckets` ordered by bucket (`0 ... itemCount`: the deepest position
    /// named, plus one), ties in index order: a stable counting sort. Buckets and indices in
    /// 32 bits (the gather's tables of a user constraint each: half the bytes of `Int`s).
    static func orderByBuckets(_ buckets: [Int32], itemCount: Int) -> [Int32] {
        if buckets.count < 2 { return buckets.indices.map { Int32($0) } }
        // Bucket b holds position b - 1.
        var starts = [Int](repeating: 0, count: itemCount + 2)
        for b in buckets { starts[Int(b) + 1] += 1 }
        for b in 1..<starts.count { starts[b] += starts[b - 1] }
        // `starts` partitions 0 ..< buckets.count: every slot is written exactly once.
        return Array(unsafeUninitializedCapacity: buckets.count) { buffer, count in
            for (i, b) in buckets.enumerated() {
                buffer[starts[Int(b)]] = Int32(i)
                starts[Int(b)] += 1
            }
            count = buckets.count
        }
    }

    private mutating func add(_ key: ConstraintKey, _ terms: SolverTerms, _ constant: CGFloat,
                              _ op: RelationalOperator = .equal, _ strength: Strength = .required,
                              _ origin: consuming ConstraintOrigin,
                              userConstant: (first: Double, mirrored: Bool, second: Double?)? = nil) {
        // `origin` is taken (`consuming`) and moved into the compiled form: a user constraint's
        // reference, the gather's, passes through without another retain (`addUser`).
        keys.append(key)
        constraints.append(CompiledConstraint(terms: terms, constant: Double(constant), op: op, strength: strength, origin: origin,
                                           userConstant: userConstant))
    }

    /// The item's first and last baselines (from the top, or from its centre when `centered`),
    /// measured once until its intrinsic size is invalidated, and only for an item a baseline
    /// constraint names.
    static func baselines(of item: any LayoutItem) -> (first: CGFloat?, last: CGFloat?, centered: Bool) {
        let s = item.layoutStorage
        if let cached = s.cachedBaselines { return cached }
        let b: (first: CGFloat?, last: CGFloat?, centered: Bool)
        if let first = item.baselineOffsetFromCenterY(last: false) {
            b = (first, item.baselineOffsetFromCenterY(last: true), true)
        } else {
            b = (item.baselineOffsetFromTop(last: false), item.baselineOffsetFromTop(last: true), false)
        }
        s.cachedBaselines = b
        return b
    }

    /// `item`'s frame pins, springs and struts or content size, and guides; `s` is its storage.
    private mutating func addSystemConstraints(_ item: any LayoutItem, _ s: LayoutItemStorage, isTop: Bool, mode: Mode) {
        let id = ObjectIdentifier(item)
        if s.cachedIntrinsic == nil {
            s.cachedIntrinsic = s.intrinsicContentSizeOverride ?? item.intrinsicContentSize
        }
        var pinnedByFrame = false
        if isTop {
            switch mode {
            case .root:
                let f = item.layoutFrame
                add(.system(id, 0), SolverTerms(s.minX, 1), 0, .equal, .required, .rootPin(WeakItem(item), .minX))
                add(.system(id, 1), SolverTerms(s.minY, 1), 0, .equal, .required, .rootPin(WeakItem(item), .minY))
                add(.system(id, 2), SolverTerms(s.width, 1), -f.width, .equal, .required, .rootPin(WeakItem(item), .width))
                add(.system(id, 3), SolverTerms(s.height, 1), -f.height, .equal, .required, .rootPin(WeakItem(item), .height))
                pinnedByFrame = true
            case .fitting(let target, let hp, let vp):
                add(.system(id, 0), SolverTerms(s.minX, 1), 0, .equal, .required, .fitting(WeakItem(item), .minX))
                add(.system(id, 1), SolverTerms(s.minY, 1), 0, .equal, .required, .fitting(WeakItem(item), .minY))
                add(.system(id, 2), SolverTerms(s.width, 1), -target.width, .equal, hp.strength, .fitting(WeakItem(item), .width))
                add(.system(id, 3), SolverTerms(s.height, 1), -target.height, .equal, vp.strength, .fitting(WeakItem(item), .height))
            }
        } else if s.translatesAutoresizingMaskIntoConstraints, let sup = item.superitem {
            addAutoresizing(item, s, sup)
            pinnedByFrame = true
        }
        if !pinnedByFrame, let size = s.cachedIntrinsic {
            // Width, then height (no table of the two axes made per item).
            addContentSize(item, s, id, axis: 0, value: size.width, s.width)
            addContentSize(item, s, id, axis: 1, value: size.height, s.height)
        }
        if let g = s.marginsGuide {
            let m = item.effectiveLayoutMargins
            s.compiledGuideInsets.margins = m
            addGuide(g, s, m)
        }
        if let g = s.safeAreaGuide {
            let i = item.safeAreaInsets
            s.compiledGuideInsets.safeArea = i
            addGuide(g, s, i)
        }
    }

    /// An item's hugging and compression resistance on one axis, for an intrinsic size there.
    private mutating func addContentSize(_ item: any LayoutItem, _ s: LayoutItemStorage, _ id: ObjectIdentifier,
                                         axis: Int, value: CGFloat, _ v: Variable) {
        guard value >= 0 && value.isFinite else { return }
        let hug = s.hugging[axis], comp = s.compression[axis]
        if hug.rawValue > 0 {
            add(.system(id, Int32(10 + axis)), SolverTerms(v, 1), -value, .lessThanOrEqual, hug.strength,
                .contentSize(WeakItem(item), axis == 0 ? .widthAtMost : .heightAtMost, value, .hugging))
        }
        if comp.rawValue > 0 {
            add(.system(id, Int32(12 + axis)), SolverTerms(v, 1), -value, .greaterThanOrEqual, comp.strength,
                .contentSize(WeakItem(item), axis == 0 ? .widthAtLeast : .heightAtLeast, value, .compressionResistance))
        }
    }

    /// Springs and struts as linear constraints on the superitem's solved size, relative to the
    /// current frames (see `AutoresizingMask.shares`): with the superitem size unchanged they pin
    /// the current frame; if the superitem's size is solved to something else the item follows
    /// its mask exactly as `AutoresizingMask.resize` would.
    private mutating func addAutoresizing(_ item: any LayoutItem, _ s: LayoutItemStorage, _ sup: any LayoutItem) {
        let p = sup.layoutStorage
        let id = ObjectIdentifier(item)
        let f = item.layoutFrame, P = sup.layoutFrame.size
        let mask = s.autoresizingMask
        let h = AutoresizingMask.shares(margin0: f.minX, size: f.width, margin1: P.width - f.maxX,
                                        flexMargin0: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
                                        flexMargin1: mask.contains(.flexibleRightMargin))
        let v = AutoresizingMask.shares(margin0: f.minY, size: f.height, margin1: P.height - f.maxY,
                                        flexMargin0: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
                                        flexMargin1: mask.contains(.flexibleBottomMargin))
        // item.minX = sup.minX + f.minX + h.0 * (sup.width - P.width)
        add(.system(id, 4), SolverTerms(s.minX, 1, p.minX, -1, p.width, -h.0), -f.minX + h.0 * P.width,
            .equal, .required, .autoresizing(WeakItem(item), .minX, f.minX))
        add(.system(id, 5), SolverTerms(s.minY, 1, p.minY, -1, p.height, -v.0), -f.minY + v.0 * P.height,
            .equal, .required, .autoresizing(WeakItem(item), .minY, f.minY))
        add(.system(id, 6), SolverTerms(s.width, 1, p.width, -h.1), -f.width + h.1 * P.width,
            .equal, .required, .autoresizing(WeakItem(item), .width, f.width))
        add(.system(id, 7), SolverTerms(s.height, 1, p.height, -v.1), -f.height + v.1 * P.height,
            .equal, .required, .autoresizing(WeakItem(item), .height, f.height))
    }

    /// The four constraints placing `g` inside its item, whose storage is `s`, by insets `i`.
    private mutating func addGuide(_ g: LayoutGuide, _ s: LayoutItemStorage, _ i: LayoutInsets) {
        let id = ObjectIdentifier(g)
        let kind = g.kind == .margins ? "margin" : "safeArea"
        add(.system(id, 0), SolverTerms(g.minX, 1, s.minX, -1), -i.left, .equal, .required, .guide(g, "left-\(kind)"))
        add(.system(id, 1), SolverTerms(g.minY, 1, s.minY, -1), -i.top, .equal, .required, .guide(g, "top-\(kind)"))
        add(.system(id, 2), SolverTerms(g.width, 1, s.width, -1), i.left + i.right, .equal, .required, .guide(g, "width-\(kind)"))
        add(.system(id, 3), SolverTerms(g.height, 1, s.height, -1), i.top + i.bottom, .equal, .required, .guide(g, "height-\(kind)"))
    }

    /// Compiles the user constraint `user` refers to, whose item ends are at `ends` in `items`.
    private mutating func addUser(_ user: Unmanaged<LayoutConstraint>, _ ends: UserEnds) {
        // The gather's reference: taken over by the compiled form, or let go.
        var kept = false
        defer { if !kept { user.release() } }
        user._withUnsafeGuaranteedRef { c in addUser(c, user, ends, kept: &kept) }
    }

    /// `addUser(_:_:)` of `c`, which `user` refers to with a reference this takes over (`kept`
    /// is set when the compiled form holds it).
    private mutating func addUser(_ c: LayoutConstraint, _ user: Unmanaged<LayoutConstraint>, _ ends: UserEnds,
                                  kept: inout Bool) {
        do {
            // `activate()` validated the constraint (the only way into an item's constraints),
            // and what `validate()` reads is fixed at init but for the items (held weakly) and
            // the constant: only when one of those went bad is it asked again, for its message.
            if (ends.first == UserEnds.none && c.firstGuideRef == nil)
                || (c.secondKind != .none && ends.second == UserEnds.none && c.secondGuideRef == nil) || !c.constant.isFinite {
                try c.validate()
            }
            // Written so NaN fails too (every comparison with NaN is false).
            if !(c.priority.rawValue > 0 && c.priority.rawValue <= 1000) {
                throw LayoutError.invalidConstraint("\(c): priority must be in (0, 1000]")
            }
            // Both ends' terms appended into one value, no expression made per end: up to three
            // held inline without retaining their variables (`SolverTerms`: a chain's
            // `width == 5` is one term, `top == root.top` two, `leading == prev.trailing`
            // three; a centre against a centre with a multiplier, five, goes to a table).
            var terms = SolverTerms()
            // Leading and trailing resolve in the direction of the item the constraint is
            // installed on — its items' nearest common ancestor — as UIKit does: a button
            // forced right to left stays where its leading constraint to a left-to-right
            // superview puts it, and a container forced right to left (or a stack view)
            // flips its subviews' leading and trailing (docs/traits.md). Not each end's own
            // direction. The host is asked only when an end is leading or trailing.
            let rightToLeft = (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
                && isRightToLeftItem(at: ends.host)
            guard let firstConstant = try appendAttributeTerms(ends.first, c.firstGuideRef, outsideItem: c.firstItemRef,
                                                               c.firstAttribute, scale: 1, into: &terms,
                                                               rightToLeft: rightToLeft) else { return }
            var secondConstant: Double?
            let m = Double(c.multiplier)
            if c.secondKind != .none {
                guard let k = try appendAttributeTerms(ends.second, c.secondGuideRef, outsideItem: c.secondItemRef,
                                                       c.secondAttribute, scale: -m, into: &terms,
                                                       rightToLeft: rightToLeft) else { return }
                secondConstant = k
            }
            // Right-to-left: leading/trailing constants are measured leftwards (UIKit mirrors).
            let mirrored = rightToLeft
            var constant = firstConstant - Double(mirrored ? -c.constant : c.constant)
            var secondPart: Double?
            if let secondConstant {
                constant -= m * secondConstant
                secondPart = m * secondConstant
                // Positions are measured in the coordinate space of the item the constraint is
                // installed on (UIKit): (first - o) = m·(second - o) + c, o = that item's origin.
                // Only a multiplier other than 1 makes the origin matter.
                if m != 1, !c.firstAttribute.isDimension, let host = c.installedOn,
                   itemIndex[ObjectIdentifier(host)] != nil {
                    let o = c.firstAttribute.axis == .horizontal ? host.layoutStorage.minX : host.layoutStorage.minY
                    terms.append(o, m - 1)
                }
            }
            let op: RelationalOperator = switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            kept = true
            add(.user(ObjectIdentifier(c)), terms, CGFloat(constant), op, c.priority.strength, .user(user.takeRetainedValue()),
                userConstant: (firstConstant, mirrored, secondPart))
        } catch {
            problems.append("\(error)")
        }
    }

    /// `items[index].effectiveLayoutDirection == .rightToLeft`, asked once per item.
    private mutating func isRightToLeftItem(at index: Int) -> Bool {
        let known = rightToLeft[index]
        if known >= 0 { return known == 1 }
        let rtl = items[index].effectiveLayoutDirection == .rightToLeft
        rightToLeft[index] = rtl ? 1 : 0
        return rtl
    }

    /// Appends the terms of an attribute's expression, in engine coordinates, each coefficient
    /// times `scale`, to `terms`, and returns the expression's constant (unscaled). Nil (with a
    /// problem noted) when the item is outside this system. The terms are those of the
    /// expressions `x + w`, `x + 0.5 * w`, `y + Double(baseline)`, … in the same order.
    /// Leading and trailing are the right and left edges when `rightToLeft` (the direction of
    /// the item the constraint is installed on). The end is the item at `itemPosition`
    /// in `items`; or, when that is `UserEnds.none`, the guide `guideEnd`; `UserEnds.outside`:
    /// the item `outsideItem`, which is not in the tree.
    private mutating func appendAttributeTerms(_ itemPosition: Int, _ guideEnd: @autoclosure () -> LayoutGuide?,
                                               outsideItem: @autoclosure () -> (any LayoutItem)?,
                                               _ attribute: LayoutAttribute, scale k: Double,
                                               into terms: inout SolverTerms, rightToLeft: Bool) throws -> Double? {
        // The end's variables read unretained (the item's storage or the guide owns them): a
        // retained one wrote its reference count, a cache line per variable far from the rest.
        let x: Unmanaged<Variable>, y: Unmanaged<Variable>, w: Unmanaged<Variable>, h: Unmanaged<Variable>
        var baseline: (first: CGFloat?, last: CGFloat?, centered: Bool, atBottom: Bool) = (nil, nil, false, false)
        var attr = attribute
        if itemPosition == UserEnds.outside {
            let name = outsideItem()?.layoutDebugName ?? "<gone>"
            problems.append("Constraint references \(name), which is not in the laid-out tree; ignored.")
            return nil
        }
        if itemPosition >= 0 {
            let position = itemPosition
            if attr.isMargin {
                let g = items[position].layoutMarginsGuide
                (x, y, w, h) = (.passUnretained(g.minX), .passUnretained(g.minY), .passUnretained(g.width), .passUnretained(g.height))
                attr = attr.withoutMargin
            } else {
                // The storage lent, not retained (`storages` or its item holds it): a retain and release
                // wrote its reference count twice per constraint end.
                let storage = Unmanaged<LayoutItemStorage>.fromOpaque(storages.withUnsafeBufferPointer { referent(of: $0, at: position) }.unsafelyUnwrapped)
                (x, y, w, h) = storage._withUnsafeGuaranteedRef { s in
                    (.passUnretained(s.minX), .passUnretained(s.minY), .passUnretained(s.width), .passUnretained(s.height))
                }
                if attr == .firstBaseline || attr == .lastBaseline {
                    let item = items[position]
                    let b = Self.baselines(of: item)
                    baseline = (b.first, b.last, b.centered, item.hasBaselineAtBottom)
                }
            }
        } else if let g = guideEnd() {
            guard let owner = g.owningItem, itemIndex[ObjectIdentifier(owner)] != nil else {
                problems.append("Constraint references guide \(g.debugName), whose owner is not in the laid-out tree; ignored.")
                return nil
            }
            (x, y, w, h) = (.passUnretained(g.minX), .passUnretained(g.minY), .passUnretained(g.width), .passUnretained(g.height))
            attr = attr.withoutMargin
        } else {
            throw LayoutError.invalidConstraint("an item of the constraint no longer exists")
        }
        func one(_ v: Unmanaged<Variable>) { terms.append(unretained: v, k * 1) }
        func two(_ v: Unmanaged<Variable>, _ u: Unmanaged<Variable>, _ cu: Double) {
            terms.append(unretained: v, k * 1); terms.append(unretained: u, k * cu)
        }
        switch attr {
        case .left: one(x)
        case .right: two(x, w, 1)
        case .leading: if rightToLeft { two(x, w, 1) } else { one(x) }
        case .trailing: if rightToLeft { one(x) } else { two(x, w, 1) }
        case .centerX: two(x, w, 0.5)
        case .width: one(w)
        case .top: one(y)
        case .bottom: two(y, h, 1)
        case .centerY: two(y, h, 0.5)
        case .height: one(h)
        case .firstBaseline, .lastBaseline:
            // An item with no baseline: Auto Layout uses its top edge for a first baseline and its
            // bottom edge for a last one (UIView's `forFirstBaselineLayout`: "If that view does
            // not have a baseline, Auto Layout uses the view's top edge"; `forBaselineLayout`:
            // "the view's bottom edge"). stepik's CodeEditorPreviewView stores a plain view whose
            // first baseline is pinned below a label at its top. A symbol image's baseline is
            // its bottom (`hasBaselineAtBottom`).
            guard let offset = attr == .firstBaseline ? baseline.first : baseline.last else {
                if attr == .firstBaseline && !baseline.atBottom { one(y) } else { two(y, h, 1) }
                return 0
            }
            // `y + 0.5 * h + offset` adds the offset to the expression's 0 (so -0 becomes 0);
            // `y + offset` takes it as it is.
            if baseline.centered { two(y, h, 0.5); return 0 + Double(offset) }
            one(y)
            return Double(offset)
        default: throw LayoutError.invalidConstraint("attribute \(attribute) cannot be used here")
        }
        return 0
    }
}
