/// One column of the solver's column index: the basic symbols of the rows that contain a
/// symbol, as a set. Most symbols (a view's markers, a chain's widths) are in one row: that one
/// is held inline, with no allocation; a few more are an array searched in one sweep (no
/// hashing: a screen's columns hold a handful of rows); past `fewLimit` they are a `Set` —
/// or, while every user came with a larger id than those before it (a large tree's rows
/// naming its root's top or height, added in order: 10,000 of them in a 10,000-view chain),
/// an array in that order, searched by bisection and appended to: each new user is written at
/// the array's end, where a set's inserts wrote a line anywhere in the table (and moved the
/// whole table as it doubled). A user that comes out of order, or a removal, makes it a set.
///
/// No result depends on the iteration order (every choice over a column is tie-broken by
/// symbol id or sorted first).
struct ColumnUsers: Sequence, ExpressibleByArrayLiteral {
    private enum Storage {
        case empty
        case one(Symbol)
        case few([Symbol])
        /// More than `fewLimit` users, in increasing order.
        case ascending([Symbol])
        case many(Set<Symbol>)
    }

    /// The most users held in an array.
    static let fewLimit = 16

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
        case .few(let users), .ascending(let users): users.count
        case .many(let set): set.count
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The one user of a column of exactly one (nil: none, or more): a view's marker, a
    /// chain's width. The constant edit and the edit pass's walk take it without a sort, an
    /// iterator or a loop.
    @inline(__always) var single: Symbol? {
        if case .one(let b) = storage { return b }
        return nil
    }

    func contains(_ s: Symbol) -> Bool {
        switch storage {
        case .empty: false
        case .one(let b): b == s
        case .few(let users): users.contains(s)
        case .ascending(let users): Self.position(of: s, in: users) != nil
        case .many(let set): set.contains(s)
        }
    }

    /// Where `s` is in `users` (in increasing order), found by bisection; nil: not there.
    private static func position(of s: Symbol, in users: [Symbol]) -> Int? {
        var low = 0, high = users.count
        while low < high {
            let mid = (low + high) >> 1
            if users[mid] < s { low = mid + 1 } else { high = mid }
        }
        return low < users.count && users[low] == s ? low : nil
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
            storage = .few([b, s])
            return true
        case .few, .ascending, .many:
            break
        }
        // The array or set moved out of `storage` (`swap`: no reference count written, as
        // binding it in a `case` retained it) so it is uniquely referenced while it grows, and
        // moved back.
        var taken = Storage.empty
        swap(&taken, &storage)
        switch consume taken {
        case .few(var users):
            if users.contains(s) {
                storage = .few(users)
                return false
            }
            if users.count < ColumnUsers.fewLimit {
                users.append(s)
                storage = .few(users)
            } else if Self.isAscending(users), s > users[users.count - 1] {
                users.append(s)
                storage = .ascending(users)
            } else {
                var set = Set(users)
                set.insert(s)
                storage = .many(set)
            }
            return true
        case .ascending(var users):
            if s > users[users.count - 1] {
                users.append(s)
                storage = .ascending(users)
                return true
            }
            if Self.position(of: s, in: users) != nil {
                storage = .ascending(users)
                return false
            }
            var set = Set(users)
            set.insert(s)
            storage = .many(set)
            return true
        case .many(var set):
            let inserted = set.insert(s).inserted
            storage = .many(set)
            return inserted
        case .empty, .one:
            preconditionFailure("handled above")
        }
    }

    /// Removes `s` if it is there.
    mutating func remove(_ s: Symbol) {
        switch storage {
        case .empty:
            return
        case .one(let b):
            if b == s { storage = .empty }
        case .few(var users):
            guard let i = users.firstIndex(of: s) else { return }
            storage = .empty
            users.remove(at: i)
            storage = users.count == 1 ? .one(users[0]) : .few(users)
        case .ascending(let users):
            guard Self.position(of: s, in: users) != nil else { return }
            var set = Set(users)
            set.remove(s)
            storage = .many(set)
        case .many(var set):
            storage = .empty
            set.remove(s)
            storage = .many(set)
        }
    }

    /// Whether `users` is in increasing order.
    private static func isAscending(_ users: [Symbol]) -> Bool {
        for i in users.indices.dropFirst() where !(users[i - 1] < users[i]) { return false }
        return true
    }

    /// Calls `body` with each symbol (in no particular order) without making an iterator: a
    /// column of one user costs a switch.
    @inline(__always)
    func forEachUser(_ body: (Symbol) -> Void) {
        switch storage {
        case .empty: return
        case .one(let b): body(b)
        case .few(let users), .ascending(let users): for b in users { body(b) }
        case .many(let set): for b in set { body(b) }
        }
    }

    /// Iterates the symbols (in no particular order).
    struct Iterator: IteratorProtocol {
        fileprivate var single: Symbol?
        fileprivate var few: IndexingIterator<[Symbol]>?
        fileprivate var base: Set<Symbol>.Iterator?

        mutating func next() -> Symbol? {
            if let s = single { single = nil; return s }
            if few != nil { return few!.next() }
            return base?.next()
        }
    }

    func makeIterator() -> Iterator {
        switch storage {
        case .empty: Iterator(single: nil, few: nil, base: nil)
        case .one(let b): Iterator(single: b, few: nil, base: nil)
        case .few(let users), .ascending(let users): Iterator(single: nil, few: users.makeIterator(), base: nil)
        case .many(let set): Iterator(single: nil, few: nil, base: set.makeIterator())
        }
    }
}
