import Foundation
import ViewRasterDisplayList

/// Reading `--max-memory` and reporting a budget that was exceeded.
enum MemoryFlag {
    /// The budget `--max-memory` gives (`MemoryBudget.default` when absent); a bad value is a
    /// usage error.
    static func budget(_ args: Arguments) throws -> MemoryBudget {
        guard let text = args.value(Flag.maxMemory) else { return .default }
        do { return try MemoryBudget(parsing: text) } catch { throw CLIError.usage("\(error)") }
    }

    /// `error` as the CLI reports it: a budget exceeded is bad input (exit 2) naming `input`;
    /// anything else is `otherwise(error)`.
    static func report(_ error: Error, input: String, otherwise: (Error) -> CLIError) -> CLIError {
        if let e = error as? CLIError { return e }
        if let e = error as? MemoryBudgetError { return CLIError.input("\(input): \(e)") }
        return otherwise(error)
    }
}
