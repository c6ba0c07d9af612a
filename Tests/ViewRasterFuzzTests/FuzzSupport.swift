import Foundation
import ViewRasterFuzz

/// Where the package and the built `viewraster` binary are, for the fuzz tests.
enum FuzzSupport {
    /// The package checkout (three levels above this file).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let regressions = packageRoot.appendingPathComponent("Tests/Fixtures/fuzz-regressions")

    /// The `viewraster` binary SwiftPM built beside the test bundle (same configuration), or
    /// nil when it is not there.
    static let binary: URL? = {
        var candidates: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            // …/.build/<triple>/<config>/ViewRasterPackageTests.xctest
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("viewraster"))
        }
        for path in CommandLine.arguments.prefix(1) {
            candidates.append(URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("viewraster"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

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
        FuzzSeed.collect(packageRoot: packageRoot, corpus: FuzzSeed.defaultCorpus(packageRoot: packageRoot))
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fuzztests-\(name.filter { $0.isLetter || $0.isNumber })-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
