/// Where a solver keeps a `Variable` or a `Constraint`: written into the object by the first
/// solver that takes it in, so that solver finds it by one load from the object instead of a
/// hashed lookup (a table of tens of thousands of entries probed at random misses the caches
/// on a large tree). Other solvers holding the same object at the same time (a fitting solve,
/// a conflict report, an ambiguity probe) keep theirs in a dictionary instead.
///
/// A slot is trusted only when its owner is the asking solver and the solver's own table holds
/// the object at `index` (`Solver.symbol(of:)`, `Solver.constraintIndex(of:)`), so a stale
/// slot can never be misread; a solver clears the slots it owns when it lets the object go,
/// is reset or is freed.
struct SolverSlot {
    /// The solver that wrote the slot (nil: free).
    var owner: ObjectIdentifier?
    /// A variable's symbol (`Symbol.raw`) or a constraint's index in `Solver.constraintInfos`.
    var index: Int

    static let free = SolverSlot(owner: nil, index: 0)
}
