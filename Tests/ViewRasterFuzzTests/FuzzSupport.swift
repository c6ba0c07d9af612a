import Foundation
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
        try Data("#!/bin/sh\necho ready\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }
}
