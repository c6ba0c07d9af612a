import Foundation

/// The view of a bar container (navigation and tab bar controllers): it fills the screen,
/// shows the visible child's view under the bar, and places the bar on every layout pass.
@MainActor
final class ContainerView: View {
    /// Places the container's bar (called after every `layoutSubviews`).
    var layoutBars: (() -> Void)?

    /// A container the size of the main screen that resizes with its superview.
    static func filling(layoutBars: @escaping () -> Void) -> ContainerView {
        let v = ContainerView(frame: Screen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.layoutBars = layoutBars
        return v
    }

    /// Shows `child` (a child controller's view) filling `container` (a container
    /// controller's view, this class's unless a subclass made its own), below `bar`.
    static func show(_ child: View, in container: View, below bar: View) {
        guard child.superview !== container else { return }
        child.frame = container.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(child, belowSubview: bar)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutBars?()
    }
}
