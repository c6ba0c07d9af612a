/// How one case ended.
public enum CaseOutcome: Sendable, Hashable {
    /// Loaded, laid out and rendered.
    case ok
    /// Refused with an error that names the input (and a line where there is one).
    case cleanError(String)
    /// Refused with an error that does not say which input or where.
    case unlocatedError(String)
    /// The worker died from a signal (or exited unexpectedly).
    case crash(String)
    /// The case ran over the time bound.
    case hang(Double)

    /// Whether the case counts as passed (`ok` or a clean error).
    public var passed: Bool {
        switch self {
        case .ok, .cleanError: return true
        default: return false
        }
    }

    /// One word for summaries.
    public var label: String {
        switch self {
        case .ok: return "ok"
        case .cleanError: return "error"
        case .unlocatedError: return "unlocated-error"
        case .crash: return "crash"
        case .hang: return "hang"
        }
    }

    /// The line a worker prints for an in-process outcome: `LABEL<TAB>message`.
    public var workerLine: String {
        switch self {
        case .ok: return "ok"
        case .cleanError(let m): return "error\t" + m.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
        case .unlocatedError(let m): return "unlocated-error\t" + m.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
        case .crash(let m): return "crash\t" + m
        case .hang(let s): return "hang\t\(s)"
        }
    }

    /// Reads a worker line back (nil when it is not one).
    public init?(workerLine line: Substring) {
        let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        let message = parts.count > 1 ? String(parts[1]) : ""
        switch parts.first {
        case "ok": self = .ok
        case "error": self = .cleanError(message)
        case "unlocated-error": self = .unlocatedError(message)
        default: return nil
        }
    }
}
