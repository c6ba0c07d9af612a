/// The cells of a tableau row: (symbol, coefficient) pairs sorted by symbol id (kiwi's
/// AssocVector), with a dictionary's spelling (`cells[s]`, `keys`, `removeValue`).
///
/// Most rows hold one or two cells: those are kept inline (no heap block, and read on the
/// row's own lines); a row of more cells keeps them all in one array. Iteration goes by
/// symbol id, so a row's value is summed in the same order in every process (a dictionary's
/// order depended on its storage address).
struct RowCells: Sequence {
    /// One cell: `coefficient · symbol`.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// How many cells fit inline.
    static let inlineCapacity = 2

    /// The first `inlineCount` cells when `heap` is empty.
    private var inline = (Cell(symbol: Symbol(raw: 0), coefficient: 0), Cell(symbol: Symbol(raw: 0), coefficient: 0))
    /// All the cells when there are more than fit inline (never empty then); else empty.
    private var heap: [Cell] = []
    /// The number of inline cells (0 while `heap` holds the cells).
    private var inlineCount: UInt8 = 0

    init() {}

    @inline(__always) var count: Int { heap.isEmpty ? Int(inlineCount) : heap.count }
    @inline(__always) var isEmpty: Bool { heap.isEmpty && inlineCount == 0 }

    /// Calls `body` with the cells, sorted by symbol id, in place.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Cell>) throws -> R) rethrows -> R {
        if heap.isEmpty {
            var s = inline
            let n = Int(inlineCount)
            return try withUnsafePointer(to: &s) {
                try $0.withMemoryRebound(to: Cell.self, capacity: Self.inlineCapacity) {
                    try body(UnsafeBufferPointer(start: $0, count: n))
                }
            }
        }
        return try heap.withUnsafeBufferPointer(body)
    }

    /// Calls `body` with the cells, sorted by symbol id, in place and writable.
    @inline(__always)
    private mutating func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Cell>) throws -> R) rethrows -> R {
        if heap.isEmpty {
            let n = Int(inlineCount)
            return try withUnsafeMutablePointer(to: &inline) {
                try $0.withMemoryRebound(to: Cell.self, capacity: Self.inlineCapacity) {
                    try body(UnsafeMutableBufferPointer(start: $0, count: n))
                }
            }
        }
        return try heap.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// The cell at `i`.
    @inline(__always) private func cell(at i: Int) -> Cell {
        withUnsafeBufferPointer { $0[i] }
    }

    /// Where `s` is, or where it would be inserted.
    @inline(__always) private func find(_ s: Symbol) -> (found: Bool, index: Int) {
        withUnsafeBufferPointer { b in
            var lo = 0, hi = b.count
            if hi <= 8 {
                while lo < hi && b[lo].symbol.raw < s.raw { lo += 1 }
            } else {
                while lo < hi {
                    let mid = (lo + hi) >> 1
                    if b[mid].symbol.raw < s.raw { lo = mid + 1 } else { hi = mid }
                }
            }
            return (lo < b.count && b[lo].symbol == s, lo)
        }
    }

    /// Sets the coefficient of the cell at `i`.
    @inline(__always) private mutating func setCoefficient(_ v: Double, at i: Int) {
        withUnsafeMutableBufferPointer { $0[i].coefficient = v }
    }

    /// Removes the cell at `i` (the others keep their order) and returns it.
    @discardableResult
    private mutating func remove(at i: Int) -> Cell {
        if heap.isEmpty {
            let n = Int(inlineCount)
            let removed = cell(at: i)
            withUnsafeMutablePointer(to: &inline) {
                $0.withMemoryRebound(to: Cell.self, capacity: Self.inlineCapacity) { p in
                    var j = i
                    while j + 1 < n { p[j] = p[j + 1]; j += 1 }
                }
            }
            inlineCount -= 1
            return removed
        }
        let removed = heap.remove(at: i)
        if heap.count <= Self.inlineCapacity { moveInline(heap) }
        return removed
    }

    /// Inserts `c` at `i` (the others keep their order), spilling to the heap past the inline capacity.
    private mutating func insert(_ c: Cell, at i: Int) {
        if heap.isEmpty {
            let n = Int(inlineCount)
            if n < Self.inlineCapacity {
                withUnsafeMutablePointer(to: &inline) {
                    $0.withMemoryRebound(to: Cell.self, capacity: Self.inlineCapacity) { p in
                        var j = n
                        while j > i { p[j] = p[j - 1]; j -= 1 }
                        p[i] = c
                    }
                }
                inlineCount += 1
                return
            }
            var out: [Cell] = []
            out.reserveCapacity(n + 2)
            withUnsafeBufferPointer { out.append(contentsOf: $0) }
            out.insert(c, at: i)
            inlineCount = 0
            heap = out
            return
        }
        heap.insert(c, at: i)
    }

    /// Holds `cells` (sorted, none zero): inline when they fit, else in `cells` itself.
    private mutating func set(_ cells: [Cell]) {
        if cells.count <= Self.inlineCapacity { moveInline(cells) } else { heap = cells; inlineCount = 0 }
    }

    /// Holds `cells` (at most `inlineCapacity`) inline, releasing the heap array.
    private mutating func moveInline(_ cells: [Cell]) {
        let n = cells.count
        withUnsafeMutablePointer(to: &inline) {
            $0.withMemoryRebound(to: Cell.self, capacity: Self.inlineCapacity) { p in
                for j in 0..<n { p[j] = cells[j] }
            }
        }
        inlineCount = UInt8(n)
        heap = []
    }

    /// The coefficient of `s` (nil: no cell). Setting nil removes the cell.
    subscript(s: Symbol) -> Double? {
        @inline(__always) get {
            let (found, i) = find(s)
            return found ? cell(at: i).coefficient : nil
        }
        set {
            let (found, i) = find(s)
            switch (found, newValue) {
            case (true, let v?): setCoefficient(v, at: i)
            case (true, nil): remove(at: i)
            case (false, let v?): insert(Cell(symbol: s, coefficient: v), at: i)
            case (false, nil): break
            }
        }
    }

    /// Removes the cell of `s` and returns its coefficient.
    @discardableResult
    mutating func removeValue(forKey s: Symbol) -> Double? {
        let (found, i) = find(s)
        return found ? remove(at: i).coefficient : nil
    }

    /// `self[s] += coefficient`, dropping a cell that comes to (near) zero and not adding one
    /// that is: +1 if a cell appeared, −1 if one vanished, else 0.
    @inline(__always)
    mutating func add(_ s: Symbol, _ coefficient: Double) -> Int {
        let (found, i) = find(s)
        if found {
            let v = cell(at: i).coefficient + coefficient
            if nearZero(v) { remove(at: i); return -1 }
            setCoefficient(v, at: i)
            return 0
        }
        if nearZero(coefficient) { return 0 }
        insert(Cell(symbol: s, coefficient: coefficient), at: i)
        return 1
    }

    /// `self += k · other`, cell by cell as `add(_:_:)` does (the same values and cells),
    /// calling `changed` with each symbol whose cell appeared (+1) or vanished (−1). Many
    /// cells are merged in one sweep instead of inserted one by one.
    @inline(__always)
    mutating func add(_ other: RowCells, times k: Double, _ changed: (Symbol, Int) -> Void = { _, _ in }) {
        if other.count <= 4 || count <= 4 {
            for c in other {
                let d = add(c.key, c.value * k)
                if d != 0 { changed(c.key, d) }
            }
            return
        }
        var out: [Cell] = []
        out.reserveCapacity(count + other.count)
        let a = heap, b = other.heap // both hold more than four cells: in their arrays
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol.raw < b[j].symbol.raw) {
                out.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol.raw < a[i].symbol.raw {
                let v = b[j].coefficient * k
                if !nearZero(v) { out.append(Cell(symbol: b[j].symbol, coefficient: v)); changed(b[j].symbol, 1) }
                j += 1
            } else {
                let v = a[i].coefficient + b[j].coefficient * k
                if nearZero(v) { changed(a[i].symbol, -1) } else { out.append(Cell(symbol: a[i].symbol, coefficient: v)) }
                i += 1; j += 1
            }
        }
        set(out)
    }

    /// The symbols, by id.
    var keys: LazyMapSequence<RowCells, Symbol> { lazy.map(\.key) }

    /// Every coefficient multiplied by `k` (none dropped).
    mutating func scale(by k: Double) {
        withUnsafeMutableBufferPointer { b in
            for i in b.indices { b[i].coefficient *= k }
        }
    }

    /// The same cells with `transform` applied to each coefficient (none dropped).
    func mapValues(_ transform: (Double) -> Double) -> RowCells {
        var out = self
        out.withUnsafeMutableBufferPointer { b in
            for i in b.indices { b[i].coefficient = transform(b[i].coefficient) }
        }
        return out
    }

    /// Room for `n` cells: a no-op while they fit inline.
    mutating func reserveCapacity(_ n: Int) {
        if n > Self.inlineCapacity && !heap.isEmpty { heap.reserveCapacity(n) }
    }

    /// Iterates `(key, value)` pairs by symbol id, as a dictionary's elements are spelled.
    struct Iterator: IteratorProtocol {
        let cells: RowCells
        var index = 0
        let count: Int
        @inline(__always) mutating func next() -> (key: Symbol, value: Double)? {
            guard index < count else { return nil }
            let c = cells.cell(at: index)
            index += 1
            return (c.symbol, c.coefficient)
        }
    }

    @inline(__always) func makeIterator() -> Iterator { Iterator(cells: self, count: count) }
}
