import Foundation
import Testing
@testable import ViewRasterLayout

/// `updateChangedVariables`' walk takes a chain's next row from the column index's marks of
/// one-user columns (round twenty-nine, issue 22), made by a full write and dropped by any change
/// of a column: a constraint added or removed between two edits, or an edit that fails and is
/// taken back, must leave no mark that sends the next edit's walk past a row it must write.
/// Values by hand on `DefinitionChain` (x_i = x_(i-1) + w_(i-1) + 1, w_i = 5, x_0 = 1).
@Suite struct ColumnIndexMarksTests {
    /// w_0 edited to 9 (x_i = 5 + 6i for i ≥ 1); then y == x_5 + 2 added (x_5's column gets a
    /// second user); then w_0 edited to 3: x_i = 6i − 1 for i ≥ 1 and y = x_5 + 2 = 31 — the
    /// second edit's walk reaches y through x_5's column.
    @Test func aConstraintAddedBetweenTwoEditsMovesWithTheSecond() throws {
        let c = DefinitionChain(30)
        let s = c.solver
        s.updateVariables()
        try s.updateConstant(c.widths[0], to: -9)
        s.updateChangedVariables()
        for i in 1..<30 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        let y = Variable("y")
        try s.addConstraint(y == c.xs[5] + 2)
        s.updateChangedVariables()
        #expect(y.value == 37)
        try s.updateConstant(c.widths[0], to: -3)
        s.updateChangedVariables()
        for i in 1..<30 { #expect(c.xs[i].value == Double(6 * i - 1)) }
        #expect(y.value == 31)
    }

    /// y == x_5 + 2 from the start (x_5's column of two users), removed after a first edit of
    /// w_0 to 9; w_0 edited to 3 then moves every x_i to 6i − 1 (the walk now runs through x_5)
    /// and y, no longer constrained, keeps the value it was last given.
    @Test func aConstraintRemovedBetweenTwoEditsLeavesTheChainWhole() throws {
        let c = DefinitionChain(30)
        let s = c.solver
        let y = Variable("y")
        let cy = y == c.xs[5] + 2
        try s.addConstraint(cy)
        s.updateVariables()
        #expect(y.value == 33)
        try s.updateConstant(c.widths[0], to: -9)
        s.updateChangedVariables()
        #expect(y.value == 37)
        try s.removeConstraint(cy)
        s.updateChangedVariables()
        try s.updateConstant(c.widths[0], to: -3)
        s.updateChangedVariables()
        for i in 1..<30 { #expect(c.xs[i].value == Double(6 * i - 1)) }
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
        try s.updateConstant(c.widths[0], to: -9)
        s.updateChangedVariables()
        for i in 1..<30 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        try s.updateConstant(c.widths[3], to: -1)
        s.updateChangedVariables()
        for i in 1...3 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        for i in 4..<30 { #expect(c.xs[i].value == Double(1 + 6 * i)) }
    }

    /// The walk over a chain after a constraint added and removed writes the bits a full write
    /// gives.
    @Test func editsAroundAChangedIndexWriteTheBitsOfAFullWrite() throws {
        let c = DefinitionChain(40)
        let s = c.solver
        s.updateVariables()
        try s.updateConstant(c.widths[2], to: -5.1)
        s.updateChangedVariables()
        let y = Variable("y")
        let cy = y == c.xs[20] * 0.5 + c.xs[10]
        try s.addConstraint(cy)
        s.updateChangedVariables()
        try s.updateConstant(c.widths[1], to: -7.3)
        s.updateChangedVariables()
        let incremental = (c.xs + [y]).map(\.value.bitPattern)
        s.updateVariables()
        #expect((c.xs + [y]).map(\.value.bitPattern) == incremental)
    }
}
