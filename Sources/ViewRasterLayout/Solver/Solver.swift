/// An incremental linear-arithmetic constraint solver: the Cassowary simplex of Badros, Borning
/// & Stuckey (2001) as structured in kiwi, with two changes:
///
/// * the objective is symbolic/lexicographic (`SymbolicWeight`), so priorities are strict;
/// * a column index (symbol → the basic rows containing it) replaces kiwi's scans of all rows,
///   so substitution, leaving-row choice and constant edits touch only the rows involved; adding
///   n unrelated constraints is O(n).
///
/// * lazy definition rows: a constraint that can be solved for an external variable no row
///   contains yet (a view's `x = prev.x + prev.w + 1`) keeps the basic external variables it
///   names instead of substituting their rows, so a chain of n such definitions costs O(n),
///   not O(n²) cells (each basic row would carry the dummy marker of every constraint
///   upstream). Restricted rows and the objective stay fully substituted (`expanded`), so the
///   simplex sees a proper tableau; values are resolved in row order (`Row.order`).
///
/// Every pivot choice is tie-broken by symbol id, so results never depend on hash order.
public final class Solver {
    /// The symbols a constraint brought into the tableau (kiwi's Tag): its marker, the error
    /// symbol of a non-required one, and their coefficients in its row (each +1, −1 or 0).
    /// Packed in 16 bytes: the marker, and one word holding the other symbol's raw word (0 for
    /// none: ids start at 1) in its low 56 bits and the two coefficients, each plus one, in two
    /// bits apiece above them — so a 10,000-view tree's 40,000 `ConstraintInfo`s are 32 bytes
    /// each (40 with the coefficients as bytes beside the word, 56 unpacked).
    struct Tag {
        var marker: Symbol
        /// `other`'s `Symbol.raw` (bits 0–55), the marker's coefficient + 1 (bits 56–57) and
        /// the other's + 1 (bits 58–59).
        private var bits: Int

        /// The bits of `bits` holding the other symbol: a raw word below 2^56 (a symbol id
        /// below 2^54: more symbols than a solver can hold in memory).
        private static let otherMask = (1 << 56) - 1
        private static let markerShift = 56, otherShift = 58

        init(marker: Symbol, other: Symbol?, markerCoefficient: Double, otherCoefficient: Double) {
            self.marker = marker
            bits = Tag.packed(other)
                | Tag.signBits(markerCoefficient) << Tag.markerShift
                | Tag.signBits(otherCoefficient) << Tag.otherShift
        }

        /// `s`'s raw word (0 for none), checked to fit `otherMask`.
        private static func packed(_ s: Symbol?) -> Int {
            let raw = s?.raw ?? 0
            precondition(raw & ~otherMask == 0, "a tag's symbol id fits 54 bits")
            return raw
        }

        /// `c` (+1, −1 or 0) plus one, in two bits.
        private static func signBits(_ c: Double) -> Int {
            let b = Int8(c)
            assert(Double(b) == c && abs(b) <= 1, "a tag coefficient is +1, -1 or 0")
            return Int(b) &+ 1
        }

        /// The coefficient stored at `shift`.
        @inline(__always) private func coefficient(at shift: Int) -> Double { Double((bits >> shift) & 3 &- 1) }

        /// `bits` with the coefficient at `shift` replaced by `c`.
        private mutating func setCoefficient(_ c: Double, at shift: Int) {
            bits = bits & ~(3 << shift) | Tag.signBits(c) << shift
        }

        var other: Symbol? {
            @inline(__always) get {
                let raw = bits & Tag.otherMask
                return raw == 0 ? nil : Symbol(raw: raw)
            }
            set { bits = bits & ~Tag.otherMask | Tag.packed(newValue) }
        }
        var markerCoefficient: Double {
            @inline(__always) get { coefficient(at: Tag.markerShift) }
            set { setCoefficient(newValue, at: Tag.markerShift) }
        }
        var otherCoefficient: Double {
            @inline(__always) get { coefficient(at: Tag.otherShift) }
            set { setCoefficient(newValue, at: Tag.otherShift) }
        }
    }
    struct ConstraintInfo { let constraint: Constraint; let tag: Tag; var constant: Double }
    struct EditInfo { let constraint: Constraint; var constant: Double }

    /// The added constraints, dense (nil: a free index, in `freeConstraintIndices`); a
    /// constraint finds its index through its `solverSlot`, or `otherConstraints`.
    @exclusivity(unchecked) var constraintInfos: [ConstraintInfo?] = []
    @exclusivity(unchecked) var freeConstraintIndices: [Int] = []
    /// Number of non-nil `constraintInfos`.
    @exclusivity(unchecked) var liveConstraints = 0
    /// Indices of the constraints whose slot another solver owns.
    @exclusivity(unchecked) var otherConstraints: [ObjectKey: Int] = [:]
    @exclusivity(unchecked) var edits: [ObjectKey: EditInfo] = [:]
    /// The variable of each external symbol; a variable finds its symbol through its
    /// `solverSlot`, or `otherVariables`.
    @exclusivity(unchecked) var externals = SymbolTable<Variable>()
    /// The value this solver last wrote into each external symbol's variable, by symbol id
    /// (the same doubles; ids this solver wrote no variable for hold nothing meaningful): its
    /// lazy rows read the values they name here, and `LayoutEngine`'s edit pass reads an item's
    /// solved frame here (`valueIndex(of:)`) instead of from four objects scattered in memory.
    /// At least as long as `externals`' slots after any `updateVariables()`.
    @exclusivity(unchecked) var externalValues: [Double] = []
    /// Changes whenever a variable is taken in or let go (or the solver is reset or adopts a
    /// template): an index `valueIndex(of:)` gave holds while this is unchanged.
    @exclusivity(unchecked) private(set) var externalsGeneration = 0
    /// How many added constraints name each external symbol, by symbol id (32 bits: half the
    /// table a large tree writes; no system has two billion constraints on one variable).
    @exclusivity(unchecked) var variableUses: [Int32] = []
    /// Symbols of the variables whose slot another solver owns.
    @exclusivity(unchecked) var otherVariables: [ObjectKey: Symbol] = [:]
    /// The owner this solver's slots name: itself, or for a copy the solver it copies (a copy
    /// reads the slots of its original and writes none).
    @exclusivity(unchecked) var copiedFrom: ObjectIdentifier?
    @exclusivity(unchecked) var rows = SymbolTable<Row>()
    /// Column index: parametric symbol → basic symbols of the rows that contain it (and the
    /// marks of its one-user columns the edit pass's walk reads, made by `updateVariables`).
    @exclusivity(unchecked) var columns = ColumnIndex()
    @exclusivity(unchecked) var objective = ObjectiveRow()
    @exclusivity(unchecked) var artificial: ObjectiveRow?
    @exclusivity(unchecked) var infeasible: [Symbol] = []
    @exclusivity(unchecked) var idTick = 1
    /// Next `Row.order`.
    @exclusivity(unchecked) var orderTick = 1
    /// Basic external symbols whose rows were set lazily (naming other basic externals), with
    /// the row's order, oldest first; entries whose row has since changed are skipped.
    @exclusivity(unchecked) var lazyBasics: [(symbol: Symbol, order: Int)] = []
    /// Basic symbols whose row constant was edited in place (`changeConstant`) since the
    /// variables were last written, so `updateChangedVariables` re-reads only what depends on
    /// them; nil when rows were set, removed or substituted since (everything is re-read).
    @exclusivity(unchecked) var changedBasics: [Symbol]?
    /// `updateChangedVariables`' marks of the symbols its walk reached, one bit per symbol id,
    /// when they need more than 1 KB (`temporaryVisitWords`: fewer are a temporary buffer on
    /// the thread's stack) (cleared before each walk; kept between calls, so an edit allocates
    /// nothing after the first). A bit, not a word with an epoch: a 1,000-view tree's marks are 1 KB, which stays
    /// in the cache while the walk runs, and a tree's first edit zeroes 1 KB, not 32.
    @exclusivity(unchecked) var visitBits: [UInt64] = []
    /// `updateChangedVariables`' work arrays (affected rows, symbol ids to visit), kept between
    /// calls at the largest size needed so far; their contents between calls mean nothing.
    @exclusivity(unchecked) var changedScratch: (affected: [UInt64], stack: [Int]) = ([], [])

    /// An empty solver: no variables, constraints or edit variables.
    public init() {}

    deinit { releaseSlots() }

    // MARK: Public API

    /// Adds a constraint. Throws `unsatisfiableConstraint` (leaving the solver as it was) when a
    /// required constraint conflicts with the required constraints already present.
    public func addConstraint(_ c: Constraint) throws {
        if constraintIndex(of: c) != nil { throw SolverError.duplicateConstraint(c) }
        var (row, tag) = createRow(c)
        if let fresh = chooseSubject(row, tag), fresh.isExternal, isUnused(fresh) {
            // A definition of a variable nothing else uses yet: keep the row lazy (see above).
            row.solve(for: fresh)
            setRow(fresh, row, lazy: true)
            insertInfo(ConstraintInfo(constraint: c, tag: tag, constant: c.constant))
            try optimize()
            return
        }
        row = expanded(row)
        if row.constant < 0 {
            row.constant = -row.constant
            row.cells = row.cells.mapValues { -$0 }
        }
        var subject = chooseSubject(row, tag)
        if subject == nil && row.allDummies {
            if !nearZero(row.constant) {
                undoCreate(c)
                throw SolverError.unsatisfiableConstraint(c)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        } else if !addWithArtificialVariable(row) {
            undoCreate(c)
            try optimize()
            throw SolverError.unsatisfiableConstraint(c)
        }
        insertInfo(ConstraintInfo(constraint: c, tag: tag, constant: c.constant))
        try optimize()
    }

    /// Removes a constraint previously added.
    public func removeConstraint(_ c: Constraint) throws {
        guard let index = constraintIndex(of: c) else {
            throw SolverError.unknownConstraint(c)
        }
        let info = removeInfo(at: index)
        removeConstraintEffects(info)
        let marker = info.tag.marker
        if rows.contains(marker) {
            _ = removeRow(marker)
        } else {
            guard let leaving = markerLeavingRow(marker) else {
                throw SolverError.internalError("failed to find leaving row")
            }
            var row = expanded(removeRow(leaving))
            row.solve(for: leaving, marker)
            substitute(marker, row)
        }
        releaseVars(c)
        try optimize()
    }

    /// Whether `c` (this instance: constraints compare by identity) is added and not yet removed.
    public func hasConstraint(_ c: Constraint) -> Bool { constraintIndex(of: c) != nil }

    /// Makes `v` editable at `strength` (which must not be required).
    public func addEditVariable(_ v: Variable, strength: Strength) throws {
        let key = ObjectKey(v)
        if edits[key] != nil { throw SolverError.duplicateEditVariable(v) }
        if strength.isRequired { throw SolverError.badRequiredStrength(v) }
        let c = Constraint(Expression(v), .equal, strength: strength)
        try addConstraint(c)
        edits[key] = EditInfo(constraint: c, constant: 0)
    }

    /// Stops `v` being an edit variable, removing its edit constraint (kiwi's
    /// `removeEditVariable`); throws `unknownEditVariable` when it is not one.
    public func removeEditVariable(_ v: Variable) throws {
        guard let info = edits[ObjectKey(v)] else {
            throw SolverError.unknownEditVariable(v)
        }
        // As kiwi: the edit is forgotten only once its constraint is out (a throw keeps both).
        try removeConstraint(info.constraint)
        edits[ObjectKey(v)] = nil
    }

    /// Whether `v` was made editable with `addEditVariable(_:strength:)` and not since removed.
    public func hasEditVariable(_ v: Variable) -> Bool { edits[ObjectKey(v)] != nil }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    public func suggestValue(_ v: Variable, _ value: Double) throws {
        let key = ObjectKey(v)
        guard let info = edits[key] else { throw SolverError.unknownEditVariable(v) }
        // The edit constraint is `v - value == 0`: its constant is `-value`.
        try changeConstant(info.constraint, to: -value)
        edits[key]!.constant = value
    }

    /// Changes the constant of an added constraint's expression in place (no remove/add): the
    /// constraint's marker (or error) symbol absorbs the change and the dual simplex restores
    /// feasibility and optimality. The `Constraint` keeps its identity; its
    /// `expression.constant` is not updated (the solver tracks the current one).
    ///
    /// A required constraint whose new constant conflicts with other required constraints throws
    /// `unsatisfiableConstraint` and leaves the solver exactly as it was (the tableau is
    /// snapshotted first, unless the change provably needs no pivot: then it cannot fail and
    /// costs only the rows that hold the constraint's marker).
    public func updateConstant(_ c: Constraint, to constant: Double) throws {
        guard let index = constraintIndex(of: c), let info = constraintInfos[index] else {
            throw SolverError.unknownConstraint(c)
        }
        // The common edit (one row moves and stays feasible) in a few lines of code.
        if changeOneRowInPlace(at: index, info, to: constant) { return }
        guard info.constraint.strength.isRequired, !changeNeedsNoPivot(info, to: constant) else {
            try changeConstant(at: index, info, to: constant)
            return
        }
        // The constant is the one field of `constraintInfos` the change writes.
        let saved = (rows, columns, objective, infeasible, info.constant, lazyBasics, orderTick)
        do {
            try changeConstant(at: index, info, to: constant)
        } catch {
            (rows, columns, objective, infeasible, constraintInfos[index]!.constant, lazyBasics, orderTick) = saved
            changedBasics = nil
            throw SolverError.unsatisfiableConstraint(c)
        }
    }

    /// Writes the solved values into the variables.
    public func updateVariables() {
        // By symbol id, rows and variables read in place: one sweep of the two tables (the
        // variables' dictionary is in hash order, a random walk through memory on a large tree),
        // which also resolves each lazy row whose named variables it has already made final
        // (`sweptLazyValue`); when one cannot be, every lazy row is resolved after the sweep,
        // oldest first (`resolveLazyRows`). Each value is written to its variable and to
        // `externalValues` (the edit pass reads the latter).
        let count = externals.withUnsafeSlots { $0.count }
        if externalValues.count < count {
            externalValues.append(contentsOf: repeatElement(0, count: count - externalValues.count))
        }
        var resolved = [UInt64](repeating: 0, count: count / 64 + 1)
        var sweptEveryLazyRow = true
        // The edit pass's walk reads the column index's marks (`updateChangedVariables`); any
        // column changed since drops them, and a change of a column also sets `changedBasics`
        // to nil, so the next write is this one again. Marks still held describe these columns
        // (a template's, adopted with its tableau, or this write's last): not made again.
        if columns.oneUserMarks == nil { columns.markOneUserColumns(rowIDs: rows.withUnsafeSlots { $0.count }) }
        let reachedRows = columns.reachedRows ?? []
        // The walk's records (`WalkRecord`) of the lazy rows a run can reach
        // (`ColumnIndex.reachedRows`: a bit a row), made in the sweep's own pass over each
        // such row's cells (`sweptLazyValue`) and written in place into an array of a slot a
        // lazy row (pages never written cost nothing): in id order, kept only when that is
        // their order too (a chain's). Other lazy rows: the sum alone. The array's storage is
        // one kept from an engine let go when there is one (`SpareTables`): a large tree's
        // records are hundreds of KB, which malloc gives as fresh pages (a page fault each)
        // to the second large tree a process lays out.
        var recordsInOrder = true
        var records: [WalkRecord] = []
        SpareTables.shared.reserve(lazyBasics.count, in: &records, .walkRecords)
        let recordRoom = lazyBasics.count
        rows.withUnsafeSlots { rowSlots in
          externals.withUnsafeSlots { variables in
              externalValues.withUnsafeMutableBufferPointer { values in
                  resolved.withUnsafeMutableBufferPointer { resolved in
                    reachedRows.withUnsafeBufferPointer { reachedRows in
                      // Lazy rows met, and resolved by the sweep: when they are as many, no lazy
                      // row is left (a row is lazy exactly while `lazyBasics` holds its order).
                      var lazy = 0, swept = 0, lastRecordOrder = -1
                      for i in variables.indices where variables[i] != nil {
                          // The value of the variable written a few ids on (a large tree's
                          // are not in the cache; the tables swept here are, line after line).
                          if let p = referent(of: variables, at: i &+ 16) { prefetchForRead(PrefetchSpan.variableValue, of: p) }
                          guard i < rowSlots.count, rowSlots[i] != nil else {
                              Self.store(0, at: i, variables, values)
                              continue
                          }
                          if rowSlots[i].unsafelyUnwrapped.namesBasics {
                              lazy += 1
                              var recorded = false
                              let v: Double?
                              if i >> 6 < reachedRows.count, reachedRows[i >> 6] & (1 << UInt64(i & 63)) != 0,
                                 recordsInOrder, records.count < recordRoom {
                                  var record = WalkRecord(constant: 0, coefficient0: 0, coefficient1: 0, id: -1, order: -1,
                                                          symbol0: -1, symbol1: -1)
                                  v = withUnsafeMutablePointer(to: &record) { slot in
                                      Self.sweptLazyValue(ofRow: i, rowSlots, values, resolved, record: slot, recorded: &recorded)
                                  }
                                  if recorded {
                                      let order = Int(record.order)
                                      if order <= lastRecordOrder { recordsInOrder = false } else { records.append(record) }
                                      lastRecordOrder = order
                                  }
                              } else {
                                  v = Self.sweptLazyValue(ofRow: i, rowSlots, values, resolved, record: nil, recorded: &recorded)
                              }
                              if let v {
                                  Self.store(v, at: i, variables, values)
                                  resolved[i >> 6] |= 1 << UInt64(i & 63)
                                  swept += 1
                                  continue
                              }
                          }
                          Self.store(rowSlots[i].unsafelyUnwrapped.constant, at: i, variables, values)
                      }
                      if swept < lazy {
                          // Some lazy row names a variable the sweep had not made final: every
                          // lazy row is resolved after the sweep, oldest first, as if none had
                          // been (those the sweep resolved hold their constants again first).
                          sweptEveryLazyRow = false
                          for w in resolved.indices where resolved[w] != 0 {
                              var bits = resolved[w]
                              while bits != 0 {
                                  let i = w << 6 | bits.trailingZeroBitCount
                                  bits &= bits - 1
                                  Self.store(rowSlots[i].unsafelyUnwrapped.constant, at: i, variables, values)
                              }
                          }
                      }
                    }
                  }
              }
          }
        }
        if !sweptEveryLazyRow { resolveLazyRows() }
        changedBasics = []
        columns.keepWalkRecords(recordsInOrder && !records.isEmpty ? records : nil)
    }

    /// Removes everything.
    public func reset() {
        releaseSlots()
        constraintInfos = []; freeConstraintIndices = []; liveConstraints = 0; otherConstraints = [:]
        edits = [:]; externals = SymbolTable(); variableUses = []; otherVariables = [:]; rows = SymbolTable(); columns = ColumnIndex()
        objective = ObjectiveRow(); artificial = nil; infeasible = []; idTick = 1
        orderTick = 1; lazyBasics = []; changedBasics = nil; visitBits = []
        externalValues = []; noteExternalsChange()
    }

    /// Records that the variables' symbols changed (`externalsGeneration`).
    func noteExternalsChange() { externalsGeneration &+= 1 }

    /// Number of constraints added (edit constraints included).
    public var constraintCount: Int { liveConstraints }
}
