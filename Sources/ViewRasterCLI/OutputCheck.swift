import Foundation
import ViewRasterOutput

/// Checks a command's outputs before any work is done: a file output is a regular file or a
/// new path, a folder output a folder or a new path, no output is one of the inputs, and no
/// two outputs are the same file. (The writers check the file kind again before they rename.)
enum OutputCheck {
    /// One output path and the flag that named it.
    struct Output {
        var flag: String
        var path: String
        var isFolder = false
    }

    /// Throws `CLIError.input` naming the path and the flag when an output may not be written.
    static func check(_ outputs: [Output], inputs: [String]) throws {
        for (k, output) in outputs.enumerated() {
            do {
                if output.isFolder { try OutputPath.checkFolder(output.path) } else { try OutputPath.checkFile(output.path) }
            } catch {
                throw CLIError.input("\(error)")
            }
            if let input = inputs.first(where: { OutputPath.sameFile(output.path, $0) }) {
                throw CLIError.input("\(output.path): \(output.flag) names the input \(input); it would be overwritten")
            }
            if let other = outputs[..<k].first(where: { OutputPath.sameFile(output.path, $0.path) }) {
                throw CLIError.input("\(output.path): \(other.flag) and \(output.flag) name the same file; each output needs its own")
            }
        }
    }
}
