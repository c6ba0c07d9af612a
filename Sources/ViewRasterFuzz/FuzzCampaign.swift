import Foundation
import ViewRasterNib

/// A fuzzing run: generates cases, runs them in batches in worker subprocesses on all cores,
/// bounds each case's time, and collects the outcomes.
public struct FuzzCampaign: Sendable {
    /// The `viewraster` binary the workers run (`viewraster fuzz-case`).
    public var executable: String
    /// What makes each case's input from its index.
    public var generator: FuzzCaseGenerator
    /// Case indices to run.
    public var cases: Range<Int>
    /// Parallel workers (default: every core).
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Seconds one case may take before it counts as a hang.
    public var timeout: Double = 1
    /// Cases per worker process (a worker is restarted after a crash or a hang).
    public var batchSize = 64
    /// The input limits the workers run with (passed to them as `viewraster` flags).
    public var limits = InputLimits.default
    /// Where case files are written while they run (removed afterwards).
    public var workFolder: URL

    /// A campaign running `cases` of `generator` with `executable`, writing case files in
    /// `workFolder`; every core, the default batch size and limits.
    public init(executable: String, generator: FuzzCaseGenerator, cases: Range<Int>, workFolder: URL) {
        self.executable = executable; self.generator = generator; self.cases = cases; self.workFolder = workFolder
    }

    /// One failed case.
    public struct Failure: Sendable {
        /// The case that failed.
        public var fuzzCase: FuzzCase
        /// What the worker reported for it (or the crash or hang seen).
        public var outcome: CaseOutcome
    }

    /// What a run found.
    public struct Report: Sendable {
        /// How many cases passed.
        public var passed = 0
        /// The cases that failed, with their outcomes.
        public var failures: [Failure] = []
        /// Outcome counts by label ("ok", "error", "crash", …) and by kind.
        public var counts: [String: Int] = [:]
        /// How many cases failed.
        public var failed: Int { failures.count }
        /// `fuzz: N passed, M failed`.
        public var summary: String { "fuzz: \(passed) passed, \(failed) failed" }
    }

    /// Runs every case; `progress` is called (from worker threads) after each batch.
    public func run(progress: (@Sendable (Int) -> Void)? = nil) throws -> Report {
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        let state = SharedState(next: cases.lowerBound)
        let jobs = max(1, self.jobs)
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            let folder = workFolder.appendingPathComponent("w\(worker)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            while let batch = state.take(batchSize, upTo: cases.upperBound) {
                let made = batch.map { generator.makeCase($0) }
                let outcomes = runBatch(made, in: folder)
                state.record(zip(made, outcomes).map { ($0, $1) })
                progress?(state.done)
            }
            try? FileManager.default.removeItem(at: folder)
        }
        try? FileManager.default.removeItem(at: workFolder)
        return state.report
    }

    /// Runs cases in worker processes, restarting after a crash or a hang; a hang is
    /// confirmed by running the case once more alone.
    func runBatch(_ batch: [FuzzCase], in folder: URL) -> [CaseOutcome] {
        var urls: [URL] = []
        for c in batch {
            let url = folder.appendingPathComponent(c.fileName)
            try? c.data.write(to: url)
            urls.append(url)
        }
        defer { for u in urls { try? FileManager.default.removeItem(at: u) } }
        var outcomes: [CaseOutcome] = []
        while outcomes.count < batch.count {
            let rest = Array(zip(batch, urls).dropFirst(outcomes.count))
            let got = runWorker(rest.map { ($0.0.kind, $0.1) }, folder: folder, confirmHangs: true)
            outcomes += got
        }
        return outcomes
    }

    /// Starts one worker on `items` and reads outcomes until it finishes, crashes or hangs;
    /// returns at least one outcome.
    func runWorker(_ items: [(FuzzKind, URL)], folder: URL, confirmHangs: Bool) -> [CaseOutcome] {
        let list = folder.appendingPathComponent("cases.list")
        let stderrPath = folder.appendingPathComponent("stderr.txt").path
        let text = items.map { "\($0.0.rawValue)\t\($0.1.path)" }.joined(separator: "\n") + "\n"
        do { try Data(text.utf8).write(to: list) } catch { return [.crash("cannot write the case list: \(error)")] }
        let worker: WorkerProcess
        do {
            worker = try WorkerProcess(executable: executable, arguments: ["fuzz-case", "--list", list.path] + limits.arguments,
                                       stderrPath: stderrPath)
        } catch {
            return [.crash("\(error)")]
        }
        // Startup is not part of any case's time.
        guard worker.readLine(timeout: 30) == "ready" else {
            let end = worker.atEnd ? worker.finish() : { worker.kill(); return (false, "no ready line in 30 s") }()
            return [.crash("worker did not start: \(end.1) \(Self.tail(stderrPath))")]
        }
        var outcomes: [CaseOutcome] = []
        while outcomes.count < items.count {
            let start = DispatchTime.now().uptimeNanoseconds
            if let line = nextLine(worker) {
                outcomes.append(CaseOutcome(workerLine: Substring(line)) ?? .crash("unreadable worker line: \(line.prefix(200))"))
                continue
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if worker.atEnd {
                let end = worker.finish()
                outcomes.append(.crash("\(end.description): \(Self.tail(stderrPath))"))
                return outcomes
            }
            worker.kill()
            if confirmHangs {
                // Rule out a slow machine: the case alone, in a fresh worker, with the same bound.
                let again = runWorker([items[outcomes.count]], folder: folder, confirmHangs: false)
                if case .hang = again[0] { outcomes.append(.hang(seconds)) } else { outcomes.append(again[0]) }
            } else {
                outcomes.append(.hang(seconds))
            }
            return outcomes
        }
        _ = worker.finish()
        return outcomes
    }

    /// The worker's next line, or nil when it stopped or the case is a hang: the case has had
    /// `timeout` seconds and either used `timeout` seconds of CPU time or made no progress in
    /// the last quarter of it. A case that is still computing but was given less CPU than
    /// that (a loaded machine: 2 cores shared by 10 builds) waits on, up to
    /// `timeout × maxWallFactor` of wall time; a worker that stalls (sleeps, deadlocks) does not.
    func nextLine(_ worker: WorkerProcess) -> String? {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = worker.cpuSeconds
        if let line = worker.readLine(timeout: timeout) { return line }
        var cpuBefore = cpuStart
        while !worker.atEnd {
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            guard let first = cpuStart, let before = cpuBefore, let now = worker.cpuSeconds,
                  now - first < timeout, now > before, wall < timeout * Self.maxWallFactor else { return nil }
            cpuBefore = now
            if let line = worker.readLine(timeout: timeout / 4) { return line }
        }
        return nil
    }

    /// How many times its time bound a case that keeps computing may wait on a loaded machine.
    static let maxWallFactor: Double = 30

    /// The last lines of a worker's stderr (the Swift runtime's fatal error message).
    static func tail(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let text = String(decoding: data.suffix(600), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).suffix(4).joined(separator: " | ")
    }

    final class SharedState: @unchecked Sendable {
        private let lock = NSLock()
        private var next: Int
        private var finished = 0
        private var result = Report()
        init(next: Int) { self.next = next }

        func take(_ n: Int, upTo end: Int) -> Range<Int>? {
            lock.lock(); defer { lock.unlock() }
            guard next < end else { return nil }
            let r = next..<min(end, next + max(1, n))
            next = r.upperBound
            return r
        }
        func record(_ items: [(FuzzCase, CaseOutcome)]) {
            lock.lock(); defer { lock.unlock() }
            for (c, o) in items {
                finished += 1
                result.counts[o.label, default: 0] += 1
                result.counts[c.kind.rawValue, default: 0] += 1
                if o.passed { result.passed += 1 } else { result.failures.append(Failure(fuzzCase: c, outcome: o)) }
            }
        }
        var done: Int { lock.lock(); defer { lock.unlock() }; return finished }
        var report: Report {
            lock.lock(); defer { lock.unlock() }
            var r = result
            r.failures.sort { $0.fuzzCase.index < $1.fuzzCase.index }
            return r
        }
    }
}
