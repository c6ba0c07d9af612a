import Testing
import ViewRasterLayout

/// Constant edits that move one row (`Solver.changeOneRowInPlace`, the edit pass's common
/// case) and the ones next to them that must take the general way, by hand-derived values.
@Suite struct OneRowConstantEditTests {
    /// A strong `x = c` under a required `x <= 100`: moved to 60 inside the range, x follows
    /// (and y = x + 5 with it); moved to 150, the required bound wins (x 100, y 105); back to
    /// 60, x follows again.
    @Test func aStrongPreferenceMovesInsideItsRequiredBoundAndStopsAtIt() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x <= 100)
        let pin = (Expression(x) - 20 == 0) | .strong
        try s.addConstraint(pin)
        try s.addConstraint(y == x + 5)
        s.updateVariables()
        #expect(x.value == 20 && y.value == 25)
        try edit(pin, to: -60, in: s)
        #expect(x.value == 60 && y.value == 65)
        try edit(pin, to: -150, in: s)
        #expect(x.value == 100 && y.value == 105)
        try edit(pin, to: -60, in: s)
        #expect(x.value == 60 && y.value == 65)
    }

    /// A required width set to the constant it has changes nothing; the next edits (9, then
    /// 5 again) move it from the constant the solver keeps: w 9, then 5, and x = w + 1 with it.
    @Test func anEditToTheSameConstantChangesNothingAndTheNextOnesMoveFromIt() throws {
        let s = Solver(), w = Variable("w"), x = Variable("x")
        let width = w == 5
        try s.addConstraint(width)
        try s.addConstraint(x == w + 1)
        s.updateVariables()
        try edit(width, to: -5, in: s)
        #expect(w.value == 5 && x.value == 6)
        try edit(width, to: -9, in: s)
        #expect(w.value == 9 && x.value == 10)
        try edit(width, to: -5, in: s)
        #expect(w.value == 5 && x.value == 6)
    }

    /// 300 links, each named by the next one only (more than the walk's stack of 128 holds,
    /// had each been pushed), then a fork (y = x_299 + 1, z = x_299 + 2) that joins (t = y + z):
    /// the first width 5 → 8 moves every link by 3 and t by 6 (x_i = 6 + i before).
    @Test func aLongChainThenAForkAndAJoinAreAllWritten() throws {
        let s = Solver(), w = Variable("w")
        let width = w == 5
        try s.addConstraint(width)
        var xs: [Variable] = []
        for i in 0..<300 {
            let x = Variable("x\(i)")
            try s.addConstraint(i == 0 ? x == w + 1 : x == xs[i - 1] + 1)
            xs.append(x)
        }
        let y = Variable("y"), z = Variable("z"), t = Variable("t")
        try s.addConstraint(y == xs[299] + 1)
        try s.addConstraint(z == xs[299] + 2)
        try s.addConstraint(t == y + z)
        s.updateVariables()
        #expect(xs[299].value == 305 && t.value == 613)
        try edit(width, to: -8, in: s)
        #expect(xs.indices.allSatisfy { xs[$0].value == Double(9 + $0) })
        #expect(y.value == 309 && z.value == 310 && t.value == 619)
    }

    /// Sets `constraint`'s constant and writes the variables it moved, as the edit pass does.
    private func edit(_ constraint: Constraint, to constant: Double, in solver: Solver) throws {
        try solver.updateConstant(constraint, to: constant)
        solver.updateChangedVariables()
    }
}
