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
    init(_ constraints: [CompiledConstraint]) { self.constraints = constraints }

    /// The constraints let go, their table's storage kept for another pass (`SpareTables`) when
    /// large: a large tree's compiled constraints are megabytes.
    deinit { SpareTables.shared.give(&constraints, .compiled) }

    /// `constraints[i].makeSolverConstraint()`, the fields read in place (no copy of the
    /// compiled constraint made).
    func makeSolverConstraint(at i: Int) -> Constraint {
        constraints.withUnsafeBufferPointer { b in b[i].makeSolverConstraint() }
    }

    /// Starts loading what installing the constraints after `i` reads and writes, in a sweep
    /// that installs them in order (a first pass), whose keys are `keys`: the solver constraint
    /// of the one `2 * installLookahead` ahead (all of it: `PrefetchSpan.solverConstraint`), and the
    /// variables of the one `installLookahead` ahead (read in its solver constraint, which the
    /// earlier prefetch brought in: `PrefetchSpan.variableInstall`) with its user constraint (the
    /// install writes its engine and position, `PrefetchSpan.constraintInstall`; its key is its
    /// address). In a 10,000-view tree none of these objects is in the cache, and each spans two
    /// or three lines: loading only the first (the header) left the lines the install reads
    /// past it to miss. Nothing is retained.
    @inline(__always)
    func prefetchForInstall(after i: Int, keys: UnsafeBufferPointer<ConstraintKey>) {
        constraints.withUnsafeBufferPointer { b in
            // A compiled constraint's first stored property is its solver constraint.
            if let far = referent(of: b, at: i &+ 2 &* Self.installLookahead) {
                prefetchForRead(PrefetchSpan.solverConstraint, of: far)
            }
            let near = i &+ Self.installLookahead
            guard let c = referent(of: b, at: near) else { return }
            Unmanaged<Constraint>.fromOpaque(c)._withUnsafeGuaranteedRef { $0.terms.prefetchInlineVariables() }
            if near < keys.count, case .user(let id) = keys[near],
               let u = UnsafeRawPointer(bitPattern: UInt(bitPattern: id)) {
                prefetchForRead(PrefetchSpan.constraintInstall, of: u)
            }
        }
    }

    /// How many constraints ahead of the one it installs `prefetchForInstall` loads the
    /// variables of (and twice that, the solver constraint).
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
