/// A table `StoragePool` can keep: an array or a dictionary, whose storage survives
/// `removeAll(keepingCapacity: true)`.
protocol PooledTable {
    /// An empty table with no storage.
    init()
    /// How many elements the table's storage holds.
    var capacity: Int { get }
    /// Makes room for at least `n` elements.
    mutating func reserveCapacity(_ n: Int)
    /// Removes every element (destroying it), keeping the storage when `keepingCapacity`.
    mutating func removeAll(keepingCapacity: Bool)
    /// About how many bytes of storage the table holds per element of capacity.
    static var bytesPerElement: Int { get }
}

extension Array: PooledTable {
    /// An element's stride.
    static var bytesPerElement: Int { MemoryLayout<Element>.stride }
}

extension Dictionary: PooledTable {
    /// A key and a value per element, and a quarter more buckets (a dictionary is at most
    /// three quarters full).
    static var bytesPerElement: Int { (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride) * 4 / 3 }
}
