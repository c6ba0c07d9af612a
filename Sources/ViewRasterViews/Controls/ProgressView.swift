import Foundation

/// A progress bar drawn as iOS draws it: a 4 pt rounded track with the filled part in the tint.
@MainActor
open class ProgressView: View {
    /// The filled fraction, 0 to 1 (values outside are clamped when drawn; NaN and infinities draw
    /// as 0).
    public var progress: Float = 0
    /// The filled part's color; nil is the tint color.
    public var progressTintColor: Color?
    /// The track's color; nil is iOS's light gray (229, 229, 234).
    public var trackTintColor: Color?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets `progress`; `animated` is ignored (nothing animates).
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
