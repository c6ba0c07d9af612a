import Foundation

/// A visual-effect container (UIVisualEffectView). There is no blur: the effect is drawn as
/// the translucent tint iOS lays over the blur, and the content view holds the subviews.
@MainActor
open class VisualEffectView: View {
    /// The effect (UIBlurEffect.Style's classic styles), drawn as its tint only: `dark` a 73 %
    /// near-black,
    /// `extraLight` an 80 % near-white, the others a 60 % near-white.
    public enum Effect: Sendable { case light, extraLight, dark, regular, prominent }
    /// The effect drawn behind the content; nil draws nothing.
    public var effect: Effect?
    /// The view to add subviews to (UIVisualEffectView.contentView): sized with the effect view.
    public let contentView: View

    /// An effect view showing `effect` (nil: none), at zero frame, with its content view.
    public init(effect: Effect?) {
        self.effect = effect
        contentView = View()
        super.init(frame: .zero)
        addContentView()
    }
    public override convenience init(frame: CGRect) { self.init(effect: nil); self.frame = frame }
    public required init?(coder: NSCoder) {
        contentView = View()
        super.init(coder: coder)
        addContentView()
    }
    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        guard let effect else { return }
        let c: Color
        switch effect {
        case .dark: c = Color(white: 0.11, alpha: 0.73)
        case .extraLight: c = Color(white: 0.97, alpha: 0.8)
        case .light, .regular, .prominent: c = Color(white: 0.97, alpha: 0.6)
        }
        recorder.fill(Path(rect: bounds), color: c)
    }
}
