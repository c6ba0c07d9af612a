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
        // (`externalValues` shorter than the variables' slots: not written since a variable
        // was taken in, which sets `changedBasics` to nil too.)
        guard let changed = changedBasics, externalValues.count >= externals.withUnsafeSlots({ $0.count }) else {
            updateVariables()
            return
        }
        changedBasics = []
        if changed.isEmpty { return }
        // The walk's marks, a bit per symbol id (every id is below `idTick`), all clear: in a
        // temporary buffer on the thread's stack when they fit in 1 KB (a 1,000-view tree's:
        // its first edit allocates no array for them), else in `visitBits`, kept between calls.
        let words = (idTick + 63) >> 6
        if words <= Self.temporaryVisitWords {
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { seen in
                seen.initialize(repeating: 0)
                writeChangedRows(changed, seen: seen)
            }
            return
        }
        if visitBits.count < words { visitBits = [UInt64](repeating: 0, count: words) } else { clearVisits() }
        visitBits.withUnsafeMutableBufferPointer { writeChangedRows(changed, seen: $0) }
    }

    /// How many words of marks `updateChangedVariables` keeps on the thread's stack at most
    /// (1 KB: the most the standard library always puts there).
    static var temporaryVisitWords: Int { 128 }

    /// `updateChangedVariables`' writes of the rows `changed` reaches, with `seen` (all clear)
    /// for the walk's marks.
    private func writeChangedRows(_ changed: [Symbol], seen: UnsafeMutableBufferPointer<UInt64>) {
        // The changed external rows and every row naming one of them, transitively (only lazy
        // rows name basic externals; restricted rows' values are never read).
        // Most edits (a chain's) reach their rows oldest first: written as they are found
        // (that walk takes the tables itself: none is copied here before it).
        if writeRowsInWalkOrder(changed, seen: seen) { return }
        let rows = self.rows, externals = self.externals, columns = self.columns // locals: no exclusivity checks
        // Found out of order (those writes are made again below, in order): walked again,
        // with the marks cleared, and sorted.
        seen.update(repeating: 0)
        // The arrays of the last call, reused (an edit pass allocates nothing). Each affected
        // row is one word, its order above its symbol's id, compared as one integer. A symbol
        // is marked when it is pushed, so each is pushed once at most: the stack holds at most
        // the changed symbols and the rows' basic symbols (a column's users are rows), and
        // `affected` at most the rows. Both are sized to that bound when it grows and filled
        // through pointers: no uniqueness or capacity check per row. (Marking on push instead
        // of on pop visits the same rows; their order is put right by the sort below.)
        var affected = changedScratch.affected, stack = changedScratch.stack
        changedScratch = ([], [])
        if affected.count < rows.count { affected = Self.scratch(count: rows.count) }
        if stack.count < rows.count + changed.count { stack = Self.scratch(count: rows.count + changed.count) }
        defer { changedScratch = (affected, stack) }
        // The bounds hold while the column index names only rows; past them (which would be a
        // bug) the walk stops and everything is written, never a write out of the arrays.
        var tooLarge = false, overflow = false
        var affectedCount = 0
        stack.withUnsafeMutableBufferPointer { stack in
            affected.withUnsafeMutableBufferPointer { affected in
                var top = 0
                for s in changed where s.isExternal && Self.mark(s.id, in: seen) {
                    if top == stack.count { overflow = true; return }
                    stack[top] = s.id
                    top += 1
                }
                rows.withUnsafeSlots { rowSlots in
                    columns.withUnsafeSlots { columnSlots in
                        while top > 0 {
                            top -= 1
                            let id = stack[top]
                            guard id < rowSlots.count, rowSlots[id] != nil else { continue }
                            if affectedCount == affected.count { overflow = true; return }
                            let order = rowSlots[id].unsafelyUnwrapped.order
                            if order < 0 || order > Int(UInt32.max) || id > Int(UInt32.max) { tooLarge = true }
                            affected[affectedCount] = UInt64(truncatingIfNeeded: order) << 32 | UInt64(truncatingIfNeeded: id)
                            affectedCount += 1
                            guard id < columnSlots.count, columnSlots[id] != nil else { continue }
                            columnSlots[id].unsafelyUnwrapped.forEachUser { b in
                                if b.isExternal && Self.mark(b.id, in: seen) {
                                    if top == stack.count { overflow = true; return }
                                    stack[top] = b.id
                                    top += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        // A row's order and a symbol's id past 32 bits do not pack (and a walk past its bounds
        // stopped): write everything.
        if tooLarge || overflow { updateVariables(); return }
        // Orders are unique, so sorting the packed keys sorts by order. A chain's rows are
        // found in the order they were made (each names the one before): checked first, in one
        // pass, and then not sorted (the standard library's sort also makes its run stack's
        // generic metadata the first time a process sorts: 0.28 M instructions).
        if !affected.withUnsafeBufferPointer({ Self.isAscending(UnsafeBufferPointer(rebasing: $0[..<affectedCount])) }) {
            affected[..<affectedCount].sort()
        }
        // Rows and variables read in place (no copy of a row's cells, no reference counting per
        // variable): this loop runs once per moved row, the edit pass's bulk.
        rows.withUnsafeSlots { rowSlots in
            externals.withUnsafeSlots { variables in
                externalValues.withUnsafeMutableBufferPointer { values in
                    affected.withUnsafeBufferPointer { affected in
                        for key in affected[..<affectedCount] {
                            let b = Symbol(id: Int(truncatingIfNeeded: key & 0xFFFF_FFFF), kind: .external)
                            guard b.id < rowSlots.count, b.id < variables.count,
                                  rowSlots[b.id] != nil, variables[b.id] != nil else { continue }
                            Self.store(Self.value(ofRow: b.id, rowSlots, values), at: b.id, variables, values)
                        }
                    }
                }
            }
        }
    }

    /// Clears every mark of `visitBits`.
    private func clearVisits() {
        visitBits.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Marks symbol `id` in `bits` (a bit per id); false when it was marked already.
    @inline(__always)
    private static func mark(_ id: Int, in bits: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        let word = id &>> 6, bit = UInt64(1) &<< UInt64(truncatingIfNeeded: id & 63)
        if bits[word] & bit != 0 { return false }
        bits[word] |= bit
        return true
    }

    /// Walks from `changed` to every row naming them, transitively (as `updateChangedVariables`
    /// does), writing each row's variable as the row is found; true when the rows were found
    /// oldest first, so these were exactly the writes `updateVariables()` makes of them, in its
    /// order. False as soon as a row is older than the one before (or the stack is full): the
    /// caller then writes every reached row again, oldest first. The writes made so far change
    /// nothing then: a row names only basic variables of older rows (`Row.order`), so each row
    /// the caller re-reads names only rows the caller has already written again, or rows the
    /// edit did not reach, which this walk did not write.
    ///
    /// One pass over the rows with no list of them, no sort and no second loop: the chain's
    /// edit pass writes its 999 moved rows here.
    ///
    /// The stack of symbols to visit is a temporary buffer of `walkStackCapacity` on the
    /// thread's stack (no allocation: a chain's walk holds one symbol at a time, and a tree's
    /// first edit allocated a word per row, 64 KB at 1,000 views, for it); a walk that would
    /// need more stops as one out of order does (the caller's walk, sized to every row, then
    /// writes the rows): only rows that fan out fill it, and a row's users are met oldest
    /// first only when pushed newest first. Many changed symbols (more than half the buffer)
    /// get a stack sized as the caller's.
    private func writeRowsInWalkOrder(_ changed: [Symbol], seen: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        if changed.count > Self.walkStackCapacity / 2 {
            var stack = changedScratch.stack
            changedScratch.stack = []
            if stack.count < rows.count + changed.count { stack = Self.scratch(count: rows.count + changed.count) }
            defer { changedScratch.stack = stack }
            return stack.withUnsafeMutableBufferPointer { writeRowsInWalkOrder(changed, seen: seen, stack: $0) }
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.walkStackCapacity) {
            writeRowsInWalkOrder(changed, seen: seen, stack: $0)
        }
    }

    /// How many symbols `writeRowsInWalkOrder`'s temporary stack holds (1 KB: the most the
    /// standard library always puts on the thread's stack).
    static var walkStackCapacity: Int { 128 }

    /// `writeRowsInWalkOrder(_:seen:)` with `stack` as its stack (false, too, when it fills).
    private func writeRowsInWalkOrder(_ changed: [Symbol], seen: UnsafeMutableBufferPointer<UInt64>,
                                      stack: UnsafeMutableBufferPointer<Int>) -> Bool {
        var top = 0
        for s in changed where s.isExternal && Self.mark(s.id, in: seen) {
            if top == stack.count { return false }
            stack[top] = s.id
            top += 1
        }
        let rows = self.rows, externals = self.externals, columns = self.columns // locals: no exclusivity checks
        // (No marks: a column changed since the last full write, which also sets
        // `changedBasics` to nil, so not met here; the caller's walk then writes the rows.)
        guard let marks = columns.oneUserMarks else { return false }
        return rows.withUnsafeSlots { rowSlots in
            columns.withUnsafeSlots { columnSlots in
                marks.withUnsafeBufferPointer { marks in
                    (columns.walkRecords ?? []).withUnsafeBufferPointer { records in
                        externals.withUnsafeSlots { variables in
                            externalValues.withUnsafeMutableBufferPointer { values in
                                Self.walkInOrder(rowSlots, columnSlots, oneUser: marks, records, variables, values,
                                                 seen: seen, stack: stack, top: top)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `writeRowsInWalkOrder`'s loop over the tables read in place, from the `top` symbols on
    /// `stack`. A column of one user (a chain's: each row is named by the next one only) is
    /// walked to its user directly, with no push and pop: the same order as pushing it and
    /// popping it at once. (All the loop's state is this function's locals, none captured by a
    /// closure, so none is kept in memory.)
    ///
    /// Within a run the next row is guessed, not read from the row's column: the row `stride`
    /// ids on, `stride` the last general step's (a chain made view after view takes its
    /// symbols' ids in the same steps, so one guess holds for the whole chain). The guess is
    /// taken when the column of `id` has one external user (`oneUser`, the column index's
    /// marks, a bit per id) and the guessed row names `id` (read in the sum of its value, which
    /// reads its cells anyway): the rows naming `id` are its column's users, so that row is the
    /// one user, the row the column would have named. Otherwise the general step reads the
    /// column as before. The rows visited, and their order, are the same either way; a run's
    /// row costs no column slot (a 16-byte slot by id: a line of its own per row of a chain,
    /// most of them out of every cache after a first layout), and its next id is an add, so
    /// the processor reads the next rows while this one's cells are on their way.
    private static func walkInOrder(_ rowSlots: UnsafeBufferPointer<Row?>, _ columnSlots: UnsafeBufferPointer<ColumnUsers?>,
                                    oneUser marks: UnsafeBufferPointer<UInt64>, _ records: UnsafeBufferPointer<WalkRecord>,
                                    _ variables: UnsafeBufferPointer<Variable?>, _ values: UnsafeMutableBufferPointer<Double>,
                                    seen: UnsafeMutableBufferPointer<UInt64>, stack: UnsafeMutableBufferPointer<Int>,
                                    top start: Int) -> Bool {
        var top = start
        var lastOrder = Int.min
        var stride = 0
        // Each symbol popped starts a run of rows, each row's one user the next row of the
        // run (a chain's rows), visited without going back through the stack; the run ends at
        // a row of no row slot, of no unmarked user, or of several (pushed).
        while top > 0 {
            top -= 1
            var id = stack[top]
            run: while true {
                // Row `id` (marked): written.
                guard id < rowSlots.count, rowSlots[id] != nil else { break }
                let order = rowSlots[id].unsafelyUnwrapped.order
                if order <= lastOrder { return false }
                lastOrder = order
                if id < variables.count, variables[id] != nil {
                    store(value(ofRow: id, rowSlots, values), at: id, variables, values)
                }
                // The run's rows `stride` ids apart, each the one user of the column before:
                // from their records (`WalkRecord`) while the next record is the guessed row's
                // (a chain's rows are lazy rows made one after another), found once a run by
                // the order of the row before; else from the tables by id (for the rest of the
                // run). A record is its row's (`ColumnIndex.walkRecords`): a lazy row's, so
                // its row slot holds a lazy row.
                var r = -1
                while true {
                    let next = id &+ stride
                    guard isMarked(id, marks) else { break }
                    if r < 0 { r = WalkRecord.firstIndex(after: lastOrder, in: records) }
                    if r < records.count, Int(truncatingIfNeeded: records[r].id) == next {
                        let (v, namesID) = records[r].value(values, naming: id)
                        guard namesID else { break }
                        guard mark(next, in: seen) else { break run }
                        let order = Int(truncatingIfNeeded: records[r].order)
                        if order <= lastOrder { return false }
                        lastOrder = order
                        if next < variables.count, variables[next] != nil { store(v, at: next, variables, values) }
                        id = next
                        r += 1
                        continue
                    }
                    r = records.count
                    guard next < rowSlots.count, rowSlots[next] != nil,
                          rowSlots[next].unsafelyUnwrapped.namesBasics else { break }
                    let (v, namesID) = lazyValue(ofRow: next, rowSlots, values, naming: id)
                    guard namesID else { break }
                    guard mark(next, in: seen) else { break run }
                    let order = rowSlots[next].unsafelyUnwrapped.order
                    if order <= lastOrder { return false }
                    lastOrder = order
                    if next < variables.count, variables[next] != nil { store(v, at: next, variables, values) }
                    id = next
                }
                // The general step from row `id` (written): its column read.
                guard id < columnSlots.count else { break }
                // A column of one user (the slot's one tag test: no switch over the column's kinds).
                if let b = columnSlots[id]?.single {
                    guard b.isExternal && mark(b.id, in: seen) else { break }
                    stride = b.id &- id
                    id = b.id
                    continue
                }
                guard columnSlots[id] != nil else { break }
                guard let pushed = pushUsers(of: columnSlots[id].unsafelyUnwrapped, seen: seen, stack: stack, top: top) else {
                    return false
                }
                top = pushed
                break
            }
        }
        return true
    }

    /// Whether column `id` is marked in `marks` (`ColumnIndex.oneUserMarks`): its one user is
    /// an external symbol.
    @inline(__always)
    private static func isMarked(_ id: Int, _ marks: UnsafeBufferPointer<UInt64>) -> Bool {
        let word = id &>> 6
        return word < marks.count && marks[word] &>> UInt64(truncatingIfNeeded: id & 63) & 1 != 0
    }

    /// `walkInOrder`'s push of the unmarked external users of `column` (not a column of one
    /// user: the walk follows that one itself) onto `stack` above `top`, marking each; the new
    /// top, or nil when the stack is full. Out of the walk's loop, so the loop tests a column
    /// slot for one user only and holds none of this in its registers.
    @inline(never)
    private static func pushUsers(of column: ColumnUsers, seen: UnsafeMutableBufferPointer<UInt64>,
                                  stack: UnsafeMutableBufferPointer<Int>, top start: Int) -> Int? {
        var top = start, full = false
        column.forEachUser { b in
            if b.isExternal && mark(b.id, in: seen) {
                if top == stack.count { full = true; return }
                stack[top] = b.id
                top += 1
            }
        }
        return full ? nil : top
    }

    /// An array of `count` words whose contents are not set (a zero fill of the scratch arrays
    /// cost a tree's first edit more than its walk): each entry is written before it is read.
    private static func scratch<T: FixedWidthInteger>(count: Int) -> [T] {
        [T](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
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
