/// What `Solver.updateChangedVariables(reportingTo:)` tells of each value its walk writes, as
/// it writes it: the layout engine's edit pass writes an item's frame there, while the item's
/// values and the rows around it are in the cache and between the walk's waits on memory,
/// instead of in a second pass over the items afterwards.
protocol ChangedValueVisitor {
    /// External symbol `id`'s value was just written into `values` (the solver's
    /// `externalValues`, by symbol id); `rows` tells which other values are final already.
    mutating func wrote(_ id: Int, in values: UnsafeBufferPointer<Double>, rows: WalkedRows)
}

/// A visitor told nothing (`Solver.updateChangedVariables()`).
struct NoChangedValueVisitor: ChangedValueVisitor {
    /// Does nothing.
    @inline(__always)
    func wrote(_ id: Int, in values: UnsafeBufferPointer<Double>, rows: WalkedRows) {}
}

/// Where an in-order walk of the changed rows stands (`ChangedValueVisitor`): the rows' slots
/// and the order of the row just written.
struct WalkedRows {
    /// The solver's rows by symbol id.
    let slots: UnsafeBufferPointer<Row?>
    /// The order (`Row.order`) of the row just written.
    let order: Int

    /// The order of symbol `id`'s row, `Int.min` when it has none (a parametric variable: 0,
    /// which no constant edit changes). Its value is final at this point of the walk when that
    /// is no newer than `order`: written already, or a row this walk will not write — it
    /// writes rows oldest first, and a walk that meets an older row than its last gives up
    /// (the visitor's work is then set aside, `Solver.updateChangedVariables(reportingTo:)`).
    @inline(__always)
    func rowOrder(of id: Int) -> Int {
        id < slots.count && slots[id] != nil ? slots[id].unsafelyUnwrapped.order : Int.min
    }
}
