import Foundation

/// The constraints a `LayoutEngine` has in its solver, by key (`LayoutEngine.Installed`: where
/// each one's compiled form is kept and the solver `Constraint` it was added as).
///
/// A pass that starts with nothing installed (a fresh engine's first pass) installs its
/// constraints in the order of its compiled store, and most of them install as they are: such
/// a run is kept by position (`beginRun`, `extendRun`) — the store, its keys and how many of its
/// first constraints are installed — and hashed by key only when something asks for a key or
/// changes an entry (`materialize`). A 10,000-view tree's first pass would otherwise insert
/// 40,000 entries into a table of 3 MB at random positions: a cache miss, and on fresh pages a
/// page fault, per entry in a pass that asks for none of them. The edit of a user constraint's
/// constant finds its entry through the constraint (`entry(forUser:key:)`: the position the
/// install wrote into it, checked against the run's key there), without the table.
///
/// The entries are the same either way: a run's entry `i` is the one the table would hold,
/// `Installed(store: store, index: i, constraint: store.constraints[i].constraint)` (the run
/// takes a constraint only when it was added as its compiled form's own solver constraint).
final class InstalledConstraints {
    /// The hashed entries (none shares a key with the run).
    // Touched only by the engine that owns them, once per constraint on a full pass: no
    // dynamic exclusivity checks (as the engine's own tables).
    @exclusivity(unchecked) private var table: [ConstraintKey: LayoutEngine.Installed] = [:]
    /// The run's store (nil: no run); positions `0 ..< runCount` of it are installed under
    /// `runKeys` at those positions.
    @exclusivity(unchecked) private var runStore: CompiledConstraintStore?
    @exclusivity(unchecked) private var runKeys: [ConstraintKey] = []
    @exclusivity(unchecked) private var runCount = 0

    /// How many constraints are installed.
    var count: Int { table.count + runCount }
    /// Whether nothing is installed.
    var isEmpty: Bool { table.isEmpty && runCount == 0 }

    /// Lets the run's keys go, their table's storage kept for another engine (`SpareTables`):
    /// for an engine being freed.
    func giveKeysToSpares() { SpareTables.shared.give(&runKeys, .keys) }

    /// Makes room in the table for `n` entries.
    func reserveCapacity(_ n: Int) { table.reserveCapacity(n) }

    /// Starts a run over `store`, whose constraints are under `keys` (in the store's order), when
    /// nothing is installed, and returns true; otherwise does nothing (the entries go to the
    /// table) and returns false.
    @discardableResult
    func beginRun(_ store: CompiledConstraintStore, keys: [ConstraintKey]) -> Bool {
        guard isEmpty, runStore == nil else { return false }
        runStore = store
        runKeys = keys
        runCount = 0
        return true
    }

    /// The keys the run installed, in order: the run's keys array itself (shared, not copied)
    /// when it installed all of them; empty when there is no run.
    var runOrder: [ConstraintKey] {
        guard runStore != nil else { return [] }
        return runCount == runKeys.count ? runKeys : Array(runKeys.prefix(runCount))
    }

    /// Whether `keys` is the run's keys array itself (the same storage, not an equal copy).
    func isRunKeys(_ keys: [ConstraintKey]) -> Bool {
        guard runStore != nil, !keys.isEmpty, keys.count == runKeys.count else { return false }
        return keys.withUnsafeBufferPointer { a in runKeys.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// Records that `store`'s constraint at `index`, under `key`, was added as `constraint`. True
    /// when the run took it (it is the run's next position and was added as its compiled form's
    /// own solver constraint); false otherwise, and the caller stores it by key (`subscript`).
    @inline(__always)
    func extendRun(_ store: CompiledConstraintStore, at index: Int, key: ConstraintKey, constraint: Constraint) -> Bool {
        guard let run = runStore, run === store, index == runCount, index < runKeys.count, runKeys[index] == key,
              store.constraints.withUnsafeBufferPointer({ $0[index].constraint === constraint }) else { return false }
        runCount += 1
        return true
    }

    /// The entry of the installed user constraint `c`, whose key is `key` (nil: not installed):
    /// found in the run at the position its install wrote into `c` when it is there, else by key.
    func entry(forUser c: LayoutConstraint, key: ConstraintKey) -> LayoutEngine.Installed? {
        if let store = runStore {
            let i = c.installedPosition
            if i >= 0, i < runCount, runKeys[i] == key { return Self.runEntry(store, at: i) }
        }
        return self[key]
    }

    /// The entry under `key` (nil: none). Asking for, or setting, an entry by key hashes the run
    /// first.
    subscript(key: ConstraintKey) -> LayoutEngine.Installed? {
        get {
            materialize()
            return table[key]
        }
        set {
            materialize()
            table[key] = newValue
        }
        _modify {
            materialize()
            yield &table[key]
        }
    }

    /// Removes and returns the entry under `key`.
    @discardableResult
    func removeValue(forKey key: ConstraintKey) -> LayoutEngine.Installed? {
        materialize()
        return table.removeValue(forKey: key)
    }

    /// The solver constraints under `keys`, in that order, each of which must be installed. When
    /// `keys` are exactly the run's (nothing else installed), read in the store without hashing.
    func solverConstraints(_ keys: [ConstraintKey]) -> [Constraint] {
        if let store = runStore, table.isEmpty, keys.count == runCount, keys.elementsEqual(runKeys.prefix(runCount)) {
            return store.constraints.prefix(runCount).map(\.constraint)
        }
        return keys.map { self[$0]!.constraint }
    }

    /// Entry `i` of a run over `store`.
    @inline(__always)
    private static func runEntry(_ store: CompiledConstraintStore, at i: Int) -> LayoutEngine.Installed {
        LayoutEngine.Installed(store: store, index: i,
                               constraint: store.constraints.withUnsafeBufferPointer { $0[i].constraint })
    }

    /// Hashes the run's entries into the table and ends the run.
    private func materialize() {
        guard let store = runStore else { return }
        let n = runCount, keys = runKeys
        runStore = nil
        runKeys = []
        runCount = 0
        table.reserveCapacity(table.count + n)
        for i in 0..<n { table[keys[i]] = Self.runEntry(store, at: i) }
    }
}
