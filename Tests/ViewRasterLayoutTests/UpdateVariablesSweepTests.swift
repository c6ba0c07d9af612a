import Foundation
import Testing
@testable import ViewRasterLayout

/// `Solver.updateVariables` resolves lazy rows in its sweep by symbol id when the variables
/// they name are already final there, and otherwise resolves every lazy row after the sweep,
/// oldest first. Either way each variable must end with the bits of the definition: every
/// variable its row's constant (0 when parametric), then each lazy row, oldest first, its
/// constant plus its named variables' values.
@Suite struct UpdateVariablesSweepTests {
    /// The values by the definition, read from the solver's tableau (symbol id → value).
    private func definedValues(_ s: Solver) -> [ObjectIdentifier: Double] {
        var out: [ObjectIdentifier: Double] = [:]
        s.rows.withUnsafeSlots { rowSlots in
            s.externals.withUnsafeSlots { variables in
                var value = [Double](repeating: 0, count: variables.count)
                for i in variables.indices where variables[i] != nil {
                    value[i] = i < rowSlots.count && rowSlots[i] != nil ? rowSlots[i]!.constant : 0
                }
                for (b, order) in s.lazyBasics {
                    guard b.id < rowSlots.count, rowSlots[b.id]?.order == order, variables[b.id] != nil else { continue }
                    var v = rowSlots[b.id]!.constant
                    for cell in rowSlots[b.id]!.cells.cells where cell.symbol.isExternal {
                        v += cell.coefficient * value[cell.symbol.id]
                    }
                    value[b.id] = v
                }
                for i in variables.indices where variables[i] != nil { out[ObjectIdentifier(variables[i]!)] = value[i] }
            }
        }
        return out
    }

    /// Whether some lazy row names an external of a higher symbol id (which the sweep meets
    /// after the row: every lazy row is then resolved after the sweep).
    private func hasLazyRowNamingALaterVariable(_ s: Solver) -> Bool {
        var found = false
        s.rows.withUnsafeSlots { rowSlots in
            for (b, order) in s.lazyBasics where b.id < rowSlots.count && rowSlots[b.id]?.order == order {
                if rowSlots[b.id]!.cells.cells.contains(where: { $0.symbol.isExternal && $0.symbol.id > b.id }) { found = true }
            }
        }
        return found
    }

    /// A chain `x[i] = x[i-1] + w[i-1] + 1`, `w[i] = 5`, `x[0] = 1`: every row lazy but the
    /// widths, each naming older, lower ids — resolved in the sweep: x[i] = 1 + 6·i by hand.
    @Test func aChainIsResolvedInTheSweep() throws {
        let s = Solver()
        let n = 200
        let xs = (0..<n).map { Variable("x\($0)") }, ws = (0..<n).map { Variable("w\($0)") }
        for i in 0..<n {
            let rhs: ViewRasterLayout.Expression = i == 0 ? ViewRasterLayout.Expression(constant: 1) : xs[i - 1] + ws[i - 1] + 1
            try s.addConstraint(Constraint(ViewRasterLayout.Expression(xs[i]) - rhs, .equal))
            try s.addConstraint(Constraint(ViewRasterLayout.Expression(ws[i]) - 5, .equal))
        }
        #expect(!hasLazyRowNamingALaterVariable(s))
        s.updateVariables()
        for i in [0, 1, 2, 99, 199] {
            #expect(xs[i].value == Double(1 + 6 * i))
            #expect(ws[i].value == 5)
        }
    }

    /// Small random systems (equalities and inequalities over a few variables, at every
    /// strength, some constraints removed again): the values `updateVariables` writes are the
    /// definition's, bit for bit — including systems whose lazy rows name later variables.
    @Test func randomSystemsGetTheDefinedValues() {
        var state: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        var namingLater = 0
        for _ in 0..<1500 {
            let s = Solver()
            let n = 3 + next(12)
            let vs = (0..<n).map { Variable("v\($0)") }
            var added: [Constraint] = []
            for _ in 0..<(2 + next(3 * n)) {
                let a = vs[next(n)], b = vs[next(n)], c = vs[next(n)]
                var terms = [Term(a, 1)]
                if a !== b && next(3) > 0 { terms.append(Term(b, Double(next(5)) - 2)) }
                if next(4) == 0 && c !== a && c !== b { terms.append(Term(c, 0.5)) }
                let op: RelationalOperator = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][next(4)]
                let strength: Strength = [.required, .required, .strong, .weak, .medium][next(5)]
                let constraint = Constraint(ViewRasterLayout.Expression(terms, constant: Double(next(100)) - 50), op, strength: strength)
                if (try? s.addConstraint(constraint)) != nil { added.append(constraint) }
                if next(8) == 0 && !added.isEmpty { try? s.removeConstraint(added.remove(at: next(added.count))) }
            }
            if hasLazyRowNamingALaterVariable(s) { namingLater += 1 }
            s.updateVariables()
            let defined = definedValues(s)
            for v in vs {
                guard let d = defined[ObjectIdentifier(v)] else { continue }
                #expect(v.value.bitPattern == d.bitPattern, "\(v): \(v.value), defined \(d)")
            }
        }
        // Both ways through `updateVariables` were taken.
        #expect(namingLater > 0)
    }
}
