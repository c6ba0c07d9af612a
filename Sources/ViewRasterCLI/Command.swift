import Foundation

/// One `viewraster` subcommand.
protocol Command {
    /// The word after `viewraster`, e.g. `raster`.
    static var name: String { get }
    /// One line for `viewraster --help`.
    static var summary: String { get }
    /// The full usage text for `viewraster NAME --help`.
    static var usage: String { get }
    /// Runs with the arguments after the subcommand's name. Throws `CLIError` for anything
    /// the user should hear about; other errors are reported as failures (exit 1).
    static func run(_ arguments: [String]) throws
}

extension Command {
    /// The command as an entry for the dispatcher.
    static var entry: CommandEntry { CommandEntry(name: name, summary: summary, usage: usage, run: run) }
    /// An entry the dispatcher runs but `--help` does not list (internal worker commands).
    static var hiddenEntry: CommandEntry { CommandEntry(name: name, summary: summary, usage: usage, run: run, hidden: true) }
}

/// A registered subcommand (what `main.swift` lists).
struct CommandEntry {
    var name: String
    var summary: String
    var usage: String
    var run: ([String]) throws -> Void
    var hidden = false
}

/// An error for the user: one line on stderr and an exit code.
struct CLIError: Error, CustomStringConvertible {
    enum Kind: Equatable {
        /// Bad flags or arguments: exit 2, followed by a hint to use --help.
        case usage
        /// Bad input (unreadable or malformed scene, bad values): exit 2.
        case input
        /// The work itself failed (rendering, writing output): exit 1.
        case failure
        /// The command already said what it had to; exit with this code.
        case exit(Int32)
    }
    var kind: Kind
    var message: String

    static func usage(_ m: String) -> CLIError { CLIError(kind: .usage, message: m) }
    static func input(_ m: String) -> CLIError { CLIError(kind: .input, message: m) }
    static func failure(_ m: String) -> CLIError { CLIError(kind: .failure, message: m) }

    var exitCode: Int32 {
        switch kind {
        case .failure: return 1
        case .usage, .input: return 2
        case .exit(let code): return code
        }
    }
    var description: String { message }
}

/// Finds the subcommand, runs it and turns errors into messages and exit codes.
struct CLI {
    let commands: [CommandEntry]

    var help: String {
        let listed = commands.filter { !$0.hidden }
        let width = listed.map { $0.name.count }.max() ?? 0
        let lines = listed.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary }
        return """
        usage: viewraster <command> [options]

        commands:
        \(lines.joined(separator: "\n"))

        Run `viewraster <command> --help` for a command's options.
        Exit codes: 0 success, 1 failure while working, 2 bad input or flags.
        """
    }

    func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            CLI.printError("viewraster: missing command (try --help)")
            return 2
        }
        if first == "--help" || first == "-h" || first == "help" {
            print(help)
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            CLI.printError("viewraster: unknown command '\(first)' (known: \(commands.filter { !$0.hidden }.map(\.name).joined(separator: ", ")))")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(command.usage)
            return 0
        }
        do {
            try InstalledResources.checkFonts()
            try command.run(rest)
            return 0
        } catch {
            return CLI.report(error, command: command.name)
        }
    }

    /// Prints the error as one line and returns its exit code.
    static func report(_ error: Error, command: String) -> Int32 {
        if let e = error as? CLIError, case .exit(let code) = e.kind { return code }
        guard let e = error as? CLIError else {
            printError("viewraster \(command): \(oneLine(String(describing: error)))")
            return 1
        }
        var line = "viewraster \(command): " + oneLine(e.message)
        if e.kind == .usage { line += " (see viewraster \(command) --help)" }
        printError(line)
        return e.exitCode
    }

    static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func printError(_ s: String) {
        Progress.clearLine()
        FileHandle.standardError.write(Data((s + "\n").utf8))
    }
}
