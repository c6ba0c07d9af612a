import Foundation

/// Where warnings about ignored values go (non-finite frames, impossible hierarchies,
/// "Hide Skipped" logs, …). Tests can capture them; by default they print to standard error.
@MainActor
public enum ViewDiagnostics {
    /// Where reports go (default: a line on standard error); set it to send them elsewhere
    /// (`capture` sets it for the length of its body and puts the old one back).
    public static var sink: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    /// Sends `message` to `sink` (view code's warnings; `Log(_:)` calls it too).
    public static func report(_ message: String) { sink(message) }

    /// Runs `body` collecting every message reported meanwhile.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        var messages: [String] = []
        let old = sink
        sink = { messages.append($0) }
        defer { sink = old }
        let value = try body()
        return (value, messages)
    }
}

/// NSLog-style logging for view code (the seeds log "Hide Skipped").
@MainActor
public func Log(_ message: String) { ViewDiagnostics.report(message) }
