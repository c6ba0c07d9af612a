import Foundation
import Testing
@testable import ViewRasterLayout

/// Constraints the engine adds without a `Constraint` object (`Solver.addEngineConstraint`):
/// found by the index the addition returns, removed and edited with the terms and strength the
/// engine keeps. They must solve exactly as the same constraints added as objects.
@Suite struct EngineConstraintTests {
    /// `x + y == 10` and `x >= 2` required, `y <= 1` at 500, `x == 7` at 250. The 500 wins over
    /// the 250: y = 1, so x = 9 (x >= 2 holds). With `x == 12` instead, y = -2 meets y <= 1 and
    /// every preference holds: x = 12, y = -2. Without `y <= 1` nothing changes.
    /// Each step is taken by two solvers, one with objects and one with engine constraints; the
    /// values and the tableaux (the dumps' rows and objective) are the same bit for bit.
    @Test func engineConstraintsSolveAsObjectsDo() throws {
        let xo = Variable("x"), yo = Variable("y"), xe = Variable("x"), ye = Variable("y")
        let objects = Solver(), engine = Solver()
        let shapes: [(k: [Double], constant: Double, op: RelationalOperator, strength: Strength)] = [
            ([1, 1], -10, .equal, .required), ([1, 0], -2, .greaterThanOrEqual, .required),
            ([0, 1], -1, .lessThanOrEqual, Strength(500)), ([1, 0], -7, .equal, Strength(250)),
        ]
        func terms(_ k: [Double], _ x: Variable, _ y: Variable) -> SolverTerms {
            k[0] == 0 ? SolverTerms(y, k[1]) : k[1] == 0 ? SolverTerms(x, k[0]) : SolverTerms(x, k[0], y, k[1])
        }
        var made: [Constraint] = [], indices: [Int] = []
        for s in shapes {
            let c = Constraint(engineTerms: terms(s.k, xo, yo), constant: s.constant, s.op, strength: s.strength)
            try objects.addConstraint(c)
            made.append(c)
            indices.append(try engine.addEngineConstraint(terms(s.k, xe, ye), constant: s.constant, s.op, strength: s.strength))
        }
        #expect(indices == [0, 1, 2, 3])
        #expect(indices.allSatisfy { engine.hasEngineConstraint(at: $0) } && !objects.hasEngineConstraint(at: 0))
        func expectSame(_ x: Double, _ y: Double) {
            objects.updateVariables(); engine.updateVariables()
            #expect(xo.value == x && yo.value == y)
            #expect(xe.value.bitPattern == xo.value.bitPattern && ye.value.bitPattern == yo.value.bitPattern)
            // The tableau and objective, symbol for symbol (the constraints' section names objects
            // on one side only).
            func tableau(_ s: Solver) -> String { String(s.dump.split(separator: "Constraints\n")[0]) }
            #expect(tableau(objects) == tableau(engine))
        }
        expectSame(9, 1)
        // The 250's constant edited in place (its constant is -12 for x == 12).
        try objects.updateConstant(made[3], to: -12)
        try engine.updateEngineConstant(at: 3, to: -12, required: false) {
            Constraint(reduced: terms([1, 0], xe, ye), constant: -12, .equal, strength: Strength(250))
        }
        expectSame(12, -2)
        // A required x == 1 conflicts with x >= 2: refused, both solvers as they were.
        #expect(throws: SolverError.self) { try objects.addConstraint(Constraint(engineTerms: SolverTerms(xo, 1), constant: -1, .equal, strength: .required)) }
        #expect(throws: SolverError.self) { _ = try engine.addEngineConstraint(SolverTerms(xe, 1), constant: -1, .equal, strength: .required) }
        expectSame(12, -2)
        // `y <= 1` removed: it held already, nothing moves; its index is free, then taken again.
        try objects.removeConstraint(made[2])
        try engine.removeEngineConstraint(at: 2, terms: terms([0, 1], xe, ye), strength: Strength(500))
        #expect(!engine.hasEngineConstraint(at: 2) && engine.constraintCount == 3)
        expectSame(12, -2)
        #expect(try engine.addEngineConstraint(SolverTerms(ye, 1), constant: 1, .greaterThanOrEqual, strength: .required) == 2)
        try objects.addConstraint(Constraint(engineTerms: SolverTerms(yo, 1), constant: 1, .greaterThanOrEqual, strength: .required))
        // y >= -1 required: x + y = 10 gives x <= 11; the 250 pulls x to 11.
        expectSame(11, -1)
        // An index that holds no engine constraint is refused.
        #expect(throws: SolverError.self) { try engine.removeEngineConstraint(at: 7, terms: SolverTerms(xe, 1), strength: .required) }
        #expect(throws: SolverError.self) { try objects.removeEngineConstraint(at: 0, terms: SolverTerms(xo, 1), strength: .required) }
    }

    /// A compiled constraint holds its terms (like terms merged) itself, its solver index beside
    /// them (−1 until a first pass's run writes it), in 128 bytes; its solver `Constraint`, made
    /// only for solvers that take objects, has its terms, constant, relation and strength.
    @Test func compiledConstraintsHoldTheirTerms() {
        let a = Variable("a"), b = Variable("b")
        var c = CompiledConstraint(terms: SolverTerms(a, 1, b, -1, a, 2), constant: -4, op: .lessThanOrEqual,
                                   strength: Strength(750), origin: .guide(LayoutGuide(), "test"))
        #expect(c.terms.count == 2 && c.terms.coefficient(at: 0) == 3 && c.terms.coefficient(at: 1) == -1)
        #expect(c.runSolverIndex == -1)
        c.constant = -6
        let object = c.makeSolverConstraint()
        #expect(object.constant == -6 && object.op == .lessThanOrEqual && object.strength == Strength(750))
        #expect(object.terms.hasSameTerms(as: c.terms))
        #expect(MemoryLayout<CompiledConstraint>.stride == 128)
        #expect(MemoryLayout<LayoutEngine.Installed>.stride == 24)
        withExtendedLifetime((a, b)) {}
    }
}
