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
    ///
    /// Variables are numbered through their `keyOrdinal` scratch (reset first, so a number left
    /// by an earlier key is never read), not a dictionary; the words are written into a buffer
    /// of their exact size and hashed afterwards.
    static func make(_ constraints: [CompiledConstraint]) -> (key: SolverTemplateKey, variables: [Variable]) {
        // Fields are read in place by index: a `for c in constraints` copies each constraint
        // (its origin and terms retained and released).
        var count = 0
        for ci in constraints.indices {
            let n = constraints[ci].terms.count
            count += 4 + 2 * n
            for ti in 0..<n { constraints[ci].terms.unretainedVariable(at: ti)._withUnsafeGuaranteedRef { $0.keyOrdinal = -1 } }
        }
        var variables: [Variable] = []
        variables.reserveCapacity(2 * constraints.count)
        var words = [UInt64](repeating: 0, count: count)
        words.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            for ci in constraints.indices {
                let op: UInt64 = switch constraints[ci].op { case .lessThanOrEqual: 0; case .equal: 1; case .greaterThanOrEqual: 2 }
                let n = constraints[ci].terms.count
                buffer[i] = UInt64(n) << 2 | op
                buffer[i + 1] = constraints[ci].constant.bitPattern
                buffer[i + 2] = constraints[ci].strength.level.bitPattern
                buffer[i + 3] = constraints[ci].strength.weight.bitPattern
                i += 4
                for ti in 0..<n {
                    let v = constraints[ci].terms.unretainedVariable(at: ti)
                    var ordinal = v._withUnsafeGuaranteedRef { $0.keyOrdinal }
                    if ordinal < 0 {
                        ordinal = Int32(variables.count)
                        v._withUnsafeGuaranteedRef { $0.keyOrdinal = ordinal }
                        variables.append(v.takeUnretainedValue())
                    }
                    buffer[i] = UInt64(ordinal)
                    buffer[i + 1] = constraints[ci].terms.coefficient(at: ti).bitPattern
                    i += 2
                }
            }
        }
        var h: UInt64 = 0x243F_6A88_85A3_08D3
        for w in words {
            h = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
        }
        return (SolverTemplateKey(words: words, hash: h), variables)
    }
}
