import Foundation
import Testing
@testable import ViewRasterLayout

/// `updateChangedVariables`' walk guesses the next row of a run as the row as many symbol ids on
/// as the last step (round twenty-eight, issue 22): chains whose links take their ids in uneven
/// steps must still have every link moved, and nothing else written.
@Suite struct ChangedVariablesStrideTests {
    /// x_i = x_(i-1) + w_(i-1) + 1 with w_i = 5 and x_0 = 1 (x_i = 1 + 6i), where link i also
    /// makes `spacers(i)` variables `s == 7` before its own: the links' symbol ids step by
    /// different amounts.
    func chain(_ n: Int, spacers: (Int) -> Int) -> (s: Solver, xs: [Variable], spacers: [Variable], widths: [Constraint]) {
        let s = Solver()
        var xs: [Variable] = [], ws: [Variable] = [], spacerVariables: [Variable] = [], widths: [Constraint] = []
        for i in 0..<n {
            for k in 0..<spacers(i) {
                let v = Variable("s\(i).\(k)")
                try! s.addConstraint(v == 7)
                spacerVariables.append(v)
            }
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            try! s.addConstraint(i == 0 ? x == 1 : x == xs[i - 1] + ws[i - 1] + 1)
            let cw = w == 5
            try! s.addConstraint(cw)
            xs.append(x); ws.append(w); widths.append(cw)
        }
        return (s, xs, spacerVariables, widths)
    }

    /// Links with 0, 1, 2, 0, 1, 2, … spacers: w_0 edited to 9 (the constraint `w == 5` holds
    /// w − 5 = 0: its constant −9 makes w 9) moves every x_i (i ≥ 1) by 4 (x_i = 5 + 6i), and
    /// the spacers keep 7.
    @Test func aChainWhoseIdsStepUnevenlyMovesEveryLink() throws {
        let c = chain(40) { $0 % 3 }
        c.s.updateVariables()
        try c.s.updateConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        #expect(c.xs[0].value == 1)
        for i in 1..<40 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        #expect(c.spacers.allSatisfy { $0.value == 7 })
    }

    /// Even steps for the first half, then one spacer a link: w_0 edited to 9 and then w_25 to 2
    /// (x_i for i > 25 moves back by 3, so x_i = 2 + 6i) — a run whose step changes midway, and
    /// a run that starts past the change.
    @Test func aChainWhoseStepChangesMidwayMovesEveryLink() throws {
        let c = chain(50) { $0 < 25 ? 0 : 1 }
        c.s.updateVariables()
        try c.s.updateConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        for i in 1..<50 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        try c.s.updateConstant(c.widths[25], to: -2)
        c.s.updateChangedVariables()
        for i in 1...25 { #expect(c.xs[i].value == Double(5 + 6 * i)) }
        for i in 26..<50 { #expect(c.xs[i].value == Double(2 + 6 * i)) }
        #expect(c.spacers.allSatisfy { $0.value == 7 })
    }

    /// The values the walk wrote are the bits a full write gives (a chain of uneven steps).
    @Test func unevenStepsWriteTheBitsOfAFullWrite() throws {
        let c = chain(30) { ($0 * 7) % 4 }
        c.s.updateVariables()
        try c.s.updateConstant(c.widths[3], to: -5.1)
        c.s.updateChangedVariables()
        let incremental = c.xs.map(\.value.bitPattern)
        c.s.updateVariables()
        #expect(c.xs.map(\.value.bitPattern) == incremental)
    }
}
