import Foundation

/// A small flag parser over a command's declared `Flag`s: `--name value`, `--name=value`,
/// `-o value`, bare flags and positionals. Values are read back through the same `Flag`, which
/// also checks them against its bounds.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var present: Set<String> = []
    private var repeated: [String: [String]] = [:]

    /// Parses `arguments` (everything after the command's name); anything not in `flags` is an
    /// unknown option.
    init(_ arguments: [String], flags: [Flag]) throws {
        var byName: [String: Flag] = [:]
        for f in flags {
            byName[f.name] = f
            if let alias = f.alias { byName[alias] = f }
        }
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            var name = arg, inline: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            guard let flag = byName[name], flag.takesValue || inline == nil else {
                throw CLIError.usage("unknown option '\(arg)'")
            }
            if flag.takesValue {
                let value: String
                if let inline { value = inline } else {
                    guard i < arguments.count else { throw CLIError.usage("\(arg) needs a value") }
                    value = arguments[i]
                    i += 1
                }
                guard values[flag.name] == nil || flag.repeatable else { throw CLIError.usage("\(arg) given twice") }
                values[flag.name] = value
                repeated[flag.name, default: []].append(value)
            }
            present.insert(flag.name)
        }
    }

    /// The text given with `flag`, or nil when it is absent (the first, for a repeatable flag).
    func value(_ flag: Flag) -> String? { values[flag.name] }

    /// Every value of a repeatable flag, in the order given.
    func values(_ flag: Flag) -> [String] { repeated[flag.name] ?? [] }

    /// Whether `flag` was given.
    func has(_ flag: Flag) -> Bool { present.contains(flag.name) }

    /// The number given with a `.number` or `.positive` flag, checked against its bounds; nil
    /// when the flag is absent.
    func number(_ flag: Flag) throws -> Double? {
        guard let s = values[flag.name] else { return nil }
        let v = Double(s)
        switch flag.value {
        case .number(_, let range):
            guard let v, v.isFinite, range.contains(v) else { throw bad(flag, s) }
            return v
        case .positive:
            guard let v, v.isFinite, v > 0 else { throw bad(flag, s) }
            return v
        default:
            preconditionFailure("\(flag.name) is not a number flag")
        }
    }

    /// The whole number given with an `.integer` flag, checked against its bounds; nil when the
    /// flag is absent.
    func integer(_ flag: Flag) throws -> Int? {
        guard let s = values[flag.name] else { return nil }
        guard case .integer(_, let range) = flag.value else { preconditionFailure("\(flag.name) is not an integer flag") }
        guard let v = Int(s), range.contains(v) else { throw bad(flag, s) }
        return v
    }

    private func bad(_ flag: Flag, _ text: String) -> CLIError {
        let kind: String
        switch flag.value {
        case .integer: kind = "a whole number"
        default: kind = "a number"
        }
        return CLIError.usage("\(flag.name) must be \(kind) \(flag.bounds ?? ""), not '\(text)'")
    }
}
