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
