import Foundation
import ViewRasterRaster
import ViewRasterOutput

/// The outcome of a snapshot CLI command: an exit code and the text for stdout and stderr.
public struct SnapshotCommandResult: Sendable, Equatable {
    public var exitCode: Int32
    public var output: String
    public var errorOutput: String
    public init(exitCode: Int32, output: String = "", errorOutput: String = "") {
        self.exitCode = exitCode; self.output = output; self.errorOutput = errorOutput
    }
}

/// `viewraster diff A.png B.png [-o DIFF.png] [--precision P] [--perceptual-precision Q]`.
///
/// Exit 0: same within the tolerances. 1: different (including different sizes, said so).
/// 2: error — an unreadable file (named), bad arguments, or an unwritable diff file.
/// The diff image (`-o`) is written whenever both images were read, even when they match.
public enum ImageDiffCommand {
    public static let usage = "usage: viewraster diff A.png B.png [-o DIFF.png] [--precision P] [--perceptual-precision Q]"

    /// Parses `arguments` (everything after `diff`) and runs the comparison.
    public static func run(arguments: [String]) -> SnapshotCommandResult {
        var files: [String] = []
        var output: String?
        var precision = 1.0, perceptual = 1.0
        var i = 0
        func value(_ flag: String) -> String? {
            guard i + 1 < arguments.count else { return nil }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "-o", "--output":
                guard let v = value(a) else { return .init(exitCode: 2, errorOutput: "\(a) needs a file\n\(usage)\n") }
                output = v
            case "--precision", "--perceptual-precision":
                guard let v = value(a), let d = Double(v), d >= 0, d <= 1 else {
                    return .init(exitCode: 2, errorOutput: "\(a) needs a number from 0 to 1\n\(usage)\n")
                }
                if a == "--precision" { precision = d } else { perceptual = d }
            case "-h", "--help":
                return .init(exitCode: 0, output: usage + "\n")
            default:
                if a.hasPrefix("-") && a.count > 1 {
                    return .init(exitCode: 2, errorOutput: "unknown option \(a)\n\(usage)\n")
                }
                files.append(a)
            }
            i += 1
        }
        guard files.count == 2 else {
            return .init(exitCode: 2, errorOutput: "diff needs exactly two PNG files, got \(files.count)\n\(usage)\n")
        }
        return run(reference: URL(fileURLWithPath: files[0]), actual: URL(fileURLWithPath: files[1]),
                   output: output.map { URL(fileURLWithPath: $0) },
                   precision: precision, perceptualPrecision: perceptual)
    }

    /// Compares two PNG files (A is the reference).
    public static func run(reference: URL, actual: URL, output: URL? = nil,
                           precision: Double = 1, perceptualPrecision: Double = 1) -> SnapshotCommandResult {
        let a: Canvas, b: Canvas
        do {
            a = try ImageFiles.readPNG(at: reference)
            b = try ImageFiles.readPNG(at: actual)
        } catch {
            return .init(exitCode: 2, errorOutput: "error: \(error)\n")
        }
        let comparison = ImageComparison(reference: a, actual: b, precision: precision, perceptualPrecision: perceptualPrecision)
        var text = ""
        if let output {
            do {
                let diff = try DiffImage.make(reference: a, actual: b, perceptualPrecision: perceptualPrecision)
                try ImageFiles.writeAtomically(try ImageFiles.encodePNG(diff), to: output)
                text += "diff image: \(output.path)\n"
            } catch {
                return .init(exitCode: 2, errorOutput: "error: cannot write diff image \(output.path): \(error)\n")
            }
        }
        if comparison.matches {
            let note = comparison.differentPixels == 0 ? "identical" : "same within tolerances (\(comparison.summary))"
            return .init(exitCode: 0, output: "\(reference.lastPathComponent) and \(actual.lastPathComponent): \(note)\n" + text)
        }
        return .init(exitCode: 1, output: "\(reference.lastPathComponent) and \(actual.lastPathComponent) differ: \(comparison.summary)\n" + text)
    }
}
