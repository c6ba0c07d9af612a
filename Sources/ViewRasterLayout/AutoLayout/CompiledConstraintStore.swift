/// The compiled constraints of one full pass, in the system's order: the array `LayoutSystem`
/// made, taken over whole by the engine (no constraint copied), which each installed
/// constraint reads by its position (`LayoutEngine.Installed`).
///
/// A 10,000-view tree compiles 40,000 constraints of 128 bytes: copying each into its own
/// installed record and then destroying the system's array walked megabytes more through the
/// caches and counted a reference per term table and per user constraint twice.
final class CompiledConstraintStore {
    /// The compiled constraints. Written in place (an edited constant): only the engine holds
    /// the array once the pass that made it is over.
    var constraints: [CompiledConstraint]

    /// A store of `constraints`.
    init(_ constraints: [CompiledConstraint]) { self.constraints = constraints }

    /// `constraints[i].makeSolverConstraint()`, the fields read in place (no copy of the
    /// compiled constraint made).
    func makeSolverConstraint(at i: Int) -> Constraint {
        constraints.withUnsafeBufferPointer { b in b[i].makeSolverConstraint() }
    }

    /// The user constraint `constraints[i]` compiles (nil: a system constraint), read in place.
    func userConstraint(at i: Int) -> LayoutConstraint? {
        constraints.withUnsafeBufferPointer { b in
            if case .user(let u) = b[i].origin { u } else { nil }
        }
    }
}
