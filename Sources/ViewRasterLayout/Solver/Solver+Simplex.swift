// The private tableau machinery of `Solver` (kiwi's SolverImpl, with a column index).

extension Solver {
    /// Level of the artificial objective: above every constraint level.
    static let artificialLevel = 1.0e9

    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { idTick += 1 }
        return Symbol(id: idTick, kind: kind)
    }

    func weight(_ s: Strength) -> SymbolicWeight { SymbolicWeight(level: s.level, value: s.weight) }

    /// Builds the tableau row for a constraint, with the basic variables substituted out.
    func createRow(_ c: Constraint) -> (Row, Tag) {
        // The terms read in place, their variables not retained (`SolverTerms`): only a
        // variable the solver takes in is retained, once, by `externals`.
        let terms = c.terms
        var row = Row(constant: c.constant)
        // The terms and the markers: one for a required constraint, two (a slack or error
        // and an error) for the others.
        row.cells.reserveCapacity(terms.count + (c.strength.isRequired ? 1 : 2))
        for i in 0..<terms.count {
            let coefficient = terms.coefficient(at: i)
            if nearZero(coefficient) { continue }
            let variable = terms.unretainedVariable(at: i)
            let sym: Symbol
            if let s = variable._withUnsafeGuaranteedRef({ symbol(of: $0) }) {
                sym = s
                variableUses[s.id] += 1
            } else {
                sym = newSymbol(.external)
                // Lent to the call, not retained around it: `externals` retains it, once.
                variable._withUnsafeGuaranteedRef { registerVariable($0, sym) }
            }
            // Basic variables stay as symbols here: `addConstraint` keeps the row lazy or
            // substitutes them (`expanded`).
            row.insert(sym, coefficient)
        }
        var tag: Tag
        switch c.op {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.op == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, k)
            tag = Tag(marker: slack, other: nil, markerCoefficient: k, otherCoefficient: 0)
            if !c.strength.isRequired {
                let error = newSymbol(.error)
                row.insert(error, -k)
                objective.insert(error, weight(c.strength))
                tag.other = error
                tag.otherCoefficient = -k
            }
        case .equal:
            if !c.strength.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight(c.strength))
                objective.insert(minus, weight(c.strength))
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, otherCoefficient: 1)
            } else {
                let dummy = newSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, otherCoefficient: 0)
            }
        }
        return (row, tag)
    }

    /// Forgets the variable references of a constraint that was not added.
    func undoCreate(_ c: Constraint) { releaseVars(c) }

    /// Drops variable references of `c`; variables no longer used and absent from the tableau
    /// are forgotten.
    func releaseVars(_ c: Constraint) {
        let terms = c.terms
        for i in 0..<terms.count where !nearZero(terms.coefficient(at: i)) {
            let variable = terms.unretainedVariable(at: i)
            guard let s = variable._withUnsafeGuaranteedRef({ symbol(of: $0) }) else { continue }
            if variableUses[s.id] <= 1 {
                if !rows.contains(s) && !columns.contains(s) {
                    // Held strongly through the call: `externals` may hold its last reference.
                    let v = variable.takeUnretainedValue()
                    forgetVariable(v, s)
                    withExtendedLifetime(v) {}
                } else { variableUses[s.id] = 0 }
            } else {
                variableUses[s.id] -= 1
            }
        }
    }

    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // Prefer the external symbol used by the fewest rows (a fresh one costs no substitution);
        // kiwi takes the lowest id, which on a chain built out of order substitutes everywhere.
        var best: Symbol?
        var bestUses = Int.max
        for s in row.cells.keys where s.isExternal && !rows.contains(s) {
            let uses = columns[s]?.count ?? 0
            if uses < bestUses || (uses == bestUses && s < best!) { best = s; bestUses = uses }
        }
        if let best { return best }
        if tag.marker.isRestricted && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let o = tag.other, o.isRestricted, row.coefficient(for: o) < 0 { return o }
        return nil
    }

    func anyPivotableSymbol(_ row: Row) -> Symbol? {
        row.cells.keys.filter(\.isRestricted).min()
    }

    // MARK: Tableau with column index

    func setRow(_ basic: Symbol, _ row: consuming Row, lazy: Bool = false) {
        // The row is taken (`consuming`) and moved into `rows`, and its cells are read in place:
        // no reference count written on its cell array (a copy of the row, or iterating
        // `cells.keys`, retained and released it).
        let order = orderTick
        row.order = order
        orderTick += 1
        var namesBasic = false
        row.cells.cells.withUnsafeBufferPointer { cells in
            for cell in cells {
                let s = cell.symbol
                columns[s, default: []].insert(basic)
                if lazy && s.isExternal && rows.contains(s) { namesBasic = true }
            }
        }
        row.namesBasics = namesBasic
        rows[basic] = row
        changedBasics = nil
        if namesBasic {
            if lazyBasics.count > 64 && lazyBasics.count > 2 * rows.count {
                lazyBasics.removeAll { rows[$0.symbol]?.order != $0.order }
            }
            lazyBasics.append((basic, order))
        }
    }

    /// An external symbol no row and no objective contains (a fresh variable, typically).
    func isUnused(_ s: Symbol) -> Bool {
        !columns.contains(s) && objective.cells[s] == nil && artificial == nil
    }

    /// `row` with every basic external symbol (named by lazy rows) replaced by its row,
    /// recursively: the row in parametric symbols only. Basic rows are resolved newest first,
    /// each once with its summed coefficient (lazy rows only name older rows).
    func expanded(_ row: Row) -> Row {
        var pending: [Symbol: Double] = [:]
        for s in row.cells.keys where s.isExternal && rows.contains(s) { pending[s] = row.cells[s]! }
        if pending.isEmpty { return row }
        var out = row
        for s in pending.keys { out.cells[s] = nil }
        while let b = pending.max(by: { rows.order(of: $0.key)! < rows.order(of: $1.key)! })?.key {
            let k = pending.removeValue(forKey: b)!
            let r = rows[b]!
            out.constant += k * r.constant
            for (s, a) in r.cells {
                if s.isExternal && rows.contains(s) { pending[s, default: 0] += k * a } else { out.insert(s, k * a) }
            }
        }
        return out
    }

    /// Writes the values of the variables whose rows are lazy, oldest first, once every
    /// variable holds its row's constant (or 0 when parametric): the variables a lazy row names
    /// are then final when it is read.
    func resolveLazyRows() {
        // Rows and variables read in place: no copy of a row, no reference counting per row
        // or variable (each would write to an object scattered in memory).
        // (`updateVariables` sized `externalValues` to the variables' slots.)
        rows.withUnsafeSlots { rowSlots in
            externals.withUnsafeSlots { variables in
                externalValues.withUnsafeMutableBufferPointer { values in
                    for (b, order) in lazyBasics {
                        guard b.id < rowSlots.count, b.id < variables.count, rowSlots[b.id] != nil, variables[b.id] != nil,
                              rowSlots[b.id].unsafelyUnwrapped.order == order else { continue }
                        Self.store(Self.lazyValue(ofRow: b.id, rowSlots, values), at: b.id, variables, values)
                    }
                }
            }
        }
    }

    /// The value of row `id`'s basic variable when the row was set lazily: its constant plus
    /// each basic external it names times that variable's value (already written: a lazy row
    /// names only older rows' variables, `Row.order`), read from `values` (`externalValues`:
    /// the doubles the variables hold, without loading each variable object). Rows are read in
    /// place: no copy of the row's cells. One definition for `resolveLazyRows` and the edit
    /// pass's writes (`updateChangedVariables`), which must agree bit for bit; the edit walk's
    /// run step takes `lazyValue(ofRow:_:_:naming:)` below, the same sum with one more test, and
    /// `sweptLazyValue` the same sum with its own checks: change the three together.
    @inline(__always)
    static func lazyValue(ofRow id: Int, _ rowSlots: UnsafeBufferPointer<Row?>,
                          _ values: UnsafeMutableBufferPointer<Double>) -> Double {
        var v = rowSlots[id].unsafelyUnwrapped.constant
        rowSlots[id].unsafelyUnwrapped.cells.cells.withUnsafeBufferPointer { cells in
            for cell in cells where cell.symbol.isExternal {
                v += cell.coefficient * values[cell.symbol.id]
            }
        }
        return v
    }

    /// `lazyValue(ofRow:)` of row `id` (the same sum in the same order, bit for bit), and
    /// whether the row names external symbol `target`, found in the same pass over its cells:
    /// the edit walk's test that a guessed row is the one user of the column before it
    /// (`walkInOrder`), read where the sum reads the cells anyway. A separate function, not a
    /// parameter of `lazyValue(ofRow:)`, so the first layout's sums test nothing more.
    @inline(__always)
    static func lazyValue(ofRow id: Int, _ rowSlots: UnsafeBufferPointer<Row?>,
                          _ values: UnsafeMutableBufferPointer<Double>, naming target: Int) -> (Double, Bool) {
        var v = rowSlots[id].unsafelyUnwrapped.constant
        var names = false
        let raw = Symbol(id: target, kind: .external).raw
        rowSlots[id].unsafelyUnwrapped.cells.cells.withUnsafeBufferPointer { cells in
            for cell in cells where cell.symbol.isExternal {
                if cell.symbol.raw == raw { names = true }
                v += cell.coefficient * values[cell.symbol.id]
            }
        }
        return (v, names)
    }

    /// The value of row `id`'s basic variable: `lazyValue(ofRow:)` for a row that names basic
    /// externals, else the row's constant. The edit pass's two writes read rows through this.
    @inline(__always)
    static func value(ofRow id: Int, _ rowSlots: UnsafeBufferPointer<Row?>,
                      _ values: UnsafeMutableBufferPointer<Double>) -> Double {
        rowSlots[id].unsafelyUnwrapped.namesBasics ? lazyValue(ofRow: id, rowSlots, values) : rowSlots[id].unsafelyUnwrapped.constant
    }

    /// Writes `value` as external symbol `id`'s solved value: into its variable and into
    /// `values` (`externalValues`), which hold the same doubles. Every write of a solved value
    /// goes through here, so the two never disagree.
    @inline(__always)
    static func store(_ value: Double, at id: Int, _ variables: UnsafeBufferPointer<Variable?>,
                      _ values: UnsafeMutableBufferPointer<Double>) {
        variables[id].unsafelyUnwrapped.value = value
        values[id] = value
    }

    /// The value `resolveLazyRows` would write for lazy row `id` (`lazyValue(ofRow:)`, the same
    /// sum in the same order), when `updateVariables`' sweep by symbol id can take it where it
    /// meets the row: every external the row names has a lower id (already written by the
    /// sweep) and is final there — parametric (0), a row that is not lazy (its constant), or a
    /// lazy row older than this one (`Row.order`) that the sweep resolved (its bit in
    /// `resolved`). Then `resolveLazyRows` would have resolved those older rows before this one
    /// with the same values (by induction on the order), so this sum is the one it would make.
    /// The values are read from `values` (`externalValues`, which the sweep writes with each
    /// variable). Nil otherwise.
    ///
    /// Given a `slot` (the row is one a run can reach: `ColumnIndex.reachedRows`), the same pass
    /// over the cells makes the row's `WalkRecord` (what `WalkRecord.make` makes, one loop
    /// instead of two), writes it there and sets `recorded`; a row the sum stops on early (not
    /// final here) is left to `WalkRecord.make`. Called with a nil slot, it is the
    /// sum alone (inlined: the record's work is not there).
    @inline(__always)
    static func sweptLazyValue(ofRow id: Int, _ rowSlots: UnsafeBufferPointer<Row?>, _ values: UnsafeMutableBufferPointer<Double>,
                               _ resolved: UnsafeMutableBufferPointer<UInt64>,
                               record slot: UnsafeMutablePointer<WalkRecord>?, recorded: inout Bool) -> Double? {
        let order = rowSlots[id].unsafelyUnwrapped.order
        let constant = rowSlots[id].unsafelyUnwrapped.constant
        var v = constant
        // The record's cells (the first two external ones) and how many there are: registers,
        // written out once at the end.
        var s0 = -1, s1 = -1, c0 = 0.0, c1 = 0.0, n = 0
        let final = rowSlots[id].unsafelyUnwrapped.cells.cells.withUnsafeBufferPointer { cells in
            for cell in cells where cell.symbol.isExternal {
                let x = cell.symbol.id
                if x >= id { return false }
                if x < rowSlots.count, rowSlots[x] != nil, rowSlots[x].unsafelyUnwrapped.namesBasics,
                   resolved[x >> 6] & (1 << UInt64(x & 63)) == 0 || rowSlots[x].unsafelyUnwrapped.order >= order {
                    return false
                }
                v += cell.coefficient * values[x]
                if n == 0 { s0 = x; c0 = cell.coefficient } else if n == 1 { s1 = x; c1 = cell.coefficient }
                n &+= 1
            }
            return true
        }
        guard final else {
            if let slot, let r = WalkRecord.make(ofRow: id, rowSlots) { slot.initialize(to: r); recorded = true }
            return nil
        }
        // Every external id is below `id`, so the ids fit 31 bits when `id` does.
        if let slot, n <= 2, id <= Int(Int32.max), order >= 0, order <= Int(Int32.max) {
            slot.initialize(to: WalkRecord(constant: constant, coefficient0: c0, coefficient1: c1,
                                           id: Int32(truncatingIfNeeded: id), order: Int32(truncatingIfNeeded: order),
                                           symbol0: Int32(truncatingIfNeeded: s0), symbol1: Int32(truncatingIfNeeded: s1)))
            recorded = true
        }
        return v
    }

    func removeRow(_ basic: Symbol) -> Row {
        let row = rows.removeValue(forKey: basic)!
        changedBasics = nil
        for s in row.cells.keys { unlink(s, basic) }
        return row
    }

    @inline(__always) func unlink(_ s: Symbol, _ basic: Symbol) {
        if var set = columns.removeValue(forKey: s) {
            set.remove(basic)
            if !set.isEmpty { columns[s] = set }
        }
    }

    /// Replaces `symbol` by `row` in every tableau row containing it and in the objectives.
    func substitute(_ symbol: Symbol, _ row: Row) {
        if let users = columns.removeValue(forKey: symbol) {
            changedBasics = nil
            for b in users.sorted() {
                var r = rows.removeValue(forKey: b)!
                let c = r.cells.removeValue(forKey: symbol)!
                r.constant += c * row.constant
                r.cells.add(row.cells, times: c) { s, change in
                    if change > 0 { columns[s, default: []].insert(b) } else { unlink(s, b) }
                }
                if !b.isExternal && r.constant < 0 { infeasible.append(b) }
                rows[b] = r
            }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    func pivot(leaving: Symbol, entering: Symbol) {
        var row = removeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        setRow(entering, row)
    }

    func addWithArtificialVariable(_ row: Row) -> Bool {
        if let entering = artificialSinglePivot(row) {
            // What the artificial objective's one pivot leaves behind, without the artificial
            // row, objective and column: the same symbol ids and row orders are consumed.
            _ = newSymbol(.slack)
            orderTick += 1
            var r = row
            r.solve(for: entering)
            substitute(entering, r)
            setRow(entering, r)
            return true
        }
        let art = newSymbol(.slack)
        setRow(art, row)
        var a = ObjectiveRow()
        a.insert(row, SymbolicWeight(level: Solver.artificialLevel, value: 1))
        a.constant = row.constant
        artificial = a
        do { try optimize(artificialObjective: true) } catch { artificial = nil; return false }
        let success = nearZero(artificial!.constant)
        artificial = nil
        if rows.contains(art) {
            var r = removeRow(art)
            // On failure `art` is basic and no other row was pivoted on its row, so dropping it
            // leaves a tableau equivalent to the one before the attempt.
            if !success { return false }
            if r.cells.isEmpty { return true }
            guard let entering = anyPivotableSymbol(r) else { return false }
            r.solve(for: art, entering)
            substitute(entering, r)
            setRow(entering, r)
        }
        if let users = columns.removeValue(forKey: art) {
            for b in users { rows[b]!.cells[art] = nil }
        }
        objective.set(art, .zero)
        return success
    }

    /// The symbol the artificial objective of `row` enters when one pivot, on the artificial
    /// row itself, is all it takes and succeeds — the common case (a required equality between
    /// variables that are all basic already): then adding `row` solved for that symbol leaves
    /// the tableau exactly as the artificial variable would, without making and dropping the
    /// artificial row, objective and column (kiwi's `addWithArtificialVariable` pivots the same
    /// way). Nil when anything else could happen (another row would leave, a tie, a residue
    /// left negative in the artificial objective, a constant not driven to zero): the caller
    /// then runs the artificial simplex itself. Every test repeats its arithmetic.
    func artificialSinglePivot(_ row: Row) -> Symbol? {
        // Entering: the lowest-id non-dummy symbol of negative weight (`ObjectiveRow.enteringSymbol`).
        var entering: Symbol?
        var ce = 0.0
        for (s, c) in row.cells where !s.isDummy && !nearZero(c) && c < 0 {
            entering = s; ce = c
            break // cells are sorted by id
        }
        guard let e = entering else { return nil }
        // Leaving: the artificial row (the newest symbol, losing every tie) must have the
        // strictly smallest ratio among the restricted rows where `e` is negative.
        let ratio = -row.constant / ce
        guard ratio.isFinite else { return nil }
        if let users = columns[e] {
            var other = false
            users.forEachUser { b in
                guard !other, !b.isExternal, let r = rows[b] else { return }
                let c = r.coefficient(for: e)
                if c < 0 && !(-r.constant / c > ratio) { other = true }
            }
            if other { return nil }
        }
        // After the pivot the artificial objective is `art` alone and its constant zero.
        let k = -1 / ce
        if !nearZero(row.constant + (row.constant * k) * ce) { return nil }
        for (s, c) in row.cells where s != e && !s.isDummy && !nearZero(c) {
            let residue = c + ce * (c * k)
            if !nearZero(residue) && residue < 0 { return nil }
        }
        return e
    }

    /// Primal simplex on the objective (or the artificial objective).
    func optimize(artificialObjective: Bool = false) throws {
        while true {
            let entering = artificialObjective ? artificial!.enteringSymbol : objective.enteringSymbol
            guard let entering else { return }
            guard let leaving = leavingRow(entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    func leavingRow(_ entering: Symbol) -> Symbol? {
        guard let users = columns[entering] else { return nil }
        var best: Symbol?
        var bestRatio = Double.infinity
        for b in users where !b.isExternal {
            let r = rows[b]!
            let c = r.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -r.constant / c
            // `best` is nil while the ratio is still infinite (coefficients near 1e308 make it so).
            if ratio < bestRatio || (ratio == bestRatio && best.map { b < $0 } ?? true) { bestRatio = ratio; best = b }
        }
        return best
    }

    /// Dual simplex: restores feasibility of the rows made negative by a constant change.
    func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard let r = rows[leaving], !nearZero(r.constant), r.constant < 0 else { continue }
            var entering: Symbol?
            var bestRatio = SymbolicWeight.zero
            for (s, c) in r.cells where c > 0 && !s.isDummy {
                let ratio = objective.weight(for: s).scaled(1 / c)
                if let e = entering {
                    if ratio.isLess(than: bestRatio) || (!bestRatio.isLess(than: ratio) && s < e) {
                        entering = s; bestRatio = ratio
                    }
                } else { entering = s; bestRatio = ratio }
            }
            guard let entering else { throw SolverError.internalError("dual optimize failed") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        guard let users = columns[marker] else { return nil }
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for b in users.sorted() {
            let row = rows[b]!
            let c = row.coefficient(for: marker)
            if b.isExternal {
                if third == nil { third = b }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = b }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = b }
            }
        }
        return first ?? second ?? third
    }

    func removeConstraintEffects(_ info: ConstraintInfo) {
        let w = weight(info.constraint.strength)
        for s in [info.tag.marker, info.tag.other].compactMap({ $0 }) where s.kind == .error {
            if let r = rows[s] { objective.insert(r, w.scaled(-1)) } else { objective.insert(s, w, times: -1) }
        }
    }

    /// Whether `changeConstant(info.constraint, to: constant)` leaves every row it touches
    /// feasible (no restricted row negative, no basic dummy off zero), so the dual simplex has
    /// nothing to do and the change cannot fail. Reads the same rows `changeConstant` writes.
    func changeNeedsNoPivot(_ info: ConstraintInfo, to constant: Double) -> Bool {
        guard infeasible.isEmpty else { return false }
        let dc = constant - info.constant
        if dc == 0 { return true }
        let tag = info.tag
        func feasible(_ b: Symbol, _ value: Double) -> Bool {
            !(b.isDummy && !nearZero(value)) && (b.isExternal || value >= 0)
        }
        if let r = rows[tag.marker] { return feasible(tag.marker, r.constant - dc / tag.markerCoefficient) }
        if let o = tag.other, let r = rows[o] { return feasible(o, r.constant - dc / tag.otherCoefficient) }
        guard let users = columns[tag.marker] else { return true }
        if let b = users.single {
            // One row holds the marker (a required size's): no iterator.
            return rows.withUnsafeSlots { rowSlots in
                let r = rowSlots[b.id].unsafelyUnwrapped
                return feasible(b, r.constant + r.cells[tag.marker]! * dc / tag.markerCoefficient)
            }
        }
        for b in users {
            let r = rows[b]!
            if !feasible(b, r.constant + r.cells[tag.marker]! * dc / tag.markerCoefficient) { return false }
        }
        return true
    }

    /// `changeConstant(at: index, info, to: constant)` when it moves the constant of one row
    /// and that row stays feasible, with no row infeasible before: then the dual simplex has
    /// nothing to do and the change cannot fail. The common edit — a required size's marker
    /// column of one user, or the marker's or error's own row — written here with the same
    /// expressions and in the same order as `changeConstant` (the same doubles), without its
    /// other cases, its checks and `changeNeedsNoPivot`: an edit pass runs this code right after
    /// a first layout has pushed it out of the caches, so fewer lines of it are fetched. False,
    /// with nothing written, in every other case (the caller takes the general way).
    func changeOneRowInPlace(at index: Int, _ info: ConstraintInfo, to constant: Double) -> Bool {
        guard infeasible.isEmpty else { return false }
        let dc = constant - info.constant
        let tag = info.tag
        // The row `changeConstant` moves (the same search) and its new constant.
        var b = tag.marker, moved = 0.0
        let found: Bool = rows.withUnsafeSlots { rowSlots in
            // Rows read in place (no copy of their cells).
            func has(_ s: Symbol) -> Bool { s.id < rowSlots.count && rowSlots[s.id] != nil }
            if has(tag.marker) {
                moved = rowSlots[tag.marker.id].unsafelyUnwrapped.constant - dc / tag.markerCoefficient
                return true
            }
            if let o = tag.other, has(o) {
                b = o
                moved = rowSlots[o.id].unsafelyUnwrapped.constant - dc / tag.otherCoefficient
                return true
            }
            guard let user = columns.withUnsafeSlots({ tag.marker.id < $0.count ? $0[tag.marker.id]?.single : nil }),
                  has(user), let k = rowSlots[user.id].unsafelyUnwrapped.cells[tag.marker] else { return false }
            b = user
            moved = rowSlots[user.id].unsafelyUnwrapped.constant + k * dc / tag.markerCoefficient
            return true
        }
        // Feasible as `changeNeedsNoPivot` and `checkMovedConstant` decide it: no throw, no
        // infeasible row, so `dualOptimize` would find nothing to do.
        guard found, !(b.isDummy && !nearZero(moved)), b.isExternal || moved >= 0 else { return false }
        constraintInfos[index]!.constant = constant
        if dc == 0 { return true }
        rows.withUnsafeMutableSlots { $0[b.id]!.constant = moved }
        moveWalkConstant(of: b)
        changedBasics?.append(b)
        return true
    }

    /// Moves the constant of an added constraint's expression to `constant` in place.
    func changeConstant(_ c: Constraint, to constant: Double) throws {
        guard let index = constraintIndex(of: c), let info = constraintInfos[index] else {
            throw SolverError.unknownConstraint(c)
        }
        try changeConstant(at: index, info, to: constant)
    }

    /// `changeConstant(_:to:)` of the constraint at `index` of `constraintInfos`, whose entry
    /// is `info` (found by the caller).
    func changeConstant(at index: Int, _ info: ConstraintInfo, to constant: Double) throws {
        let c = info.constraint
        let dc = constant - info.constant
        constraintInfos[index]!.constant = constant
        if dc == 0 { return }
        let tag = info.tag
        // One row moves in the common cases (the marker's or the error's row, or a column of
        // one user: a required size): its constant, the note and the check below, with no
        // array of touched rows and no sort (cold code after a first layout).
        if rows.contains(tag.marker) {
            rows[tag.marker]!.constant -= dc / tag.markerCoefficient
            moveWalkConstant(of: tag.marker)
            try noteConstantMoved(tag.marker, c)
        } else if let o = tag.other, rows.contains(o) {
            rows[o]!.constant -= dc / tag.otherCoefficient
            moveWalkConstant(of: o)
            try noteConstantMoved(o, c)
        } else if let users = columns[tag.marker] {
            if let b = users.single {
                let k = rows[b]!.cells[tag.marker]!
                rows[b]!.constant += k * dc / tag.markerCoefficient
                moveWalkConstant(of: b)
                try noteConstantMoved(b, c)
            } else {
                var touched: [Symbol] = []
                for b in users.sorted() {
                    let k = rows[b]!.cells[tag.marker]!
                    rows[b]!.constant += k * dc / tag.markerCoefficient
                    moveWalkConstant(of: b)
                    touched.append(b)
                }
                changedBasics?.append(contentsOf: touched)
                for b in touched { try checkMovedConstant(b, c) }
            }
        }
        try dualOptimize()
    }

    /// Writes the constant of `b`'s row, just moved in place, into the row's walk record
    /// (`ColumnIndex.moveWalkConstant`) when there are records and the row is lazy (only
    /// lazy rows have one).
    @inline(__always)
    private func moveWalkConstant(of b: Symbol) {
        guard columns.hasWalkRecords else { return }
        let (lazy, order, constant) = rows.withUnsafeSlots { rowSlots in
            (rowSlots[b.id].unsafelyUnwrapped.namesBasics, rowSlots[b.id].unsafelyUnwrapped.order,
             rowSlots[b.id].unsafelyUnwrapped.constant)
        }
        if lazy { columns.moveWalkConstant(ofRow: b.id, order: order, to: constant) }
    }

    /// Notes that the constant of `b`'s row moved (`changedBasics`), then checks it
    /// (`checkMovedConstant`): one row's part of `changeConstant`.
    @inline(__always)
    private func noteConstantMoved(_ b: Symbol, _ c: Constraint) throws {
        changedBasics?.append(b)
        try checkMovedConstant(b, c)
    }

    /// After `c`'s constant moved the constant of `b`'s row: throws when `b` is a basic dummy
    /// whose row no longer holds exactly (a redundant required equality), and notes `b` as
    /// infeasible when it is restricted and its value fell below zero.
    @inline(__always)
    private func checkMovedConstant(_ b: Symbol, _ c: Constraint) throws {
        let constant = rows.withUnsafeSlots { $0[b.id].unsafelyUnwrapped.constant }
        // A basic dummy is a redundant required equality: it must stay exactly satisfied.
        if b.isDummy && !nearZero(constant) { throw SolverError.unsatisfiableConstraint(c) }
        if !b.isExternal && constant < 0 { infeasible.append(b) }
    }
}
