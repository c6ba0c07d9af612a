import Foundation

/// A spinning activity indicator (UIActivityIndicatorView). The classic styles draw 12
/// spokes, the iOS 13 styles 8; the bright "head" spoke steps around once per second while
/// animating, its position a function of virtual time since `startAnimating`.
@MainActor
open class ActivityIndicatorView: View {
    /// The indicator's look (UIActivityIndicatorView.Style): the classic `white`, `whiteLarge` and
    /// `gray`
    /// draw 12 spokes, iOS 13's `medium` and `large` 8; the large styles are 37 pt square, the
    /// others 20 pt.
    public enum Style: Sendable, CaseIterable {
        case white, whiteLarge, gray, medium, large
        var isLarge: Bool { self == .whiteLarge || self == .large }
        var spokes: Int { (self == .medium || self == .large) ? 8 : 12 }
        var defaultColor: Color {
            switch self {
            case .white, .whiteLarge: return .white
            case .gray: return .gray
            case .medium, .large: return Color(r8: 153, g8: 153, b8: 153)
            }
        }
        var side: CGFloat { isLarge ? 37 : 20 }
    }

    /// The indicator's style; its side sets the intrinsic content size.
    public var style: Style { didSet { invalidateIntrinsicContentSize() } }
    /// Nil uses the style's color.
    public var color: Color?
    /// Whether the indicator draws nothing while stopped (default true). Unlike UIKit, `isHidden` is
    /// left as it is: the spokes are just not drawn.
    public var hidesWhenStopped = true
    /// Whether `startAnimating` was called since the last `stopAnimating`.
    public private(set) var isAnimating = false
    /// The virtual time `startAnimating` was last called.
    private var startTime: TimeInterval = 0
    /// Seconds per revolution of the head spoke.
    public var period: TimeInterval = 1

    /// An indicator in `style`, its frame the style's square at the origin; user interaction is off.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isUserInteractionEnabled = false
    }
    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }
    public required init?(coder: NSCoder) {
        self.style = .white
        super.init(coder: coder)
    }

    /// Starts the head spoke turning, from the top at the current virtual time (no effect if
    /// already animating).
    public func startAnimating() {
        if !isAnimating { startTime = VirtualClock.current.now }
        isAnimating = true
    }
    /// Stops the turning: the spokes then show the resting fade, or nothing with `hidesWhenStopped`.
    public func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Which spoke is brightest at `time` (0 at the top, clockwise).
    public func headSpoke(at time: TimeInterval) -> Int {
        guard isAnimating, period > 0 else { return 0 }
        let n = style.spokes
        let steps = Int(((time - startTime) / period * Double(n)).rounded(.down))
        return ((steps % n) + n) % n
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        if !isAnimating && hidesWhenStopped { return }
        Self.drawSpokes(style: style, in: bounds, color: color ?? style.defaultColor, head: headSpoke(at: recorder.time),
                        animating: isAnimating, recorder: recorder)
    }

    /// Records `style`'s spokes centred in `rect` (scaled to its shorter side) in `color`, the
    /// spoke `head` brightest while `animating` (else the resting fade from the top spoke).
    static func drawSpokes(style: Style, in rect: CGRect, color base: Color, head: Int, animating: Bool,
                           recorder: DisplayRecorder) {
        let n = style.spokes
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let k = side / style.side
        let (inner, outer, width): (CGFloat, CGFloat, CGFloat)
        if n == 12 {
            (inner, outer, width) = style.isLarge ? (8.5 * k, 18 * k, 3.5 * k) : (4.5 * k, 9.5 * k, 2 * k)
        } else {
            (inner, outer, width) = style.isLarge ? (9 * k, 17 * k, 3.5 * k) : (4.5 * k, 9 * k, 2.2 * k)
        }
        let c = CGPoint(x: rect.midX, y: rect.midY)
        for i in 0..<n {
            // Spokes trail the head with fading alpha.
            let behind = (head - i + n) % n
            let alpha = animating ? max(0.25, 1 - Double(behind) / Double(n) * 0.85) : (1 - Double(i) / Double(n) * 0.75)
            let angle = CGFloat(i) / CGFloat(n) * 2 * .pi
            let spoke = Path(roundedRect: CGRect(x: -width / 2, y: -outer, width: width, height: outer - inner), cornerRadius: width / 2)
                .applying(CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: c.x, y: c.y)))
            recorder.fill(spoke, color: base.withAlphaComponent(base.alpha * alpha))
        }
    }
}
