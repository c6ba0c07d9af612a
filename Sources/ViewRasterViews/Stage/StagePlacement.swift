import Foundation

/// Where a stage shows what it mounts, as snapshot libraries for UIKit do.
public enum StagePlacement: Sendable, Equatable {
    /// A bare view at its own frame, drawn outside any window: no safe area, no status bar
    /// (FBSnapshotTestCase and swift-snapshot-testing draw a bare view's layer this way).
    case frame
    /// A window on this device's screen, in `orientation`: what is mounted fills it, with the
    /// device's safe area.
    case device(Device, orientation: Orientation = .portrait)
    /// A window of this size in points, with no safe area (`render --size`, freeform canvases).
    case size(CGSize)

    /// The scale a stage takes when none is given — the one place this is decided: the
    /// device's own (Apple's: iPhone 8 and XR/11 @2x, 8 Plus, X/XS and 12 and later @3x, iPads
    /// @2x), and 2 for a size or a bare view.
    public var defaultScale: CGFloat {
        if case .device(let device, _) = self { return device.defaultScale }
        return 2
    }
}
