/// One lazy row as the edit pass's walk reads it in a run (`Solver.updateChangedVariables`):
/// the row's basic symbol id, its order, its constant and its external cells (at most two, in
/// the row's cell order), in 40 bytes of one dense array ordered by `Row.order`
/// (`ColumnIndex.walkRecords`).
///
/// A chain's walk reads row after row, each 8 ids or so past the one before: from the tables
/// by id, a row's slot, its cells' block (two lines) and nothing else on those lines. Its
/// record holds what the sum reads, and the next row's record is the next entry, so a run
/// reads its rows' records line after line (1.6 rows a line) instead of three lines a row.
/// The records are made by `Solver.updateVariables` (the sweep that reads every lazy row and
/// its cells anyway: `Solver.sweptLazyValue` fills the record of a row marked in
/// `ColumnIndex.reachedRows` in its own pass over the cells, `make` the rest), dropped with the column index's marks (every change of a column: a
/// pivot, a row set or removed, a substitution), and a constant moved in place
/// (`changeConstant`, `changeOneRowInPlace`) is written into its row's record too
/// (`ColumnIndex.moveWalkConstant`).
struct WalkRecord {
    /// The row's constant (kept equal to `Row.constant`).
    var constant: Double
    /// The coefficients of the row's first and second external cells (0 when there is none).
    var coefficient0: Double, coefficient1: Double
    /// The basic symbol's id and the row's `Row.order`.
    var id: Int32, order: Int32
    /// The ids of the row's first and second external cells' symbols (−1: none).
    var symbol0: Int32, symbol1: Int32

    /// The record of row `id` of `rowSlots` (lazy, read in place), a row a run can reach
    /// (`ColumnIndex.reachedRows`, which the caller has tested). Nil when the row does not fit
    /// a record: more than two external cells, or an id or order past 31 bits.
    @inline(__always)
    static func make(ofRow id: Int, _ rowSlots: UnsafeBufferPointer<Row?>) -> WalkRecord? {
        rowSlots[id].unsafelyUnwrapped.cells.cells.withUnsafeBufferPointer { cells in
            let order = rowSlots[id].unsafelyUnwrapped.order
            guard id <= Int(Int32.max), order >= 0, order <= Int(Int32.max) else { return nil }
            var r = WalkRecord(constant: rowSlots[id].unsafelyUnwrapped.constant, coefficient0: 0, coefficient1: 0,
                               id: Int32(truncatingIfNeeded: id), order: Int32(truncatingIfNeeded: order), symbol0: -1, symbol1: -1)
            var n = 0
            for cell in cells where cell.symbol.isExternal {
                guard cell.symbol.id <= Int(Int32.max) else { return nil }
                switch n {
                case 0: r.symbol0 = Int32(truncatingIfNeeded: cell.symbol.id); r.coefficient0 = cell.coefficient
                case 1: r.symbol1 = Int32(truncatingIfNeeded: cell.symbol.id); r.coefficient1 = cell.coefficient
                default: return nil
                }
                n += 1
            }
            return r
        }
    }

    /// `Solver.lazyValue(ofRow:_:_:naming:)` of this record's row — the same sum in the same
    /// order, bit for bit (the constant, then each external cell's coefficient times its value
    /// in `values`, in the row's cell order) — and whether the row names external symbol
    /// `target`.
    @inline(__always)
    func value(_ values: UnsafeMutableBufferPointer<Double>, naming target: Int) -> (Double, Bool) {
        var v = constant
        var names = false
        if symbol0 >= 0 {
            let x = Int(truncatingIfNeeded: symbol0)
            if x == target { names = true }
            v += coefficient0 * values[x]
        }
        if symbol1 >= 0 {
            let x = Int(truncatingIfNeeded: symbol1)
            if x == target { names = true }
            v += coefficient1 * values[x]
        }
        return (v, names)
    }

    /// The index of the first record of `records` (ordered by `order`) whose order is above
    /// `order`: `records.count` when none is.
    static func firstIndex(after order: Int, in records: UnsafeBufferPointer<WalkRecord>) -> Int {
        var lo = 0, hi = records.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if Int(records[mid].order) <= order { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
