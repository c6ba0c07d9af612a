import Foundation
import Testing
@testable import ViewRasterLayout

/// `updateChangedVariables` sorts the rows it re-reads by one packed word each (the row's order
/// above its symbol's id); rows numbered past 32 bits fall back to writing everything.
@Suite struct ChangedVariablesOrderTests {
    /// The test chain (`DefinitionChain`) with its rows numbered from `firstOrder`.
    func chain(_ n: Int, firstOrder: Int) -> (s: Solver, xs: [Variable], widths: [Constraint]) {
        let c = DefinitionChain(n, firstOrder: firstOrder)
        return (c.solver, c.xs, c.widths)
    }

    /// An edit of w_0 moves every x downstream by 4 (x_i = 1 + 6i + 4): each lazy row is read
    /// after the rows it names, whether the orders pack into 32 bits or run past them.
    @Test(arguments: [1, Int(UInt32.max) - 40, Int(UInt32.max) + 7])
    func theMovedRowsResolveOldestFirst(firstOrder: Int) throws {
        let c = chain(80, firstOrder: firstOrder)
        c.s.updateVariables()
        try c.s.updateConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        for i in 1..<80 { #expect(c.xs[i].value == Double(1 + 6 * i + 4)) }
        // The same bits as a full write.
        let incremental = c.xs.map(\.value.bitPattern)
        c.s.updateVariables()
        #expect(c.xs.map(\.value.bitPattern) == incremental)
    }

    /// A fork that joins: b = a + 1, d = a + 2, e = b + d. Walking the users of a reaches e
    /// from one branch before the other branch's row is read, so the rows must be put in the
    /// order they were made before they are read (e = 2a + 3 after every edit of a).
    @Test(arguments: [1, Int(UInt32.max) - 2])
    func aJoinIsReadAfterBothOfItsBranches(firstOrder: Int) throws {
        let s = Solver()
        s.orderTick = firstOrder
        let a = Variable("a"), b = Variable("b"), d = Variable("d"), e = Variable("e")
        let ca = a == 1
        try s.addConstraint(ca)
        try s.addConstraint(b == a + 1)
        try s.addConstraint(d == a + 2)
        try s.addConstraint(e == b + d)
        s.updateVariables()
        #expect(e.value == 5)
        for k in [7.0, -3, 40] {
            try s.updateConstant(ca, to: -k)
            s.updateChangedVariables()
            #expect(a.value == k && b.value == k + 1 && d.value == k + 2 && e.value == 2 * k + 3)
        }
    }
}
