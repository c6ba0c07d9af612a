import Foundation
import ViewRasterViews

/// Where a view is rendered for a snapshot (swift-snapshot-testing's `layout:` values, plus
/// the view at its own frame).
public enum SnapshotLayout: Sendable, Equatable {
    /// The view alone at its own frame (a controller: on an iPhone 8).
    case frame
    /// A screen of this device (the view fills its window), portrait unless `orientation`.
    case device(Device, orientation: Orientation = .portrait)
    /// A screen of this size in points (the view fills it).
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at the size Auto Layout fits it to (`systemLayoutSizeFitting` of
    /// `View.layoutFittingCompressedSize`, wrapping labels included); an axis its constraints
    /// leave at zero takes `sizeThatFits` of its current size (a label's text, a plain view's
    /// frame). A controller's view is fitted the same way.
    case sizeThatFits

    /// A screen of this size in points: the old name of `fixed(width:height:)`.
    @available(*, deprecated, renamed: "fixed(width:height:)")
    public static func size(_ size: CGSize) -> SnapshotLayout { .fixed(width: size.width, height: size.height) }
}

/// Mounts a view or controller for one snapshot on a `Stage` that shares the test's clock and
/// notification center (so the animations the test started run on): advances the clock to
/// `time`, lays out at the stage's scale, runs `body` with the stage and its root (the display
/// list is the stage's, `stage.displayList`), unmounts.
@MainActor
enum ViewHost {
    static func withMounted<T>(_ subject: MountedSubject, layout: SnapshotLayout, scale: CGFloat?, time: TimeInterval?,
                               traits: TraitCollection = TraitCollection(),
                               _ body: (_ stage: Stage, _ root: View) throws -> T) throws -> T {
        let current = Stage.current
        if let time {
            guard time.isFinite, time >= 0 else { throw SnapshotError("snapshot time \(time) is not a finite time ≥ 0") }
            guard time >= current.now else {
                throw SnapshotError("snapshot time \(time)s is earlier than the virtual clock's \(current.now)s; virtual time never runs back (take frames in ascending order, or use a fresh Stage)")
            }
        }
        let placement = try self.placement(of: subject, layout)
        let stage = Stage(placement, scale: scale, traits: traits, sharingTimeWith: current)
        switch subject {
        case .view(let view): stage.mount(view)
        case .controller(let controller): stage.mount(controller)
        }
        defer { stage.unmount() }
        return try stage.within {
            if let time { stage.clock.advance(to: time) }
            stage.layout()
            guard let root = stage.root else { throw SnapshotError("nothing to draw: the stage has no root view") }
            return try body(stage, root)
        }
    }

    /// Where a subject goes: a bare view at its frame; a controller on a device (iPhone 8 unless
    /// another is given); a screen of a given or fitted size.
    static func placement(of subject: MountedSubject, _ layout: SnapshotLayout) throws -> StagePlacement {
        switch (layout, subject) {
        case (.frame, .view): return .frame
        case (.frame, .controller): return .device(.iPhone8)
        case (.device(let device, let orientation), _): return .device(device, orientation: orientation)
        case (.fixed(let width, let height), _): return .size(try checked(CGSize(width: width, height: height), "snapshot size"))
        case (.sizeThatFits, .view(let view)): return .size(try checked(fittingSize(of: view), "fitted size of \(view.debugName)"))
        case (.sizeThatFits, .controller(let controller)):
            guard let view = controller.view else { throw SnapshotError("nothing to fit: the controller has no view") }
            return .size(try checked(fittingSize(of: view), "fitted size of \(String(describing: type(of: controller)))'s view"))
        }
    }

    /// The compressed fitting size, with `sizeThatFits` on an axis Auto Layout leaves at zero.
    static func fittingSize(of view: View) -> CGSize {
        let fitted = view.systemLayoutSizeFitting(LayoutFittingCompressedSize)
        guard fitted.width <= 0 || fitted.height <= 0 else { return fitted }
        let own = view.sizeThatFits(view.bounds.size)
        return CGSize(width: fitted.width > 0 ? fitted.width : own.width, height: fitted.height > 0 ? fitted.height : own.height)
    }

    private static func checked(_ size: CGSize, _ what: String) throws -> CGSize {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw SnapshotError("\(what) \(SnapshotTree.number(size.width))×\(SnapshotTree.number(size.height)) is not positive")
        }
        return size
    }
}

/// Runs main-actor snapshot work from a strategy's nonisolated closure. Views live on the main
/// actor, so view snapshots must be asserted from main-actor code (a `@MainActor` test or
/// suite), as with UIKit; elsewhere this stops with a message saying which forms work.
/// Main-actor code is known from the assertion's caller (`#isolation`), or from running on the
/// main thread (a synchronous XCTest test).
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
    guard CallerIsolation.isMainActor || Thread.isMainThread else { throw SnapshotError(MainActorRequirement.message) }
    return try MainActor.assumeIsolated { try body() }
}

/// Whether the snapshot assertion running now was called from main-actor code.
enum CallerIsolation {
    @TaskLocal static var isMainActor = false

    /// Whether `isolation` (a caller's `#isolation`) is the main actor.
    static func isMain(_ isolation: (any Actor)?) -> Bool { isolation.map { $0 === MainActor.shared } ?? false }
}
