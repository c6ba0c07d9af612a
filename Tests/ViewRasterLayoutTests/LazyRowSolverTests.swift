import Foundation
import Testing
@testable import ViewRasterLayout

/// The solver's lazy definition rows (a chain of definitions stays O(n)): values, edits,
/// removals and inequalities over a long chain, derived by hand.
@Suite struct LazyRowSolverTests {
    /// The test chain (`DefinitionChain`: x_i = 1 + 6i).
    func chain(_ n: Int) -> (Solver, [Variable], [Variable], [Constraint]) {
        let c = DefinitionChain(n)
        return (c.solver, c.xs, c.ws, c.widths)
    }

    @Test func longChainSolvesAndStaysShort() {
        let (s, xs, _, _) = chain(10_000)
        s.updateVariables()
        #expect(xs[0].value == 1 && xs[1].value == 7 && xs[9_999].value == 59_995)
        // Each definition row names its predecessors instead of every marker upstream.
        let longest = s.rows.values.map(\.cells.count).max() ?? 0
        #expect(longest <= 3)
    }

    @Test func editsReachEveryDownstreamDefinition() throws {
        let (s, xs, ws, widths) = chain(1_000)
        // In place: w_0 = 9 moves every x after it by 4.
        try s.updateConstant(widths[0], to: -9)
        s.updateVariables()
        #expect(ws[0].value == 9 && xs[1].value == 11 && xs[999].value == 1 + 6 * 999 + 4)
        // Remove and re-add a width in the middle: x_500 and later follow w_499 = 2.
        try s.removeConstraint(widths[499])
        try s.addConstraint(ws[499] == 2)
        s.updateVariables()
        #expect(xs[499].value == 1 + 6 * 499 + 4 && xs[500].value == 1 + 6 * 499 + 4 + 3)
        #expect(xs[999].value == 1 + 6 * 999 + 4 - 3)
    }

    @Test func inequalitiesOnDeepVariablesSeeTheWholeChain() throws {
        let (s, xs, _, _) = chain(200)
        // x_199 = 1195 is forced by required equalities: a required x_199 <= 1000 conflicts.
        #expect(throws: SolverError.self) { try s.addConstraint(xs[199] <= 1000) }
        // A preferred position for x_199 cannot move it either; a free tail can follow it.
        let tail = Variable("tail")
        try s.addConstraint(tail >= xs[199] + 10)
        try s.addConstraint((tail == 0) | .weak)
        s.updateVariables()
        #expect(xs[199].value == 1195 && tail.value == 1205)
    }

    @Test func ambiguityProbesResolveLazyValues() {
        let (s, xs, _, _) = chain(50)
        let free = Variable("free")
        try! s.addConstraint(free >= xs[49])
        s.updateVariables()
        #expect(s.currentValue(xs[49]) == 295)
        let ambiguous = s.ambiguousVariables([xs[49], free])
        #expect(ambiguous.count == 1 && ambiguous[0] === free)
    }
}
