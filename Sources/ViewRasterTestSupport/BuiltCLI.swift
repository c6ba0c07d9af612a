import Foundation

/// The `viewraster` binary SwiftPM built beside the test bundle (same configuration), and a way
/// to run it and read what it printed.
public enum BuiltCLI {
    /// What one run of the binary did.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var stdout: String
        /// Everything written to standard error.
        public var stderr: String
    }

    /// The binary, or nil when it was not built (tests that need it are
    /// `.enabled(if: BuiltCLI.binary != nil)`).
    public static let binary: URL? = {
        var candidates: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            // …/.build/<triple>/<config>/ViewRasterPackageTests.xctest
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("viewraster"))
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("viewraster"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// An error when the binary is missing.
    public struct NotBuilt: Error, CustomStringConvertible {
        /// What to do about it.
        public var description: String { "viewraster is not built beside the test bundle; run `swift build` (same -c) first" }
    }

    /// Runs the binary (or `executable`, e.g. a copy of it) with `arguments` (in `directory` when
    /// given, and with `environment` added to this process's) and waits for it.
    public static func run(_ arguments: [String], in directory: URL? = nil,
                           environment: [String: String] = [:], executable: URL? = nil) throws -> Result {
        guard let binary = executable ?? binary else { throw NotBuilt() }
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        if !environment.isEmpty {
            p.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Read both pipes while the process runs (a full pipe would block it).
        let errData = HandOff()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let e = errData.wait()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self))
    }
}
