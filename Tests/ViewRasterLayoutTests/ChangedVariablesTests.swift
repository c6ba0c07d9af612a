import Foundation
import Testing
@testable import ViewRasterLayout

/// `Solver.updateChangedVariables`: after in-place constant edits it writes only what they
/// moved (through lazy rows too), the same values `updateVariables` writes; after anything
/// else it writes everything.
@Suite struct ChangedVariablesTests {
    /// x_i = x_(i-1) + w_(i-1) + 1, w_i = 5, x_0 = 1, y_i = 2 (x_i = 1 + 6i).
    func chain(_ n: Int) -> (s: Solver, xs: [Variable], ws: [Variable], ys: [Variable], widths: [Constraint]) {
        let s = Solver()
        var xs: [Variable] = [], ws: [Variable] = [], ys: [Variable] = [], widths: [Constraint] = []
        for i in 0..<n {
            let x = Variable("x\(i)"), w = Variable("w\(i)"), y = Variable("y\(i)")
            try! s.addConstraint(i == 0 ? x == 1 : x == xs[i - 1] + ws[i - 1] + 1)
            let cw = w == 5
            try! s.addConstraint(cw)
            try! s.addConstraint(y == 2)
            xs.append(x); ws.append(w); ys.append(y); widths.append(cw)
        }
        return (s, xs, ws, ys, widths)
    }

    @Test func anEditReachesTheLazyRowsDownstreamAndNothingElse() throws {
        let c = chain(100)
        c.s.updateVariables()
        // Sentinels in variables the edit of w_50 cannot move and no moved row reads (x_50 is
        // read by x_51): they must survive.
        for v in c.ys + c.xs[..<50] + c.ws[..<50] { v.value = -1 }
        try c.s.updateConstant(c.widths[50], to: -9)
        c.s.updateChangedVariables()
        #expect(c.ws[50].value == 9)
        #expect(c.xs[51].value == 1 + 6 * 51 + 4 && c.xs[99].value == 1 + 6 * 99 + 4)
        #expect((c.ys + c.xs[..<50] + c.ws[..<50]).allSatisfy { $0.value == -1 })
        // Nothing changed since: nothing is written.
        c.xs[99].value = -1
        c.s.updateChangedVariables()
        #expect(c.xs[99].value == -1)
    }

    @Test func aConstraintAddedAfterAnEditRewritesEverything() throws {
        let c = chain(20)
        c.s.updateVariables()
        try c.s.updateConstant(c.widths[0], to: -7)
        let tail = Variable("tail")
        try c.s.addConstraint(tail >= c.xs[19] + 10)
        try c.s.addConstraint((tail == 0) | .weak)
        c.ys[3].value = -1
        c.s.updateChangedVariables()
        #expect(c.ys[3].value == 2 && c.xs[19].value == 1 + 6 * 19 + 2 && tail.value == 1 + 6 * 19 + 2 + 10)
        // Then an edit of the weak preference, which the dual simplex pivots on.
        try c.s.removeConstraint(c.widths[19])
        let last = (c.ws[19] == 5)
        try c.s.addConstraint(last)
        c.s.updateVariables()
        try c.s.updateConstant(c.widths[1], to: -3)
        c.s.updateChangedVariables()
        #expect(c.xs[19].value == 1 + 6 * 19 + 2 - 2 && tail.value == 1 + 6 * 19 + 10)
    }

    /// A system of more than 8,192 symbol ids (1,500 links of the chain: six each), whose
    /// walk keeps its marks in the solver (past the 1 KB on the thread's stack), edited twice:
    /// the marks are cleared between the walks. w_0 = 9 moves every x after it by 4, then
    /// w_0 = 2 by −3 (x_i = 1 + 6i, by hand), and nothing the edits do not reach is written.
    @Test func aLargeSystemsWalkMarksAreClearedBetweenEdits() throws {
        let c = chain(1_500)
        #expect(c.s.idTick > 8_192)
        c.s.updateVariables()
        c.ys[700].value = -1
        try c.s.updateConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        #expect(c.xs[1].value == 1 + 6 + 4 && c.xs[1_499].value == 1 + 6 * 1_499 + 4)
        try c.s.updateConstant(c.widths[0], to: -2)
        c.s.updateChangedVariables()
        #expect(c.ws[0].value == 2)
        #expect(c.xs.indices.allSatisfy { c.xs[$0].value == (1 + 6 * Double($0) - ($0 > 0 ? 3 : 0)) })
        #expect(c.ys[700].value == -1)
    }

    /// A row named by more rows than the walk's temporary stack holds (128): that walk stops
    /// and the one sized to every row writes them all. w = 100, v_i = w + i for 300 v's and a chain of 200
    /// x's after v_299 (x_0 = v_299 + 1, x_j = x_(j-1) + 1); w edited to 50: every v and x
    /// moves by −50, by hand, and a variable nothing names keeps its sentinel.
    @Test func aRowWithMoreUsersThanTheWalksStackHoldsReachesThemAll() throws {
        let s = Solver()
        let w = Variable("w"), other = Variable("other")
        let cw = w == 100
        try s.addConstraint(cw)
        try s.addConstraint(other == 7)
        var vs: [Variable] = [], xs: [Variable] = []
        for i in 0..<300 {
            let v = Variable("v\(i)")
            try s.addConstraint(v == w + Double(i))
            vs.append(v)
        }
        for j in 0..<200 {
            let x = Variable("x\(j)")
            try s.addConstraint(x == (j == 0 ? vs[299] : xs[j - 1]) + 1)
            xs.append(x)
        }
        s.updateVariables()
        #expect(vs[299].value == 399 && xs[199].value == 599)
        other.value = -1
        try s.updateConstant(cw, to: -50)
        s.updateChangedVariables()
        #expect(w.value == 50)
        #expect(vs.indices.allSatisfy { vs[$0].value == 50 + Double($0) })
        #expect(xs.indices.allSatisfy { xs[$0].value == 350 + Double($0) })
        #expect(other.value == -1)
        // And back: the same rows again.
        try s.updateConstant(cw, to: -100)
        s.updateChangedVariables()
        #expect(vs.indices.allSatisfy { vs[$0].value == 100 + Double($0) })
        #expect(xs[199].value == 599 && other.value == -1)
    }

    /// Random edits (equalities, inequalities, strengths, edit variables) on a mixed system:
    /// after each, the incremental write and a full write give the same bits.
    @Test func randomEditsMatchAFullUpdateBitForBit() throws {
        var rng = SplitMix(seed: 22)
        let s = Solver()
        var vars: [Variable] = [], edited: [(Constraint, Double)] = []
        for i in 0..<60 {
            let v = Variable("v\(i)")
            let c: Constraint
            switch i % 4 {
            case 0 where i > 0: c = v == vars[i - 1] + 3
            case 1: c = v >= vars[i - 1] + 1
            case 2: c = (v == Double(i)) | .strong
            default: c = v == Double(i % 7)
            }
            try s.addConstraint(c)
            if i % 4 == 1 { try s.addConstraint((v == 0) | .weak) }
            edited.append((c, c.expression.constant))
            vars.append(v)
        }
        let edit = Variable("edit")
        try s.addEditVariable(edit, strength: .strong)
        try s.addConstraint((vars[30] == edit) | .medium)
        s.updateVariables()
        for _ in 0..<200 {
            if rng.next() % 5 == 0 {
                try s.suggestValue(edit, Double(rng.next() % 100))
            } else {
                let i = Int(rng.next() % UInt64(edited.count))
                let k = edited[i].1 + Double(Int(rng.next() % 9) - 4)
                if (try? s.updateConstant(edited[i].0, to: k)) != nil { edited[i].1 = k }
            }
            s.updateChangedVariables()
            let incremental = vars.map(\.value.bitPattern)
            s.updateVariables()
            #expect(vars.map(\.value.bitPattern) == incremental)
        }
    }
}

/// A small deterministic generator for the tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
