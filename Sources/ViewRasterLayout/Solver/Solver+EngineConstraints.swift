// The layout engine's way into the solver: constraints added without a `Constraint` object each.
//
// A 10,000-view tree adds 40,000 constraints; a `Constraint` object each was 116 bytes in a
// 128-byte malloc chunk (5.12 MB, written by the compile and read by the install), holding terms
// the engine's compiled record can hold itself. The engine keeps each constraint's terms,
// relation and strength in its compiled record and finds the solver's record by the index the
// addition returned; the solver's record (`ConstraintInfo`) holds no object for it. Added,
// removed and edited through these calls, such a constraint takes exactly the steps a
// `Constraint` of the same terms, constant, relation and strength takes through
// `addConstraint`, `removeConstraint` and `updateConstant` (the same code): the same tableau,
// bit for bit. The public, kiwi-style API keeps its objects.

extension Solver {
    /// Adds `Σ terms + constant op 0` at `strength` (`terms` reduced: like terms merged, as
    /// `SolverTerms.reduced()` gives them) with no `Constraint` object, and returns its index in
    /// `constraintInfos`: the caller keeps it, and the terms and strength, to remove or edit the
    /// constraint. Throws as `addConstraint` does (the solver unchanged), the error naming a
    /// `Constraint` of the same terms made for it.
    func addEngineConstraint(_ terms: SolverTerms, constant: Double, _ op: RelationalOperator,
                             strength: Strength) throws -> Int {
        try add(terms, constant: constant, op, strength, object: nil,
                failing: { Constraint(reduced: terms, constant: constant, op, strength: strength) })
    }

    /// Whether `constraintInfos[index]` holds an engine constraint (added with
    /// `addEngineConstraint` and not removed since).
    func hasEngineConstraint(at index: Int) -> Bool {
        index >= 0 && index < constraintInfos.count && constraintInfos[index] != nil && constraintInfos[index]!.constraint == nil
    }

    /// Removes the engine constraint at `index`, whose terms and strength are those it was
    /// added with. Throws `internalError` when there is none at `index`.
    func removeEngineConstraint(at index: Int, terms: SolverTerms, strength: Strength) throws {
        guard hasEngineConstraint(at: index) else { throw SolverError.internalError("no engine constraint at \(index)") }
        try remove(at: index, terms: terms, strength: strength)
    }

    /// Changes the constant of the engine constraint at `index` (required or not as `required`
    /// says: as it was added) in place, as `updateConstant(_:to:)` does; `failing()` makes the
    /// constraint a thrown error names (called only then: an edit reads nothing else of it).
    func updateEngineConstant(at index: Int, to constant: Double, required: Bool, failing: () -> Constraint) throws {
        guard hasEngineConstraint(at: index) else { throw SolverError.internalError("no engine constraint at \(index)") }
        try updateConstant(at: index, to: constant, required: required, failing: failing)
    }
}
