/// The compiled constraints of one full pass, in the system's order: the array `LayoutSystem`
/// made, taken over whole by the engine (no constraint copied), which each installed
/// constraint reads by its position (`LayoutEngine.Installed`).
///
/// A 10,000-view tree compiles 40,000 constraints of 128 bytes: copying each into its own
/// installed record and then destroying the system's array walked megabytes more through the
/// caches and counted a reference per term table and per user constraint twice.
final class CompiledConstraintStore {
    /// The compiled constraints. Written in place (an edited constant): only the engine holds
    /// the array once the pass that made it is over. Read and written by the engine alone (an
    /// edit pass reads a constraint's constant twice and writes it once): no dynamic
    /// exclusivity checks, as the engine's own tables.
    @exclusivity(unchecked) var constraints: [CompiledConstraint]

    /// A store of `constraints`.
    init(_ constraints: [CompiledConstraint]) {
        self.constraints = constraints
        if FootprintProbe.padBytes > 0 { padBlocks = FootprintProbe.pending; FootprintProbe.pending = [] }
    }

    /// The probe's blocks of these constraints (`FootprintProbe`), by position.
    var padBlocks: [UnsafeMutableRawPointer] = []

    /// The constraints let go, their table's storage kept for another pass (`SpareTables`) when
    /// large: a large tree's compiled constraints are megabytes.
    deinit {
        SpareTables.shared.give(&constraints, .compiled)
        for p in padBlocks { p.deallocate() }
    }

    /// Starts loading what installing the constraints after `i` reads and writes, in a sweep
    /// that installs them in order (a first pass), whose keys are `keys`: the variables of the
    /// one `installLookahead` ahead (read in its terms, in the record itself:
    /// `PrefetchSpan.variableInstall`) with its user constraint (the install writes its engine
    /// and position, `PrefetchSpan.constraintInstall`; its key is its address). In a 10,000-view
    /// tree none of these objects is in the cache. Nothing is retained.
    @inline(__always)
    func prefetchForInstall(after i: Int, keys: UnsafeBufferPointer<ConstraintKey>) {
        constraints.withUnsafeBufferPointer { b in
            let near = i &+ Self.installLookahead
            guard near < b.count else { return }
            b[near].terms.prefetchInlineVariables()
            if near < keys.count, case .user(let id) = keys[near],
               let u = UnsafeRawPointer(bitPattern: UInt(bitPattern: id)) {
                prefetchForRead(PrefetchSpan.constraintInstall, of: u)
            }
        }
    }

    /// How many constraints ahead of the one it installs `prefetchForInstall` loads the
    /// variables of.
    static let installLookahead = 8

    /// Writes into the user constraint `constraints[i]` compiles, whose key is `key`, that
    /// `engine` installed it at `i` (its `solverEngine` and `installedPosition`); nothing for a
    /// system constraint. The constraint is found by its key (`ConstraintKey.user` is its
    /// address) and lent, not retained: `constraints[i]`'s origin holds it. (Read from the
    /// origin, it was copied — retained and released —: two atomic writes of a reference count
    /// per constraint installed, on a line a large tree's install finds in no cache.)
    @inline(__always)
    func noteInstalled(at i: Int, key: ConstraintKey, by engine: LayoutEngine) {
        guard case .user(let id) = key else { return }
        assert({ if case .user(let u) = constraints[i].origin { ObjectIdentifier(u) == id } else { false } }(),
               "a user key names the constraint its compiled form holds")
        Unmanaged<LayoutConstraint>.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bitPattern: id)).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef { u in
                u.solverEngine = engine
                u.installedPosition = i
            }
    }
}
