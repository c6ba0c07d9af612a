/// A lexicographic objective coefficient: one real component per priority level, compared
/// from the highest level down. This is what makes priorities strictly ordered (see `Strength`).
///
/// Stored sparsely as `(level, value)` pairs sorted by descending level; typical weights have
/// one to three components.
struct SymbolicWeight: CustomStringConvertible {
    private(set) var parts: [(level: Double, value: Double)] = []

    static let zero = SymbolicWeight()

    init() {}
    init(level: Double, value: Double) {
        if !nearZero(value) { parts = [(level, value)] }
    }

    var isZero: Bool { parts.isEmpty }
    /// The sign of the highest-level component.
    var sign: Int { parts.first.map { $0.value < 0 ? -1 : 1 } ?? 0 }
    var isNegative: Bool { sign < 0 }

    /// `self + k · other`, components that cancel are dropped.
    func adding(_ other: SymbolicWeight, times k: Double) -> SymbolicWeight {
        var out = SymbolicWeight()
        out.parts.reserveCapacity(parts.count + other.parts.count)
        var i = 0, j = 0
        while i < parts.count || j < other.parts.count {
            if j == other.parts.count || (i < parts.count && parts[i].level > other.parts[j].level) {
                out.parts.append(parts[i]); i += 1
            } else if i == parts.count || other.parts[j].level > parts[i].level {
                let v = other.parts[j].value * k
                if !nearZero(v) { out.parts.append((other.parts[j].level, v)) }
                j += 1
            } else {
                let v = parts[i].value + other.parts[j].value * k
                if !nearZero(v) { out.parts.append((parts[i].level, v)) }
                i += 1; j += 1
            }
        }
        return out
    }

    func scaled(_ k: Double) -> SymbolicWeight { SymbolicWeight().adding(self, times: k) }

    /// Lexicographic `self < other`.
    func isLess(than other: SymbolicWeight) -> Bool { other.adding(self, times: -1).sign > 0 }

    var description: String { "[" + parts.map { "\($0.level):\($0.value)" }.joined(separator: ", ") + "]" }
}

/// The objective row: symbol → symbolic weight, plus the set of symbols whose weight is
/// negative (candidates to enter the basis), kept up to date so that choosing an entering
/// symbol never scans the whole objective.
struct ObjectiveRow {
    private(set) var cells: [Symbol: SymbolicWeight] = [:]
    private(set) var negatives: Set<Symbol> = []
    /// Scalar constant of a one-level objective (used by the artificial objective).
    var constant: Double = 0

    func weight(for s: Symbol) -> SymbolicWeight { cells[s] ?? .zero }

    mutating func set(_ s: Symbol, _ w: SymbolicWeight) {
        if w.isZero { cells[s] = nil; negatives.remove(s); return }
        cells[s] = w
        if w.isNegative && !s.isDummy { negatives.insert(s) } else { negatives.remove(s) }
    }

    mutating func insert(_ s: Symbol, _ w: SymbolicWeight, times k: Double = 1) {
        set(s, weight(for: s).adding(w, times: k))
    }

    /// `self += w · row`.
    mutating func insert(_ row: Row, _ w: SymbolicWeight) {
        for (s, c) in row.cells { insert(s, w, times: c) }
        constant += row.constant * (w.parts.first?.value ?? 0)
    }

    /// Replaces `s` by `row` (the row `s` now equals).
    mutating func substitute(_ s: Symbol, _ row: Row) {
        guard let w = cells[s] else { return }
        set(s, .zero)
        insert(row, w)
    }

    /// The lowest-id non-dummy symbol with a negative weight (Bland-like, deterministic).
    var enteringSymbol: Symbol? { negatives.min() }
}
