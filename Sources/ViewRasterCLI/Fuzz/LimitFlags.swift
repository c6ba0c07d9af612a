import Foundation
import ViewRasterNib

/// The input-limit flags (`--max-xml-depth N`, …) any command can accept, as `Flag`s made from
/// `InputLimits.flags` (which holds each limit's name, summary and bounds): add
/// `LimitFlags.flags()` to a command's flags and read `try LimitFlags.limits(args)`.
enum LimitFlags {
    /// Every limit flag (or all but `except`), with its default from `InputLimits.default`.
    static func flags(except: Set<Flag> = []) -> [Flag] {
        all.filter { !except.contains($0) }
    }

    static let all: [Flag] = InputLimits.flags.map { f in
        Flag(f.flag, .number("N", 1...f.hardMaximum), help: f.summary, default: InputLimits.default.value(of: f.flag))
    }

    /// `--max-frames`, the limit only `frames` (and the fuzzer) has a use for.
    static var frames: Flag { all.first { $0.name == "--max-frames" }! }

    /// The limits the arguments set (each checked by `InputLimits.set`), the defaults for the rest.
    static func limits(_ args: Arguments) throws -> InputLimits {
        var limits = InputLimits()
        for f in all {
            guard let v = args.value(f) else { continue }
            do { try limits.set(f.name, to: v) } catch { throw CLIError.usage("\(error)") }
        }
        return limits
    }
}
