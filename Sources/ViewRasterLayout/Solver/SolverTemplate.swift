/// A solver's whole state right after a sequence of constraints was added to a fresh solver,
/// kept so that the same sequence added to another fresh solver — the same terms over other
/// variables, in the same order, with the same coefficients, constants, relations and
/// strengths — can take the state in one step (`Solver.adopt`) instead of being solved again.
///
/// The solver is deterministic (every choice is tie-broken by symbol id; symbols are numbered
/// in the order the constraints name their variables), so the tableau such a sequence produces
/// depends only on the sequence: the adopted state is the one the additions would have built,
/// cell for cell and bit for bit. Only the objects differ: the template's variables and
/// constraints are replaced by the adopting solver's (`variableSymbols` says which symbol each
/// of the sequence's variables has, in order of first appearance).
struct SolverTemplate {
    var constraintInfos: [Solver.ConstraintInfo?]
    var liveConstraints: Int
    var externals: SymbolTable<Variable>
    var variableUses: [Int32]
    var rows: SymbolTable<Row>
    var columns: ColumnIndex
    var objective: ObjectiveRow
    var idTick: Int
    var orderTick: Int
    var lazyBasics: [(symbol: Symbol, order: Int)]
    /// The symbol of the sequence's `i`th distinct variable (nil: every term naming it had a
    /// coefficient near zero, so the solver never took it in).
    var variableSymbols: [Symbol?]
}

extension Solver {
    /// Nothing was ever added (or everything was reset): the state `adopt` starts from and a
    /// template must have been recorded from.
    var isPristine: Bool {
        idTick == 1 && liveConstraints == 0 && constraintInfos.isEmpty && freeConstraintIndices.isEmpty
            && edits.isEmpty && externals.isEmpty && otherVariables.isEmpty && otherConstraints.isEmpty
            && copiedFrom == nil && artificial == nil && infeasible.isEmpty
    }

    /// This solver's state as a template, after `constraints` were added in order to a pristine
    /// solver, each taken in (nil when the state cannot be replayed: a variable or constraint
    /// another solver also held, an edit variable, a removal, or a failed addition).
    /// `variables` are the constraints' distinct variables in order of first appearance.
    func template(variables: [Variable], constraints: [Constraint]) -> SolverTemplate? {
        guard copiedFrom == nil, edits.isEmpty, otherVariables.isEmpty, otherConstraints.isEmpty,
              freeConstraintIndices.isEmpty, artificial == nil, infeasible.isEmpty,
              liveConstraints == constraints.count, constraintInfos.count == constraints.count else { return nil }
        for (i, c) in constraints.enumerated() where constraintInfos[i]?.constraint !== c { return nil }
        var symbols: [Symbol?] = []
        symbols.reserveCapacity(variables.count)
        for v in variables { symbols.append(symbol(of: v)) }
        // Every external symbol must belong to one of `variables`, so adopting rebinds them all.
        if symbols.reduce(0, { $0 + ($1 == nil ? 0 : 1) }) != externals.count { return nil }
        // The column index's marks made once here, kept with the template's columns: a solver
        // that adopts the tableau takes them with it (`updateVariables` then makes none).
        if columns.oneUserMarks == nil { columns.markOneUserColumns(rowIDs: rows.withUnsafeSlots { $0.count }) }
        return SolverTemplate(constraintInfos: constraintInfos, liveConstraints: liveConstraints,
                              externals: externals, variableUses: variableUses, rows: rows, columns: columns,
                              objective: objective, idTick: idTick, orderTick: orderTick,
                              lazyBasics: lazyBasics, variableSymbols: symbols)
    }

    /// Takes `template`'s state with `variables` (the sequence's distinct variables in order of
    /// first appearance, as the template's were) and `constraints` (the sequence's, in order) in
    /// place of the template's objects: the state that adding `constraints` in order would
    /// build. The solver must be pristine and the objects held by no other solver (their slots
    /// free); false, with nothing changed, otherwise.
    func adopt(_ template: SolverTemplate, variables: [Variable], constraints: [Constraint]) -> Bool {
        guard isPristine, variables.count == template.variableSymbols.count,
              constraints.count == template.constraintInfos.count else { return false }
        for v in variables where v.solverSlot.owner != nil { return false }
        for c in constraints where c.solverSlot.owner != nil { return false }
        // New tables filled with this solver's objects (the template's copied and then
        // overwritten would retain each of its objects and release it again).
        var externals = template.externals.withoutValues()
        for (v, s) in zip(variables, template.variableSymbols) {
            guard let s else { continue }
            externals[s] = v
            // (An index past a slot's 32 bits is kept as the solver keeps other solvers' objects.)
            place(v, at: s, inSlot: true)
        }
        var infos: [ConstraintInfo?] = []
        infos.reserveCapacity(constraints.count)
        let old = template.constraintInfos
        for (i, c) in constraints.enumerated() {
            infos.append(ConstraintInfo(constraint: c, tag: old[i]!.tag, constant: old[i]!.constant))
            place(c, at: i, inSlot: true)
        }
        self.externals = externals
        constraintInfos = infos
        liveConstraints = template.liveConstraints
        variableUses = template.variableUses
        rows = template.rows
        columns = template.columns
        objective = template.objective
        idTick = template.idTick
        orderTick = template.orderTick
        lazyBasics = template.lazyBasics
        changedBasics = nil
        noteExternalsChange()
        return true
    }
}
