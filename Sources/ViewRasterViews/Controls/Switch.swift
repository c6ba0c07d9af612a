import Foundation

/// An on/off switch drawn as iOS draws it: a 51×31 capsule track, green when on, with a
/// white knob casting a soft shadow.
@MainActor
open class Switch: Control {
    /// Whether the switch is on: the knob at the right on the on-tint track.
    public var isOn = false
    /// The track's color when on; nil is iOS's green (52, 199, 89).
    public var onTintColor: Color?
    /// The knob's color; nil is white.
    public var thumbTintColor: Color?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets `isOn`; `animated` is ignored (nothing animates).
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
        recorder.append([.beginGroup(opacity: 1, shadow: Self.knobShadow),
                         .fill(Path(ellipseIn: knob), thumbTintColor ?? .white, .nonzero),
                         .endGroup])
    }

    /// The knob's shadow as iOS 14 draws it: black at 12.5 %, 2.5 pt down, blur radius 5 pt
    /// (Core Animation's `shadowRadius`). Measured on the iOS simulator's @2x image of a
    /// switch (uber/ios-snapshot-test-case): every track pixel around the knob within 8/255 (rms 0.3/255);
    /// the @3x image, not used to measure, agrees within 8/255 for 99.5 % of its track pixels
    /// (`docs/ios-fidelity.md`).
    static let knobShadow = Shadow(color: Color(white: 0, alpha: 0.125), offset: CGSize(width: 0, height: 2.5), radius: 5)
}
