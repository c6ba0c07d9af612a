import Foundation

/// A slider (UISlider) drawn as iOS 13–17 draw it: a 4 pt capsule track across the control,
/// the part left of the thumb in `minimumTrackTintColor` (the tint, blue by default), the rest
/// in `maximumTrackTintColor` (`systemFill`'s light grey), and a 28 pt white thumb with a soft
/// shadow.
///
/// Geometry: Auto Layout places a slider's 30 pt alignment rect (`intrinsicContentSize` is 30
/// tall); its frame is 2 pt wider on each side and 1 pt taller at the bottom. A slider laid
/// out by constraints here has its alignment rect as its bounds; one placed by its frame
/// (`translatesAutoresizingMaskIntoConstraints`) draws in its bounds inset by those 2/1 pt, as
/// UIKit's frame holds it. The thumb is centred vertically in the alignment rect; at
/// `minimumValue` its left edge meets the rect's left edge, at `maximumValue` its right edge
/// the rect's right edge.
@MainActor
open class Slider: Control {
    /// The value, kept within `minimumValue`…`maximumValue` (UIKit clamps it when set).
    public var value: Float {
        get { storedValue }
        set { storedValue = clamp(newValue); setNeedsDisplay() }
    }
    /// The value at the track's left end (0 by default).
    public var minimumValue: Float = 0 { didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; storedValue = clamp(storedValue) } }
    /// The value at the track's right end (1 by default).
    public var maximumValue: Float = 1 { didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; storedValue = clamp(storedValue) } }
    /// The track left of the thumb; nil draws the tint color.
    public var minimumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The track right of the thumb; nil draws `systemFill`.
    public var maximumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The thumb's color; nil draws white.
    public var thumbTintColor: Color? { didSet { setNeedsDisplay() } }
    /// Whether value changes are sent while dragging (no effect on drawing).
    public var isContinuous = true

    private var storedValue: Float = 0

    /// The thumb's diameter on iOS 13 and later.
    public static let thumbDiameter: CGFloat = 28
    /// The track's thickness on iOS 13 and later.
    public static let trackHeight: CGFloat = 4
    /// How much larger UIKit's frame is than the alignment rect Auto Layout places.
    public static let frameInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the value (animation is not drawn: the final value shows).
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func clamp(_ v: Float) -> Float {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), maximumValue)
    }

    /// UISlider's: no width, 30 pt tall (the alignment rect).
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 30) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, Self.thumbDiameter), height: 30) }

    /// The alignment rect in bounds coordinates (see the type's comment).
    public var alignmentBounds: CGRect {
        translatesAutoresizingMaskIntoConstraints ? bounds.inset(by: Self.frameInsets) : bounds
    }

    /// The fraction of the range the value is at, 0…1.
    var fraction: CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0 else { return 0 }
        return CGFloat((value - minimumValue) / span)
    }

    /// The track's rect (UISlider.trackRect(forBounds:)): the alignment rect's width, 4 pt
    /// tall, centred vertically.
    public func trackRect(forBounds bounds: CGRect) -> CGRect {
        let a = alignmentBounds
        return CGRect(x: a.minX, y: a.midY - Self.trackHeight / 2, width: a.width, height: Self.trackHeight)
    }

    /// The thumb's circle (UISlider.thumbRect(forBounds:trackRect:value:)).
    public func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = Self.thumbDiameter
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((clamp(value) - minimumValue) / span) : 0
        let x = rect.minX + max(0, rect.width - d) * f
        return CGRect(x: x, y: rect.midY - d / 2, width: d, height: d)
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        let track = trackRect(forBounds: bounds)
        guard track.width > 0 else { return }
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let r = Self.trackHeight / 2
        let minColor = minimumTrackTintColor ?? tintColor ?? .systemBlue
        let maxColor = maximumTrackTintColor ?? .systemFill
        // The maximum track runs from the thumb's centre to the right end, the minimum track
        // from the left end to the thumb's centre; the thumb covers where they meet.
        let split = thumb.midX
        if split < track.maxX {
            recorder.save()
            recorder.clip(Path(rect: CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)))
            recorder.fill(Path(roundedRect: track, cornerRadius: r), color: maxColor)
            recorder.restore()
        }
        if split > track.minX {
            recorder.save()
            recorder.clip(Path(rect: CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)))
            recorder.fill(Path(roundedRect: track, cornerRadius: r), color: minColor)
            recorder.restore()
        }
        // The thumb: a faint outline shadow all round and a softer one 3 pt below.
        recorder.fill(Path(ellipseIn: thumb.insetBy(dx: -0.5, dy: -0.5)), color: Color(white: 0, alpha: 0.06))
        recorder.fill(Path(ellipseIn: thumb.offsetBy(dx: 0, dy: 2).insetBy(dx: 1, dy: 1)), color: Color(white: 0, alpha: 0.1))
        recorder.fill(Path(ellipseIn: thumb), color: thumbTintColor ?? .white)
    }
}
