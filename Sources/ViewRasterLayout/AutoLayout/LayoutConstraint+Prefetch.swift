/// Where a first layout pass's sweeps read a `LayoutConstraint`, in bytes from the object's
/// start (its stored properties are declared in this order: see the class), and the loads that
/// start bringing those bytes in a few constraints ahead of each sweep. A large tree's
/// constraints are in no cache when a sweep reaches them; loading the object's first line only
/// (its header) missed what the compile and the install read, which lie past it.
///
/// The offsets are those of the declarations (a 16-byte header, then each property at its
/// alignment: `LayoutConstraintLayoutTests` checks the ones a test can reach). Wrong offsets
/// would only load the wrong lines: a prefetch reads nothing and cannot fault.
extension LayoutConstraint {
    /// The gather (`LayoutSystem.init`): the header (its reference count is written), both
    /// ends' references and the kinds, attributes and relation.
    static var gatherBytes: Range<Int> { 0..<37 }
    /// The compile (`LayoutSystem.addUser`): the kinds, attributes and relation, the
    /// multiplier, the constant and the priority.
    static var compileBytes: Range<Int> { 32..<60 }
    /// The install (`CompiledConstraintStore.noteInstalled`): the engine's reference and the
    /// position, written.
    static var installBytes: Range<Int> { 64..<80 }

    /// Starts loading the lines of `bytes` of the constraint at `object`.
    @inline(__always)
    static func prefetch(_ bytes: Range<Int>, of object: UnsafeRawPointer) {
        prefetchForRead(object + bytes.lowerBound, bytes: bytes.count)
    }
}
