import Foundation

/// The drawing state of a view's `draw(_:)` (UIKit's current graphics context): where
/// `BezierPath.fill()`/`stroke()` record, and the colors `Color.set()`, `setFill()` and
/// `setStroke()` chose. Exists only while `draw(_:)` runs.
@MainActor
final class DrawingContext {
    /// The context of the `draw(_:)` running now, if any.
    static var current: DrawingContext?

    let recorder: DisplayRecorder
    var fillColor: Color = .black
    var strokeColor: Color = .black
    /// True once `addClip()` saved the recorder's state (restored when `draw(_:)` ends).
    var clipped = false

    init(recorder: DisplayRecorder) { self.recorder = recorder }

    /// Runs `body` with a fresh context on `recorder` as the current one, balancing any
    /// clips `body` added.
    static func drawing(into recorder: DisplayRecorder, _ body: () -> Void) {
        let saved = current
        let context = DrawingContext(recorder: recorder)
        current = context
        body()
        if context.clipped { recorder.restore() }
        current = saved
    }

    /// Intersects the clip with `path` until `draw(_:)` ends.
    func clip(_ path: Path) {
        if !clipped { recorder.save(); clipped = true }
        recorder.clip(path)
    }
}

extension Color {
    /// Sets the fill and stroke color of the running `draw(_:)` (UIColor.set()).
    @MainActor public func set() { DrawingContext.current?.fillColor = self; DrawingContext.current?.strokeColor = self }
    /// Sets the fill color of the running `draw(_:)` (UIColor.setFill()).
    @MainActor public func setFill() { DrawingContext.current?.fillColor = self }
    /// Sets the stroke color of the running `draw(_:)` (UIColor.setStroke()).
    @MainActor public func setStroke() { DrawingContext.current?.strokeColor = self }
}
