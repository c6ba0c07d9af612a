import Foundation

/// A small flag parser: `--name value`, `--name=value`, `-o value`, bare flags and positionals.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var repeated: [String: [String]] = [:]
    /// Options that may be given more than once (`values(_:)` lists them in order).
    static let repeatable: Set<String> = ["--image-folder"]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - valued: options that take a value (`"-o"`, `"--scale"`, ...).
    ///   - flags: options without a value.
    ///   - aliases: short → long names.
    init(_ arguments: [String], valued: Set<String>, flags known: Set<String>, aliases: [String: String] = [:]) throws {
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
            name = aliases[name] ?? name
            if valued.contains(name) {
                let value: String
                if let inline { value = inline } else {
                    guard i < arguments.count else { throw CLIError.usage("\(arg) needs a value") }
                    value = arguments[i]
                    i += 1
                }
                guard values[name] == nil || Arguments.repeatable.contains(name) else { throw CLIError.usage("\(arg) given twice") }
                values[name] = value
                repeated[name, default: []].append(value)
            } else if known.contains(name), inline == nil {
                flags.insert(name)
            } else {
                throw CLIError.usage("unknown option '\(arg)'")
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// Every value of a repeatable option, in the order given.
    func values(_ name: String) -> [String] { repeated[name] ?? [] }

    /// A positive finite number, or nil when the option is absent.
    func positiveNumber(_ name: String) throws -> Double? {
        guard let s = values[name] else { return nil }
        guard let v = Double(s), v.isFinite, v > 0 else { throw CLIError.usage("\(name) must be a positive number, not '\(s)'") }
        return v
    }

    /// A positive integer, or nil when the option is absent.
    func positiveInteger(_ name: String, max: Int = 1_000_000) throws -> Int? {
        guard let s = values[name] else { return nil }
        guard let v = Int(s), v > 0, v <= max else { throw CLIError.usage("\(name) must be an integer from 1 to \(max), not '\(s)'") }
        return v
    }
}
