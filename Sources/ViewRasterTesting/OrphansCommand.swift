import Foundation

/// `viewraster snapshots --orphans [ROOT] [--artifacts DIR]`: lists reference files under
/// `ROOT/Snapshots` (ROOT defaults to the current folder) that the last test runs' manifest
/// (`DIR/manifest.txt`, DIR defaulting to `VIEWRASTER_ARTIFACTS` or
/// `ROOT/.build/snapshot-failures`) does not mention. Exit 0 when there are none, 1 when some
/// are listed (one path per line on stdout), 2 on error (no manifest: run the tests first).
public enum OrphansCommand {
    public static let usage = "usage: viewraster snapshots --orphans [ROOT] [--artifacts DIR]"

    public static func run(arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotCommandResult {
        var root: String?
        var artifacts: String?
        var orphans = false
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--orphans": orphans = true
            case "--artifacts":
                guard i + 1 < arguments.count else { return .init(exitCode: 2, errorOutput: "--artifacts needs a folder\n\(usage)\n") }
                i += 1
                artifacts = arguments[i]
            case "-h", "--help": return .init(exitCode: 0, output: usage + "\n")
            default:
                if a.hasPrefix("-") { return .init(exitCode: 2, errorOutput: "unknown option \(a)\n\(usage)\n") }
                guard root == nil else { return .init(exitCode: 2, errorOutput: "only one ROOT folder\n\(usage)\n") }
                root = a
            }
            i += 1
        }
        guard orphans else { return .init(exitCode: 2, errorOutput: "snapshots needs --orphans\n\(usage)\n") }
        let base = URL(fileURLWithPath: currentDirectory)
        let rootURL = URL(fileURLWithPath: root ?? ".", relativeTo: base).standardizedFileURL
        let artifactsURL: URL
        if let artifacts {
            artifactsURL = URL(fileURLWithPath: artifacts, relativeTo: base).standardizedFileURL
        } else if let env = environment["VIEWRASTER_ARTIFACTS"], !env.isEmpty {
            artifactsURL = URL(fileURLWithPath: env, relativeTo: rootURL).standardizedFileURL
        } else {
            artifactsURL = rootURL.appendingPathComponent(".build/snapshot-failures")
        }
        let manifest = SnapshotManifest.url(artifacts: artifactsURL)
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            return .init(exitCode: 2, errorOutput: "error: no manifest at \(manifest.path); run the snapshot tests first\n")
        }
        do {
            let list = try snapshotOrphans(root: rootURL, artifacts: artifactsURL)
            if list.isEmpty { return .init(exitCode: 0, errorOutput: "no orphaned references\n") }
            return .init(exitCode: 1, output: list.joined(separator: "\n") + "\n",
                         errorOutput: "\(list.count) reference file(s) not used by the last run\n")
        } catch {
            return .init(exitCode: 2, errorOutput: "error: \(error)\n")
        }
    }
}
