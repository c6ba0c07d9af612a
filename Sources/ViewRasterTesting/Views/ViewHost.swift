import Foundation
import ViewRasterViews

/// Where a view is rendered for a snapshot.
public enum SnapshotLayout: Sendable, Equatable {
    /// The view alone at its own frame size.
    case fixed
    /// A screen of this device (the view fills its window), portrait unless `orientation`.
    case device(Device, orientation: Orientation = .portrait)
    /// A screen of this size in points (the view fills it).
    case size(CGSize)
}

/// Mounts a view or controller for one snapshot on a `Stage` that shares the test's clock and
/// notification center (so the animations the test started run on): advances the clock to
/// `time`, lays out at the stage's scale, runs `body` with the stage's root, unmounts.
@MainActor
enum ViewHost {
    static func withMounted<T>(_ subject: MountedSubject, layout: SnapshotLayout, scale: CGFloat?, time: TimeInterval?,
                               _ body: (_ root: View, _ scale: CGFloat, _ now: TimeInterval) throws -> T) throws -> T {
        let current = Stage.current
        if let time {
            guard time.isFinite, time >= 0 else { throw SnapshotError("snapshot time \(time) is not a finite time ≥ 0") }
            guard time >= current.now else {
                throw SnapshotError("snapshot time \(time)s is earlier than the virtual clock's \(current.now)s; virtual time never runs back (take frames in ascending order, or use a fresh Stage)")
            }
        }
        if case .size(let size) = layout {
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw SnapshotError("snapshot size \(size.width)×\(size.height) is not positive")
            }
        }
        let stage = Stage(placement(of: subject, layout), scale: scale, sharingTimeWith: current)
        switch subject {
        case .view(let view): stage.mount(view)
        case .controller(let controller): stage.mount(controller)
        }
        defer { stage.unmount() }
        return try stage.within {
            if let time { stage.clock.advance(to: time) }
            stage.layout()
            guard let root = stage.root else { throw SnapshotError("nothing to draw: the stage has no root view") }
            return try body(root, stage.scale, stage.now)
        }
    }

    /// Where a subject goes: a bare view at its frame; a controller on a device (iPhone 8 unless
    /// another is given).
    static func placement(of subject: MountedSubject, _ layout: SnapshotLayout) -> StagePlacement {
        switch (layout, subject) {
        case (.fixed, .view): return .frame
        case (.fixed, .controller): return .device(.iPhone8)
        case (.device(let device, let orientation), _): return .device(device, orientation: orientation)
        case (.size(let size), _): return .size(size)
        }
    }
}

/// Runs main-actor snapshot work from a strategy's nonisolated closure. Views live on the main
/// actor, so view snapshots must be asserted from main-actor code (a `@MainActor` test or
/// suite), as with UIKit; calling them elsewhere stops with MainActor's isolation check.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
    try MainActor.assumeIsolated { try body() }
}
