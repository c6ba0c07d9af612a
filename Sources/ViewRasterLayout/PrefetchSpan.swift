/// Where a first layout pass's sweeps read the objects of a large tree, in bytes from an object's
/// start, for the loads that bring those bytes in a few objects ahead of each sweep
/// (`prefetchForRead(_:of:)`): a large tree's objects are in no cache when a sweep reaches them,
/// and loading an object's first line only (its header) missed what lies past it. The offsets
/// are those of the stored properties as declared (a 16-byte header, then each property at its
/// alignment): `PrefetchSpanTests` checks the ones a test can reach. Wrong offsets would only load
/// the wrong lines: a prefetch reads nothing and cannot fault.
enum PrefetchSpan {
    /// A `LayoutConstraint`'s header (the gather retains it), ends' references, kinds, attributes
    /// and relation: what the gather reads (`LayoutSystem.init`). The class declares what the
    /// first pass reads first, in its first 80 bytes.
    static var constraintGather: Range<Int> { 0..<37 }
    /// The kinds, attributes, relation, multiplier, constant and priority: the compile's
    /// (`LayoutSystem.addUser`).
    static var constraintCompile: Range<Int> { 32..<60 }
    /// The engine's reference and the position, which the install writes
    /// (`CompiledConstraintStore.noteInstalled`).
    static var constraintInstall: Range<Int> { 64..<80 }
    /// All of a solver `Constraint` (the header, whose reference count the solver's table writes,
    /// the terms, the constant, the operator, the strength and the slot): the install's.
    static var solverConstraint: Range<Int> { 0..<128 }
    /// An item's first 72 bytes, at most two lines: a view's header (the pre-order and the gather
    /// retain it) through its `subviews` and `layoutStorage` references (bytes 40–56: the
    /// pre-order reads the first, the gather the second, `LayoutItem.layoutStorageAddress`), and
    /// its layer, `needsLayout` and what else the frame write reads (`View` declares what a pass
    /// reads first; `ViewRasterViews`' `viewPassBytes`). A 16-byte-aligned object's byte 48 lies
    /// on its second line at some alignments: loading the first line only left the storage's
    /// reference to be read from beyond the caches in a large tree.
    static var itemPass: Range<Int> { 0..<72 }
    /// A `LayoutItemStorage`'s header (the gather retains it) and its installed constraints: the
    /// gather's (`LayoutSystem.init`).
    static var storageGather: Range<Int> { 0..<64 }
    /// A `LayoutItemStorage`'s flag, variables, guides and cached intrinsic size: the
    /// system-constraint sweep's (`LayoutSystem.addSystemConstraints`).
    static var storageSystem: Range<Int> { 16..<129 }
    /// The storage's four variables: the compile of a constraint end's
    /// (`LayoutSystem.appendAttributeTerms`).
    static var storageVariables: Range<Int> { 24..<56 }
    /// The storage's engine reference: the engine's owner sweep's (`LayoutEngine.updateIndexed`).
    static var storageOwner: Range<Int> { 80..<88 }
    /// The storage's flags, variables and guides: the frame write's (`LayoutEngine.writeFrame`).
    static var storageFrame: Range<Int> { 16..<80 }
    /// A `Variable`'s header (the solver retains it when it takes it in), value and slot: the
    /// install's (`Solver.createRow`, `registerVariable`).
    static var variableInstall: Range<Int> { 0..<56 }
    /// The variable's value, which `Solver.updateVariables` writes.
    static var variableValue: Range<Int> { 32..<40 }
    /// The variable's value and slot: the frame write's (`PlannedItem.locateValues`,
    /// `LayoutEngine.writeFrame`).
    static var variableFrame: Range<Int> { 32..<56 }
}
