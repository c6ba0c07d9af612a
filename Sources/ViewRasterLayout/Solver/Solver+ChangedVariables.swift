extension Solver {
    /// Writes the variables whose solved value may have changed since the last
    /// `updateVariables()` or `updateChangedVariables()`, the same values `updateVariables()`
    /// would write.
    ///
    /// After constants edited in place with no pivot (`updateConstant`, `suggestValue`), only
    /// the rows whose constant moved changed, and the lazy rows that name them (transitively):
    /// those are re-read, oldest row first as `updateVariables()` does, and nothing else is
    /// touched. After anything that reshaped the tableau (a constraint added or removed, a
    /// pivot) this is `updateVariables()`.
    ///
    /// It assumes the variables still hold what this solver last wrote: call
    /// `updateVariables()` instead when another solver wrote any of them since.
    public func updateChangedVariables() {
        guard let changed = changedBasics else {
            updateVariables()
            return
        }
        changedBasics = []
        if changed.isEmpty { return }
        let rows = self.rows, externals = self.externals, columns = self.columns // locals: no exclusivity checks
        // The changed external rows and every row naming one of them, transitively (only lazy
        // rows name basic externals; restricted rows' values are never read).
        if visitMarks.count < idTick { visitMarks.append(contentsOf: repeatElement(0, count: idTick - visitMarks.count)) }
        if visitEpoch == .max { visitEpoch = 0; for i in visitMarks.indices { visitMarks[i] = 0 } }
        visitEpoch += 1
        let epoch = visitEpoch
        // The arrays of the last call, emptied (an edit pass allocates nothing). Each affected
        // row is one word, its order above its symbol's id, compared as one integer.
        var affected = changedScratch.affected, stack = changedScratch.stack
        changedScratch = ([], [])
        affected.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        // Each row is affected once at most: room for all of them, made once per solver
        // (doubling from empty cost a tree's first edit ten moves of each array at 1,000 rows).
        if affected.capacity < rows.count { affected.reserveCapacity(rows.count) }
        if stack.capacity < rows.count { stack.reserveCapacity(rows.count) }
        for s in changed where s.isExternal { stack.append(s) }
        defer { changedScratch = (affected, stack) }
        var tooLarge = false
        visitMarks.withUnsafeMutableBufferPointer { seen in
            rows.withUnsafeSlots { rowSlots in
                columns.withUnsafeSlots { columnSlots in
                    while let s = stack.popLast() {
                        guard seen[s.id] != epoch, s.id < rowSlots.count, rowSlots[s.id] != nil else { continue }
                        seen[s.id] = epoch
                        let order = rowSlots[s.id].unsafelyUnwrapped.order
                        if order < 0 || order > Int(UInt32.max) || s.id > Int(UInt32.max) { tooLarge = true }
                        affected.append(UInt64(truncatingIfNeeded: order) << 32 | UInt64(truncatingIfNeeded: s.id))
                        guard s.id < columnSlots.count, columnSlots[s.id] != nil else { continue }
                        columnSlots[s.id].unsafelyUnwrapped.forEachUser { b in
                            if b.isExternal && seen[b.id] != epoch { stack.append(b) }
                        }
                    }
                }
            }
        }
        // A row's order and a symbol's id past 32 bits do not pack: write everything.
        if tooLarge { updateVariables(); return }
        // Orders are unique, so sorting the packed keys sorts by order. A chain's rows are
        // found in the order they were made (each names the one before): checked first, in one
        // pass, and then not sorted (the standard library's sort also makes its run stack's
        // generic metadata the first time a process sorts: 0.28 M instructions).
        if !affected.withUnsafeBufferPointer(Self.isAscending) { affected.sort() }
        // Rows and variables read in place (no copy of a row's cells, no reference counting per
        // variable): this loop runs once per moved row, the edit pass's bulk.
        rows.withUnsafeSlots { rowSlots in
            externals.withUnsafeSlots { variables in
                for key in affected {
                    let b = Symbol(id: Int(truncatingIfNeeded: key & 0xFFFF_FFFF), kind: .external)
                    guard b.id < rowSlots.count, b.id < variables.count,
                          rowSlots[b.id] != nil, variables[b.id] != nil else { continue }
                    var v = rowSlots[b.id].unsafelyUnwrapped.constant
                    if rowSlots[b.id].unsafelyUnwrapped.namesBasics {
                        rowSlots[b.id].unsafelyUnwrapped.cells.cells.withUnsafeBufferPointer { cells in
                            for cell in cells where cell.symbol.isExternal {
                                v += cell.coefficient * variables[cell.symbol.id].unsafelyUnwrapped.value
                            }
                        }
                    }
                    variables[b.id].unsafelyUnwrapped.value = v
                }
            }
        }
    }

    /// Whether `keys` ascend strictly.
    private static func isAscending(_ keys: UnsafeBufferPointer<UInt64>) -> Bool {
        var i = 1
        while i < keys.count {
            if keys[i - 1] >= keys[i] { return false }
            i += 1
        }
        return true
    }
}
