import Foundation

/// Where font fallbacks are reported: a font asked for by a name that is not bundled
/// ("HelveticaNeue-Light") is replaced by the nearest bundled face, and the replacement is
/// reported once per name through `handler` (by default written to standard error).
public enum FontDiagnostics {
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var reported: Set<String> = []
        var handler: (@Sendable (String) -> Void)? = { message in
            FileHandle.standardError.write(Data("viewraster: \(message)\n".utf8))
        }
    }
    private static let state = State()

    /// Receives one message per fallback name; nil silences the reports.
    public static var handler: (@Sendable (String) -> Void)? {
        get { state.lock.lock(); defer { state.lock.unlock() }; return state.handler }
        set { state.lock.lock(); state.handler = newValue; state.lock.unlock() }
    }

    /// Reports a fallback for `name` unless it was reported before.
    static func reportFallback(name: String, to face: FontFace) {
        state.lock.lock()
        let first = state.reported.insert(name).inserted
        let h = state.handler
        state.lock.unlock()
        if first { h?("font \"\(name)\" is not bundled; using \(face.postScriptName)") }
    }
}
