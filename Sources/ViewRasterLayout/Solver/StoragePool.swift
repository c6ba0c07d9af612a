import Foundation

/// The large tables of layout engines and solvers that have gone, emptied and kept (up to
/// `byteLimit` bytes in all) for the next large tree's first pass to fill instead of fresh
/// storage.
///
/// A 10,000-view tree's first pass fills a dozen tables of megabytes each (the compiled
/// constraints, the installed table, the solver's rows, columns, variables and constraint
/// records). Storage that large is above glibc's `mmap` threshold: fresh pages every time,
/// ≈ 4,000 page faults a tree, which the 1,000-view pass (tables reused from the heap) never
/// pays. A test suite or a benchmark that lays out one large screen after another hands each
/// the storage the last one left.
///
/// Only capacity is reused: a table is emptied when it is kept (its elements destroyed, as
/// freeing it would) and is empty when taken, so no result depends on where storage came from.
/// Tables under `minimumBytes` are not kept (malloc reuses those itself). Safe from any thread
/// (one lock, taken once per table per pass).
final class StoragePool: @unchecked Sendable {
    /// The process's pool.
    static let shared = StoragePool()
    /// The most bytes of storage kept; the oldest tables are let go first above it.
    static let byteLimit = 32 << 20
    /// Tables of fewer bytes are neither kept nor looked up (glibc's default `mmap` threshold:
    /// below it, freed storage is reused from the heap).
    static let minimumBytes = 128 << 10

    private let lock = NSLock()
    /// Kept tables, oldest first: the table's type, its bytes and the (empty) table.
    private var kept: [(type: ObjectIdentifier, bytes: Int, table: Any)] = []
    /// The sum of `kept`'s bytes.
    private(set) var keptBytes = 0

    /// An empty table with room for at least `capacity` elements: the smallest kept table of
    /// its type that fits, else a new one.
    func take<T: PooledTable>(_: T.Type, capacity: Int) -> T {
        if capacity * T.bytesPerElement >= Self.minimumBytes {
            let type = ObjectIdentifier(T.self)
            let found: T? = lock.withLock {
                var best: Int?
                for i in kept.indices where kept[i].type == type && kept[i].bytes >= capacity * T.bytesPerElement {
                    if best == nil || kept[i].bytes < kept[best!].bytes { best = i }
                }
                guard let best else { return nil }
                keptBytes -= kept[best].bytes
                return kept.remove(at: best).table as? T
            }
            if let found, found.capacity >= capacity { return found }
        }
        var table = T()
        table.reserveCapacity(capacity)
        return table
    }

    /// Keeps `table`'s storage, emptied (`table` is left empty, with no storage): when it is
    /// large enough to be worth keeping and fits under the limit once older tables have gone.
    func recycle<T: PooledTable>(_ table: inout T) {
        var t = T()
        swap(&t, &table)
        let bytes = t.capacity * T.bytesPerElement
        guard bytes >= Self.minimumBytes, bytes <= Self.byteLimit else { return }
        t.removeAll(keepingCapacity: true)
        // Let go of older tables (outside the lock: their storage is freed here).
        var dropped: [Any] = []
        lock.withLock {
            while keptBytes + bytes > Self.byteLimit, !kept.isEmpty {
                let old = kept.removeFirst()
                keptBytes -= old.bytes
                dropped.append(old.table)
            }
            kept.append((ObjectIdentifier(T.self), bytes, t))
            keptBytes += bytes
        }
        withExtendedLifetime(dropped) {}
    }

    /// Lets every kept table go (for tests).
    func removeAll() {
        let dropped = lock.withLock {
            defer { kept = []; keptBytes = 0 }
            return kept
        }
        withExtendedLifetime(dropped) {}
    }
}

/// A table `StoragePool` can keep: an array or a dictionary, whose storage survives
/// `removeAll(keepingCapacity: true)`.
protocol PooledTable {
    init()
    var capacity: Int { get }
    mutating func reserveCapacity(_ n: Int)
    mutating func removeAll(keepingCapacity: Bool)
    /// About how many bytes of storage the table holds per element of capacity.
    static var bytesPerElement: Int { get }
}

extension Array: PooledTable {
    static var bytesPerElement: Int { MemoryLayout<Element>.stride }
}

extension Dictionary: PooledTable {
    /// A key and a value per element, and a quarter more buckets (a dictionary is at most
    /// three quarters full).
    static var bytesPerElement: Int { (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride) * 4 / 3 }
}
