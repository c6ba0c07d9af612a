/// A solver variable: a named unknown whose `value` is written by `Solver.updateVariables()`.
///
/// Identity matters (a class, like kiwi's shared variable data): the same `Variable` object
/// used in several constraints is one unknown. Sendable so errors can name it; its `value` is
/// written only by `Solver.updateVariables()` of the solver using it, which, like every
/// solver, is used from one thread at a time.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// A name used in diagnostics.
    public var name: String
    /// The value computed by the last `Solver.updateVariables()`.
    @exclusivity(unchecked) public internal(set) var value: Double = 0
    /// The symbol of the solver that holds this variable first (see `SolverSlot`).
    @exclusivity(unchecked) var solverSlot = SolverSlot.free
    /// Scratch of `SolverTemplateKey.make`: the variable's number in the system being keyed
    /// (−1 while unnumbered; written only by that function, which sets it for every variable
    /// it reads before reading any). 32 bits, beside the slot's 32-bit index: the object is 56
    /// bytes (see `SolverSlot`); a keyed system has at most `SolverTemplateCache.maxConstraints`
    /// constraints of a few terms each.
    @exclusivity(unchecked) var keyOrdinal: Int32 = -1

    /// A variable named `name` (default: none); its `value` is 0 until a solver writes it.
    public init(_ name: String = "") { self.name = name }

    /// The name, or `(unnamed)` when it is empty: the same text on every run (an object's
    /// address differs between runs, and error messages and logs must not).
    public var description: String { name.isEmpty ? "(unnamed)" : name }
}
