import Foundation
import ViewRasterNib
import ViewRasterFuzz

/// `viewraster fuzz`: mutates the seed inputs (gallery and corpus xibs, PNG fixtures, bundled
/// fonts, benchmark display lists) and runs each case in worker subprocesses, reporting
/// crashes, hangs and errors that do not say where. See docs/robustness.md.
enum FuzzCommand: Command {
    static let name = "fuzz"
    static let summary = "fuzz the loaders, layout and renderer with mutated inputs"
    static let usage = """
    usage: viewraster fuzz [--cases N] [--seed S] [options]

    \(Flag.help(own))

    Prints `fuzz: N passed, M failed` and exits 1 when any case failed (crash, hang over the
    timeout, or an error that does not name its input and line).

    Limits (passed to the workers):
    \(Flag.help(LimitFlags.flags()))
    """

    static let cases = Flag("--cases", .integer("N", 1...100_000_000), help: "how many cases", default: "1000")
    static let start = Flag("--start", .integer("I", 0...Int.max / 2), help: "the first case index", default: "0")
    static let seed = Flag("--seed", .text("S"), help: "the random seed, a whole number; case I of seed S is the same everywhere",
                           default: "1")
    static let oneCase = Flag("--case", .integer("I", 0...Int.max / 2), help: "run only case I (with --write-case, write it instead of running it)")
    static let writeCase = Flag("--write-case", .text("FILE"), help: "write the case's input to FILE (with --case)")
    static let jobs = Flag("--jobs", .integer("N", 1...256), help: "parallel workers", default: "every core")
    static let timeout = Flag("--timeout", .positive("SEC"), help: "seconds a case may take before it is a hang", default: "1")
    static let root = Flag("--root", .text("DIR"), help: "the package checkout holding the seeds",
                           default: "found upward from the working directory")
    static let corpus = Flag("--corpus", .text("DIR"), help: "more seed xibs, skipped when absent",
                             default: "../shared/corpus/xib beside the checkout")
    static let save = Flag("--save", .text("DIR"), help: "where failing inputs are saved", default: "Tests/Fixtures/fuzz-regressions")
    static let noSave = Flag("--no-save", help: "do not save failing inputs")
    static let quiet = Flag("--quiet", help: "print only the summary line, and draw no progress bar (one is drawn only when standard error is a terminal)")
    static let own = [cases, start, seed, oneCase, writeCase, jobs, timeout, root, corpus, save, noSave, quiet]

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: own + LimitFlags.flags())
        let limits = try LimitFlags.limits(args)
        let count = try args.integer(Self.cases) ?? 1000
        let start = try args.integer(Self.start) ?? 0
        guard let seed = UInt64(args.value(Self.seed) ?? "1") else { throw CLIError.usage("--seed must be a whole number") }
        let jobs = try args.integer(Self.jobs) ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        let timeout = try args.number(Self.timeout) ?? 1
        let quiet = args.has(Self.quiet)

        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        guard let root = args.value(Self.root).map({ URL(fileURLWithPath: $0) })
                ?? FuzzSeed.packageRoot(from: cwd) ?? FuzzSeed.packageRoot(from: exe.deletingLastPathComponent()) else {
            throw CLIError.usage("cannot find the package checkout (Package.swift) above \(cwd.path); pass --root")
        }
        let corpus = args.value(Self.corpus).map { URL(fileURLWithPath: $0) } ?? FuzzSeed.defaultCorpus(packageRoot: root)
        if let corpus, args.value(Self.corpus) != nil, !FileManager.default.fileExists(atPath: corpus.path) {
            throw CLIError.input("\(corpus.path): no such folder")
        }
        let seeds = FuzzSeed.collect(packageRoot: root, corpus: corpus)
        guard !seeds.isEmpty else { throw CLIError.input("\(root.path): no seed inputs found (is it the ViewRaster checkout?)") }
        let generator = FuzzCaseGenerator(seeds: seeds, seed: seed)

        if let index = try args.integer(Self.oneCase) {
            let c = generator.makeCase(index)
            if let out = args.value(Self.writeCase) {
                try c.data.write(to: URL(fileURLWithPath: out), options: .atomic)
                print("case \(index): \(c.kind.rawValue) from \(c.seedName): \(c.note)")
                return
            }
            try runCampaign(generator, cases: index..<(index + 1), jobs: 1, timeout: timeout, limits: limits,
                            exe: exe, seed: seed, save: nil, quiet: false)
            return
        }
        if args.value(Self.writeCase) != nil { throw CLIError.usage("--write-case needs --case") }
        let save = args.has(Self.noSave) ? nil
            : args.value(Self.save).map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("Tests/Fixtures/fuzz-regressions")
        if !quiet {
            let kinds = Dictionary(grouping: seeds, by: \.kind).map { "\($0.value.count) \($0.key.rawValue)" }.sorted()
            print("fuzz: seed \(seed), cases \(start)..<\(start + count), \(jobs) workers, \(kinds.joined(separator: ", ")) seeds")
        }
        try runCampaign(generator, cases: start..<(start + count), jobs: jobs, timeout: timeout, limits: limits,
                        exe: exe, seed: seed, save: save, quiet: quiet)
    }

    static func runCampaign(_ generator: FuzzCaseGenerator, cases: Range<Int>, jobs: Int, timeout: Double,
                            limits: InputLimits, exe: URL, seed: UInt64, save: URL?, quiet: Bool) throws {
        var campaign = FuzzCampaign(executable: exe.path, generator: generator, cases: cases,
                                    workFolder: FileManager.default.temporaryDirectory
                                        .appendingPathComponent("viewraster-fuzz-\(ProcessInfo.processInfo.processIdentifier)"))
        campaign.jobs = jobs
        campaign.timeout = timeout
        campaign.limits = limits
        let began = DispatchTime.now().uptimeNanoseconds
        let progress = Progress(total: cases.count, quiet: quiet || cases.count == 1)
        let report = try campaign.run { progress.update($0) }
        progress.finish()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
        for f in report.failures {
            let c = f.fuzzCase
            var line = "FAIL case \(c.index) [\(c.kind.rawValue) from \(c.seedName); \(c.note)]: \(f.outcome.workerLine.replacingOccurrences(of: "\t", with: ": "))"
            if let save, let url = try? RegressionStore.save(f, seed: seed, seedFiles: generator.seeds.count, to: save) { line += " (saved \(url.lastPathComponent))" }
            print(String(line.prefix(1000)))
        }
        if !quiet || cases.count == 1 {
            let labels = ["ok", "error", "unlocated-error", "crash", "hang"].compactMap { l in report.counts[l].map { "\(l) \($0)" } }
            let kinds = FuzzKind.allCases.compactMap { k in report.counts[k.rawValue].map { "\(k.rawValue) \($0)" } }
            print("fuzz: \(labels.joined(separator: ", ")); \(kinds.joined(separator: ", ")); \(String(format: "%.1f", seconds)) s")
        }
        print(report.summary)
        if report.failed > 0 { throw CLIError.failure("\(report.failed) case(s) failed (seed \(seed))") }
    }
}
