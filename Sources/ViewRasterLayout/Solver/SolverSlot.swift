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
/// The index is kept in 32 bits (12 bytes with the owner, not 16): a `Variable` is then 56
/// bytes, which malloc serves from 64-byte chunks instead of 80-byte ones — every laid-out
/// item has four, and a large tree's sweeps over them read a fifth fewer lines. An index that
/// does not fit (`fits`: past 2^31 − 1, a symbol id past 2^29) is not put in a slot: the solver
/// keeps that object in its dictionary, as it does one whose slot another solver owns.
struct SolverSlot {
    /// The solver that wrote the slot (nil: free).
    var owner: ObjectIdentifier?
    /// `index`, in 32 bits.
    private var storedIndex: Int32

    /// A variable's symbol (`Symbol.raw`) or a constraint's index in `Solver.constraintInfos`.
    @inline(__always) var index: Int { Int(storedIndex) }

    /// A slot of `owner` at `index`, which must `fit`.
    @inline(__always) init(owner: ObjectIdentifier?, index: Int) {
        self.owner = owner
        storedIndex = Int32(index)
    }

    /// Whether `index` can be kept in a slot.
    @inline(__always) static func fits(_ index: Int) -> Bool { index >= 0 && index <= Int(Int32.max) }

    static let free = SolverSlot(owner: nil, index: 0)
}
