import Foundation

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
