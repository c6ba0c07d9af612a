import Foundation
import ViewRasterOutput
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterSnapshotDiff

/// `viewraster diff A.png B.png [-o DIFF.png] [--precision P] [--perceptual-precision Q]`: the
/// snapshot comparison from the shell (A is the reference).
///
/// Exit 0: same within the tolerances. 1: different (including different sizes, said so).
/// 2: an unreadable file (named), bad arguments, or an unwritable diff file. The diff image
/// (`-o`) is written whenever both images were read, even when they match.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "compare two PNGs as a snapshot test does (exit 0 same, 1 different, 2 error)"
    static let output = Flag("--output", alias: "-o", .text("DIFF.png"), help: "write an image of the differences")
    static let precision = Flag("--precision", .number("P", 0...1), help: "the fraction of pixels that must match", default: "1")
    static let perceptualPrecision = Flag("--perceptual-precision", .number("Q", 0...1),
                                          help: "a pixel matches when CIE ΔE94 ≤ (1 − Q)·100", default: "1: exact")
    static let flags = [output, precision, perceptualPrecision, Flag.maxMemory]
    static let usage = """
    usage: viewraster diff A.png B.png [-o DIFF.png] [--precision P] [--perceptual-precision Q]

    \(Flag.help(flags))
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: flags)
        guard args.positionals.count == 2 else {
            throw CLIError.usage("diff needs exactly two PNG files, got \(args.positionals.count)")
        }
        let precision = try args.number(Self.precision) ?? 1
        let perceptual = try args.number(Self.perceptualPrecision) ?? 1
        let reference = URL(fileURLWithPath: args.positionals[0]), actual = URL(fileURLWithPath: args.positionals[1])
        try checkBudget([reference, actual], budget: try MemoryFlag.budget(args), withDiffImage: args.value(Self.output) != nil)
        let a: Canvas, b: Canvas
        do {
            a = try ImageFiles.readPNG(at: reference)
            b = try ImageFiles.readPNG(at: actual)
        } catch {
            throw CLIError.input("\(error)")
        }
        let comparison = ImageComparison(reference: a, actual: b, precision: precision, perceptualPrecision: perceptual)
        let pair = "\(reference.lastPathComponent) and \(actual.lastPathComponent)"
        if comparison.matches {
            let note = comparison.differentPixels == 0 ? "identical" : "same within tolerances (\(comparison.summary))"
            print("\(pair): \(note)")
        } else {
            print("\(pair) differ: \(comparison.summary)")
        }
        if let output = args.value(Self.output).map({ URL(fileURLWithPath: $0) }) {
            do {
                let diff = try DiffImage.make(reference: a, actual: b, perceptualPrecision: perceptual)
                try ImageFiles.writeAtomically(try ImageFiles.encodePNG(diff), to: output)
            } catch {
                throw CLIError.input("cannot write diff image \(output.path): \(error)")
            }
            print("diff image: \(output.path)")
        }
        if !comparison.matches { throw CLIError(kind: .exit(1), message: "") }
    }

    /// Refuses, before decoding, two images whose pixels (and the diff image's, with `-o`) would
    /// need more than the budget: width × height × 4 bytes each, from each file's `IHDR`.
    static func checkBudget(_ files: [URL], budget: MemoryBudget, withDiffImage: Bool) throws {
        var sizes: [(width: Int, height: Int)] = []
        for url in files {
            guard let handle = try? FileHandle(forReadingFrom: url) else { return }   // reported when read
            let head = (try? handle.read(upToCount: 24)) ?? Data()
            try? handle.close()
            guard let size = PNG.dimensions(of: head) else { return }
            sizes.append(size)
        }
        let each = sizes.map { MemoryBudget.product($0.width, $0.height, 4) }
        var needed = each.reduce(0) { $0 &+ $1 }
        if withDiffImage, let largest = sizes.map({ MemoryBudget.product(max($0.width, 1), max($0.height, 1), 4) }).max() {
            needed = needed &+ largest
        }
        if needed < 0 { needed = Int.max }
        do {
            try budget.check(needed, "comparing", "for \(sizes.map { "\($0.width)x\($0.height)" }.joined(separator: " and ")) pixels\(withDiffImage ? " and the diff image" : "")")
        } catch {
            throw CLIError.input("\(files.map(\.lastPathComponent).joined(separator: " and ")): \(error)")
        }
    }
}
