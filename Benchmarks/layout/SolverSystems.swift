// The systems of README.md on Layout.Solver (same order and constants as kiwi_layout.py).
// Built standalone with the Layout sources (see README.md), so `Layout` types are in-module.
import Foundation

final class Box {
    let x, y, w, h: Variable
    init(_ n: String) { x = Variable(n + ".x"); y = Variable(n + ".y"); w = Variable(n + ".w"); h = Variable(n + ".h") }
}

struct SolverSystem {
    let name: String
    let root: Box
    let boxes: [Box]
    let constraints: [Constraint]
    let editIndex: Int
    let replacement: Constraint
}

func rootPins(_ r: Box) -> [Constraint] { [r.x == 0, r.y == 0, r.w == 10000, r.h == 1000] }

func chainSystem(_ n: Int) -> SolverSystem {
    let root = Box("root"); var cs = rootPins(root); var bs: [Box] = []
    for i in 0..<n {
        let b = Box("v\(i)"), p = bs.last
        cs.append(p.map { b.x == $0.x + $0.w + 1 } ?? (b.x == root.x + 1))
        cs += [b.w == 5, b.y == root.y + Double(i % 10), b.h == 0.5 * root.h]
        bs.append(b)
    }
    return SolverSystem(name: n == 1000 ? "chain" : "chain\(n)", root: root, boxes: bs, constraints: cs, editIndex: 5, replacement: bs[0].w == 9)
}

func gridSystem(_ n: Int, cols: Int = 40) -> SolverSystem {
    let root = Box("root"); var cs = rootPins(root); var bs: [Box] = []
    for i in 0..<n {
        let (r, c) = i.quotientAndRemainder(dividingBy: cols)
        let b = Box("c\(r)_\(c)")
        cs.append(c > 0 ? b.x == bs[i - 1].x + bs[i - 1].w + 2 : b.x == root.x + 2)
        cs.append(c > 0 ? b.w == bs[i - c].w : b.w == 20)
        cs.append(r > 0 ? b.y == bs[i - cols].y + bs[i - cols].h + 2 : b.y == root.y + 2)
        cs.append(b.h == 10)
        bs.append(b)
    }
    return SolverSystem(name: "grid", root: root, boxes: bs, constraints: cs, editIndex: 5, replacement: bs[0].w == 24)
}

func nestedSystem(_ n: Int) -> SolverSystem {
    let root = Box("root"); var cs = rootPins(root); var bs: [Box] = []
    for i in 0..<n {
        let p = i > 0 ? bs[(i - 1) / 3] : root
        let b = Box("n\(i)")
        cs += [b.x == p.x + 4, b.y == p.y + 4, b.w <= p.w - 8, (b.w == 200) | .weak, b.h == 0.5 * p.h]
        bs.append(b)
    }
    return SolverSystem(name: "nested", root: root, boxes: bs, constraints: cs, editIndex: 4, replacement: bs[0].x == root.x + 10)
}

func unrelatedSystem(_ k: Int) -> SolverSystem {
    let root = Box("root"); var cs = rootPins(root); var bs: [Box] = []
    for i in 0..<k {
        let b = Box("u\(i)")
        cs += [b.x >= 0, b.w == 10 + Double(i % 7), b.x + b.w <= 1000, (b.x == Double(i)) | .weak]
        bs.append(b)
    }
    return SolverSystem(name: "unrelated\(4 * k)", root: root, boxes: bs, constraints: cs, editIndex: 5, replacement: bs[0].w == 12)
}

func checksum(_ s: SolverSystem) -> Double {
    ([s.root] + s.boxes).reduce(0) { $0 + $1.x.value + $1.y.value + $1.w.value + $1.h.value }
}

func milliseconds(since t: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6 }

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

/// build: add everything and update; edit: replace one constraint and update. Median over runs.
func runSolverSystem(_ make: () -> SolverSystem, repeat runs: Int) throws -> String {
    var builds: [Double] = [], edits: [Double] = [], sums = (0.0, 0.0), name = "", count = 0
    for _ in 0..<runs {
        let sys = make()
        name = sys.name; count = sys.constraints.count
        let t0 = DispatchTime.now().uptimeNanoseconds
        let solver = Solver()
        for c in sys.constraints { try solver.addConstraint(c) }
        solver.updateVariables()
        builds.append(milliseconds(since: t0))
        let before = checksum(sys)
        let t1 = DispatchTime.now().uptimeNanoseconds
        try solver.removeConstraint(sys.constraints[sys.editIndex])
        try solver.addConstraint(sys.replacement)
        solver.updateVariables()
        edits.append(milliseconds(since: t1))
        sums = (before, checksum(sys))
    }
    return #"{"system": "\#(name)", "constraints": \#(count), "build_ms": \#(median(builds)), "edit_ms": \#(median(edits)), "checksum_before": \#(sums.0), "checksum_after": \#(sums.1)}"#
}
