import Foundation

/// A notification's name.
public struct NotificationName: Hashable, Sendable, RawRepresentable {
    /// The name's string.
    public var rawValue: String
    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The name `rawValue` (unlabelled).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// UIDevice.orientationDidChangeNotification.
    public static let deviceOrientationDidChange = NotificationName("UIDeviceOrientationDidChangeNotification")
}

/// A small notification center for view code (NSNotificationCenter on the main actor).
/// Observers are held weakly and called in the order they were added.
@MainActor
public final class NotificationCenter {
    /// The current stage's center (`Stage.current`; each test has its own).
    public static var shared: NotificationCenter { Stage.current.notificationCenter }
    private struct Entry { weak var observer: AnyObject?; let name: NotificationName; let block: @MainActor (AnyObject?) -> Void }
    private var entries: [Entry] = []

    /// A center with no observers (`shared` is the current stage's).
    public init() {}

    /// Runs `block` with the posted object for each `name` posted while `observer` lives (the
    /// center holds it weakly).
    public func addObserver(_ observer: AnyObject, name: NotificationName, using block: @escaping @MainActor (AnyObject?) -> Void) {
        entries.append(Entry(observer: observer, name: name, block: block))
    }
    /// Removes every observation of `observer` (and of observers that have gone).
    public func removeObserver(_ observer: AnyObject) { entries.removeAll { $0.observer === observer || $0.observer == nil } }
    /// Runs, in the order they were added, the blocks observing `name`, with `object`.
    public func post(name: NotificationName, object: AnyObject?) {
        entries.removeAll { $0.observer == nil }
        for e in entries where e.name == name && e.observer != nil { e.block(object) }
    }
}
