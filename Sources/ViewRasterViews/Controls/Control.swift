import Foundation

/// Control events (UIControl.Event).
public struct ControlEvents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
}

/// The state a control shows (UIControl.State).
public struct ControlState: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = ControlState([])
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
}

/// A view that sends actions to targets (UIControl).
@MainActor
open class Control: View {
    private struct Target { weak var target: Responder?; let action: Selector; let events: ControlEvents }
    private var targets: [Target] = []

    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false

    /// The current state.
    public var state: ControlState {
        var s = ControlState.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sends `action` to `target` for `events`; the action is looked up in the target's
    /// class `connections` table when sent.
    public func addTarget(_ target: Responder, action: Selector, for events: ControlEvents) {
        targets.append(Target(target: target, action: action, events: events))
    }
    public func removeTarget(_ target: Responder?, action: Selector?, for events: ControlEvents) {
        targets.removeAll { t in
            (target == nil || t.target === target) && (action == nil || t.action == action) && !t.events.isDisjoint(with: events)
        }
    }
    /// The actions registered for `target` and `events`.
    public func actions(forTarget target: Responder, forControlEvent events: ControlEvents) -> [Selector] {
        targets.filter { $0.target === target && !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    /// Sends the actions registered for `events`, in the order they were added.
    public func sendActions(for events: ControlEvents) {
        guard isEnabled else { return }
        for t in targets where !t.events.isDisjoint(with: events) {
            guard let target = t.target else { continue }
            if !target.perform(t.action, sender: self) {
                ViewDiagnostics.report("unrecognized selector \(t.action) sent to \(type(of: target))")
            }
        }
    }
}
