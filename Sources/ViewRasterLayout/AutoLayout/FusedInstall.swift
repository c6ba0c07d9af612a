import Foundation

/// A fresh engine's first pass adding each constraint to its solver as the compile makes it
/// (`LayoutSystem.add`), in the system's order, instead of in a second sweep over the compiled
/// constraints once the compile is done.
///
/// A 10,000-view tree compiles 40,000 constraints: read back by a second sweep, each solver
/// `Constraint` (two lines), its compiled record, its user constraint and its variables came
/// from beyond the L2 again, 40,000 constraints after the compile wrote them. Added as it is
/// made, each is still in the L1.
///
/// The solver sees the same calls in the same order as the second sweep made them: the engine
/// fuses only a pass that would add every constraint to an empty, pristine solver in the
/// system's order (no constraint installed or broken, and more constraints than a solved state
/// is kept for: `SolverTemplateCache.maxConstraints`, so no template is adopted instead), and
/// the fused adds stop at the first constraint that does not go in (`failed`): the engine
/// resolves that one as the sweep would have (without adding it a second time) and adds the
/// rest itself.
struct FusedInstall {
    /// The solver the constraints go into.
    let solver: Solver
    /// Its engine (each user constraint installed names it: `solverEngine`).
    let engine: LayoutEngine
    /// How many of the system's first constraints are in the solver.
    private(set) var count = 0
    /// The constraint at `count` was added and failed (it is not to be added again: the engine
    /// resolves the conflict).
    private(set) var failed = false
    /// Whether constraints are added as they are compiled (`begin`; until one fails).
    private(set) var isInstalling = false

    /// A fused install into `engine`'s `solver`, not begun.
    init(solver: Solver, engine: LayoutEngine) {
        self.solver = solver
        self.engine = engine
    }

    /// Whether a system of `constraints` constraints (at least) is installed as it is compiled: more
    /// than a solved state is kept for, so none is adopted in place of the adds.
    static func fuses(constraints: Int) -> Bool { constraints > SolverTemplateCache.maxConstraints }

    /// Makes room in the solver for `constraints` constraints over `variables` variables (as the
    /// engine does before its sweep) and starts adding.
    mutating func begin(constraints: Int, variables: Int) {
        solver.reserveCapacity(constraints: constraints, variables: variables)
        isInstalling = true
    }

    /// Adds `constraint`, the solver constraint of the system's compiled constraint at `index`
    /// under `key`, when it is the next one (`count`) and nothing has failed; notes a user
    /// constraint installed at `index` (`CompiledConstraintStore.noteInstalled`).
    @inline(__always)
    mutating func install(_ constraint: Constraint, key: ConstraintKey, at index: Int) {
        guard isInstalling, index == count else { return }
        do {
            try solver.addConstraint(constraint)
        } catch {
            failed = true
            isInstalling = false
            return
        }
        count += 1
        CompiledConstraintStore.noteInstalled(key: key, at: index, by: engine)
    }
}
