import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ViewRasterFuzz
import ViewRasterTestSupport

/// Where the package and the built `viewraster` binary are, for the fuzz tests.
enum FuzzSupport {
    /// The package checkout.
    static var packageRoot: URL { TestPaths.packageRoot }

    static let regressions = TestPaths.fixture("fuzz-regressions")

    /// The `viewraster` binary SwiftPM built beside the test bundle, or nil.
    static var binary: URL? { BuiltCLI.binary }

    /// Whether the test bundle was built with optimizations (release).
    static var isRelease: Bool {
        #if DEBUG
        return false
        #else
        return true
        #endif
    }

    /// The seeds of this checkout (and the shared corpus when present).
    static var seeds: [FuzzSeed] {
        FuzzSeed.collect(packageRoot: packageRoot, corpus: TestPaths.xibCorpus)
    }

    static func temporaryFolder(_ name: String) throws -> URL { try TestPaths.temporaryFolder(name) }

    /// A stand-in worker in `folder`: a shell script that prints `ready`, then runs `body`
    /// (its third argument is the case list), to test crash and hang detection.
    static func fakeWorker(_ body: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("fake-worker.sh")
        // Written through a close-on-exec descriptor: a process that another test starts while
        // it is open must not keep it open for writing, or starting the script fails with
        // ETXTBSY ("text file busy").
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let bytes = Array("#!/bin/sh\necho ready\n\(body)\n".utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }
}
