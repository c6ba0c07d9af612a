import Foundation

/// A closure a control runs for its events (UIAction): `button.addAction(Action { _ in … },
/// for: .touchUpInside)`. The handler receives the action, whose `sender` is the control that
/// sent it.
@MainActor
public final class Action {
    /// What the action runs (UIActionHandler).
    public typealias Handler = @MainActor (Action) -> Void

    /// A name that tells actions apart: adding an action whose identifier a control already
    /// has replaces the old one (UIAction.Identifier).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// An identifier with the string `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with the string `rawValue` (unlabelled, as UIAction.Identifier's `init(_:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title a menu would show.
    public var title: String
    /// The image a menu would show.
    public var image: Image?
    /// The identifier given, or a unique one (numbered in creation order: deterministic).
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs and after (UIKit's `Any?`).
    public var sender: Any? { senderObject }
    private weak var senderObject: AnyObject?
    private let handler: Handler

    /// An action running `handler`.
    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil, handler: @escaping Handler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier("ViewRaster.Action.\(ActionCounter.next())")
        self.handler = handler
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: AnyObject?) {
        senderObject = sender
        handler(self)
    }
}

/// Numbers actions made without an identifier.
@MainActor
enum ActionCounter {
    static var value = 0
    static func next() -> Int { value += 1; return value }
}
