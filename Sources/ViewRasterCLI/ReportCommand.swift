import Foundation
import ViewRasterSnapshotDiff

/// `viewraster report DIR [-o REPORT.html]` (default `DIR/index.html`): one self-contained HTML
/// page of a snapshot-failures folder. Exit 0 when written (whatever the number of failures),
/// 2 on error.
enum ReportCommand: Command {
    static let name = "report"
    static let summary = "an HTML page of snapshot failures: reference, actual and diff side by side"
    static let output = Flag("--output", alias: "-o", .text("REPORT.html"), help: "where to write the page", default: "DIR/index.html")
    static let usage = """
    usage: viewraster report DIR [-o REPORT.html]

    \(Flag.usageLine("  DIR", "the artifacts folder of a test run (.build/snapshot-failures)"))
    \(Flag.help([output]))
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: [output])
        guard args.positionals.count == 1 else {
            throw CLIError.usage(args.positionals.isEmpty ? "report needs a folder" : "only one DIR, got \(args.positionals.count)")
        }
        let dir = URL(fileURLWithPath: args.positionals[0]).standardizedFileURL
        let out = args.value(Self.output).map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? dir.appendingPathComponent("index.html")
        let count: Int
        do { count = try SnapshotReport.write(for: dir, to: out) } catch { throw CLIError.input("\(error)") }
        print("\(out.path) (\(count) failure\(count == 1 ? "" : "s"))")
    }
}
