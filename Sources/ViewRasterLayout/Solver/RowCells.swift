/// The cells of a tableau row: (symbol, coefficient) pairs sorted by symbol id in one array
/// (kiwi's AssocVector), with a dictionary's spelling (`cells[s]`, `keys`, `removeValue`).
///
/// Rows hold a handful of cells; one contiguous array per row costs one allocation and no
/// hashing, and a row is read in one sweep (a hashed row was an allocation of its own, probed
/// at random). Iteration goes by symbol id, so a row's value is summed in the same order in
/// every process (a dictionary's order depended on its storage address).
struct RowCells: Sequence {
    /// One cell: `coefficient · symbol`.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The cells, sorted by symbol id, none zero.
    private(set) var cells: [Cell] = []

    init() {}

    @inline(__always) var count: Int { cells.count }
    @inline(__always) var isEmpty: Bool { cells.isEmpty }

    /// Where `s` is, or where it would be inserted.
    @inline(__always) private func find(_ s: Symbol) -> (found: Bool, index: Int) {
        var lo = 0, hi = cells.count
        cells.withUnsafeBufferPointer { b in
            if hi <= 8 {
                while lo < hi && b[lo].symbol.raw < s.raw { lo += 1 }
                return
            }
            while lo < hi {
                let mid = (lo + hi) >> 1
                if b[mid].symbol.raw < s.raw { lo = mid + 1 } else { hi = mid }
            }
        }
        return (lo < cells.count && cells[lo].symbol == s, lo)
    }

    /// The coefficient of `s` (nil: no cell). Setting nil removes the cell.
    subscript(s: Symbol) -> Double? {
        @inline(__always) get {
            let (found, i) = find(s)
            return found ? cells[i].coefficient : nil
        }
        set {
            let (found, i) = find(s)
            switch (found, newValue) {
            case (true, let v?): cells[i].coefficient = v
            case (true, nil): cells.remove(at: i)
            case (false, let v?): cells.insert(Cell(symbol: s, coefficient: v), at: i)
            case (false, nil): break
            }
        }
    }

    /// Removes the cell of `s` and returns its coefficient.
    @discardableResult
    mutating func removeValue(forKey s: Symbol) -> Double? {
        let (found, i) = find(s)
        return found ? cells.remove(at: i).coefficient : nil
    }

    /// `self[s] += coefficient`, dropping a cell that comes to (near) zero and not adding one
    /// that is: +1 if a cell appeared, −1 if one vanished, else 0.
    @inline(__always)
    mutating func add(_ s: Symbol, _ coefficient: Double) -> Int {
        let (found, i) = find(s)
        if found {
            let v = cells[i].coefficient + coefficient
            if nearZero(v) { cells.remove(at: i); return -1 }
            cells[i].coefficient = v
            return 0
        }
        if nearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: s, coefficient: coefficient), at: i)
        return 1
    }

    /// `self += k · other`, cell by cell as `add(_:_:)` does (the same values and cells),
    /// calling `changed` with each symbol whose cell appeared (+1) or vanished (−1). Many
    /// cells are merged in one sweep instead of inserted one by one.
    @inline(__always)
    mutating func add(_ other: RowCells, times k: Double, _ changed: (Symbol, Int) -> Void = { _, _ in }) {
        if other.count <= 4 || cells.count <= 4 {
            for c in other.cells {
                let d = add(c.symbol, c.coefficient * k)
                if d != 0 { changed(c.symbol, d) }
            }
            return
        }
        var out: [Cell] = []
        out.reserveCapacity(cells.count + other.count)
        var i = 0, j = 0
        let a = cells, b = other.cells
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
        cells = out
    }

    /// The symbols, by id.
    var keys: LazyMapSequence<[Cell], Symbol> { cells.lazy.map(\.symbol) }

    /// Every coefficient multiplied by `k` (none dropped).
    mutating func scale(by k: Double) {
        for i in cells.indices { cells[i].coefficient *= k }
    }

    /// The same cells with `transform` applied to each coefficient (none dropped).
    func mapValues(_ transform: (Double) -> Double) -> RowCells {
        var out = self
        for i in out.cells.indices { out.cells[i].coefficient = transform(out.cells[i].coefficient) }
        return out
    }

    mutating func reserveCapacity(_ n: Int) { cells.reserveCapacity(n) }

    /// Iterates `(key, value)` pairs by symbol id, as a dictionary's elements are spelled.
    struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Cell]>
        @inline(__always) mutating func next() -> (key: Symbol, value: Double)? {
            guard let c = base.next() else { return nil }
            return (c.symbol, c.coefficient)
        }
    }

    @inline(__always) func makeIterator() -> Iterator { Iterator(base: cells.makeIterator()) }
}
