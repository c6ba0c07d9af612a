import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ViewRasterFuzz

/// Starting a worker while its executable is still open for writing somewhere (a file just
/// written, whose descriptor a process forked by another thread still holds): the kernel
/// refuses with ETXTBSY until it is closed, and the start waits for that instead of reporting
/// the worker as a crash.
@Suite struct WorkerStartTests {
    @Test func aWorkerWhoseFileIsStillOpenForWritingStartsOnceItIsClosed() throws {
        let folder = try FuzzSupport.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try FuzzSupport.fakeWorker("echo ok", in: folder)
        // This process holds it open for writing for 0.1 s, as a forked process would.
        let fd = open(script, O_WRONLY | O_CLOEXEC)
        #expect(fd >= 0)
        let closer = Thread { usleep(100_000); close(fd) }
        closer.start()
        let worker = try WorkerProcess(executable: script, arguments: ["x", "y", "z"],
                                       stderrPath: folder.appendingPathComponent("e.txt").path)
        #expect(worker.readLine(timeout: 30) == "ready")
        #expect(worker.readLine(timeout: 30) == "ok")
        _ = worker.finish()
    }
}
