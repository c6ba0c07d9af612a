import Foundation

/// Control events (UIControl.Event).
public struct ControlEvents: OptionSet, Sendable, Hashable {
    /// The events' bits (UIControl.Event's raw values).
    public let rawValue: UInt
    /// The events with the bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A touch went up inside the control (a button's tap).
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The control's value changed (a switch, segmented control, date picker …).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action (UIControl.Event.primaryActionTriggered, iOS 9).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// The text of a text field changed while editing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
}

/// The state a control shows (UIControl.State).
public struct ControlState: OptionSet, Sendable, Hashable {
    /// The state's bits (UIControl.State's raw values).
    public let rawValue: UInt
    /// The state with the bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No bits set: the state a value set for no other state falls back to.
    public static let normal = ControlState([])
    /// Touched down and not yet released.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// `isEnabled` is false.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// `isSelected` is true.
    public static let selected = ControlState(rawValue: 1 << 2)
    /// Focused by a focus engine (UIControl.State.focused, iOS 9; Interface Builder writes a
    /// `<state key="focused">`). A touch screen never focuses a control, so it only holds the
    /// values set for the state.
    public static let focused = ControlState(rawValue: 1 << 3)
}

/// A view that sends actions to targets (UIControl).
@MainActor
open class Control: View {
    /// What runs for a set of events: a target and selector, or an `Action`'s closure.
    private enum Receiver {
        case target(Target)
        case action(Action)
    }
    private struct Target { weak var target: Responder?; let action: Selector }
    /// Receivers in the order they were added, with their events.
    private var receivers: [(receiver: Receiver, events: ControlEvents)] = []

    /// Whether the control is enabled (default true); false adds `.disabled` to `state` and, unlike
    /// UIKit's `sendActions(for:)`, makes `sendActions(for:)` send nothing.
    @exclusivity(unchecked) public var isEnabled = true
    /// Whether the control is selected: adds `.selected` to `state`.
    @exclusivity(unchecked) public var isSelected = false
    /// Whether the control is highlighted (touched down): adds `.highlighted` to `state`.
    @exclusivity(unchecked) public var isHighlighted = false

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
        receivers.append((.target(Target(target: target, action: action)), events))
    }
    /// Removes matching target-actions (nil matches any target or action) for `events`.
    public func removeTarget(_ target: Responder?, action: Selector?, for events: ControlEvents) {
        receivers.removeAll { r in
            guard case .target(let t) = r.receiver else { return false }
            return (target == nil || t.target === target) && (action == nil || t.action == action) && !r.events.isDisjoint(with: events)
        }
    }
    /// The actions registered for `target` and `events`.
    public func actions(forTarget target: Responder, forControlEvent events: ControlEvents) -> [Selector] {
        receivers.compactMap { r in
            guard case .target(let t) = r.receiver, t.target === target, !r.events.isDisjoint(with: events) else { return nil }
            return t.action
        }
    }

    /// Runs `action`'s handler for `events` (UIControl.addAction(_:for:)). An action with the
    /// identifier of one already added for those events replaces it.
    public func addAction(_ action: Action, for events: ControlEvents) {
        removeAction(identifiedBy: action.identifier, for: events)
        receivers.append((.action(action), events))
    }
    /// Stops running `action` for `events`.
    public func removeAction(_ action: Action, for events: ControlEvents) {
        removeAction(identifiedBy: action.identifier, for: events)
    }
    /// Stops running the action with `identifier` for `events`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: ControlEvents) {
        receivers.removeAll { r in
            guard case .action(let a) = r.receiver else { return false }
            return a.identifier == identifier && !r.events.isDisjoint(with: events)
        }
    }

    /// Sends the target-actions and runs the actions registered for `events`, in the order
    /// they were added. As UIKit's, it sends them whether or not the control `isEnabled`: a
    /// disabled control only stops taking touches (a test's tap helper checks `isEnabled`).
    public func sendActions(for events: ControlEvents) {
        for r in receivers where !r.events.isDisjoint(with: events) {
            switch r.receiver {
            case .action(let a):
                a.perform(sender: self)
            case .target(let t):
                guard let target = t.target else { continue }
                if !target.perform(t.action, sender: self) {
                    ViewDiagnostics.report("unrecognized selector \(t.action) sent to \(type(of: target))")
                }
            }
        }
    }
}
