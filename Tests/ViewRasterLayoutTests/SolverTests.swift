import Testing
import ViewRasterLayout

@Suite struct SolverTests {
    @Test func simpleEquality() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint(x == 10)
        s.updateVariables()
        #expect(x.value == 10)
    }

    /// The Cassowary paper's midpoint example: xm = (xl + xr)/2, xl + 10 <= xr, xr <= 100, xl >= 0.
    @Test func cassowaryMidpoint() throws {
        let s = Solver()
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        try s.addConstraint(2 * xm == xl + xr)
        try s.addConstraint(xl + 10 <= Expression(xr))
        try s.addConstraint(xr <= 100)
        try s.addConstraint(xl >= 0)
        try s.addConstraint((xm == 50) | .weak)
        s.updateVariables()
        #expect(abs(xm.value - 50) < 1e-9)
        #expect(abs(xl.value + xr.value - 100) < 1e-9)
        // Drag the midpoint with an edit variable.
        try s.addEditVariable(xm, strength: .strong)
        try s.suggestValue(xm, 95)
        s.updateVariables()
        #expect(abs(xm.value - 95) < 1e-9)
        #expect(abs(xr.value - 100) < 1e-9)
        #expect(abs(xl.value - 90) < 1e-9)
        try s.suggestValue(xm, 2)
        s.updateVariables()
        #expect(abs(xm.value - 5) < 1e-9) // xl >= 0 and xr >= xl + 10 bound xm from below at 5
        #expect(abs(xl.value) < 1e-9)
    }

    // kiwi test_solver.py: test_managing_constraints / test_solving_under_constraints / with strength
    @Test func kiwiSolvingUnderConstraints() throws {
        let s = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        try s.addConstraint(v1 + v2 == 0)
        try s.addConstraint(v1 == 10)
        s.updateVariables()
        #expect(v1.value == 10 && v2.value == -10)
    }

    @Test func kiwiSolvingWithStrength() throws {
        let s = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        try s.addConstraint(v1 + v2 == 0)
        let pin = v1 == 10
        try s.addConstraint(pin)
        try s.addConstraint((v2 >= 0) | .weak)
        s.updateVariables()
        #expect(v1.value == 10 && v2.value == -10)
        try s.removeConstraint(pin)
        s.updateVariables()
        #expect(v2.value == 0 && v1.value == 0)
    }

    @Test func kiwiManagingConstraints() throws {
        let s = Solver(), v = Variable("foo")
        let c1 = v >= 1, c2 = v <= 0
        #expect(!s.hasConstraint(c1))
        try s.addConstraint(c1)
        #expect(s.hasConstraint(c1))
        #expect(throws: SolverError.duplicateConstraint(c1)) { try s.addConstraint(c1) }
        #expect(throws: SolverError.unknownConstraint(c2)) { try s.removeConstraint(c2) }
        #expect(throws: SolverError.unsatisfiableConstraint(c2)) { try s.addConstraint(c2) }
        try s.removeConstraint(c1)
        #expect(!s.hasConstraint(c1))
        try s.addConstraint(c2)
        s.updateVariables()
        #expect(v.value <= 0)
    }

    @Test func kiwiManagingEditVariables() throws {
        let s = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        #expect(throws: SolverError.badRequiredStrength(v1)) { try s.addEditVariable(v1, strength: .required) }
        try s.addEditVariable(v1, strength: .weak)
        #expect(s.hasEditVariable(v1))
        #expect(throws: SolverError.duplicateEditVariable(v1)) { try s.addEditVariable(v1, strength: .medium) }
        #expect(throws: SolverError.unknownEditVariable(v2)) { try s.removeEditVariable(v2) }
        try s.removeEditVariable(v1)
        #expect(!s.hasEditVariable(v1))
        #expect(throws: SolverError.unknownEditVariable(v1)) { try s.suggestValue(v1, 10) }
        try s.addEditVariable(v2, strength: .strong)
        try s.suggestValue(v2, 10)
        s.updateVariables()
        #expect(v2.value == 10)
    }

    @Test func unsatisfiableRequiredLeavesSolverUnchanged() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(x + y == 20)
        try s.addConstraint(x >= 5)
        try s.addConstraint(y >= 5)
        try s.addConstraint((x == 12) | .medium)
        let bad = x >= 16 // y would be 4 < 5
        #expect(throws: SolverError.unsatisfiableConstraint(bad)) { try s.addConstraint(bad) }
        // The error carries the constraint itself (an identity), not a copy or a string.
        do { try s.addConstraint(bad); Issue.record("no error") } catch let error as SolverError {
            #expect(error.constraint === bad && error.variable == nil)
            #expect(error != SolverError.unsatisfiableConstraint(x >= 16), "another constraint with the same text")
        }
        #expect(!s.hasConstraint(bad))
        s.updateVariables()
        #expect(abs(x.value - 12) < 1e-9 && abs(y.value - 8) < 1e-9)
        try s.addConstraint(x <= 13) // still works afterwards
        try s.addConstraint(x >= 12.5)
        s.updateVariables()
        #expect(abs(x.value - 12.5) < 1e-9)
        #expect(throws: SolverError.self) { try s.addConstraint(x == 15) }
    }

    @Test func conflictingEqualities() throws {
        let s = Solver(), x = Variable("x")
        let pin = x == 10
        try s.addConstraint(pin)
        #expect(throws: SolverError.self) { try s.addConstraint(x == 11) }
        let again = x == 10
        try s.addConstraint(again) // redundant but consistent
        s.updateVariables()
        #expect(x.value == 10)
        // Moving one of two redundant equalities conflicts with the other: rolled back.
        #expect(throws: SolverError.self) { try s.updateConstant(again, to: -12) }
        try s.removeConstraint(pin)
        try s.updateConstant(again, to: -12)
        s.updateVariables()
        #expect(x.value == 12)
    }

    @Test func requiredChainConstantEdit() throws {
        let s = Solver()
        let xs = (0..<5).map { Variable("x\($0)") }
        try s.addConstraint(xs[0] == 0)
        var links: [Constraint] = []
        for i in 1..<5 { let l = xs[i] == xs[i - 1] + 10; links.append(l); try s.addConstraint(l) }
        try s.updateConstant(links[1], to: -25) // x2 = x1 + 25
        s.updateVariables()
        #expect(xs.map(\.value) == [0, 10, 35, 45, 55])
    }

    /// A required constant whose marker more than one row holds (`y = 30` substituted into
    /// `x = 100 − y`): every such row moves. By hand: x + y = 100 and y = 40 give x = 60; a
    /// required size's constant (one row) moves only its row; then both back.
    @Test func requiredConstantEditMovesEveryRowHoldingItsMarker() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y"), w = Variable("w")
        try s.addConstraint(x + y == 100)
        let pin = y == 30
        try s.addConstraint(pin)
        let size = w == 5
        try s.addConstraint(size)
        s.updateVariables()
        #expect(x.value == 70 && y.value == 30 && w.value == 5)
        try s.updateConstant(pin, to: -40)
        try s.updateConstant(size, to: -9)
        s.updateChangedVariables()
        #expect(x.value == 60 && y.value == 40 && w.value == 9)
        try s.updateConstant(pin, to: -30)
        try s.updateConstant(size, to: -5)
        s.updateVariables()
        #expect(x.value == 70 && y.value == 30 && w.value == 5)
    }

    /// One error at level 251 beats any amount of error at level 250 (and 750 vs 751).
    @Test(arguments: [(250.0, 251.0), (750.0, 751.0), (1.0, 999.0)])
    func priorityLevelsAreStrict(low: Double, high: Double) throws {
        let s = Solver()
        let x = Variable("x")
        // Hundreds of lower-priority constraints want x = 0 ...
        for _ in 0..<300 { try s.addConstraint((x == 0) | low) }
        // ... one higher-priority constraint wants x = 100.
        try s.addConstraint((x == 100) | high)
        s.updateVariables()
        #expect(abs(x.value - 100) < 1e-9)
    }

    @Test func thousandWeakNeverBeatOneMedium() throws {
        let s = Solver()
        let vars = (0..<1000).map { Variable("v\($0)") }
        let total = Variable("total")
        // total = Σ v; each v wants 1 weakly (so together they want total = 1000).
        try s.addConstraint(Expression(total) == Expression(vars.map { Term($0) }))
        for v in vars { try s.addConstraint((v == 1) | .weak) }
        try s.addConstraint((total == 0) | .medium)
        s.updateVariables()
        #expect(abs(total.value) < 1e-6)
    }

    @Test func weightsWithinALevelAdd() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint((x == 0) | Strength(500, weight: 1))
        try s.addConstraint((x == 10) | Strength(500, weight: 3))
        s.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
    }

    @Test func removalRestoresPreviousSolution() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x + y == 100)
        try s.addConstraint((x == 30) | .weak)
        let strong = (y == 90) | .strong
        try s.addConstraint(strong)
        s.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        try s.removeConstraint(strong)
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9 && abs(y.value - 70) < 1e-9)
        let req = x >= 50
        try s.addConstraint(req)
        s.updateVariables()
        #expect(abs(x.value - 50) < 1e-9)
        try s.removeConstraint(req)
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9)
    }

    @Test func updateConstantInPlace() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(y == x + 5)
        try s.addConstraint(x >= 0)
        let c = (Expression(x) - 20 == 0) | .strong
        try s.addConstraint(c)
        try s.addConstraint((x == 0) | .weak)
        s.updateVariables()
        #expect(abs(y.value - 25) < 1e-9)
        try s.updateConstant(c, to: -40)
        s.updateVariables()
        #expect(abs(x.value - 40) < 1e-9 && abs(y.value - 45) < 1e-9)
        try s.updateConstant(c, to: 10) // x = -10 violates x >= 0: clamps at 0
        s.updateVariables()
        #expect(abs(x.value) < 1e-9 && abs(y.value - 5) < 1e-9)
        // Required constants are edited in place too; a conflicting one rolls back.
        let r = x <= 100
        try s.addConstraint(r)
        try s.updateConstant(c, to: -40)
        try s.updateConstant(r, to: -30) // x <= 30
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9 && abs(y.value - 35) < 1e-9)
        #expect(throws: SolverError.self) { try s.updateConstant(r, to: 3) } // x <= -3 vs x >= 0
        s.updateVariables()
        #expect(abs(x.value - 30) < 1e-9 && abs(y.value - 35) < 1e-9)
        try s.updateConstant(r, to: -50)
        s.updateVariables()
        #expect(abs(x.value - 40) < 1e-9)
    }

    @Test func inequalitySlackAndSuggest() throws {
        let s = Solver(), w = Variable("w")
        try s.addConstraint(w >= 10)
        try s.addConstraint(w <= 200)
        try s.addEditVariable(w, strength: .strong)
        for (suggest, expected) in [(50.0, 50.0), (5, 10), (500, 200), (120, 120)] {
            try s.suggestValue(w, suggest)
            s.updateVariables()
            #expect(abs(w.value - expected) < 1e-9)
        }
    }

    /// kiwi test_solver.py test_handling_infeasible_constraints: a suggestion that makes rows
    /// infeasible is repaired by the dual simplex.
    @Test func kiwiHandlingInfeasibleConstraints() throws {
        let s = Solver()
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        try s.addEditVariable(xm, strength: .strong)
        try s.addEditVariable(xl, strength: .weak)
        try s.addEditVariable(xr, strength: .weak)
        try s.addConstraint(2 * xm == xl + xr)
        try s.addConstraint(xl + 20 <= Expression(xr))
        try s.addConstraint(xl >= -10)
        try s.addConstraint(xr <= 100)
        try s.suggestValue(xm, 40)
        try s.suggestValue(xr, 50)
        try s.suggestValue(xl, 30)
        try s.suggestValue(xm, 60)
        try s.suggestValue(xm, 90)
        s.updateVariables()
        #expect(abs(xl.value + xr.value - 2 * xm.value) < 1e-9)
        #expect(abs(xl.value - 80) < 1e-9)
        #expect(abs(xr.value - 100) < 1e-9)
    }

    @Test func ambiguousVariablesProbeDoesNotChangeTheSolver() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), free = Variable("free")
        try s.addConstraint(x + y == 10)
        try s.addConstraint(x >= 0)
        try s.addConstraint(y >= 0)
        try s.addConstraint(z == 3)
        try s.addConstraint((x == 4) | .weak)
        try s.addConstraint(free >= 0)
        s.updateVariables()
        let amb = s.ambiguousVariables([x, y, z, free])
        #expect(amb.count == 1)
        #expect(amb.first?.name == "free")
        s.updateVariables()
        #expect(abs(x.value - 4) < 1e-9 && abs(y.value - 6) < 1e-9)
        // Without the weak preference x/y are ambiguous.
        let s2 = Solver()
        try s2.addConstraint(x + y == 10)
        try s2.addConstraint(x >= 0)
        try s2.addConstraint(y >= 0)
        #expect(s2.ambiguousVariables([x, y]).count == 2)
    }
}

/// `Solver.dump`, kiwi's `debug::dumps(solver)`: the state derived by hand for two constraints.
@Suite struct SolverDumpTests {
    @Test func dumpShowsTheTableauAsKiwiDoes() throws {
        let s = Solver(), x = Variable("x")
        // x == 10 (required): its row is 10 - x - d2 = 0, solved for x: x = 10 - d2.
        try s.addConstraint(x == 10)
        // x == 20 (weak): -10 - d2 - e3 + e4 = 0 once x is substituted, negated to a positive
        // constant and solved for the error e4 (coefficient -1): e4 = 10 + d2 + e3. The objective
        // e3 + e4 (weight 1 at level 250) becomes 2·e3 + d2 after substituting e4.
        try s.addConstraint((x == 20) | .weak)
        #expect(s.dump == """
            Objective
            ---------
            [250: 1] * d2 + [250: 2] * e3

            Tableau
            -------
            v1 | 10 + -1 * d2
            e4 | 10 + 1 * d2 + 1 * e3

            Infeasible
            ----------

            Variables
            ---------
            x = v1

            Edit Variables
            --------------

            Constraints
            -----------
            1 * x + -10 == 0 | strength = 1000
            1 * x + -20 == 0 | strength = 250

            """)
        let edit = Variable("w")
        try s.addEditVariable(edit, strength: .strong)
        #expect(s.dump.contains("Edit Variables\n--------------\nw\n"))
        #expect(s.dump.contains("w = v5"))
    }

    /// A variable named by more rows than a column lists before it keeps them in a set (20
    /// rows: `ColumnUsers` goes from one user to a list to a set as they are added), edited and
    /// with rows removed: every value where the constraints put it by hand.
    @Test func aVariableNamedByManyRowsFollowsEveryEdit() throws {
        let s = Solver(), h = Variable("h")
        let hc = Constraint(Expression(h) - 100, .equal)
        try s.addConstraint(hc)
        let vs = (0..<20).map { Variable("v\($0)") }
        // v_i == h / 2 + i
        let cs = vs.enumerated().map { i, v in Constraint(Expression(v) - 0.5 * h - Double(i), .equal) }
        for c in cs { try s.addConstraint(c) }
        s.updateVariables()
        for (i, v) in vs.enumerated() { #expect(abs(v.value - (50 + Double(i))) < 1e-9) }
        try s.updateConstant(hc, to: -200)
        s.updateVariables()
        for (i, v) in vs.enumerated() { #expect(abs(v.value - (100 + Double(i))) < 1e-9) }
        for c in cs.prefix(15) { try s.removeConstraint(c) }
        try s.updateConstant(hc, to: -40)
        s.updateVariables()
        for (i, v) in vs.enumerated().dropFirst(15) { #expect(abs(v.value - (20 + Double(i))) < 1e-9) }
    }
}
