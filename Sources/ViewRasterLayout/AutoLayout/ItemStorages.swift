/// The layout storages of a pass's items, by position in the pass's pre-order (`LayoutSystem`),
/// held without retaining those of items that give their storage's address
/// (`LayoutItem.layoutStorageAddress`: a view's, a constant of the view): the pass holds the
/// items themselves, so each such storage lives at least as long as the pass. Taking a storage
/// retained wrote its reference count, and letting the table go at the pass's end wrote it
/// again — two atomic writes per item on a line a 10,000-view tree's pass finds in no cache
/// (the release at the end unprefetched). The storage of an item that gives no address is
/// retained here, as before, for as long as the table lives.
struct ItemStorages {
    /// Each item's storage, by position.
    private(set) var unretained: [Unmanaged<LayoutItemStorage>] = []
    /// The storages of the items that give no address (retained).
    private var held: [LayoutItemStorage] = []

    /// How many storages are held.
    @inline(__always) var count: Int { unretained.count }

    /// Makes room for `n` storages.
    mutating func reserveCapacity(_ n: Int) { unretained.reserveCapacity(n) }

    /// Appends `item`'s storage (after the storages of the items before it), not retained when
    /// the item gives its address; returns it.
    @inline(__always)
    mutating func append(of item: any LayoutItem) -> Unmanaged<LayoutItemStorage> {
        let storage: Unmanaged<LayoutItemStorage>
        if let p = item.layoutStorageAddress {
            storage = Unmanaged.fromOpaque(p)
        } else {
            let s = item.layoutStorage
            held.append(s)
            storage = Unmanaged.passUnretained(s)
        }
        unretained.append(storage)
        return storage
    }

    /// The storage at position `i`.
    @inline(__always) subscript(i: Int) -> Unmanaged<LayoutItemStorage> { unretained[i] }

    /// Calls `body` with the storages' buffer (each element one pointer: `referent(of:at:)`
    /// reads it).
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Unmanaged<LayoutItemStorage>>) throws -> R) rethrows -> R {
        try unretained.withUnsafeBufferPointer(body)
    }
}
