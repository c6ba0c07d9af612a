import Foundation

/// One command-line option, declared once: its spelling (and short alias), the value it takes
/// with that value's bounds, and its help line. A command lists its flags; `Arguments` parses
/// with the list and `Flag.help(_:)` writes the usage lines from it, so a flag's name, its help
/// and its checks cannot drift apart.
struct Flag: Hashable, Sendable {
    /// What follows the flag.
    enum Value: Hashable, Sendable {
        /// Nothing: the flag is on or off.
        case none
        /// Free text (a file, a name), shown as the placeholder.
        case text(String)
        /// A finite number within the range.
        case number(String, ClosedRange<Double>)
        /// A finite number above zero.
        case positive(String)
        /// A whole number within the range.
        case integer(String, ClosedRange<Int>)
    }

    /// `--scale`.
    let name: String
    /// `-o`, when the flag has a short spelling.
    let alias: String?
    /// What follows it.
    let value: Value
    /// What it does; the usage line adds the value's bounds and the default.
    let help: String
    /// What applies when the flag is absent, for the usage line (`2`, `out/gallery`).
    let defaultValue: String?
    /// Whether it may be given more than once (`--image-folder A --image-folder B`).
    let repeatable: Bool

    init(_ name: String, alias: String? = nil, _ value: Value = .none, help: String, default defaultValue: String? = nil,
         repeatable: Bool = false) {
        self.name = name; self.alias = alias; self.value = value; self.help = help; self.defaultValue = defaultValue
        self.repeatable = repeatable
    }

    /// Whether a value follows the flag.
    var takesValue: Bool { value != .none }

    /// `-o, --output OUT.png`.
    var spelling: String {
        var s = (alias.map { "\($0), " } ?? "") + name
        switch value {
        case .none: break
        case .text(let p), .number(let p, _), .positive(let p), .integer(let p, _): s += " " + p
        }
        return s
    }

    /// The bounds of the value, as the help and the error messages say them.
    var bounds: String? {
        switch value {
        case .number(_, let r): return "from \(Flag.format(r.lowerBound)) to \(Flag.format(r.upperBound))"
        case .integer(_, let r): return "from \(r.lowerBound) to \(r.upperBound)"
        case .positive: return "above 0"
        case .none, .text: return nil
        }
    }

    /// The aligned usage lines of `flags`: spelling, then help with bounds and default, wrapped
    /// at 96 columns under the help column.
    static func help(_ flags: [Flag]) -> String {
        flags.map { f in
            let notes = [f.bounds, f.defaultValue.map { "default \($0)" }].compactMap { $0 }
            let text = f.help + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
            return usageLine("  " + f.spelling, text)
        }.joined(separator: "\n")
    }

    /// `left` padded to the help column, then `text` wrapped under it.
    static func usageLine(_ left: String, _ text: String) -> String {
        let column = 28, width = 96
        var lines: [String] = []
        var line = left.count < column ? left.padding(toLength: column, withPad: " ", startingAt: 0) : left + "  "
        var lineHasWord = false
        for word in text.split(separator: " ") {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: column)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `2` for 2.0, `0.5` for 0.5.
    static func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v) }
}

extension Flag {
    /// `--scale N`: pixels per point, as the `render`, `frames` and `gallery` commands take it.
    static let scale = Flag("--scale", .number("N", 1...4), help: "pixels per point", default: "2")
    /// `--scale` where the stage decides the default from what is drawn (render, frames).
    static let deviceScale = Flag("--scale", .number("N", 1...4), help: "pixels per point",
                                  default: "the device's: iPhone 8 and XR/11 2, 8 Plus, X and later 3, iPads 2; a bare xib view its file's device's, 2 when freeform; 2 for --size")
}

// MARK: render-all and progress (issue #23)

extension Flag {
    /// `--quiet`: no progress bar on a terminal (frames, render-all, fuzz, gallery).
    static let quiet = Flag("--quiet", alias: "-q", help: "draw no progress bar (one is drawn only when standard error is a terminal)")
    /// `render-all -o OUT`.
    static let renderAllOutput = Flag("--output", alias: "-o", .text("OUT"),
                                      help: "the folder for index.html, cards.json and png/ (nothing is written outside it)")
    /// `render-all --shard I/N`.
    static let shard = Flag("--shard", .text("I/N"),
                            help: "render only the files whose position in the sorted list of relative paths is I-1 modulo N", default: "1/1")
    /// `render-all --merge OUT1 OUT2 …`.
    static let merge = Flag("--merge", help: "join the outputs OUT1 OUT2 … of earlier runs (shards) into one page in -o OUT")
}
