/// The exact solver input of a compiled constraint system, as words: per constraint, its term
/// count and relation, constant and strength (bit patterns), then each term's variable — by
/// the order in which the system first names it, not by identity — and coefficient. Two
/// systems with equal keys are the same additions over different variables, so a solver ends
/// in the same state for both (`SolverTemplate`).
struct SolverTemplateKey: Equatable {
    var words: [UInt64]
    /// A hash of `words` (for the seen list and a quick reject; equality compares the words).
    var hash: UInt64

    static func == (a: SolverTemplateKey, b: SolverTemplateKey) -> Bool { a.hash == b.hash && a.words == b.words }

    /// The key of `constraints` and their distinct variables in order of first appearance.
    static func make(_ constraints: [CompiledConstraint]) -> (key: SolverTemplateKey, variables: [Variable]) {
        var ordinals: [ObjectKey: Int] = [:]
        ordinals.reserveCapacity(2 * constraints.count)
        var variables: [Variable] = []
        variables.reserveCapacity(2 * constraints.count)
        var words: [UInt64] = []
        words.reserveCapacity(8 * constraints.count)
        var h: UInt64 = 0x243F_6A88_85A3_08D3
        @inline(__always) func put(_ w: UInt64) {
            words.append(w)
            h = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
        }
        for c in constraints {
            let op: UInt64 = switch c.op { case .lessThanOrEqual: 0; case .equal: 1; case .greaterThanOrEqual: 2 }
            put(UInt64(c.terms.count) << 2 | op)
            put(c.constant.bitPattern)
            put(c.strength.level.bitPattern)
            put(c.strength.weight.bitPattern)
            for t in c.terms {
                let k = ObjectKey(t.variable)
                let n: Int
                if let known = ordinals[k] {
                    n = known
                } else {
                    n = variables.count
                    ordinals[k] = n
                    variables.append(t.variable)
                }
                put(UInt64(n))
                put(t.coefficient.bitPattern)
            }
        }
        return (SolverTemplateKey(words: words, hash: h), variables)
    }
}
