import ViewRasterViews

/// `eventType="…"` names → `ControlEvents`, with UIKit's bit values.
enum NibEventTypes {
    static let events: [String: ControlEvents] = [
        "touchDown": .touchDown,
        "touchDownRepeat": ControlEvents(rawValue: 1 << 1),
        "touchDragInside": ControlEvents(rawValue: 1 << 2),
        "touchDragOutside": ControlEvents(rawValue: 1 << 3),
        "touchDragEnter": ControlEvents(rawValue: 1 << 4),
        "touchDragExit": ControlEvents(rawValue: 1 << 5),
        "touchUpInside": .touchUpInside,
        "touchUpOutside": ControlEvents(rawValue: 1 << 7),
        "touchCancel": ControlEvents(rawValue: 1 << 8),
        "valueChanged": .valueChanged,
        "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": ControlEvents(rawValue: 1 << 14),
        "editingDidBegin": ControlEvents(rawValue: 1 << 16),
        "editingChanged": .editingChanged,
        "editingDidEnd": ControlEvents(rawValue: 1 << 18),
        "editingDidEndOnExit": ControlEvents(rawValue: 1 << 19),
    ]
}
