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

/// Mounts a view for one snapshot: in a screen (device or size) sharing the current virtual
/// clock, or alone; advances the clock to `time`; lays out; runs `body`; unmounts.
@MainActor
enum ViewHost {
    static func withMounted<T>(_ view: View, layout: SnapshotLayout, scale: CGFloat?, time: TimeInterval?,
                               _ body: (_ root: View, _ scale: CGFloat, _ now: TimeInterval) throws -> T) throws -> T {
        let clock = VirtualClock.current
        if let time {
            guard time.isFinite, time >= 0 else { throw SnapshotError("snapshot time \(time) is not a finite time ≥ 0") }
            guard time >= clock.now else {
                throw SnapshotError("snapshot time \(time)s is earlier than the virtual clock's \(clock.now)s; virtual time never runs back (take frames in ascending order, or use a fresh VirtualClock)")
            }
        }
        switch layout {
        case .fixed:
            if let time { clock.advance(to: time) }
            view.layoutIfNeeded()
            return try body(view, scale ?? 2, clock.now)
        case .device(let device, let orientation):
            let screen = Screen(device: device, orientation: orientation, scale: scale ?? device.defaultScale, clock: clock)
            return try mount(view, in: screen, time: time, body)
        case .size(let size):
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw SnapshotError("snapshot size \(size.width)×\(size.height) is not positive")
            }
            let screen = Screen(size: size, scale: scale ?? 2, clock: clock)
            return try mount(view, in: screen, time: time, body)
        }
    }

    private static func mount<T>(_ view: View, in screen: Screen, time: TimeInterval?,
                                 _ body: (View, CGFloat, TimeInterval) throws -> T) throws -> T {
        let oldFrame = view.frame
        let oldSuperview = view.superview
        let oldIndex = oldSuperview?.subviews.firstIndex { $0 === view }
        view.frame = screen.bounds
        screen.window.addSubview(view)
        defer {
            view.removeFromSuperview()
            if let oldSuperview, let oldIndex { oldSuperview.insertSubview(view, at: oldIndex) }
            view.frame = oldFrame
        }
        return try screen.within {
            if let time { screen.clock.advance(to: time) }
            screen.window.layoutIfNeeded()
            return try body(screen.window, screen.scale, screen.clock.now)
        }
    }

    /// Mounts a controller's view as a screen's root (default device: iPhone 8).
    static func withMounted<T>(_ controller: ViewController, layout: SnapshotLayout, scale: CGFloat?, time: TimeInterval?,
                               _ body: (View, CGFloat, TimeInterval) throws -> T) throws -> T {
        let clock = VirtualClock.current
        if let time, time < clock.now {
            throw SnapshotError("snapshot time \(time)s is earlier than the virtual clock's \(clock.now)s; virtual time never runs back")
        }
        let screen: Screen
        switch layout {
        case .fixed, .device(.iPhone8, .portrait):
            screen = Screen(device: .iPhone8, scale: scale ?? Device.iPhone8.defaultScale, clock: clock)
        case .device(let device, let orientation):
            screen = Screen(device: device, orientation: orientation, scale: scale ?? device.defaultScale, clock: clock)
        case .size(let size):
            screen = Screen(size: size, scale: scale ?? 2, clock: clock)
        }
        screen.window.rootViewController = controller
        defer { screen.window.rootViewController = nil }
        return try screen.within {
            if let time { screen.clock.advance(to: time) }
            screen.window.layoutIfNeeded()
            return try body(screen.window, screen.scale, screen.clock.now)
        }
    }
}

/// Runs main-actor snapshot work from a strategy's nonisolated closure. Views live on the main
/// actor, so view snapshots must be asserted from main-actor code (a `@MainActor` test or
/// suite), as with UIKit; calling them elsewhere stops with MainActor's isolation check.
extension ViewHost {
    /// Mounts a view or a controller (see the two forms above).
    static func withMounted<T>(_ subject: MountedSubject, layout: SnapshotLayout, scale: CGFloat?, time: TimeInterval?,
                               _ body: (View, CGFloat, TimeInterval) throws -> T) throws -> T {
        switch subject {
        case .view(let view): return try withMounted(view, layout: layout, scale: scale, time: time, body)
        case .controller(let vc): return try withMounted(vc, layout: layout, scale: scale, time: time, body)
        }
    }
}

func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
    try MainActor.assumeIsolated { try body() }
}
