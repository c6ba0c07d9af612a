import Foundation
import ViewRasterTesting

/// Runs one of the snapshot library's commands: prints what it says, exits with its code.
private func forward(_ result: SnapshotCommandResult) throws {
    if !result.output.isEmpty { FileHandle.standardOutput.write(Data(result.output.utf8)) }
    if !result.errorOutput.isEmpty { FileHandle.standardError.write(Data(result.errorOutput.utf8)) }
    if result.exitCode != 0 { throw CLIError(kind: .exit(result.exitCode), message: "") }
}

/// `viewraster diff A.png B.png`: the snapshot comparison from the shell.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "compare two PNGs as a snapshot test does (exit 0 same, 1 different, 2 error)"
    static let usage = ImageDiffCommand.usage + """


      -o DIFF.png                 write an image of the differences
      --precision P               the fraction of pixels that must match (default 1)
      --perceptual-precision Q    a pixel matches when CIE ΔE94 ≤ (1 − Q)·100 (default 1: exact)
    """
    static func run(_ arguments: [String]) throws { try forward(ImageDiffCommand.run(arguments: arguments)) }
}

/// `viewraster report DIR`: one HTML page of a snapshot-failures folder.
enum ReportCommand_: Command {
    static let name = "report"
    static let summary = "an HTML page of snapshot failures: reference, actual and diff side by side"
    static let usage = ReportCommand.usage
    static func run(_ arguments: [String]) throws { try forward(ReportCommand.run(arguments: arguments)) }
}

/// `viewraster snapshots --orphans`: references no test produced in the last run.
enum SnapshotsCommand: Command {
    static let name = "snapshots"
    static let summary = "list reference PNGs under Snapshots/ that the last test run did not use"
    static let usage = OrphansCommand.usage
    static func run(_ arguments: [String]) throws { try forward(OrphansCommand.run(arguments: arguments)) }
}
