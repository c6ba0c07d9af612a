import Foundation

/// Where Auto Layout reports conflicts, invalid constraints and ambiguity (UIKit logs them).
/// Messages are collected in `messages` or, when `echoToStandardError`, printed to stderr
/// instead (the shared `standardError` sink keeps none, so it never grows).
/// Set one on a root item's `layoutStorage.diagnostics` to capture reports in tests.
public final class LayoutDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    /// Whether reports are printed to standard error instead of collected in `messages`.
    public let echoToStandardError: Bool

    /// A sink that collects reports in `messages` (or, with `echoToStandardError`, prints them).
    public init(echoToStandardError: Bool = false) { self.echoToStandardError = echoToStandardError }

    /// The default sink: prints to standard error (keeps no messages).
    public static let standardError = LayoutDiagnostics(echoToStandardError: true)

    /// The reports collected so far, oldest first (none when echoing to standard error).
    public var messages: [String] { lock.lock(); defer { lock.unlock() }; return collected }

    /// Prints `message` to standard error when `echoToStandardError`, else collects it.
    public func report(_ message: String) {
        if echoToStandardError {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return
        }
        lock.lock(); collected.append(message); lock.unlock()
    }

    /// Forgets the collected reports.
    public func removeAll() { lock.lock(); collected.removeAll(); lock.unlock() }

    static func sink(for item: (any LayoutItem)?) -> LayoutDiagnostics {
        item?.rootItem.layoutStorage.diagnostics ?? .standardError
    }
}
