import Foundation

/// A stepper (UIStepper) as iOS 13 and later draw it: a 94×32 pt rounded rect (8 pt corners)
/// in `tertiarySystemFill`, split by a 1 pt divider 16 pt tall, a minus in the left half and
/// a plus in the right half (13 pt strokes 2 pt thick, in `label`). The minus is dimmed to
/// `tertiaryLabel` at `minimumValue` and the plus at `maximumValue` unless the stepper wraps.
@MainActor
open class Stepper: Control {
    /// The value, kept within the range (0 by default).
    public var value: Double = 0 { didSet { value = clamped(value) } }
    /// The lowest value (0 by default).
    public var minimumValue: Double = 0 { didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = clamped(value) } }
    /// The highest value (100 by default).
    public var maximumValue: Double = 100 { didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = clamped(value) } }
    /// How much one tap changes the value (1 by default).
    public var stepValue: Double = 1
    /// Whether stepping past an end wraps to the other.
    public var wraps = false
    /// Whether holding a half repeats (no effect on drawing).
    public var autorepeat = true
    /// Whether value changes are sent while held (no effect on drawing).
    public var isContinuous = true

    /// UIStepper's size on iOS 13 and later.
    public static let size = CGSize(width: 94, height: 32)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func clamped(_ v: Double) -> Double {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), maximumValue)
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Steps by `stepValue` up (or down), wrapping when `wraps`, and sends `.valueChanged`.
    public func step(up: Bool) {
        var v = value + (up ? stepValue : -stepValue)
        if wraps {
            if v > maximumValue { v = minimumValue } else if v < minimumValue { v = maximumValue }
        }
        let old = value
        value = v
        if value != old { sendActions(for: .valueChanged) }
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        let r = CGRect(x: 0, y: (bounds.height - Self.size.height) / 2, width: bounds.width, height: Self.size.height)
        recorder.fill(Path(roundedRect: r, cornerRadius: 8), color: .tertiarySystemFill)
        let mid = r.midX
        recorder.fill(Path(rect: CGRect(x: mid - 0.5, y: r.midY - 8, width: 1, height: 16)), color: .opaqueSeparatorLike)
        let enabled = isEnabled
        let minusOn = enabled && (wraps || value > minimumValue)
        let plusOn = enabled && (wraps || value < maximumValue)
        let arm: CGFloat = 6.5
        var minus = Path()
        let lc = CGPoint(x: r.minX + r.width / 4, y: r.midY)
        minus.move(to: CGPoint(x: lc.x - arm, y: lc.y)); minus.line(to: CGPoint(x: lc.x + arm, y: lc.y))
        var plus = Path()
        let rc = CGPoint(x: r.maxX - r.width / 4, y: r.midY)
        plus.move(to: CGPoint(x: rc.x - arm, y: rc.y)); plus.line(to: CGPoint(x: rc.x + arm, y: rc.y))
        plus.move(to: CGPoint(x: rc.x, y: rc.y - arm)); plus.line(to: CGPoint(x: rc.x, y: rc.y + arm))
        let style = StrokeStyle(width: 2, cap: .round)
        recorder.stroke(minus, color: minusOn ? .label : .tertiaryLabel, style: style)
        recorder.stroke(plus, color: plusOn ? .label : .tertiaryLabel, style: style)
    }
}

extension Color {
    /// The divider between a stepper's halves: `separator`'s grey at 30 %.
    static var opaqueSeparatorLike: Color { Color(r8: 60, g8: 60, b8: 67, a8: 77) }
}
