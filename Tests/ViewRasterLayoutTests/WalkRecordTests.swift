import Foundation
import Testing
@testable import ViewRasterLayout

/// `updateChangedVariables`' walk reads a chain's rows from their records (`WalkRecord`, round
/// forty, issue 22), made by the last full write: a link's own constant moved in place since
/// then must be the one the walk sums when a later edit moves the links before it.
@Suite struct WalkRecordTests {
    /// x_i = x_(i-1) + w_(i-1) + 1 with w_i = 5 and x_0 = 1 (x_i = 1 + 6i); the links' and the
    /// widths' constraints.
    func chain(_ n: Int) -> (s: Solver, xs: [Variable], links: [Constraint], widths: [Constraint]) {
        let s = Solver()
        var xs: [Variable] = [], ws: [Variable] = [], links: [Constraint] = [], widths: [Constraint] = []
        for i in 0..<n {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            let link = i == 0 ? x == 1 : x == xs[i - 1] + ws[i - 1] + 1
            try! s.addConstraint(link)
            let cw = w == 5
            try! s.addConstraint(cw)
            xs.append(x); ws.append(w); links.append(link); widths.append(cw)
        }
        return (s, xs, links, widths)
    }

    /// Link 20's gap edited to 4 (its constraint's constant −4: x_20 − x_19 − w_19 − 4 = 0),
    /// then w_0 to 9: x_i = 1 + 6i, 4 more from link 1 on and 3 more from link 20 on — after
    /// each edit, the bits a full write gives.
    @Test func aLinkMovedInPlaceThenTheFirstWidthMovesEveryLinkByBoth() throws {
        let c = chain(40)
        c.s.updateVariables()
        try c.s.updateConstant(c.links[20], to: -4)
        c.s.updateChangedVariables()
        for i in 0..<40 { #expect(c.xs[i].value == Double(1 + 6 * i + (i >= 20 ? 3 : 0))) }
        try c.s.updateConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        for i in 0..<40 { #expect(c.xs[i].value == Double(1 + 6 * i + (i >= 1 ? 4 : 0) + (i >= 20 ? 3 : 0))) }
        let incremental = c.xs.map(\.value.bitPattern)
        c.s.updateVariables()
        #expect(c.xs.map(\.value.bitPattern) == incremental)
    }

    /// The same through `changeConstant` (the general in-place change, which `suggestValue`
    /// takes), links 10 and 30 moved before the first width: 2.5 more from link 10 on, 1 less
    /// from link 30 on.
    @Test func linksMovedByTheGeneralChangeThenTheFirstWidthMoveEveryLinkByAll() throws {
        let c = chain(40)
        c.s.updateVariables()
        try c.s.changeConstant(c.links[10], to: -3.5)
        try c.s.changeConstant(c.links[30], to: 0)
        c.s.updateChangedVariables()
        try c.s.changeConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        func expected(_ i: Int) -> Double {
            Double(1 + 6 * i + (i >= 1 ? 4 : 0)) + (i >= 10 ? 2.5 : 0) - (i >= 30 ? 1 : 0)
        }
        for i in 0..<40 { #expect(c.xs[i].value == expected(i)) }
        let incremental = c.xs.map(\.value.bitPattern)
        c.s.updateVariables()
        #expect(c.xs.map(\.value.bitPattern) == incremental)
    }
}
