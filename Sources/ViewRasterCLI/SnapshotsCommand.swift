import Foundation
import ViewRasterSnapshotDiff

/// `viewraster snapshots --orphans [ROOT] [--artifacts DIR]`: lists reference files under
/// `ROOT/Snapshots` and `__Snapshots__` folders (ROOT defaults to the current folder) that the
/// last complete, unfiltered test run recorded in `DIR/runs` (DIR defaulting to
/// `VIEWRASTER_ARTIFACTS` or `ROOT/.build/snapshot-failures`) did not use — the XCTest and
/// Swift Testing processes of one `swift test` count as one run. Exit 0 when there are none,
/// 1 when some are listed (one path per line on stdout), 2 on error (no such run: run
/// `swift test` without a filter first).
enum SnapshotsCommand: Command {
    static let name = "snapshots"
    static let summary = "list reference files the last complete, unfiltered test run did not use"
    static let orphans = Flag("--orphans", help: "list references the last complete, unfiltered test run did not produce or check")
    static let artifacts = Flag("--artifacts", .text("DIR"), help: "the artifacts folder holding the test runs' records (runs/)",
                                default: "VIEWRASTER_ARTIFACTS, else ROOT/.build/snapshot-failures")
    static let usage = """
    usage: viewraster snapshots --orphans [ROOT] [--artifacts DIR]

    \(Flag.help([orphans]))
    \(Flag.usageLine("  ROOT", "the package checkout holding Snapshots/ (default: the current folder)"))
    \(Flag.help([artifacts]))
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: [orphans, artifacts])
        guard args.has(Self.orphans) else { throw CLIError.usage("snapshots needs --orphans") }
        guard args.positionals.count <= 1 else { throw CLIError.usage("only one ROOT folder, got \(args.positionals.count)") }
        let root = URL(fileURLWithPath: args.positionals.first ?? ".").standardizedFileURL
        let artifacts: URL
        if let a = args.value(Self.artifacts) {
            artifacts = URL(fileURLWithPath: a).standardizedFileURL
        } else if let env = ProcessInfo.processInfo.environment["VIEWRASTER_ARTIFACTS"], !env.isEmpty {
            artifacts = URL(fileURLWithPath: env, relativeTo: root).standardizedFileURL
        } else {
            artifacts = root.appendingPathComponent(".build/snapshot-failures")
        }
        let list: [String]
        do { list = try snapshotOrphans(root: root, artifacts: artifacts) } catch { throw CLIError.input("\(error)") }
        guard !list.isEmpty else {
            CLI.printError("no orphaned references")
            return
        }
        print(list.joined(separator: "\n"))
        CLI.printError("\(list.count) reference file(s) not used by the last complete, unfiltered run")
        throw CLIError(kind: .exit(1), message: "")
    }
}
