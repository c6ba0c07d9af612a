import Foundation
import ViewRasterSnapshotDiff

/// `viewraster snapshots --orphans [ROOT] [--artifacts DIR]`: lists reference files under
/// `ROOT/Snapshots` (ROOT defaults to the current folder) that the last test runs' manifest
/// (`DIR/manifest.txt`, DIR defaulting to `VIEWRASTER_ARTIFACTS` or
/// `ROOT/.build/snapshot-failures`) does not mention. Exit 0 when there are none, 1 when some
/// are listed (one path per line on stdout), 2 on error (no manifest: run the tests first).
enum SnapshotsCommand: Command {
    static let name = "snapshots"
    static let summary = "list reference PNGs under Snapshots/ that the last test run did not use"
    static let orphans = Flag("--orphans", help: "list references the last test run did not produce or check")
    static let artifacts = Flag("--artifacts", .text("DIR"), help: "the run's artifacts folder holding manifest.txt",
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
        let manifest = SnapshotManifest.url(artifacts: artifacts)
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw CLIError.input("no manifest at \(manifest.path); run the snapshot tests first")
        }
        let list: [String]
        do { list = try snapshotOrphans(root: root, artifacts: artifacts) } catch { throw CLIError.input("\(error)") }
        guard !list.isEmpty else {
            CLI.printError("no orphaned references")
            return
        }
        print(list.joined(separator: "\n"))
        CLI.printError("\(list.count) reference file(s) not used by the last run")
        throw CLIError(kind: .exit(1), message: "")
    }
}
