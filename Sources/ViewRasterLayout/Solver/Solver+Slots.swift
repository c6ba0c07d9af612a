// How the solver finds its variables and constraints: through the objects' `SolverSlot`s, with
// a dictionary for the objects whose slot another solver owns.

extension Solver {
    /// The owner this solver's slots name.
    @inline(__always) var slotOwner: ObjectIdentifier { copiedFrom ?? ObjectIdentifier(self) }

    /// The symbol of `v` in this solver (nil: not in it).
    @inline(__always) func symbol(of v: Variable) -> Symbol? {
        let slot = v.solverSlot
        if slot.owner == slotOwner {
            let s = Symbol(raw: slot.index)
            if externals[s] === v { return s }
        }
        return otherVariables.isEmpty ? nil : otherVariables[ObjectKey(v)]
    }

    /// Takes `v` in as the external symbol `s`, used once.
    func registerVariable(_ v: Variable, _ s: Symbol) {
        externals[s] = v
        noteExternalsChange()
        if variableUses.count <= s.id {
            let n = SymbolTable<Int>.grownCount(for: s.id, count: variableUses.count, reserved: variableUses.capacity)
            variableUses.append(contentsOf: repeatElement(0, count: n - variableUses.count))
        }
        variableUses[s.id] = 1
        place(v, at: s, inSlot: copiedFrom == nil && v.solverSlot.owner == nil)
    }

    /// Keeps where `v` is (symbol `s`): in `v`'s own slot when `claim` (no other solver owns the
    /// slot) and the index fits its 32 bits (`SolverSlot.fits`), else in `otherVariables`.
    @inline(__always) func place(_ v: Variable, at s: Symbol, inSlot claim: Bool) {
        if claim && SolverSlot.fits(s.raw) {
            v.solverSlot = SolverSlot(owner: ObjectIdentifier(self), index: s.raw)
        } else {
            otherVariables[ObjectKey(v)] = s
        }
    }

    /// Lets `v`, whose symbol is `s`, go.
    func forgetVariable(_ v: Variable, _ s: Symbol) {
        externals[s] = nil
        noteExternalsChange()
        variableUses[s.id] = 0
        if copiedFrom == nil, v.solverSlot.owner == ObjectIdentifier(self), v.solverSlot.index == s.raw {
            v.solverSlot = .free
        } else {
            otherVariables[ObjectKey(v)] = nil
        }
    }

    /// Where `externalValues` holds `v`'s solved value (nil: `v` is not in this solver), valid
    /// while `externalsGeneration` is unchanged.
    @inline(__always) func valueIndex(of v: Variable) -> Int? { symbol(of: v)?.id }

    /// The index of `c` in `constraintInfos` (nil: not added).
    @inline(__always) func constraintIndex(of c: Constraint) -> Int? {
        let slot = c.solverSlot
        if slot.owner == slotOwner, slot.index < constraintInfos.count, constraintInfos[slot.index]?.constraint === c {
            return slot.index
        }
        return otherConstraints.isEmpty ? nil : otherConstraints[ObjectKey(c)]
    }

    /// Adds `info` at a free index (the lowest freed last, else the end).
    func insertInfo(_ info: ConstraintInfo) {
        let index: Int
        if let free = freeConstraintIndices.popLast() {
            index = free
            constraintInfos[index] = info
        } else {
            index = constraintInfos.count
            constraintInfos.append(info)
        }
        liveConstraints += 1
        let c = info.constraint
        place(c, at: index, inSlot: copiedFrom == nil && c.solverSlot.owner == nil)
    }

    /// Keeps where `c` is (`constraintInfos[index]`): in `c`'s own slot when `claim` (no other
    /// solver owns the slot) and the index fits its 32 bits (`SolverSlot.fits`), else in
    /// `otherConstraints`.
    @inline(__always) func place(_ c: Constraint, at index: Int, inSlot claim: Bool) {
        if claim && SolverSlot.fits(index) {
            c.solverSlot = SolverSlot(owner: ObjectIdentifier(self), index: index)
        } else {
            otherConstraints[ObjectKey(c)] = index
        }
    }

    /// Removes and returns the constraint at `index`.
    func removeInfo(at index: Int) -> ConstraintInfo {
        let info = constraintInfos[index]!
        constraintInfos[index] = nil
        freeConstraintIndices.append(index)
        liveConstraints -= 1
        let c = info.constraint
        if copiedFrom == nil, c.solverSlot.owner == ObjectIdentifier(self), c.solverSlot.index == index {
            c.solverSlot = .free
        } else {
            otherConstraints[ObjectKey(c)] = nil
        }
        return info
    }

    /// Frees the slots this solver owns (when it is reset or freed), so other solvers can take
    /// the objects' slots.
    func releaseSlots() {
        guard copiedFrom == nil else { return }
        let me = ObjectIdentifier(self)
        for info in constraintInfos {
            if let c = info?.constraint, c.solverSlot.owner == me { c.solverSlot = .free }
        }
        externals.withUnsafeSlots { variables in
            for v in variables { if let v, v.solverSlot.owner == me { v.solverSlot = .free } }
        }
    }
}

extension Solver {
    /// Makes room for about `constraints` more constraints naming `variables` more variables,
    /// so the solver's tables are allocated once instead of grown (and copied) by doubling
    /// while a large system is added. Only a hint: nothing else changes.
    ///
    /// Empty tables take storage kept in `pool` from an engine let go (`SpareTables`): a large
    /// tree's tables are then pages already touched, not fresh ones, each faulted in as it is
    /// first written.
    func reserveCapacity(constraints: Int, variables: Int, from pool: SpareTables = .shared) {
        // A symbol per variable, a marker per constraint and as many errors for the few
        // that are not required.
        let ids = idTick + variables + 2 * constraints
        rows.reserveCapacity(ids, from: pool, (.rowSlots, .rowKinds))
        columns.reserveCapacity(ids, from: pool)
        externals.reserveCapacity(ids, from: pool, (.externalSlots, .externalKinds))
        pool.reserve(ids, in: &variableUses, .variableUses)
        pool.reserve(ids, in: &externalValues, .externalValues)
        pool.reserve(constraintInfos.count + constraints, in: &constraintInfos, .constraintInfos)
        // Room for a lazy row naming basic variables per added constraint (capacity only),
        // so the list is not moved a dozen times as it doubles from empty (at 10,000 views
        // hundreds of KB copied through the caches).
        pool.reserve(lazyBasics.count + constraints, in: &lazyBasics, .lazyBasics)
    }

    /// Lets every variable and constraint go, as `reset()` does, the large tables' storage
    /// kept in `pool` for another engine's solver (`SpareTables`): for a solver about to be
    /// freed by the engine that owns it. What is left is a solver with nothing in it.
    func giveTables(to pool: SpareTables = .shared) {
        releaseSlots()
        rows.give(to: pool, (.rowSlots, .rowKinds))
        columns.give(to: pool)
        externals.give(to: pool, (.externalSlots, .externalKinds))
        pool.give(&variableUses, .variableUses)
        pool.give(&externalValues, .externalValues)
        pool.give(&constraintInfos, .constraintInfos)
        pool.give(&lazyBasics, .lazyBasics)
        reset()
    }
}
