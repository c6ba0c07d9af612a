/// Where the solver's sweeps read a `Variable`, in bytes from the object's start (a 16-byte
/// header, then `name`, `value`, `solverSlot` and `keyOrdinal` as declared:
/// `LayoutConstraintLayoutTests` checks them), for the loads that bring them in a few
/// variables ahead of a sweep over a large tree's variables, which are in no cache.
extension Variable {
    /// The install (`Solver.createRow`, `registerVariable`): the header (its reference count
    /// is written when the solver takes the variable in), the value and the slot.
    static var installBytes: Range<Int> { 0..<56 }
    /// `Solver.updateVariables`: the value, written.
    static var valueBytes: Range<Int> { 32..<40 }
    /// The frame write (`PlannedItem.locateValues`, `LayoutEngine.writeFrame`): the value
    /// and the slot.
    static var frameBytes: Range<Int> { 32..<56 }

    /// Starts loading the lines of `bytes` of the variable at `object`.
    @inline(__always)
    static func prefetch(_ bytes: Range<Int>, of object: UnsafeRawPointer) {
        prefetchForRead(object + bytes.lowerBound, bytes: bytes.count)
    }
}
