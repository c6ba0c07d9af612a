import Foundation
import Testing
@testable import ViewRasterFuzz

/// A loaded machine stretches a case's wall time, not its CPU time: a worker still computing
/// is waited for while its CPU time grows (up to 30× the bound), and a busy loop is still a
/// hang once it has used the bound's CPU time.
@Suite struct FuzzHangBoundTests {
    func campaign(_ script: String, folder: URL, timeout: Double) -> FuzzCampaign {
        var c = FuzzCampaign(executable: script, generator: FuzzCaseGenerator(seeds: FuzzSupport.seeds, seed: 1),
                             cases: 0..<1, workFolder: folder.appendingPathComponent("work"))
        c.jobs = 1
        c.timeout = timeout
        return c
    }

    @Test func aBusyLoopIsAHangOnceItHasUsedTheBoundsCPUTime() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The shell spins forever, using CPU all the time.
        let script = try FuzzSupport.fakeWorker("while :; do :; done", in: folder)
        let report = try campaign(script, folder: folder, timeout: 0.3).run()
        #expect(report.summary == "fuzz: 0 passed, 1 failed")
        guard case .hang(let seconds)? = report.failures.first?.outcome else { Issue.record("\(report.failures)"); return }
        // At least the bound; well under the 30× wall cap unless the machine gave it almost no CPU.
        #expect(seconds >= 0.3 && seconds < 9)
    }

    @Test func theWorkersCPUTimeIsRead() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try FuzzSupport.fakeWorker("i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; echo ok", in: folder)
        let worker = try WorkerProcess(executable: script, arguments: ["x", "y", "z"], stderrPath: folder.appendingPathComponent("e.txt").path)
        #expect(worker.readLine(timeout: 30) == "ready")
        let before = try #require(worker.cpuSeconds)
        #expect(worker.readLine(timeout: 60) == "ok")
        let after = try #require(worker.cpuSeconds)
        #expect(after > before)
        _ = worker.finish()
    }
}
