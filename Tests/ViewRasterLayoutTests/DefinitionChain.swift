@testable import ViewRasterLayout

/// A chain of definitions the solver tests derive values from by hand:
/// x_i = x_(i-1) + w_(i-1) + 1 with w_i = 5 and x_0 = 1, so x_i = 1 + 6i.
struct DefinitionChain {
    /// The solver holding the chain.
    let solver: Solver
    /// The positions x_0 … x_(n-1).
    let xs: [Variable]
    /// The widths w_0 … w_(n-1).
    let ws: [Variable]
    /// The constraints `w_i == 5`, in order (edit one to move everything after it).
    let widths: [Constraint]

    /// Builds a chain of `n` links; `firstOrder`, when given, numbers the solver's rows from it.
    init(_ n: Int, firstOrder: Int? = nil) {
        let s = Solver()
        if let firstOrder { s.orderTick = firstOrder }
        var xs: [Variable] = [], ws: [Variable] = [], widths: [Constraint] = []
        for i in 0..<n {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            try! s.addConstraint(i == 0 ? x == 1 : x == xs[i - 1] + ws[i - 1] + 1)
            let cw = w == 5
            try! s.addConstraint(cw)
            xs.append(x); ws.append(w); widths.append(cw)
        }
        solver = s; self.xs = xs; self.ws = ws; self.widths = widths
    }
}
