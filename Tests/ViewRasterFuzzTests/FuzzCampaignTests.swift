import Foundation
import Testing
import ViewRasterFuzz

/// The CI-sized fuzz run: cases through the built `viewraster fuzz-case` workers, no crash,
/// no hang, every error naming its input. Skipped (with a message) when the binary is not
/// built beside the test bundle.
@Suite(.serialized) struct FuzzCampaignTests {
    /// 3,000 cases in release (CI: `swift test -c release`), 600 in debug.
    static var ciCases: Int { FuzzSupport.isRelease ? 3000 : 600 }

    @Test(.enabled(if: FuzzSupport.binary != nil, "viewraster is not built beside the test bundle; run `swift build` (same -c) first"))
    func ciSizedRunFindsNoFailure() throws {
        let binary = try #require(FuzzSupport.binary)
        let generator = FuzzCaseGenerator(seeds: FuzzSupport.seeds, seed: 2026)
        let folder = try FuzzSupport.temporaryFolder(#function)
        var campaign = FuzzCampaign(executable: binary.path, generator: generator, cases: 0..<Self.ciCases, workFolder: folder)
        // The hang bound is 1 s of a case's CPU time in release (a loaded machine stretches the
        // wall time; a hang is confirmed by a second run alone), and 3 s in debug, where
        // loaders are several times slower.
        campaign.timeout = FuzzSupport.isRelease ? 1 : 3
        let report = try campaign.run()
        for f in report.failures.prefix(20) {
            Issue.record("case \(f.fuzzCase.index) [\(f.fuzzCase.kind.rawValue) from \(f.fuzzCase.seedName); \(f.fuzzCase.note)]: \(f.outcome.workerLine.prefix(400))")
        }
        #expect(report.summary == "fuzz: \(Self.ciCases) passed, 0 failed")
        #expect(report.passed == Self.ciCases)
        // The run exercised every kind and both outcomes.
        for kind in FuzzKind.allCases { #expect((report.counts[kind.rawValue] ?? 0) > Self.ciCases / 20, "\(kind)") }
        #expect((report.counts["ok"] ?? 0) > Self.ciCases / 10)
        #expect((report.counts["error"] ?? 0) > Self.ciCases / 10)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test(.enabled(if: FuzzSupport.binary != nil, "viewraster is not built beside the test bundle"))
    func workerLineProtocol() throws {
        // A worker prints `ready`, then one line per case in order; a missing file is a clean
        // error naming it.
        let binary = try #require(FuzzSupport.binary)
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("ok.json")
        try Data(#"{"format":"viewraster.displaylist/1","width":4,"height":4,"scale":1,"ops":[]}"#.utf8).write(to: good)
        let p = Process()
        p.executableURL = binary
        p.arguments = ["fuzz-case", good.path, folder.appendingPathComponent("missing.xib").path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let lines = text.split(separator: "\n")
        #expect(p.terminationStatus == 0)
        #expect(lines.count == 3 && lines.first == "ready" && lines.dropFirst().first == "ok", "\(lines)")
        let last = lines.last.map(String.init) ?? ""
        #expect(last.hasPrefix("error\t") && last.contains("missing.xib"), "\(last)")
    }

    /// A stand-in worker: a shell script given the case list as its third argument.
    func campaign(_ script: String, cases: Int, folder: URL) -> FuzzCampaign {
        var c = FuzzCampaign(executable: script, generator: FuzzCaseGenerator(seeds: FuzzSupport.seeds, seed: 1),
                             cases: 0..<cases, workFolder: folder.appendingPathComponent("work"))
        c.jobs = 1
        c.timeout = 0.3
        return c
    }

    @Test func aWorkerKilledBySignalIsACrashOfItsCurrentCase() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Passes one case, then dies from SIGSEGV on the next: every second case crashes.
        let script = try FuzzSupport.fakeWorker("echo ok\necho 'Fatal error: boom' >&2\nkill -SEGV $$", in: folder)
        let report = try campaign(script, cases: 4, folder: folder).run()
        #expect(report.summary == "fuzz: 2 passed, 2 failed")
        #expect(report.failures.map(\.fuzzCase.index) == [1, 3])
        for f in report.failures {
            guard case .crash(let m) = f.outcome else { Issue.record("\(f.outcome)"); continue }
            #expect(m.contains("signal 11 (SIGSEGV)") && m.contains("Fatal error: boom"))
        }
    }

    @Test func aCaseOverTheTimeBoundIsAHangOnceConfirmedAlone() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        // With more than one case listed, the first passes; any case run alone never finishes.
        let script = try FuzzSupport.fakeWorker("if [ \"$(wc -l < \"$3\")\" -gt 1 ]; then echo ok; fi\nexec sleep 5", in: folder)
        let report = try campaign(script, cases: 2, folder: folder).run()
        #expect(report.summary == "fuzz: 1 passed, 1 failed")
        guard case .hang(let seconds)? = report.failures.first?.outcome else { Issue.record("\(report.failures)"); return }
        #expect(seconds >= 0.3 && seconds < 2)
        #expect(report.failures.first?.fuzzCase.index == 1)
    }

    @Test func aSlowCaseThatFinishesAloneIsNotAHang() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Stalls when given several cases, answers at once when given one: the confirmation run
        // clears it.
        let script = try FuzzSupport.fakeWorker("if [ \"$(wc -l < \"$3\")\" -gt 1 ]; then exec sleep 5; fi\necho ok", in: folder)
        let report = try campaign(script, cases: 2, folder: folder).run()
        #expect(report.summary == "fuzz: 2 passed, 0 failed")
    }
}

