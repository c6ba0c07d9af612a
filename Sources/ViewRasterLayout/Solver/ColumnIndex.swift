/// The solver's column index — each parametric symbol's users, the basic symbols of the rows
/// that contain it (`ColumnUsers`, by symbol id) — and tables derived from it: a mark per
/// column whose one user is an external symbol (`oneUserMarks`, a bit per symbol id), and a
/// mark per row that is the one user of an external symbol's column (`reachedRows`).
///
/// The edit pass's walk (`Solver.updateChangedVariables`) follows a chain of rows, each row's
/// column used by the next row only; it reads the marks instead of the columns (a bit per id,
/// 1 KB for a 1,000-view tree, against a 16-byte slot per id: a line of its own for each row
/// of a chain whose rows are 8 ids apart). The marks are made by `markOneUserColumns(rowIDs:)` (at
/// the end of every full `updateVariables`) and dropped by every member that changes a
/// column, so they never describe another index than this one: a pivot, a row set or removed,
/// a substitution all go through those members. A copy of the whole index (a template, a
/// solver's copy, `updateConstant`'s snapshot and its restore) carries the marks made for it.
struct ColumnIndex {
    /// The columns by symbol id.
    private var table = SymbolTable<ColumnUsers>()
    /// Bit `id & 63` of word `id >> 6` set: column `id`'s one user is an external symbol
    /// (every other column, and ids past the words, unmarked); nil when a column changed since
    /// they were made, or they never were.
    private(set) var oneUserMarks: [UInt64]?
    /// The lazy rows' records the edit pass's walk reads in a run (`WalkRecord`), ordered by
    /// `Row.order`; made by `Solver.updateVariables` while there are marks, and dropped with
    /// them, so they never describe other rows than the tableau's (nil: none made since).
    private(set) var walkRecords: [WalkRecord]?
    /// Bit `id & 63` of word `id >> 6` set: row `id` is the one user of a marked column whose
    /// symbol is external (a row a run of the edit pass's walk can step to, so one that gets a
    /// `WalkRecord`); made and dropped with `oneUserMarks`, ids past the words unmarked.
    private(set) var reachedRows: [UInt64]?

    /// An empty index.
    init() {}

    /// Whether symbol `s`'s column has a user.
    @inline(__always) func contains(_ s: Symbol) -> Bool { table.contains(s) }

    /// Symbol `s`'s column (nil: no row contains `s`); setting it drops the marks.
    subscript(s: Symbol) -> ColumnUsers? {
        @inline(__always) get { table[s] }
        set {
            dropMarks()
            table[s] = newValue
        }
        _modify {
            dropMarks()
            yield &table[s]
        }
    }

    /// Symbol `s`'s column, `make()` when it has none; changing it drops the marks.
    subscript(s: Symbol, default make: @autoclosure () -> ColumnUsers) -> ColumnUsers {
        @inline(__always) get { table[s] ?? make() }
        _modify {
            dropMarks()
            yield &table[s, default: make()]
        }
    }

    /// Removes symbol `s`'s column and returns it; drops the marks.
    @discardableResult
    mutating func removeValue(forKey s: Symbol) -> ColumnUsers? {
        dropMarks()
        return table.removeValue(forKey: s)
    }

    /// Makes room for symbol ids below `ids` (no column changes: the marks stay), an empty
    /// index taking storage kept in `pool` (`SpareTables`).
    mutating func reserveCapacity(_ ids: Int, from pool: SpareTables) {
        table.reserveCapacity(ids, from: pool, (.columnSlots, .columnKinds))
    }

    /// Empties the index, its table's and its walk records' storage kept in `pool` (`SpareTables`).
    mutating func give(to pool: SpareTables) {
        if var records = walkRecords {
            // Let go here first, so the pool empties the only reference (and keeps its storage).
            walkRecords = nil
            pool.give(&records, .walkRecords)
        }
        dropMarks()
        table.give(to: pool, (.columnSlots, .columnKinds))
    }

    /// Calls `body` with the columns indexed by symbol id, read in place.
    @inline(__always)
    func withUnsafeSlots<R>(_ body: (UnsafeBufferPointer<ColumnUsers?>) throws -> R) rethrows -> R {
        try table.withUnsafeSlots(body)
    }

    /// Drops the marks (a column is about to change).
    @inline(__always) private mutating func dropMarks() {
        if oneUserMarks != nil { oneUserMarks = nil; walkRecords = nil; reachedRows = nil }
    }

    /// Whether there are `walkRecords`.
    @inline(__always) var hasWalkRecords: Bool { walkRecords != nil }

    /// Keeps `records` (the tableau's lazy rows, ordered by `Row.order`) as `walkRecords`
    /// while the marks are kept; none kept when there are no marks.
    mutating func keepWalkRecords(_ records: [WalkRecord]?) {
        walkRecords = oneUserMarks == nil ? nil : records
    }

    /// Writes `constant` into the record of the row of basic symbol `id` and order `order`,
    /// if it has one (the row's constant moved in place).
    mutating func moveWalkConstant(ofRow id: Int, order: Int, to constant: Double) {
        guard walkRecords != nil else { return }
        walkRecords!.withUnsafeMutableBufferPointer { records in
            let i = WalkRecord.firstIndex(after: order - 1, in: UnsafeBufferPointer(records))
            if i < records.count, Int(records[i].order) == order, Int(records[i].id) == id { records[i].constant = constant }
        }
    }

    /// Makes `oneUserMarks` and `reachedRows` (rows' ids below `rowIDs`, the row table's
    /// size) from the columns as they are: one pass over the column slots in id order,
    /// reading each slot's kind (no row, no cell read).
    mutating func markOneUserColumns(rowIDs: Int) {
        var reached = [UInt64](repeating: 0, count: (rowIDs + 63) >> 6)
        let marks: [UInt64] = reached.withUnsafeMutableBufferPointer { reached in
          table.withUnsafeSlotsAndKinds { slots, kinds in
            let words = (slots.count + 63) >> 6
            return [UInt64](unsafeUninitializedCapacity: words) { buffer, initialized in
                var id = 0
                for w in 0..<words {
                    var word: UInt64 = 0
                    let end = min(id + 64, slots.count)
                    var bit: UInt64 = 1
                    while id < end {
                        if let b = slots[id]?.single, b.isExternal {
                            word |= bit
                            let r = b.id
                            if kinds[id] == Symbol.Kind.external.rawValue, r >> 6 < reached.count { reached[r >> 6] |= 1 << UInt64(r & 63) }
                        }
                        bit &<<= 1
                        id += 1
                    }
                    buffer[w] = word
                }
                initialized = words
            }
          }
        }
        oneUserMarks = marks
        reachedRows = reached
    }
}
