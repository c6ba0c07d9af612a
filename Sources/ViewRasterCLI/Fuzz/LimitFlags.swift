import Foundation
import ViewRasterFuzz

/// The input-limit flags (`--max-xml-depth N`, …) any command can accept: add
/// `LimitFlags.valued` to its valued options and read `try LimitFlags.limits(args)`.
enum LimitFlags {
    static var valued: Set<String> { Set(InputLimits.flags.map(\.flag)) }

    static var usage: String { usage(except: []) }

    /// The flags' help lines, leaving out flags a command documents itself.
    static func usage(except: Set<String>) -> String {
        let d = InputLimits.default
        let defaults = [d.xmlDepth, d.xmlElements, d.constraints, d.canvasPixels, d.imagePixels, Int(d.fontSize), d.frames]
        return zip(InputLimits.flags, defaults).filter { !except.contains($0.0.flag) }.map { f, v in
            "  " + (f.flag + " N").padding(toLength: 26, withPad: " ", startingAt: 0) + "\(f.summary) (default \(v))"
        }.joined(separator: "\n")
    }

    static func limits(_ args: Arguments) throws -> InputLimits {
        var limits = InputLimits()
        for f in InputLimits.flags {
            guard let v = args.value(f.flag) else { continue }
            do { try limits.set(f.flag, to: v) } catch { throw CLIError.usage("\(error)") }
        }
        return limits
    }
}
