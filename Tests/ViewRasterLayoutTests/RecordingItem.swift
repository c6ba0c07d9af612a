import Foundation
import ViewRasterLayout

/// A subclass that overrides the frame write: every frame the engine gives it is recorded.
final class RecordingItem: ReportingItem {
    var written: [CGRect] = []
    override func applyLayoutFrame(_ rect: CGRect) {
        written.append(rect)
        super.applyLayoutFrame(rect)
    }
}
