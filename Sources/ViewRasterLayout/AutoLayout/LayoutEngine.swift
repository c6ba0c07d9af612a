import Foundation

/// Lays out the tree under one root item. Keeps one incremental `Solver` across passes. A full
/// pass recompiles the tree's constraints (O(n)) and applies only the differences to the solver
/// (removed constraints out, new ones in, changed constants edited in place with the dual
/// simplex, a changed relation/priority/item by remove/add), then writes frames top-down.
///
/// When the tree reports its changes (`LayoutItem.reportsLayoutInputChanges`, as views do) and
/// nothing was noted since the last pass (`LayoutItemStorage.noteLayoutInputChange`), a pass
/// does nothing; when only
/// constants of installed constraints changed, it edits them in the solver (the dual simplex
/// touches only the rows that hold their markers) and writes frames, without recompiling.
public final class LayoutEngine {
    /// The item whose tree this engine lays out (nil once it has gone).
    public var root: (any LayoutItem)? { rootReference.item }
    /// The root's reference (the root's storage holds the engine: it does not keep the root alive).
    private let rootReference: LayoutItemReference
    /// The engine's solver (a variable only so its deinit can tell whether it is the only
    /// holder: `giveTablesToSpares()`).
    @exclusivity(unchecked) private(set) var solver = Solver()
    /// A constraint in the solver. Its compiled form stays where the pass compiled it (`store`,
    /// at `index`): a full pass hands its whole array to the installed constraints instead of
    /// copying each (and `installed` holds three words per constraint, no object of its own).
    struct Installed {
        /// The store holding the compiled form, and its position there.
        private(set) var store: CompiledConstraintStore
        private(set) var index: Int
        let constraint: Constraint
        /// The compiled form (read and written in its store).
        var compiled: CompiledConstraint {
            get { store.constraints[index] }
            nonmutating _modify { yield &store.constraints[index] }
        }
        /// `compiled` kept in a store of its own.
        init(compiled: CompiledConstraint, constraint: Constraint) {
            store = CompiledConstraintStore([compiled]); index = 0; self.constraint = constraint
        }
        /// The compiled form at `index` of `store`.
        init(store: CompiledConstraintStore, index: Int, constraint: Constraint) {
            self.store = store; self.index = index; self.constraint = constraint
        }
        /// Reads the compiled form at `index` of `store` from now on (the same value as
        /// `compiled`, or its replacement).
        mutating func rebind(to store: CompiledConstraintStore, at index: Int) { self.store = store; self.index = index }
    }
    // The engine's tables are touched once per constraint and item on every full pass, only
    // by the engine itself: no dynamic exclusivity checks.
    /// The installed constraints by key (a first pass's kept by position until a key is asked for).
    let installed = InstalledConstraints()
    @exclusivity(unchecked) var installedOrder: [ConstraintKey] = []
    /// A first pass's installed order is still its run's (`installed`: the keys of the run's
    /// installed positions, in order) and not yet in `installedOrder`, which is empty meanwhile
    /// (`settleInstalledOrder`): a pass that installs every key in order takes the keys' array
    /// as it is, shared, instead of writing a copy of it key by key (a 10,000-view tree's
    /// 40,000 keys, 640 KB).
    @exclusivity(unchecked) private var installedOrderInRun = false
    /// `installedOrder` may hold keys no longer installed or twice (an installed constraint
    /// was removed outside `update`'s first filter): `update` cleans it up at its end.
    var installedOrderMayRepeat = false
    /// A root size gave way to a conflict (`addYieldingRootSize`): the solver's state is not
    /// the system's as compiled, so it is kept from the template cache.
    var rootSizeYielded = false
    /// IB's canvas: a conflict through a stored size (the root's, or a view's autoresizing size)
    /// is resolved by the pin to that view's far edge breaking (`addBreakingFarEdgePin`), or,
    /// with none, by the root's size giving way (`addYieldingRootSize`). Off by default: UIKit
    /// at run time breaks the constraint installed last. `NibCanvas` turns it on for the
    /// top-level views it lays out.
    public var rootSizeYieldsToContent = false
    /// Required constraints that could not be added, with the compiled form that failed (its
    /// terms holding their variables: `CompiledConstraint.retainingVariables()`).
    @exclusivity(unchecked) var broken: [ConstraintKey: CompiledConstraint] = [:]
    /// Problems already reported (each is reported once).
    var reportedProblems: Set<String> = []
    // The pass's state and the frame plan are read on every pass (an edit pass's too: its
    // whole fixed part is a few dozen such reads), only by the engine itself: no dynamic
    // exclusivity checks either.
    /// The root's frame and the scale of the last pass (nil: no pass yet).
    @exclusivity(unchecked) var lastPass: (rootFrame: CGRect, scale: CGFloat)?
    /// Something an item of the tree noted as changed since the last full pass began (the
    /// frame plan is dropped then: a full pass makes it again).
    @exclusivity(unchecked) var inputsChanged = true {
        didSet {
            if inputsChanged {
                inputNotes &+= 1
                if !framePlanParents.isEmpty { dropFramePlan() }
            }
        }
    }
    /// How many times `inputsChanged` was set (to true): a full pass's frame write keeps the
    /// plan it made only when nothing was noted while it wrote (as if the plan had been made
    /// first and dropped by the note).
    @exclusivity(unchecked) private var inputNotes = 0
    /// A fitting solve wrote the shared variables of some items since the last pass.
    @exclusivity(unchecked) var variablesOverwritten = false
    /// Installed user constraints whose constant changed since the last pass.
    @exclusivity(unchecked) var pendingConstants: [LayoutConstraint] = []
    /// Installed user constraints whose priority changed since the last pass.
    @exclusivity(unchecked) var pendingPriorities: [LayoutConstraint] = []
    /// Installed user constraints deactivated since the last pass.
    @exclusivity(unchecked) var pendingRemovals: [LayoutConstraint] = []
    /// The items of the last full pass in pre-order but the root (the plan's item 0, which
    /// this engine must not retain: the root's storage holds the engine), so a constants-only
    /// pass writes frames without walking the tree or hashing items. Kept only for a tree that
    /// notes its changes (`LayoutItem.reportsLayoutInputChanges`) and only while nothing was
    /// noted: the items are then the root's descendants, which the tree itself holds, so the
    /// plan keeps nothing alive that the tree does not and adds no cycle (strong references:
    /// a weak one costs a side-table load and slow reference counting per item and pass).
    @exclusivity(unchecked) var framePlan: [any LayoutItem] = []
    /// The superitem index of each item of the plan, root included (entry 0, -1): the
    /// superitem's position in the pre-order (-1: not placed). Empty: no plan.
    @exclusivity(unchecked) var framePlanParents: [Int] = []
    /// The items of the last full pass that had a margins or safe-area guide, in pre-order.
    @exclusivity(unchecked) var guidedItems: [WeakItem] = []
    /// Each item of `framePlan` with its layout storage, unretained (the plan and the items
    /// hold them), read and written without reference counting by the planned frame writer.
    @exclusivity(unchecked) var framePlanItems: [PlannedItem] = []
    /// The solver's `externalsGeneration` when the plan's `valueIndices` were taken.
    @exclusivity(unchecked) var framePlanGeneration = 0
    /// Absolute origins of the plan's items, reused by each pass that writes frames.
    @exclusivity(unchecked) var placedScratch: [CGPoint?] = []
    /// Number of passes that recompiled the tree, that edited constants only, that did nothing,
    /// and that applied priority changes or deactivations (and constants) without recompiling
    /// (for tests).
    @exclusivity(unchecked) public private(set) var passCounts = (full: 0, constantsOnly: 0, clean: 0, incremental: 0)

    /// The first full pass took a solved state from `SolverTemplateCache` (for tests).
    package private(set) var adoptedTemplate = false

    /// Called by a constraint this engine installed when its constant changes.
    func noteConstantChange(_ c: LayoutConstraint) { pendingConstants.append(c) }
    /// Called by a constraint this engine installed when its priority changes.
    func notePriorityChange(_ c: LayoutConstraint) { pendingPriorities.append(c) }
    /// Called by a constraint this engine installed when it is deactivated.
    func noteDeactivation(_ c: LayoutConstraint) { pendingRemovals.append(c) }

    /// An engine for the tree under `root`, which it does not keep alive; an item's own engine is
    /// `layoutEngine` (made with this and kept in the item's storage).
    public init(root: any LayoutItem) {
        rootReference = root.layoutStorage.reference(to: root)
        reference.engine = self
    }

    /// What items and constraints hold this engine by (it does not keep the engine alive).
    let reference = LayoutEngineReference()

    deinit {
        reference.engine = nil
        giveTablesToSpares()
    }

    /// Keeps the engine's large tables for the next engine's first pass (`SpareTables`): the
    /// solver's, when this engine is its only holder, the installed order and keys, the frame
    /// plan's. (The compiled constraints go when their store does: `CompiledConstraintStore`.)
    private func giveTablesToSpares() {
        if isKnownUniquelyReferenced(&solver) { solver.giveTables(to: .shared) }
        // The run's keys, shared (`installedOrderInRun`), are given once, as keys: giving the
        // shared array as the installed order too would keep a new buffer of its size.
        if installed.isRunKeys(installedOrder) { installedOrder = [] }
        SpareTables.shared.give(&installedOrder, .installedOrder)
        installed.giveKeysToSpares()
        SpareTables.shared.give(&framePlanItems, .planEntries)
        SpareTables.shared.give(&framePlanParents, .planParents)
        SpareTables.shared.give(&placedScratch, .placed)
        // The plan's items last (strong references to the tree's items, which may go with them).
        SpareTables.shared.give(&framePlan, .planItems)
    }

    var diagnostics: LayoutDiagnostics { root?.layoutStorage.diagnostics ?? .standardError }

    /// The items of the last full pass that have a margins or safe-area guide, in pre-order:
    /// the view tree checks only these for insets that moved with the solved frames.
    package var itemsWithGuides: [any LayoutItem] { guidedItems.compactMap(\.item) }

    /// Forgets the frame plan (released after the engine's own accesses end, in case an item's
    /// deinit notes a change).
    private func dropFramePlan() {
        let items = framePlan
        framePlan = []
        framePlanParents = []
        framePlanItems = []
        withExtendedLifetime(items) {}
    }

    /// Number of solver constraints currently installed (for tests and benchmarks).
    public var installedConstraintCount: Int { installed.count }

    /// Constraints that are active but were broken because they conflict with required ones.
    public var brokenConstraints: [LayoutConstraint] {
        broken.values.compactMap(\.origin.userConstraint)
    }

    /// Brings the solver up to date with the tree and solves (does not write frames).
    public func updateConstraints() { _ = update() }

    /// `updateConstraints`, returning the tree's items in pre-order (not kept: the engine holds
    /// no strong reference to its tree).
    func update() -> [any LayoutItem] { updateIndexed().items }

    /// `update()` with each item's position in the returned order and its layout storage, by
    /// that position (the compile read them: the frame write loads them ahead from this array).
    func updateIndexed() -> (items: [any LayoutItem], index: [ObjectIdentifier: Int],
                             storages: ItemStorages) {
        guard let root else { return ([], [:], ItemStorages()) }
        pendingConstants.removeAll()
        pendingPriorities.removeAll()
        pendingRemovals.removeAll()
        var changedAny = false
        var system = LayoutSystem(top: root, mode: .root)
        // By the storages the compile read (an item's own is one load of the item away), each
        // lent, not retained (`system.storages` holds them, or the items it holds do).
        system.storages.withUnsafeBufferPointer { storages in
            for i in storages.indices {
                // The reference of the storage a few on (`PrefetchSpan.storageOwner`).
                if let p = referent(of: storages, at: i &+ LayoutSystem.lookahead) {
                    prefetchForRead(PrefetchSpan.storageOwner, of: p)
                }
                Unmanaged<LayoutItemStorage>.fromOpaque(referent(of: storages, at: i).unsafelyUnwrapped)
                    ._withUnsafeGuaranteedRef { s in if s.owningEngine !== self { s.owningEngine = self } }
            }
        }
        for p in system.problems where reportedProblems.insert(p).inserted { diagnostics.report(p) }
        // Removals, in previous installation order.
        let positions = installedOrder.isEmpty && broken.isEmpty ? [:] : system.positions()
        var keptOrder: [ConstraintKey] = []
        keptOrder.reserveCapacity(installedOrder.count)
        for key in installedOrder {
            guard let inst = installed[key] else { continue }
            if positions[key] == nil {
                changedAny = true
                try? solver.removeConstraint(inst.constraint)
                inst.compiled.origin.userConstraint?.solverEngine = nil
                installed[key] = nil
            } else { keptOrder.append(key) }
        }
        installedOrder = keptOrder
        for key in Array(broken.keys) where positions[key] == nil { broken[key] = nil }
        // A fresh engine's first pass over a system the process has solved before takes that
        // solved state (the same tableau its additions would build, `SolverTemplateCache`).
        var replay: (key: SolverTemplateKey, variables: [Variable])?
        if installed.isEmpty, installedOrder.isEmpty, broken.isEmpty, !system.keys.isEmpty,
           system.keys.count <= SolverTemplateCache.maxConstraints, solver.isPristine {
            let made = SolverTemplateKey.make(system.constraints)
            replay = made
            if adoptTemplate(made.key, variables: made.variables, system: system) {
                return (system.items, system.itemIndex, system.storages)
            }
        }
        // The system's compiled constraints become the installed ones' store (taken, not
        // copied: the system's array is emptied so the store's is the only reference and an
        // edited constant writes it in place); each is read there by its position.
        let store = CompiledConstraintStore(system.constraints)
        system.constraints = []
        let keys = system.keys
        // Changes and additions, in system order. A pass that starts with nothing installed
        // probes for none of its keys (each comes once, and none is installed before its turn)
        // and keeps what it installs by position (`InstalledConstraints.beginRun`): no table.
        let startedEmpty = installed.isEmpty
        if startedEmpty {
            solver.reserveCapacity(constraints: system.keys.count, variables: 4 * system.items.count)
            if broken.isEmpty, installedOrder.isEmpty, installed.beginRun(store, keys: keys) {
                installedOrderInRun = true
            } else {
                SpareTables.shared.reserve(system.keys.count, in: &installedOrder, .installedOrder)
                if broken.isEmpty { installed.beginRun(store, keys: keys) } else { installed.reserveCapacity(system.keys.count) }
            }
        }
        for i in keys.indices {
            let key = keys[i]
            if startedEmpty { keys.withUnsafeBufferPointer { store.prefetchForInstall(after: i, keys: $0) } }
            if !startedEmpty, let old = installed[key] {
                let new = store.constraints[i]
                if old.compiled.hasSameShape(as: new) {
                    if old.compiled.constant == new.constant { installed[key]!.rebind(to: store, at: i); continue }
                    // In place (dual simplex); a required one that now conflicts is rolled
                    // back by the solver, then removed and re-added below to be reported.
                    if (try? solver.updateConstant(old.constraint, to: new.constant)) != nil {
                        installed[key]!.rebind(to: store, at: i)
                        changedAny = true
                        continue
                    }
                }
                try? solver.removeConstraint(old.constraint)
                changedAny = true
                installed[key] = nil
                installedOrderMayRepeat = true
                add(key, store, at: i)
            } else if !broken.isEmpty, let b = broken[key], b.hasSameShape(as: store.constraints[i]),
                      b.constant == store.constraints[i].constant {
                continue
            } else {
                if !broken.isEmpty { broken[key] = nil }
                add(key, store, at: i)
            }
        }
        settleInstalledOrder()
        // Removals and constant changes may have made broken constraints satisfiable: retry
        // them (silently; they were reported when they broke).
        if changedAny && !broken.isEmpty {
            for key in system.keys {
                guard let b = broken[key] else { continue }
                add(key, b, report: false)
            }
        }
        // Drop stale and duplicate keys left by remove/add of changed constraints (a pass
        // that removed nothing installed after the filter above has none).
        if installedOrderMayRepeat {
            var seen = Set<ConstraintKey>()
            installedOrder = installedOrder.reversed().filter { installed[$0] != nil && seen.insert($0).inserted }.reversed()
            installedOrderMayRepeat = false
        }
        if let replay, broken.isEmpty, !rootSizeYielded, installedOrder.count == system.keys.count,
           SolverTemplateCache.shared.wantsTemplate(for: replay.key),
           let template = solver.template(variables: replay.variables,
                                          constraints: installed.solverConstraints(installedOrder)) {
            SolverTemplateCache.shared.store(template, for: replay.key)
        }
        return (system.items, system.itemIndex, system.storages)
    }

    /// Installs `system` by adopting the cached solver state of `key` (a first pass: nothing
    /// installed, the solver pristine). False, with nothing changed, when no template is kept
    /// or the solver cannot adopt it.
    private func adoptTemplate(_ key: SolverTemplateKey, variables: [Variable], system: LayoutSystem) -> Bool {
        guard let template = SolverTemplateCache.shared.template(for: key) else { return false }
        // Each compiled constraint read in place; the installed ones read them in the
        // system's array (`CompiledConstraintStore`), none copied.
        let constraints = system.constraints
        var made: [Constraint] = []
        made.reserveCapacity(constraints.count)
        for i in constraints.indices { made.append(constraints[i].makeSolverConstraint()) }
        guard solver.adopt(template, variables: variables, constraints: made) else { return false }
        installedOrder.reserveCapacity(system.keys.count)
        let store = CompiledConstraintStore(constraints)
        // Kept by position, as a first pass's additions (nothing is installed yet).
        installed.beginRun(store, keys: system.keys)
        for (i, key) in system.keys.enumerated() {
            if !installed.extendRun(store, at: i, key: key, constraint: made[i]) {
                installed[key] = Installed(store: store, index: i, constraint: made[i])
            }
            installedOrder.append(key)
            if case .user(let u) = constraints[i].origin { u.solverEngine = self; u.installedPosition = i }
        }
        adoptedTemplate = true
        return true
    }

    /// `add(key, store.constraints[index])`, the installed constraint reading its compiled
    /// form in `store` (no copy of it made when it fits).
    private func add(_ key: ConstraintKey, _ store: CompiledConstraintStore, at index: Int) {
        let constraint = store.makeSolverConstraint(at: index)
        do {
            try solver.addConstraint(constraint)
            if installed.extendRun(store, at: index, key: key, constraint: constraint) {
                // The run's keys are the order while it is `installedOrderInRun`.
                if !installedOrderInRun { installedOrder.append(key) }
            } else {
                // Written out before the run may end (a key asked for hashes the run).
                settleInstalledOrder()
                installed[key] = Installed(store: store, index: index, constraint: constraint)
                installedOrder.append(key)
            }
            if !broken.isEmpty { broken[key] = nil }
            store.noteInstalled(at: index, key: key, by: self)
        } catch {
            // What resolves a conflict reads and extends the installed order.
            settleInstalledOrder()
            addFailed(key, store.constraints[index], report: true)
        }
    }

    /// Ends `installedOrderInRun`: `installedOrder` becomes the run's installed keys — the
    /// run's keys themselves, shared, when the run took every one of them (a first pass with
    /// nothing broken), else a copy of those it took.
    private func settleInstalledOrder() {
        guard installedOrderInRun else { return }
        installedOrderInRun = false
        installedOrder = installed.runOrder
    }

    private func add(_ key: ConstraintKey, _ c: CompiledConstraint, report: Bool = true) {
        let constraint = c.makeSolverConstraint()
        do {
            try solver.addConstraint(constraint)
            installed[key] = Installed(compiled: c, constraint: constraint)
            installedOrder.append(key)
            broken[key] = nil
            c.origin.userConstraint?.solverEngine = self
        } catch {
            addFailed(key, c, report: report)
        }
    }

    /// `c`, under `key`, conflicts with the required constraints installed: it or another
    /// breaks as the engine's rules say, and is reported (when `report`).
    private func addFailed(_ key: ConstraintKey, _ c: CompiledConstraint, report: Bool) {
        if case .rootPin = c.origin {
            addRootPinBreakingUserConstraints(key, c)
            return
        }
        // IB's canvas: a stored size's far-edge pin breaks, else the root's size gives way;
        // both read one conflicting set.
        if rootSizeYieldsToContent {
            let (set, exact) = conflictingSet(c, limit: 300)
            if exact && (addBreakingFarEdgePin(key, c, in: set, report: report) || addYieldingRootSize(key, c, in: set)) {
                return
            }
        }
        broken[key] = c.retainingVariables()
        if report {
            let set = conflictingSet(c).members.map(\.compiled)
            diagnostics.report(conflictReport(set + [c], breaking: c))
        }
    }

    /// IB's canvas lays a top-level view's content out from its top-left corner at the size the
    /// content's required constraints give when that is not the size stored for the top-level
    /// view: a conflict whose irreducible set holds the root's stored width or height is
    /// resolved by that size giving way (kept as the strongest preference, so the content takes
    /// the size nearest to it), and is reported naming it. False, with nothing changed, when no
    /// root size is in `set` (the exact conflicting set of `c`) or `c` still conflicts without
    /// it (docs/nib-layout-agreement.md, "Session tconflict18").
    private func addYieldingRootSize(_ key: ConstraintKey, _ c: CompiledConstraint, in set: ConflictingSet) -> Bool {
        guard LayoutEngine.fixesAPlainSize(c.origin), set.allSatisfy({ LayoutEngine.fixesAPlainSize($0.compiled.origin) }), let pin = set.first(where: {
            if case .rootPin(_, let attribute) = $0.compiled.origin { return attribute == .width || attribute == .height }
            return false
        }), let pinned = installed[pin.key], install(key, c, inPlaceOf: pinned) else { return false }
        // The pin stays installed under its key as the required constraint it compiles to (a
        // later pass sees it unchanged), solved as the strongest optional one.
        var yielding = pin.compiled
        yielding.strength = LayoutEngine.yieldedRootSizeStrength
        let weak = yielding.makeSolverConstraint()
        try? solver.addConstraint(weak)
        installed[pin.key] = Installed(compiled: pin.compiled, constraint: weak)
        rootSizeYielded = true
        diagnostics.report(conflictReport(set.map(\.compiled) + [c], breaking: pin.compiled))
        return true
    }

    /// Whether a member of a conflicting set lets the root's size give way: the root's pins,
    /// guides, springs and struts, and the user's constraints of edges and constants
    /// (multiplier 1). A proportion, an intrinsic size or a stack view's own constraints
    /// (`UISV`) in the set leave the root its size: the constraint installed last breaks.
    static func fixesAPlainSize(_ origin: ConstraintOrigin) -> Bool {
        switch origin {
        case .rootPin, .guide, .autoresizing: return true
        case .user(let u): return u.multiplier == 1 && !(u.identifier?.hasPrefix("UISV") ?? false)
        case .fitting, .contentSize: return false
        }
    }

    /// The strength a root size that gave way keeps: above every optional priority (999 is
    /// the highest a user can set below required).
    static let yieldedRootSizeStrength = Strength(999.99)

    /// Installs `c` under `key` in place of `victim`'s solver constraint (taken out first); true
    /// when `c` then fits, false with `victim` put back and nothing installed otherwise. The
    /// caller decides what becomes of the victim's key.
    func install(_ key: ConstraintKey, _ c: CompiledConstraint, inPlaceOf victim: Installed) -> Bool {
        try? solver.removeConstraint(victim.constraint)
        let constraint = c.makeSolverConstraint()
        guard (try? solver.addConstraint(constraint)) != nil else {
            try? solver.addConstraint(victim.constraint)
            return false
        }
        installed[key] = Installed(compiled: c, constraint: constraint)
        installedOrder.append(key)
        broken[key] = nil
        c.origin.userConstraint?.solverEngine = self
        return true
    }

    /// The root keeps its frame: when a root pin conflicts, the most recently installed user
    /// constraint of the (irreducible) conflicting set is broken instead and reported; repeated
    /// while conflicts remain.
    private func addRootPinBreakingUserConstraints(_ key: ConstraintKey, _ c: CompiledConstraint) {
        for _ in 0..<64 {
            let (set, exact) = conflictingSet(c, limit: 300)
            guard exact, let victim = set.last(where: { $0.compiled.origin.userConstraint != nil }) else { break }
            if let inst = installed.removeValue(forKey: victim.key) { try? solver.removeConstraint(inst.constraint) }
            installedOrderMayRepeat = true
            broken[victim.key] = victim.compiled.retainingVariables()
            diagnostics.report(conflictReport(set.map(\.compiled) + [c], breaking: victim.compiled))
            let constraint = c.makeSolverConstraint()
            if (try? solver.addConstraint(constraint)) != nil {
                installed[key] = Installed(compiled: c, constraint: constraint)
                installedOrder.append(key)
                broken[key] = nil
                return
            }
        }
        broken[key] = c.retainingVariables()
        diagnostics.report(conflictReport(conflictingSet(c).members.map(\.compiled) + [c], breaking: c))
    }

    /// Updates, solves and writes frames of every item but the root (which keeps its frame),
    /// snapped to the pixel grid of `scale` in root coordinates: origin and far edge are rounded
    /// to multiples of 1/scale and the size is their difference. An item whose solved frame
    /// equals its current frame (e.g. a translated item whose superitem kept its size) is left
    /// untouched, so fractional frames set by hand survive; its children still land on the grid.
    public func layout(scale: CGFloat = 1) {
        guard let root else { return }
        let s = scale > 0 && scale.isFinite ? scale : 1
        let now = (rootFrame: root.layoutFrame, scale: s)
        if root.reportsLayoutInputChanges, !inputsChanged, let last = lastPass,
           Self.sameValues(last.rootFrame, now.rootFrame), last.scale == s, broken.isEmpty {
            if pendingConstants.isEmpty && pendingPriorities.isEmpty && pendingRemovals.isEmpty {
                passCounts.clean += 1
                if variablesOverwritten { solver.updateVariables(); variablesOverwritten = false }
                return
            }
            let constantsOnly = pendingPriorities.isEmpty && pendingRemovals.isEmpty
            // (A constants-only pass has no removals or priorities to apply: not called.)
            if (constantsOnly || applyPendingRemovalsAndPriorities()) && editPendingConstants() {
                if constantsOnly { passCounts.constantsOnly += 1 } else { passCounts.incremental += 1 }
                // Only what the edits moved, unless a fitting solve wrote the variables.
                if variablesOverwritten { solver.updateVariables() } else { solver.updateChangedVariables() }
                variablesOverwritten = false
                if !writePlannedFrames(root: root, scale: s) {
                    writeFrames(LayoutSystem.preorder(root), root: root, scale: s)
                }
                return
            }
        }
        lastPass = now
        inputsChanged = false
        variablesOverwritten = false
        passCounts.full += 1
        let (items, index, storages) = updateIndexed()
        solver.updateVariables()
        writeFrames(items, index: index, storages: storages, root: root, scale: s)
    }

    /// Applies `pendingRemovals` and `pendingPriorities` to the solver as a full pass would
    /// (removals in installation order, then the constraint re-added at its new priority), after
    /// checking that they can be: false, with the solver untouched, when a full pass must do
    /// it (a constraint active again or no longer installed here, an invalid priority, or more
    /// than one priority change, or constants of other constraints with one, whose order a full
    /// pass decides).
    private func applyPendingRemovalsAndPriorities() -> Bool {
        if pendingRemovals.isEmpty && pendingPriorities.isEmpty { return true }
        let removals = pendingRemovals, priorities = pendingPriorities
        pendingRemovals.removeAll()
        pendingPriorities.removeAll()
        var removing = Set<ConstraintKey>()
        for c in removals {
            let key = ConstraintKey.user(ObjectIdentifier(c))
            guard c.installedOn == nil, installed[key] != nil else { return false }
            removing.insert(key)
        }
        var changed: LayoutConstraint?
        for c in priorities where !removing.contains(.user(ObjectIdentifier(c))) {
            if let other = changed, other !== c { return false }
            guard c.installedOn != nil, c.solverEngine === self, installed[.user(ObjectIdentifier(c))] != nil,
                  c.priority.rawValue > 0, c.priority.rawValue <= 1000 else { return false }
            changed = c
        }
        if let c = changed, pendingConstants.contains(where: { $0 !== c }) { return false }
        if !removing.isEmpty {
            for key in installedOrder where removing.contains(key) {
                guard let inst = installed[key] else { continue }
                try? solver.removeConstraint(inst.constraint)
                inst.compiled.origin.userConstraint?.solverEngine = nil
                installed[key] = nil
            }
            installedOrder.removeAll { removing.contains($0) }
        }
        if let c = changed {
            let key = ConstraintKey.user(ObjectIdentifier(c))
            let old = installed[key]!
            var new = old.compiled
            new.strength = c.priority.strength
            if let k = new.constant(forUserConstant: c.constant) { new.constant = k }
            if new.strength != old.compiled.strength {
                try? solver.removeConstraint(old.constraint)
                installed[key] = nil
                if let i = installedOrder.lastIndex(of: key) { installedOrder.remove(at: i) }
                add(key, new)
            }
        }
        return true
    }

    /// Whether `a` and `b` hold the same four values (`==` on each): `layout`'s test of the
    /// root's frame against the last pass's, inline. Foundation's `CGRect.==` is a call into
    /// another library through its PLT entry, which the dynamic linker binds on the first call
    /// — a process's first edit pass, since a first pass has no last frame to compare — at
    /// ≈ 1,500 instructions on ≈ 50 lines of its code and ≈ 140 lines of its tables, all cold
    /// after a first layout. It also calls equal two rectangles that standardize alike; this
    /// test is stricter, never looser: a frame it calls changed takes a full pass, which lays
    /// out the same frames.
    @inline(__always)
    static func sameValues(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
            && a.size.height == b.size.height
    }

    /// Edits the constants of `pendingConstants` in the solver. False when one cannot be edited
    /// in place (not installed, or a required constant that now conflicts): a full pass then
    /// brings everything up to date and reports.
    private func editPendingConstants() -> Bool {
        let edits = pendingConstants
        pendingConstants.removeAll()
        // One edit needs no set to skip repeats (an edit pass of one constant makes none).
        var seen = Set<ObjectIdentifier>()
        for c in edits where edits.count == 1 || seen.insert(ObjectIdentifier(c)).inserted {
            let key = ConstraintKey.user(ObjectIdentifier(c))
            guard let inst = installed.entry(forUser: c, key: key) else {
                // Deactivated and removed from the solver by this pass: nothing to edit.
                if c.installedOn == nil && c.solverEngine == nil { continue }
                return false
            }
            guard let k = inst.compiled.constant(forUserConstant: c.constant) else { return false }
            if k == inst.compiled.constant { continue }
            guard (try? solver.updateConstant(inst.constraint, to: k)) != nil else { return false }
            // Written in its store (`compiled` is the store's entry): no second lookup of `key`.
            inst.compiled.constant = k
        }
        return true
    }

    /// Writes the frames of `framePlan`'s items (a constants-only or incremental pass: the tree
    /// is the last full pass's, as nothing was noted since), loading each item once, with no
    /// array of items made. False when there is no plan: the caller then writes the frames of
    /// the tree as it is.
    private func writePlannedFrames(root: any LayoutItem, scale s: CGFloat) -> Bool {
        if framePlanParents.isEmpty || framePlan.count != framePlanParents.count - 1 || framePlanItems.count != framePlan.count {
            return false
        }
        if solver.externalsGeneration != framePlanGeneration {
            // The solver took variables in or let them go since the plan was made (a pass that
            // removed or re-added constraints): where it keeps each item's values is found again.
            for i in framePlanItems.indices { framePlanItems[i].locateValues(in: solver) }
            framePlanGeneration = solver.externalsGeneration
        }
        // Locals: no exclusivity check per item; `plan` keeps the items alive while their
        // frames are written (a write that notes a change drops the engine's plan).
        let plan = framePlan, parents = framePlanParents, entries = framePlanItems, solved = solver.externalValues
        // Every entry is written before it is read (an item's superitem comes before it in
        // the pre-order, and each item's entry is written, nil when not placed): the array is
        // only sized, not filled, when it already has the plan's count.
        var placed = placedScratch
        placedScratch = []
        if placed.count != parents.count {
            placed.removeAll(keepingCapacity: true)
            placed.append(contentsOf: repeatElement(nil, count: parents.count))
        }
        placed.withUnsafeMutableBufferPointer { placed in
            // The root keeps its frame: `writeFrame`'s root, with no entry made for it (its
            // storage read once, its type not opened).
            placed[0] = .zero
            let rootStorage = root.layoutStorage
            if rootStorage.hasPlacedGuides { placeGuides(of: rootStorage, origin: .zero, scale: s) }
            // The items are borrowed (`plan` holds them, they hold their storage): no
            // reference counting per item. Each run of items of one type (a view tree's are
            // all views) is written by one loop opened on that type.
            entries.withUnsafeBufferPointer { entries in
                parents.withUnsafeBufferPointer { parents in
                    solved.withUnsafeBufferPointer { solved in
                        var i = 0
                        while i < entries.count {
                            let type = entries[i].type
                            i = writePlannedRun(type, from: i, entries: entries, parents: parents, solved: solved,
                                                scale: s, placed: placed)
                        }
                    }
                }
            }
        }
        placedScratch = placed
        withExtendedLifetime(plan) {}
        return true
    }

    /// Writes the frames of the plan's entries from `start` on while they are items of type `T`
    /// (`writePlannedFrames`); returns the index of the first entry of another type (or the
    /// count). In here the item's `applyLayoutFrameIfMoved` is `T`'s witness, called directly:
    /// no call per item through `PlannedItem`'s opened type. The loop is written out once per
    /// kind of grid (`writePlannedRun(_:on:…)`, inlined here with a concrete grid: `T` is only
    /// known when this runs, so a grid passed in as a generic parameter would be called through
    /// its witness).
    private func writePlannedRun<T: LayoutItem>(_: T.Type, from start: Int, entries: UnsafeBufferPointer<PlannedItem>,
                                               parents: UnsafeBufferPointer<Int>, solved: UnsafeBufferPointer<Double>,
                                               scale s: CGFloat, placed: UnsafeMutableBufferPointer<CGPoint?>) -> Int {
        if let grid = PowerOfTwoPixelGrid(scale: s) {
            return writePlannedRun(T.self, on: grid, from: start, entries: entries, parents: parents, solved: solved,
                                   scale: s, placed: placed)
        }
        return writePlannedRun(T.self, on: PixelGridOfAnyScale(scale: s), from: start, entries: entries, parents: parents,
                               solved: solved, scale: s, placed: placed)
    }

    /// `writePlannedRun`'s loop on `grid`, the pixel grid of `s`. An entry with `valueIndices`
    /// has its frame read from `solved` (the solver's `externalValues`) and put on the grid:
    /// what `writeFrame` does for such an item (it neither translates its autoresizing mask nor
    /// has guides), without loading its storage and four variables.
    @inline(__always)
    private func writePlannedRun<T: LayoutItem, G: PixelGrid>(_: T.Type, on grid: G, from start: Int,
                                                             entries: UnsafeBufferPointer<PlannedItem>,
                                                             parents: UnsafeBufferPointer<Int>,
                                                             solved: UnsafeBufferPointer<Double>, scale s: CGFloat,
                                                             placed: UnsafeMutableBufferPointer<CGPoint?>) -> Int {
        let type = ObjectIdentifier(T.self)
        var i = start
        while i < entries.count, ObjectIdentifier(entries[i].type) == type {
            Self.prefetchFrameWrite(of: entries, at: i &+ Self.plannedFrameLookahead)
            let object = entries[i].object
            let x = Int(entries[i].minXIndex)
            if x >= 0 {
                // `writeFrame`'s placed item, from the solver's values.
                let p = parents[i + 1]
                if p >= 0, let origin = placed[p] {
                    let y = Int(entries[i].minYIndex), w = Int(entries[i].widthIndex), h = Int(entries[i].heightIndex)
                    let (position, offset, extent) = Self.placedEdges(near: SIMD2(solved[x], solved[y]),
                                                                      size: SIMD2(solved[w], solved[h]),
                                                                      in: origin, on: grid)
                    placed[i + 1] = position
                    // The frame as its two pairs (`placedFrame`'s rectangle): no `CGRect`
                    // taken apart into four registers here and put together again in the item.
                    Unmanaged<T>.fromOpaque(object.toOpaque())._withUnsafeGuaranteedRef {
                        $0.applyLayoutFrameIfMoved(origin: offset, size: extent)
                    }
                } else {
                    placed[i + 1] = nil
                }
            } else {
                writeFrame(entries[i], isRoot: false, at: i + 1, parent: parents[i + 1], scale: s, placed: placed) { rect in
                    Unmanaged<T>.fromOpaque(object.toOpaque())._withUnsafeGuaranteedRef { $0.applyLayoutFrameIfMoved(rect) }
                }
            }
            i += 1
        }
        return i
    }

    /// How many entries ahead of the one it writes the planned frame write starts loading
    /// what an item's `applyLayoutFrameIfMoved` reads outside the item (`prefetchFrameWrite`).
    static let plannedFrameLookahead = 8

    /// Starts loading the 32 bytes at the `frameWriteAddress` of `entries[i]` (nothing when
    /// `i` is past the end or the item gave none): a view's layer's size and position, which
    /// its frame write reads and writes. Without it the write waits for the view and then for
    /// its layer — two loads one after the other, each often from beyond the 2 MB level after
    /// a first layout — while the processor reaches only two or three items ahead by itself.
    /// The address is the entry's own (no load of the item); a hint only.
    @inline(__always)
    private static func prefetchFrameWrite(of entries: UnsafeBufferPointer<PlannedItem>, at i: Int) {
        guard i < entries.count, let a = entries[i].frameWriteAddress else { return }
        prefetchForRead(a, bytes: 32)
    }

    /// Writes the solved frames of `items` (pre-order, root first) and of their guides, and
    /// makes the frame plan from them (for a tree that notes its changes). `index` is each
    /// item's position in `items` when the caller has it (nil: it is made here).
    ///
    /// One sweep: each item is read, planned and its frame written while its item, storage
    /// and variables are in the cache (a large tree's are not by a second sweep). Reading an
    /// item for the plan depends on no frame written before it (its superitem, storage,
    /// flags and the solver's symbols), so the entries are those a sweep before the writes
    /// made; the last pass's plan is let go before the first write and the new one kept only
    /// when nothing was noted during the writes, as when the plan was made before them and a
    /// note dropped it.
    private func writeFrames(_ items: [any LayoutItem], index known: [ObjectIdentifier: Int]? = nil,
                             storages: ItemStorages = ItemStorages(), root: any LayoutItem, scale s: CGFloat) {
        var index: [ObjectIdentifier: Int] = [:]
        if known == nil { index.reserveCapacity(items.count) }
        // The tables (kept from an engine let go when large: `SpareTables`).
        var parents: [Int] = [], guided: [WeakItem] = []
        SpareTables.shared.reserve(items.count, in: &parents, .planParents)
        // The plan is kept for a tree that notes its changes: its entries then say where the
        // solver keeps each item's values (found here, while the entry's storage is at hand).
        let keepsPlan = root.reportsLayoutInputChanges && items.first === root
        // The plan's items and entries (all but the root), appended as each item is read.
        var planItems: [any LayoutItem] = [], planEntries: [PlannedItem] = []
        if keepsPlan {
            SpareTables.shared.reserve(items.count - 1, in: &planItems, .planItems)
            SpareTables.shared.reserve(items.count - 1, in: &planEntries, .planEntries)
        }
        if !framePlanParents.isEmpty { dropFramePlan() }
        var placed = placedScratch
        placedScratch = []
        placed.removeAll(keepingCapacity: true)
        SpareTables.shared.reserve(items.count, in: &placed, .placed)
        placed.append(contentsOf: repeatElement(nil, count: items.count))
        let rootObject = Unmanaged.passUnretained(root as AnyObject).toOpaque()
        let notesBefore = inputNotes
        placed.withUnsafeMutableBufferPointer { placed in
            for (i, item) in items.enumerated() {
                if storages.count == items.count { Self.prefetchForFrameWrite(items, storages, after: i) }
                // The superitem's position when it comes earlier in the order (-1: none).
                let parent: Int
                if item === root {
                    parent = -1
                } else if let known {
                    parent = item.superitem.flatMap { known[ObjectIdentifier($0)] }.flatMap { $0 < i ? $0 : nil } ?? -1
                } else {
                    parent = item.superitem.flatMap { index[ObjectIdentifier($0)] } ?? -1
                }
                parents.append(parent)
                if known == nil { index[ObjectIdentifier(item)] = i }
                // The storage the compile read for this item, lent (`storages` or `items` holds it): asking
                // the item for it retained and released it, an atomic write on a line a large
                // tree's pass finds in no cache, besides the witness call.
                var entry = storages.count == items.count
                    ? PlannedItem(item, storage: storages.withUnsafeBufferPointer { referent(of: $0, at: i) }.unsafelyUnwrapped)
                    : PlannedItem(item)
                if keepsPlan && i > 0 {
                    entry.locateValues(in: solver)
                    planItems.append(item)
                    planEntries.append(entry)
                }
                let hasGuide = entry.storage._withUnsafeGuaranteedRef { $0.marginsGuide != nil || $0.safeAreaGuide != nil }
                if hasGuide { guided.append(WeakItem(item)) }
                writeFrame(entry, isRoot: entry.object.toOpaque() == rootObject,
                           at: i, parent: parent, scale: s, placed: placed) { entry.applyLayoutFrameIfMoved($0) }
            }
        }
        placedScratch = placed
        guidedItems = guided
        // (The last pass's plan was let go before the writes: none is left to drop here.)
        if keepsPlan && inputNotes == notesBefore {
            framePlan = planItems
            framePlanParents = parents
            framePlanItems = planEntries
            framePlanGeneration = solver.externalsGeneration
        }
        withExtendedLifetime(items) {}
    }

    /// How many items ahead the frame write's sweep loads them: the item and its storage two
    /// steps on, the storage's variables one (read in the storage the step before brought in).
    static let frameWriteLookahead = 4

    /// In the full pass's frame write over `items`, whose storages are `storages` (by
    /// position): starts loading the item and the storage `2 * frameWriteLookahead` after `i`
    /// and the four variables of the one `frameWriteLookahead` after it. A large tree's items,
    /// storages and variables are not in the cache, and the write reads all three of every
    /// item. Nothing is retained.
    @inline(__always)
    private static func prefetchForFrameWrite(_ items: [any LayoutItem], _ storages: ItemStorages, after i: Int) {
        let d = frameWriteLookahead
        items.withUnsafeBufferPointer { b in
            if let p = referent(of: b, at: i &+ 2 &* d) { prefetchForRead(PrefetchSpan.itemPass, of: p) }
        }
        storages.withUnsafeBufferPointer { b in
            if let far = referent(of: b, at: i &+ 2 &* d) { prefetchForRead(PrefetchSpan.storageFrame, of: far) }
            guard let p = referent(of: b, at: i &+ d) else { return }
            Unmanaged<LayoutItemStorage>.fromOpaque(p)._withUnsafeGuaranteedRef { st in
                prefetchForRead(PrefetchSpan.variableFrame, of: Unmanaged.passUnretained(st.minX).toOpaque())
                prefetchForRead(PrefetchSpan.variableFrame, of: Unmanaged.passUnretained(st.minY).toOpaque())
                prefetchForRead(PrefetchSpan.variableFrame, of: Unmanaged.passUnretained(st.width).toOpaque())
                prefetchForRead(PrefetchSpan.variableFrame, of: Unmanaged.passUnretained(st.height).toOpaque())
            }
        }
    }

    /// An engine-placed item's position and frame: its origin `near` and far corner
    /// `near + size` (absolute, in points) put on `grid`, x and y together; the position is
    /// the snapped origin (where its subitems are placed from), the frame that origin and the
    /// snapped far corner in its superitem placed at `origin`. One definition for `writeFrame`
    /// and the planned write's values read from the solver, which must agree bit for bit.
    @inline(__always)
    static func placedFrame<G: PixelGrid>(near: SIMD2<Double>, size: SIMD2<Double>, in origin: CGPoint,
                                          on grid: G) -> (position: CGPoint, frame: CGRect) {
        let (position, offset, extent) = placedEdges(near: near, size: size, in: origin, on: grid)
        return (position, CGRect(x: offset.x, y: offset.y, width: extent.x, height: extent.y))
    }

    /// `placedFrame`'s position, and its frame as two pairs: the frame's origin (`offset`, x
    /// and y) and size (`extent`, width and height), as they are computed — what the planned
    /// write hands to `applyLayoutFrameIfMoved(origin:size:)`.
    @inline(__always)
    static func placedEdges<G: PixelGrid>(near: SIMD2<Double>, size: SIMD2<Double>, in origin: CGPoint,
                                          on grid: G) -> (position: CGPoint, offset: SIMD2<Double>, extent: SIMD2<Double>) {
        // Both corners in one vector: the lanes are snapped as each corner alone would be.
        let corners = grid.snapped(SIMD4(lowHalf: near, highHalf: near + size))
        let p0 = corners.lowHalf, p1 = corners.highHalf
        return (CGPoint(x: p0.x, y: p0.y), p0 - SIMD2(origin.x, origin.y), p1 - p0)
    }

    /// Writes the solved frame of `item` (the engine's root when `isRoot`: it keeps its frame),
    /// the `i`th of the plan whose superitem is the `parent`th (-1: none), and its guides'
    /// frames; `placed` holds the absolute (root-coordinate) origin of each item as it stands
    /// after this pass (nil: not placed; written here, so the buffer need not be cleared
    /// between passes). The caller keeps the item alive. The full pass (`writeFrames`) writes
    /// every frame through here, the edit pass (`writePlannedFrames`) the frames of items whose
    /// values it does not read from the solver (`PlannedItem.valueIndices`); both place frames
    /// with `placedFrame`. `apply` is the item's `applyLayoutFrameIfMoved`.
    @inline(__always)
    private func writeFrame(_ item: PlannedItem, isRoot: Bool, at i: Int, parent p: Int,
                            scale s: CGFloat, placed: UnsafeMutableBufferPointer<CGPoint?>,
                            apply: (CGRect) -> Void) {
        item.storage._withUnsafeGuaranteedRef { st in
            if isRoot { placed[i] = .zero }
            if !isRoot, p >= 0, let origin = placed[p] {
                // A frame the app set on a view that translates its autoresizing mask stays as
                // set (UIKit leaves `frame = CGRect(x: 10.4, …)` alone); frames the engine
                // places are snapped to the pixel grid, and written (one call: the item reads
                // its frame and writes it only if it moved) unless they are the item's frame.
                if st.translatesAutoresizingMaskIntoConstraints, let current = Optional(item.layoutFrame),
                   case let exact = CGRect(x: st.minX.value, y: st.minY.value, width: st.width.value, height: st.height.value),
                   abs(exact.minX - origin.x - current.minX) < 1e-9, abs(exact.minY - origin.y - current.minY) < 1e-9,
                   abs(exact.width - current.width) < 1e-9, abs(exact.height - current.height) < 1e-9 {
                    placed[i] = CGPoint(x: origin.x + current.minX, y: origin.y + current.minY)
                } else {
                    let (position, frame) = Self.placedFrame(near: SIMD2(st.minX.value, st.minY.value),
                                                             size: SIMD2(st.width.value, st.height.value),
                                                             in: origin, on: PixelGridOfAnyScale(scale: s))
                    placed[i] = position
                    apply(frame)
                }
            } else if !isRoot {
                placed[i] = nil
            }
            if st.hasPlacedGuides, let origin = placed[i] { placeGuides(of: st, origin: origin, scale: s) }
        }
    }

    /// Writes the frames of the guides of the item whose storage is `st`, placed at `origin`
    /// in root coordinates.
    private func placeGuides(of st: LayoutItemStorage, origin: CGPoint, scale s: CGFloat) {
        func snap(_ v: Double) -> CGFloat { PixelSnap.roundedAwayFromZero(CGFloat(v) * s) / s + 0 }
        func place(_ g: LayoutGuide) {
            let x0 = snap(g.minX.value), x1 = snap(g.minX.value + g.width.value)
            let y0 = snap(g.minY.value), y1 = snap(g.minY.value + g.height.value)
            g.layoutFrame = CGRect(x: x0 - origin.x, y: y0 - origin.y, width: x1 - x0, height: y1 - y0)
        }
        if let g = st.marginsGuide { place(g) }
        if let g = st.safeAreaGuide { place(g) }
        for g in st.guides { place(g) }
    }
}

extension LayoutItem {
    /// The engine of the tree rooted at this item (created on first use).
    public var layoutEngine: LayoutEngine {
        if let e = layoutStorage.engine { return e }
        let e = LayoutEngine(root: self)
        layoutStorage.engine = e
        return e
    }

    /// Lays out the whole tree this item belongs to with its root's engine.
    public func solveLayout(scale: CGFloat = 1) {
        rootItem.layoutEngine.layout(scale: scale)
    }
}
