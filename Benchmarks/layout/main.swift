// Layout benchmarks: prints one JSON object per system (compare with ../peers/kiwi_layout.py).
// `layoutbench RUNS`: every system; `layoutbench RUNS chain N`: only the solver chain of N views
// and the engine chain of N views (the linearity check: 10,000 views against 1,000); a fifth
// argument `solver` skips the engine.
let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 5 : 5
let chainOnly = CommandLine.arguments.count > 3 && CommandLine.arguments[2] == "chain" ? Int(CommandLine.arguments[3]) : nil
do {
    if let n = chainOnly {
        print(try runSolverSystem({ chainSystem(n) }, repeat: runs))
        if CommandLine.arguments.count < 5 || CommandLine.arguments[4] != "solver" { print(runEngineSystem(grid: false, views: n)) }
    } else {
        for make in [{ chainSystem(1000) }, { gridSystem(1000) }, { nestedSystem(1000) },
                     { unrelatedSystem(100) }, { unrelatedSystem(1000) }, { chainSystem(10_000) }] as [() -> SolverSystem] {
            print(try runSolverSystem(make, repeat: runs))
        }
        print(runEngineSystem(grid: false))
        print(runEngineSystem(grid: true))
        print(runEngineSystem(grid: false, views: 10_000))
    }
} catch {
    print("benchmark failed: \(error)")
}
