import Foundation
import Testing
@testable import ViewRasterLayout

/// The edit walk steps from a record to the next one with no mark, guess or cell tested when
/// the next record is linked (`WalkRecord.linked`: its row is the one user of the column of
/// the record before it's row, round fifty-one, issue 22). Where a column has two users the
/// link must not be set, and every row either side must still be written.
@Suite struct WalkRecordLinkTests {
    /// `DefinitionChain(n)` (x_i = 1 + 6i); with `branchAt`, y = x_b + 3 added after it (a
    /// second user of x_b's column).
    func chain(_ n: Int, branchAt b: Int? = nil) -> (s: Solver, xs: [Variable], y: Variable, widths: [Constraint]) {
        let c = DefinitionChain(n)
        let y = Variable("y")
        if let b { try! c.solver.addConstraint(y == c.xs[b] + 3) }
        return (c.solver, c.xs, y, c.widths)
    }

    /// A plain chain: the links' records after the first are linked (the walk's fast step), and
    /// w_0 edited to 9 moves every x_i (i ≥ 1) by 4, the bits a full write gives.
    @Test func aChainsLinksAreLinkedAndAnEditMovesEveryOne() throws {
        let c = chain(40)
        c.s.updateVariables()
        let records = try #require(c.s.columns.walkRecords)
        #expect(records.filter(\.linked).count >= 30)
        #expect(!records[0].linked)
        try c.s.updateConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        #expect(c.xs[0].value == 1)
        for i in 1..<40 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        let walked = c.xs.map(\.value.bitPattern)
        c.s.updateVariables()
        #expect(c.xs.map(\.value.bitPattern) == walked)
    }

    /// y = x_20 + 3 (x_20's column has two users: link 21 and y): no record names x_20 and is
    /// linked, and w_0 edited to 9 moves y (23 + 120 + 4 = 128) and every link, then w_30 to 2
    /// moves the links after 30 back by 3 and leaves y — the values a full write gives.
    @Test func aColumnOfTwoUsersIsNotLinkedAndTheWalkWritesBothUsers() throws {
        let c = chain(40, branchAt: 20)
        c.s.updateVariables()
        #expect(c.y.value == 124)
        let records = try #require(c.s.columns.walkRecords)
        func names(_ r: WalkRecord, _ p: Int) -> Bool { Int(r.symbol0) == p || Int(r.symbol1) == p }
        #expect(records.filter(\.linked).count >= 30)
        for (i, r) in records.enumerated() where r.linked {
            // A linked record names the basic symbol of the record before it, and no other
            // record does (its column has this one user).
            let p = records[i - 1].basicID
            #expect(names(r, p))
            #expect(records.filter { names($0, p) }.count == 1)
        }
        try c.s.updateConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        for i in 1..<40 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        #expect(c.y.value == 128)
        try c.s.updateConstant(c.widths[30], to: -2)
        c.s.updateChangedVariables()
        for i in 1...30 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        for i in 31..<40 { #expect(c.xs[i].value == Double(2 + 6 * i)) }
        #expect(c.y.value == 128)
        let walked = c.xs.map(\.value.bitPattern) + [c.y.value.bitPattern]
        c.s.updateVariables()
        #expect(c.xs.map(\.value.bitPattern) + [c.y.value.bitPattern] == walked)
    }
}
