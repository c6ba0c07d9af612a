import Foundation

/// The large tables of a layout engine that was let go, kept (emptied) for the next engine's
/// first pass: a bounded pool the layout engines keep for their own tables, shared by the
/// process's engines. Nothing else allocates through it, and nothing of malloc's policy changes.
///
/// A first pass of a large tree fills tables of megabytes: the solver's rows, columns and
/// variables by symbol id, the constraints' records, the edit walk's records of the lazy rows,
/// the compiled constraints and their keys, the frame plan. malloc gives blocks that large back
/// to the kernel when they are freed (glibc maps them, or trims the top of its heap once the
/// tree's objects around them are freed), so the next large tree's pass writes fresh pages — a
/// page fault on the first touch of each 4 KB, which costs more than the pass's own work on those bytes (≈ 1.5–2.5 µs a
/// fault on the virtual machines measured: Benchmarks/README.md, round thirty-three). A table
/// kept here has its elements destroyed and its storage kept, already touched; the next first
/// pass that needs a table of its kind takes it instead of allocating one.
///
/// Bounded: one table of each `Kind`, kept only when its storage is at least `minimumBytes`
/// (smaller blocks stay in malloc's own free lists) and all of them together at most
/// `maximumBytes`; a newer table of a kind replaces the older. A table is taken only for a need
/// of at least a quarter of its capacity, so a small tree does not hold a large tree's table
/// for its lifetime. Nothing computed depends on where a table's storage came from.
final class SpareTables: @unchecked Sendable {
    /// What a table is (each kind holds one element type).
    enum Kind: Int, CaseIterable {
        /// The solver's rows, columns and variables by symbol id, with their symbols' kinds.
        case rowSlots, rowKinds, columnSlots, columnKinds, externalSlots, externalKinds
        /// The solver's variable uses and written values by symbol id.
        case variableUses, externalValues
        /// The solver's constraint records and lazy rows, and the edit walk's records of those rows.
        case constraintInfos, lazyBasics, walkRecords
        /// A pass's compiled constraints and their keys; the engine's installed order.
        case compiled, keys, installedOrder
        /// The frame plan: items, entries, superitem positions, and the write's origins.
        case planItems, planEntries, planParents, placed
    }

    /// The layout engines' pool.
    static let shared = SpareTables()

    /// Tables smaller than this are not kept (malloc reuses blocks this small itself).
    let minimumBytes: Int
    /// The most the kept tables hold together (a 10,000-view tree's are ≈ 20 MB).
    let maximumBytes: Int

    private let lock = NSLock()
    private var tables = [Any?](repeating: nil, count: Kind.allCases.count)
    private var bytes = [Int](repeating: 0, count: Kind.allCases.count)

    /// A pool keeping tables of `minimumBytes` to `maximumBytes` (`maximumBytes` in all).
    init(minimumBytes: Int = 64 << 10, maximumBytes: Int = 48 << 20) {
        self.minimumBytes = minimumBytes
        self.maximumBytes = maximumBytes
    }

    /// An empty table of `kind` with room for at least `n` elements, when one is kept whose
    /// capacity is at most four times `n` (taken: no longer kept); nil otherwise.
    func take<T>(_ kind: Kind, _: T.Type = T.self, minimumCapacity n: Int) -> [T]? {
        // A need this small takes no kept table (each is at least `minimumBytes`): no lock.
        guard n > 0, 4 &* n &* MemoryLayout<T>.stride >= minimumBytes else { return nil }
        return lock.withLock {
            guard let table = tables[kind.rawValue] as? [T], table.capacity >= n, table.capacity <= 4 &* n else {
                return nil
            }
            tables[kind.rawValue] = nil
            bytes[kind.rawValue] = 0
            return table
        }
    }

    /// `table`, emptied and kept as the spare of `kind` when its storage is large enough and
    /// fits; `table` is left empty either way (its elements destroyed; its storage, when not
    /// kept, freed).
    func give<T>(_ table: inout [T], _ kind: Kind) {
        let size = table.capacity &* MemoryLayout<T>.stride
        guard size >= minimumBytes, size <= maximumBytes else { table = []; return }
        var kept: [T] = []
        swap(&kept, &table)
        kept.removeAll(keepingCapacity: true)
        // The table this one replaces, or this one when it does not fit: freed after the lock
        // (freeing a table of objects may free an engine, which gives its own tables).
        var dropped: Any? = nil
        lock.withLock {
            let others = bytes.reduce(0, &+) &- bytes[kind.rawValue]
            if others &+ size <= maximumBytes {
                dropped = tables[kind.rawValue]
                tables[kind.rawValue] = kept
                bytes[kind.rawValue] = size
            } else {
                dropped = kept
            }
        }
        withExtendedLifetime(dropped) {}
    }

    /// Reserves room for `n` elements in `table`, taking a kept table of `kind` when `table`
    /// has no elements and too little room.
    @inline(__always)
    func reserve<T>(_ n: Int, in table: inout [T], _ kind: Kind) {
        if table.isEmpty, table.capacity < n, let spare = take(kind, T.self, minimumCapacity: n) { table = spare }
        table.reserveCapacity(n)
    }

    /// How many bytes of tables are kept.
    var keptBytes: Int { lock.withLock { bytes.reduce(0, +) } }
}
