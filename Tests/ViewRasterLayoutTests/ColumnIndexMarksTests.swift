import Foundation
import Testing
@testable import ViewRasterLayout

/// `updateChangedVariables`' walk takes a chain's next row from the column index's marks of
/// one-user columns (round twenty-nine, issue 22), made by a full write and dropped by any change
/// of a column: a constraint added or removed between two edits, or an edit that fails and is
/// taken back, must leave no mark that sends the next edit's walk past a row it must write.
/// Values by hand on `DefinitionChain` (x_i = x_(i-1) + w_(i-1) + 1, w_i = 5, x_0 = 1).
@Suite struct ColumnIndexMarksTests {
    /// Edits the constant of `w_i == 5` to `constant` (w_i becomes −constant) and writes what
    /// moved, as the engine's edit pass does.
    func edit(_ c: DefinitionChain, width i: Int, to constant: Double) throws {
        try c.solver.updateConstant(c.widths[i], to: constant)
        c.solver.updateChangedVariables()
    }

    /// w_0 edited to 9 (x_i = 5 + 6i for i ≥ 1), then `change` made to the solver and written,
    /// then w_0 edited to 3: every x_i (i ≥ 1) at 6i − 1 after it.
    func twoEdits(_ c: DefinitionChain, around change: () throws -> Void) throws {
        try edit(c, width: 0, to: -9)
        try change()
        c.solver.updateChangedVariables()
        try edit(c, width: 0, to: -3)
        for i in 1..<c.xs.count { #expect(c.xs[i].value == Double(6 * i - 1)) }
    }

    /// y == x_5 + 2 added between the two edits (x_5 = 35 then; its column gets a second user):
    /// the second edit's walk reaches y through x_5's column, y = x_5 + 2 = 31.
    @Test func aConstraintAddedBetweenTwoEditsMovesWithTheSecond() throws {
        let c = DefinitionChain(30)
        c.solver.updateVariables()
        let y = Variable("y")
        try twoEdits(c) {
            #expect(c.xs[5].value == 35)
            try c.solver.addConstraint(y == c.xs[5] + 2)
        }
        #expect(y.value == 31)
    }

    /// y == x_5 + 2 from the start (y = 33; x_5's column of two users), removed between the two
    /// edits (y = 37 then): the chain stays whole (the walk now runs through x_5) and y, no
    /// longer constrained, keeps the value it was last given.
    @Test func aConstraintRemovedBetweenTwoEditsLeavesTheChainWhole() throws {
        let c = DefinitionChain(30)
        let y = Variable("y")
        let cy = y == c.xs[5] + 2
        try c.solver.addConstraint(cy)
        c.solver.updateVariables()
        #expect(y.value == 33)
        try twoEdits(c) {
            #expect(y.value == 37)
            try c.solver.removeConstraint(cy)
        }
        #expect(y.value == 37)
    }

    /// A required bound x_29 ≤ 200 (x_29 = 175): w_0 edited to 40 (x_29 = 210) fails and is
    /// taken back whole; then w_0 edited to 9 moves x_i to 5 + 6i (x_29 = 179), and after it
    /// w_3 to 1 moves x_i for i ≥ 4 back by 4 (x_i = 1 + 6i) — the marks the restored index
    /// holds are its own.
    @Test func anEditTakenBackLeavesTheNextEditsWhole() throws {
        let c = DefinitionChain(30)
        let s = c.solver
        try s.addConstraint(c.xs[29] <= 200)
        s.updateVariables()
        #expect(c.xs[29].value == 175)
        #expect(throws: SolverError.self) { try s.updateConstant(c.widths[0], to: -40) }
        s.updateChangedVariables()
        for i in 0..<30 { #expect(c.xs[i].value == Double(1 + 6 * i)) }
        try edit(c, width: 0, to: -9)
        for i in 1..<30 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        try edit(c, width: 3, to: -1)
        for i in 1...3 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        for i in 4..<30 { #expect(c.xs[i].value == Double(1 + 6 * i)) }
    }

    /// The walk over a chain after a constraint added and removed writes the bits a full write
    /// gives.
    @Test func editsAroundAChangedIndexWriteTheBitsOfAFullWrite() throws {
        let c = DefinitionChain(40)
        let s = c.solver
        s.updateVariables()
        try edit(c, width: 2, to: -5.1)
        let y = Variable("y")
        let cy = y == c.xs[20] * 0.5 + c.xs[10]
        try s.addConstraint(cy)
        s.updateChangedVariables()
        try edit(c, width: 1, to: -7.3)
        let incremental = (c.xs + [y]).map(\.value.bitPattern)
        s.updateVariables()
        #expect((c.xs + [y]).map(\.value.bitPattern) == incremental)
    }
}
