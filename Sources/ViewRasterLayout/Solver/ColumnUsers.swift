/// One column of the solver's column index: the basic symbols of the rows that contain a
/// symbol, as a set. Most symbols (a view's markers, a chain's widths) are in one row: that one
/// is held inline, with no allocation; a second makes it a `Set`.
///
/// No result depends on the iteration order (every choice over a column is tie-broken by
/// symbol id or sorted first).
struct ColumnUsers: Sequence, ExpressibleByArrayLiteral {
    private enum Storage {
        case empty
        case one(Symbol)
        case many(Set<Symbol>)
    }

    private var storage: Storage

    /// An empty column (`[]`); only an empty literal is meant.
    init(arrayLiteral elements: Symbol...) {
        storage = .empty
        for s in elements { insert(s) }
    }

    var count: Int {
        switch storage {
        case .empty: 0
        case .one: 1
        case .many(let set): set.count
        }
    }

    var isEmpty: Bool { count == 0 }

    func contains(_ s: Symbol) -> Bool {
        switch storage {
        case .empty: false
        case .one(let b): b == s
        case .many(let set): set.contains(s)
        }
    }

    /// Adds `s`; false when it was there.
    @discardableResult
    mutating func insert(_ s: Symbol) -> Bool {
        switch storage {
        case .empty:
            storage = .one(s)
            return true
        case .one(let b):
            if b == s { return false }
            storage = .many([b, s])
            return true
        case .many(var set):
            storage = .empty // the set uniquely referenced while it grows
            let inserted = set.insert(s).inserted
            storage = .many(set)
            return inserted
        }
    }

    /// Removes `s` if it is there.
    mutating func remove(_ s: Symbol) {
        switch storage {
        case .empty:
            return
        case .one(let b):
            if b == s { storage = .empty }
        case .many(var set):
            storage = .empty
            set.remove(s)
            storage = .many(set)
        }
    }

    /// Calls `body` with each symbol (in no particular order) without making an iterator: a
    /// column of one user costs a switch.
    @inline(__always)
    func forEachUser(_ body: (Symbol) -> Void) {
        switch storage {
        case .empty: return
        case .one(let b): body(b)
        case .many(let set): for b in set { body(b) }
        }
    }

    /// Iterates the symbols (in no particular order).
    struct Iterator: IteratorProtocol {
        fileprivate var single: Symbol?
        fileprivate var base: Set<Symbol>.Iterator?

        mutating func next() -> Symbol? {
            if let s = single { single = nil; return s }
            return base?.next()
        }
    }

    func makeIterator() -> Iterator {
        switch storage {
        case .empty: Iterator(single: nil, base: nil)
        case .one(let b): Iterator(single: b, base: nil)
        case .many(let set): Iterator(single: nil, base: set.makeIterator())
        }
    }
}
