extension Solver {
    /// A copy sharing no mutable state with `self` (variables are shared objects, but a copy
    /// never writes their values unless `updateVariables()` is called on it). Used while
    /// `self` is not changed: the copy finds the shared variables and constraints through the
    /// slots `self` owns.
    func copy() -> Solver {
        let s = Solver()
        s.copiedFrom = slotOwner // reads this solver's slots, writes none
        s.constraintInfos = constraintInfos; s.freeConstraintIndices = freeConstraintIndices
        s.liveConstraints = liveConstraints; s.otherConstraints = otherConstraints
        s.edits = edits; s.externals = externals; s.externalValues = externalValues; s.variableUses = variableUses; s.otherVariables = otherVariables
        s.rows = rows; s.columns = columns
        s.objective = objective; s.infeasible = infeasible; s.idTick = idTick
        s.orderTick = orderTick; s.lazyBasics = lazyBasics
        return s
    }

    /// The solved value of `v` without writing it.
    func currentValue(_ v: Variable) -> Double? {
        guard let symbol = symbol(of: v) else { return nil }
        guard rows[symbol] != nil else { return 0 }
        var probe = Row()
        probe.cells[symbol] = 1
        return expanded(probe).constant
    }

    /// The variables among `variables` whose value is not determined by the constraints.
    ///
    /// Method: on a private copy of the solver, each variable gets an edit constraint at a
    /// level below every real priority (-1) and is pulled to `value + 1` and `value - 1`. Because
    /// the objective is lexicographic, the probe can only move the variable *within the set of
    /// optimal solutions* of the real constraints; it moves iff that set contains solutions with
    /// other values of the variable, i.e. iff the variable is ambiguous. A variable the solver
    /// has never seen is ambiguous. The solver itself is untouched.
    public func ambiguousVariables(_ variables: [Variable]) -> [Variable] {
        let probe = copy()
        let strength = Strength(-1)
        var result: [Variable] = []
        for v in variables {
            guard let value = probe.currentValue(v) else { result.append(v); continue }
            do {
                try probe.addEditVariable(v, strength: strength)
                var moved = false
                for target in [value + 1, value - 1] {
                    try probe.suggestValue(v, target)
                    if let now = probe.currentValue(v), abs(now - value) > 1e-6 { moved = true; break }
                }
                try probe.removeEditVariable(v)
                if moved { result.append(v) }
            } catch {
                continue
            }
        }
        return result
    }
}
