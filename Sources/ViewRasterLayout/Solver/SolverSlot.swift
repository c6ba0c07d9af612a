/// Where a solver keeps a `Variable` or a `Constraint`: written into the object by the first
/// solver that takes it in, so that solver finds it by one load from the object instead of a
/// hashed lookup (a table of tens of thousands of entries probed at random misses the caches
/// on a large tree). Other solvers holding the same object at the same time (a fitting solve,
/// a conflict report, an ambiguity probe) keep theirs in a dictionary instead.
///
/// A slot is trusted only when its owner is the asking solver and the solver's own table holds
/// the object at `index` (`Solver.symbol(of:)`, `Solver.constraintIndex(of:)`), so a stale
/// slot can never be misread; a solver clears the slots it owns when it lets the object go,
/// is reset or is freed.
///
/// One 8-byte word: the owner is the solver's serial (`Solver.slotSerial`, 32 bits: 0 is
/// free) and the index is kept in 24 bits, with a byte beside it that is the object's own
/// (`spare`: a `Constraint`'s operator) and that claiming or freeing the slot leaves as it is.
/// A `Constraint` is then 104 bytes, which malloc serves from 112-byte chunks instead of
/// 128-byte ones (a 10,000-view tree compiles 40,000 of them in its first pass); a `Variable`
/// 52 bytes, still a 64-byte chunk. An index that does not fit (`fits`: past 2^24 − 1, a symbol
/// id past 2^22 — 4 million symbols, half a million views) is not put in a slot: the solver
/// keeps that object in its dictionary, as it does one whose slot another solver owns, and as
/// a solver made after the 2^32 − 1 serials are used does for all its objects
/// (`SolverSerials`).
struct SolverSlot {
    /// The serial of the solver that wrote the slot (0: free).
    private var storedOwner: UInt32
    /// `index` in the low 24 bits, `spare` in the high 8.
    private var bits: UInt32

    private static let indexMask: UInt32 = (1 << 24) - 1

    /// The serial of the solver that wrote the slot (nil: free).
    @inline(__always) var owner: UInt32? { storedOwner == 0 ? nil : storedOwner }

    /// A variable's symbol (`Symbol.raw`) or a constraint's index in `Solver.constraintInfos`.
    @inline(__always) var index: Int { Int(bits & Self.indexMask) }

    /// The object's own byte, kept beside the index (claiming and freeing leave it).
    @inline(__always) var spare: UInt8 { UInt8(truncatingIfNeeded: bits >> 24) }

    /// A slot of `owner` (nil or 0: free) at `index`, which must `fit`, with `spare` beside.
    @inline(__always) init(owner: UInt32?, index: Int, spare: UInt8 = 0) {
        storedOwner = owner ?? 0
        bits = UInt32(truncatingIfNeeded: index) & Self.indexMask | UInt32(spare) << 24
    }

    /// Gives the slot to `owner` (a serial, not 0) at `index`, which must `fit`; `spare` kept.
    @inline(__always) mutating func claim(owner: UInt32, index: Int) {
        self = SolverSlot(owner: owner, index: index, spare: spare)
    }

    /// Frees the slot; `spare` kept.
    @inline(__always) mutating func release() { self = SolverSlot(owner: nil, index: 0, spare: spare) }

    /// Whether `index` can be kept in a slot.
    @inline(__always) static func fits(_ index: Int) -> Bool { index >= 0 && index <= Int(indexMask) }

    /// A free slot with no spare byte.
    static let free = SolverSlot(owner: nil, index: 0)
}
