/// A sparse tableau row `basic = constant + Σ cells[s]·s` (kiwi's Row), cells sorted by symbol.
struct Row {
    var cells = RowCells()
    var constant: Double
    /// `order << 1 | (namesBasics ? 1 : 0)`: both in one word, so a row is 24 bytes and the
    /// rows table (a slot per symbol id, ≈ 80,000 for a 10,000-view tree) a quarter smaller.
    private var orderAndFlag = 0
    /// When the row became basic (`Solver.setRow` numbers rows in that order): a lazy row only
    /// names basic variables of older rows, so evaluating rows by `order` resolves them.
    var order: Int {
        @inline(__always) get { orderAndFlag >> 1 }
        set { orderAndFlag = newValue << 1 | orderAndFlag & 1 }
    }
    /// The row was set lazily and names basic external variables (it is in `Solver.lazyBasics`):
    /// its value resolves those; any other row's value is its constant.
    var namesBasics: Bool {
        @inline(__always) get { orderAndFlag & 1 != 0 }
        set { orderAndFlag = orderAndFlag & ~1 | (newValue ? 1 : 0) }
    }

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(for s: Symbol) -> Double { cells[s] ?? 0 }

    /// `self += coefficient · s`; returns +1 if a cell appeared, −1 if one vanished, else 0.
    @discardableResult
    mutating func insert(_ s: Symbol, _ coefficient: Double = 1) -> Int {
        cells.add(s, coefficient)
    }

    /// `self += coefficient · other` (constant included).
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if cells.isEmpty {
            cells = other.cells.mapValues { $0 * coefficient }
            return
        }
        cells.add(other.cells, times: coefficient)
    }

    /// Solves `0 = self` for `s` (which must be a cell): afterwards `s = self`.
    mutating func solve(for s: Symbol) {
        let c = cells.removeValue(forKey: s)!
        let k = -1 / c
        constant *= k
        cells.scale(by: k)
    }

    /// Solves `lhs = self` for `rhs`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    var allDummies: Bool { cells.keys.allSatisfy(\.isDummy) }
}
