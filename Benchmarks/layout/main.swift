// Layout benchmarks: prints one JSON object per system (compare with ../peers/kiwi_layout.py).
let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 5 : 5
do {
    for make in [{ chainSystem(1000) }, { gridSystem(1000) }, { nestedSystem(1000) },
                 { unrelatedSystem(100) }, { unrelatedSystem(1000) }] as [() -> SolverSystem] {
        print(try runSolverSystem(make, repeat: runs))
    }
    print(runEngineSystem(grid: false))
    print(runEngineSystem(grid: true))
} catch {
    print("benchmark failed: \(error)")
}
