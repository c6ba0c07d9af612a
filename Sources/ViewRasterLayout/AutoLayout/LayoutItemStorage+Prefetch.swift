/// Where a first layout pass's sweeps read a `LayoutItemStorage`, in bytes from the object's
/// start (a 16-byte header, then the stored properties as declared: the flag, the four
/// variables, the constraints, the guides, the engine's reference, the size override and the
/// cached intrinsic size), for the loads that bring them in a few items ahead of a sweep over a
/// large tree's storages, which are in no cache: the object's first line alone (the header)
/// missed most of what each sweep reads. Wrong offsets would only load the wrong lines.
extension LayoutItemStorage {
    /// The system-constraint sweep (`LayoutSystem.addSystemConstraints`): the flag, the
    /// variables, the guides and the cached intrinsic size.
    static var systemBytes: Range<Int> { 16..<129 }
    /// The compile of a constraint end (`LayoutSystem.appendAttributeTerms`): the variables.
    static var variablesBytes: Range<Int> { 24..<56 }
    /// The engine's owner sweep (`LayoutEngine.updateIndexed`): the engine's reference.
    static var ownerBytes: Range<Int> { 80..<88 }
    /// The frame write (`LayoutEngine.writeFrame`): the flags, the variables and the guides.
    static var frameBytes: Range<Int> { 16..<80 }

    /// Starts loading the lines of `bytes` of the storage at `object`.
    @inline(__always)
    static func prefetch(_ bytes: Range<Int>, of object: UnsafeRawPointer) {
        prefetchForRead(object + bytes.lowerBound, bytes: bytes.count)
    }
}
