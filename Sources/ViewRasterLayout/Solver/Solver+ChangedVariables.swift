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
        var affected: [(order: Int, symbol: Symbol)] = []
        affected.reserveCapacity(changed.count)
        var stack: [Symbol] = changed.filter(\.isExternal)
        visitMarks.withUnsafeMutableBufferPointer { seen in
            while let s = stack.popLast() {
                guard seen[s.id] != epoch, let order = rows.order(of: s) else { continue }
                seen[s.id] = epoch
                affected.append((order, s))
                if let users = columns[s] {
                    for b in users where b.isExternal && seen[b.id] != epoch { stack.append(b) }
                }
            }
        }
        affected.sort { $0.order < $1.order }
        for (_, b) in affected {
            guard let r = rows[b], let target = externals[b] else { continue }
            if r.namesBasics {
                var v = r.constant
                for (s, a) in r.cells where s.isExternal { v += a * externals[s]!.value }
                target.value = v
            } else {
                target.value = r.constant
            }
        }
    }
}
