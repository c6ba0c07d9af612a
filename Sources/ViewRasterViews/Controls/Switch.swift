import Foundation

/// An on/off switch drawn as iOS draws it: a 51×31 capsule track, green when on, with a
/// white knob casting a soft shadow.
@MainActor
open class Switch: Control {
    public var isOn = false
    public var onTintColor: Color?
    public var thumbTintColor: Color?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func drawContent(_ recorder: DisplayRecorder) {
        let track = CGRect(x: 0, y: 0, width: 51, height: 31)
        let trackPath = Path(roundedRect: track, cornerRadius: 15.5)
        if isOn {
            recorder.fill(trackPath, color: onTintColor ?? Color(r8: 52, g8: 199, b8: 89))
        } else {
            recorder.fill(trackPath, color: Color(r8: 120, g8: 120, b8: 128, a8: 41))
        }
        let knob = CGRect(x: isOn ? 22 : 2, y: 2, width: 27, height: 27)
        recorder.fill(Path(ellipseIn: knob.offsetBy(dx: 0, dy: 1.5)), color: Color(white: 0, alpha: 0.12))
        recorder.fill(Path(ellipseIn: knob), color: thumbTintColor ?? .white)
    }
}

/// A progress bar drawn as iOS draws it: a 4 pt rounded track with the filled part in the tint.
@MainActor
open class ProgressView: View {
    public var progress: Float = 0
    public var progressTintColor: Color?
    public var trackTintColor: Color?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func setProgress(_ value: Float, animated: Bool) { progress = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 4) }

    open override func drawContent(_ recorder: DisplayRecorder) {
        let h = min(bounds.height, 4)
        let track = CGRect(x: 0, y: (bounds.height - h) / 2, width: bounds.width, height: h)
        recorder.fill(Path(roundedRect: track, cornerRadius: h / 2), color: trackTintColor ?? Color(r8: 229, g8: 229, b8: 234))
        let p = CGFloat(max(0, min(1, progress.isFinite ? progress : 0)))
        guard p > 0 else { return }
        var filled = track
        filled.size.width *= p
        recorder.fill(Path(roundedRect: filled, cornerRadius: h / 2), color: progressTintColor ?? tintColor)
    }
}
