import Foundation

/// A container controller's view (navigation, tab bar): it fills the screen, follows its
/// superview's size, and places the controller's bars after each layout pass.
final class ContainerView: View {
    var layoutBars: (() -> Void)?

    /// A screen-sized view that calls `layoutBars` after laying out its subviews.
    convenience init(layoutBars: @escaping () -> Void) {
        self.init(frame: Screen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.layoutBars = layoutBars
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutBars?()
    }
}
