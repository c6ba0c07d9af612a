/// A map from symbols to values stored densely by symbol id (ids are dense per solver, see
/// `Solver.newSymbol`): a lookup is an array index instead of a hash, which the tableau's
/// rows, column index and externals do millions of times. Absent ids hold nil. Iterating
/// (`keys`, `values`) goes by id, which no result depends on (every choice is tie-broken by id).
///
/// A symbol is its id and its kind, so beside each slot the table keeps only the kind, one
/// byte (`keys` rebuilds the symbols): a 10,000-view tree's three tables of ≈ 80,000 ids
/// write 0.2 MB of kinds instead of 1.9 MB of whole symbols.
struct SymbolTable<Value> {
    private var slots: [Value?] = []
    /// `Symbol.Kind.rawValue` of the symbol at each id that has (or had) a value.
    private var kinds: [UInt8] = []
    /// Number of symbols with a value.
    private(set) var count = 0

    init() {}

    @inline(__always) var isEmpty: Bool { count == 0 }

    /// Makes room for symbol ids below `ids` without moving the table again.
    mutating func reserveCapacity(_ ids: Int) {
        slots.reserveCapacity(ids)
        kinds.reserveCapacity(ids)
    }

    /// `reserveCapacity(ids)`, an empty table taking storage kept in `pool` (`SpareTables`:
    /// `kinds` are those of its slots and of its symbols' kinds).
    mutating func reserveCapacity(_ ids: Int, from pool: SpareTables,
                                  _ kinds: (slots: SpareTables.Kind, kinds: SpareTables.Kind)) {
        pool.reserve(ids, in: &slots, kinds.slots)
        pool.reserve(ids, in: &self.kinds, kinds.kinds)
    }

    /// Empties the table, its storage kept in `pool` when large enough (`SpareTables`).
    mutating func give(to pool: SpareTables, _ kinds: (slots: SpareTables.Kind, kinds: SpareTables.Kind)) {
        pool.give(&slots, kinds.slots)
        pool.give(&self.kinds, kinds.kinds)
        count = 0
    }

    /// The count a table of `count` ids grows to so that it holds `id`: doubled (at least 64),
    /// but within the storage `reserveCapacity` made when `id` fits there — doubling past it
    /// would move the whole table once more (a 10,000-view tree's rows, megabytes, through the
    /// caches). Within that storage nothing moves, so the table grows by `reservedStep` ids
    /// past `id` only: the ids a hint reserves but the system never takes (the error symbols
    /// of constraints that are all required) are never written. The count only sizes the
    /// table: lookups and iteration by id skip empty slots.
    static func grownCount(for id: Int, count: Int, reserved: Int) -> Int {
        if id < reserved { return min(max(id + 1, count + reservedStep), reserved) }
        return max(id + 1, count * 2, 64)
    }

    /// How many ids a table grows by at a time within its reserved storage.
    static var reservedStep: Int { 1024 }

    private mutating func grow(to id: Int) {
        guard id >= slots.count else { return }
        let n = Self.grownCount(for: id, count: slots.count, reserved: min(slots.capacity, kinds.capacity))
        slots.append(contentsOf: repeatElement(nil, count: n - slots.count))
        kinds.append(contentsOf: repeatElement(0, count: n - kinds.count))
    }

    /// Whether `s` has a value, read in place: no copy of the value (a row's cells, a column's
    /// users or a variable: copying one writes its reference count, an object far from the table
    /// that a large tree's pass finds in no cache).
    @inline(__always) func contains(_ s: Symbol) -> Bool {
        s.id < slots.count && slots.withUnsafeBufferPointer { $0[s.id] != nil }
    }

    subscript(s: Symbol) -> Value? {
        @inline(__always) get { s.id < slots.count ? slots[s.id] : nil }
        set {
            if newValue == nil && s.id >= slots.count { return }
            grow(to: s.id)
            let adding = newValue != nil
            let had = slots.withUnsafeBufferPointer { $0[s.id] != nil }
            if adding { kinds[s.id] = s.kindByte }
            count += (adding ? 1 : 0) - (had ? 1 : 0)
            // The value moved in (its last use): stored without retaining it again.
            slots[s.id] = newValue
        }
        _modify {
            grow(to: s.id)
            // Moved out (`swap`: no reference count written) so the value is uniquely
            // referenced while it is mutated, and moved back the same way.
            var value: Value? = nil
            swap(&value, &slots[s.id])
            let had = value != nil
            defer {
                if value != nil { kinds[s.id] = s.kindByte }
                count += (value != nil ? 1 : 0) - (had ? 1 : 0)
                swap(&value, &slots[s.id])
            }
            yield &value
        }
    }

    subscript(s: Symbol, default make: @autoclosure () -> Value) -> Value {
        @inline(__always) get { self[s] ?? make() }
        _modify {
            grow(to: s.id)
            // Moved out and back as `self[s]`'s `_modify` does; made when absent.
            var value: Value? = nil
            swap(&value, &slots[s.id])
            let had = value != nil
            if !had { value = make() }
            defer {
                kinds[s.id] = s.kindByte
                if !had { count += 1 }
                swap(&value, &slots[s.id])
            }
            yield &value!
        }
    }

    /// A table of this one's size and symbol kinds with no values, to be given other values
    /// by symbol (`Solver.adopt` binds a template's symbols to other variables without copying
    /// the template's values, each retained, then released as it is overwritten).
    func withoutValues() -> SymbolTable {
        var t = SymbolTable()
        t.slots.reserveCapacity(slots.capacity)
        t.slots.append(contentsOf: repeatElement(nil, count: slots.count))
        t.kinds = kinds
        return t
    }

    @discardableResult
    mutating func removeValue(forKey s: Symbol) -> Value? {
        guard s.id < slots.count, let v = slots[s.id] else { return nil }
        slots[s.id] = nil
        count -= 1
        return v
    }

    /// Calls `body` with the values indexed by symbol id (nil: none; ids past the end: none),
    /// read in place: no copy of a value, no reference counting per lookup.
    @inline(__always)
    func withUnsafeSlots<R>(_ body: (UnsafeBufferPointer<Value?>) throws -> R) rethrows -> R {
        try slots.withUnsafeBufferPointer(body)
    }

    /// `withUnsafeSlots` with the symbols' kinds beside (`Symbol.Kind.rawValue` by id, read
    /// where a slot holds a value; as many as the slots).
    @inline(__always)
    func withUnsafeSlotsAndKinds<R>(_ body: (UnsafeBufferPointer<Value?>, UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try slots.withUnsafeBufferPointer { slots in try kinds.withUnsafeBufferPointer { try body(slots, $0) } }
    }

    /// Calls `body` with the values indexed by symbol id, to change values in place (no value
    /// moved out and back, no count or kind to update: `body` must not add or remove values).
    @inline(__always)
    mutating func withUnsafeMutableSlots<R>(_ body: (UnsafeMutableBufferPointer<Value?>) throws -> R) rethrows -> R {
        try slots.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// The symbols with a value, by id.
    var keys: [Symbol] {
        slots.indices.filter { slots[$0] != nil }.map { Symbol(id: $0, kind: Symbol.Kind(rawValue: kinds[$0])!) }
    }
    /// The values, by symbol id.
    var values: [Value] { slots.compactMap { $0 } }
}

extension SymbolTable where Value == Row {
    /// The `order` of `s`'s row (nil: `s` is not basic), read in place: no copy of its cells.
    @inline(__always) func order(of s: Symbol) -> Int? { s.id < slots.count ? slots[s.id]?.order : nil }
}
