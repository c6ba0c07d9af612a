import Foundation

/// Where view code is shown and drawn: a device or size (or a bare view at its own frame), a
/// scale, traits, a virtual clock and a notification center, and what is mounted. The CLI,
/// the gallery, the snapshot library and `View.displayList` all draw through a stage: pick
/// the placement and scale, mount a view or controller, advance the clock, lay out at the
/// stage's scale, build the display list.
///
/// While `within` runs (and while a stage draws), the stage is `Stage.current`: UIKit's
/// process-wide singletons — `VirtualClock.current`, `Screen.main`, `NotificationCenter.shared`
/// — are the current stage's. Outside any `within`, each running test (Swift Testing or
/// XCTest, when ViewRasterTesting is linked) has a stage of its own, so parallel tests never
/// share a clock; elsewhere one process-wide stage serves.
@MainActor
public final class Stage {
    /// Where mounted content is shown.
    public let placement: StagePlacement
    /// Pixels per point; layout snaps frames to it and drawing uses it.
    public let scale: CGFloat
    /// The traits presented to mounted content (appearance, content size category, layout
    /// direction, contrast; unspecified ones come from the device: its size classes, idiom and
    /// scale). Views inherit them from the screen; changes reach `traitCollectionDidChange` at
    /// the next layout.
    public var traits: TraitCollection { didSet { screen.presentedTraits = traits } }
    /// The stage's virtual time.
    public let clock: VirtualClock
    /// The stage's notification center (`NotificationCenter.shared` while it is current).
    public let notificationCenter: NotificationCenter
    /// The stage's screen (`Screen.main` while it is current). For `.device` and `.size` its
    /// window holds what is mounted; a bare view (`.frame`) stays outside it.
    public let screen: Screen
    /// Counts the keys given to animations added without one.
    var animationKeyCount = 0

    private var mounted: View?
    private var restore: (() -> Void)?

    /// A stage with its own clock and notification center unless given ones to share.
    /// - Parameters:
    ///   - placement: a bare view (`.frame`, the default), a device's screen or a size.
    ///   - scale: pixels per point (default: `placement.defaultScale`).
    public init(_ placement: StagePlacement = .frame, scale: CGFloat? = nil, traits: TraitCollection = TraitCollection(),
                clock: VirtualClock = VirtualClock(), notificationCenter: NotificationCenter = NotificationCenter()) {
        let s = scale ?? placement.defaultScale
        self.placement = placement
        self.scale = s
        self.traits = traits
        self.clock = clock
        self.notificationCenter = notificationCenter
        switch placement {
        case .frame: screen = Screen(device: .iPhone8, scale: s, clock: clock)
        case .device(let device, let orientation): screen = Screen(device: device, orientation: orientation, scale: s, clock: clock)
        case .size(let size): screen = Screen(size: size, scale: s, clock: clock)
        }
        screen.notificationCenter = notificationCenter
        screen.presentedTraits = traits
    }

    /// A stage that shares `other`'s clock and notification center (a snapshot taken inside a
    /// test shares the test's, so the animations the test started run on).
    public convenience init(_ placement: StagePlacement, scale: CGFloat? = nil, traits: TraitCollection = TraitCollection(),
                            sharingTimeWith other: Stage) {
        self.init(placement, scale: scale, traits: traits, clock: other.clock, notificationCenter: other.notificationCenter)
    }

    // MARK: Current stage

    @TaskLocal static var installed: Stage?

    /// The stage view code runs on now: the innermost `within`, else the running test's own
    /// stage, else the process-wide one.
    public static var current: Stage { installed ?? StageScopes.ambient() }

    /// Runs `body` with this stage current (its clock, main screen and notification center).
    public func within<T>(_ body: () throws -> T) rethrows -> T {
        try Stage.$installed.withValue(self, operation: body)
    }

    // MARK: Mounting

    /// What the display list draws: the window for a device or size, the mounted view for `.frame`.
    public var root: View? { placement == .frame ? mounted : screen.window }

    /// The mounted view (a controller's view once a controller is mounted).
    public var content: View? { mounted }

    /// Mounts `view`: on `.frame` it stays at its own frame, outside any window; on a device or
    /// a size it fills the window. `unmount` puts it back where it was.
    public func mount(_ view: View) {
        unmount()
        mounted = view
        guard placement != .frame else { return }
        let oldFrame = view.frame
        let oldSuperview = view.superview
        let oldIndex = oldSuperview?.subviews.firstIndex { $0 === view }
        view.removeFromSuperview()
        view.frame = screen.bounds
        screen.window.addSubview(view)
        restore = {
            view.removeFromSuperview()
            if let oldSuperview, let oldIndex { oldSuperview.insertSubview(view, at: min(oldIndex, oldSuperview.subviews.count)) }
            view.frame = oldFrame
        }
    }

    /// Mounts a controller: on a device or a size it becomes the window's root view controller
    /// (its view fills the window, with the screen's safe area); on `.frame` its view — loaded
    /// with this stage's main screen, so it takes the screen's size unless it sets one — is
    /// drawn bare at its frame. Either way it appears (`viewWillAppear`, `viewDidAppear`), and
    /// `unmount` makes it disappear, as swift-snapshot-testing's hosting does.
    public func mount(_ controller: ViewController) {
        unmount()
        let view: View = within { controller.view }
        mounted = view
        within {
            if placement == .frame {
                controller.beginAppearanceTransition(true, animated: false)
                controller.endAppearanceTransition()
            } else {
                screen.window.rootViewController = controller
            }
        }
        restore = { [screen, placement] in
            if placement == .frame {
                controller.beginAppearanceTransition(false, animated: false)
                controller.endAppearanceTransition()
            } else {
                screen.window.rootViewController = nil
            }
        }
    }

    /// Takes down what is mounted, putting a view back where it was.
    public func unmount() {
        if let restore { within(restore) }
        restore = nil
        mounted = nil
    }

    // MARK: Time, layout, drawing

    /// The stage's virtual time now.
    public var now: TimeInterval { clock.now }

    /// Advances the clock to `time` (never back), running what was scheduled up to it.
    public func advance(to time: TimeInterval) {
        within { clock.advance(to: time) }
    }

    /// Lays out what is mounted at the stage's scale.
    public func layout() {
        within { root?.layoutIfNeeded() }
    }

    /// Advances the clock to `time` (if given), lays out and returns the display list of what
    /// is mounted (a bare stage with nothing mounted gives an empty 0×0 list), over
    /// `background` (white unless given; nil draws on transparent pixels).
    public func displayList(at time: TimeInterval? = nil, background: Color? = .white) -> DisplayList {
        within {
            if let time { clock.advance(to: time) }
            guard let root else { return DisplayList(width: 0, height: 0, scale: scale, background: background, ops: []) }
            root.layoutIfNeeded()
            return DisplayListBuilder(scale: scale, time: clock.now).build(root: root, background: background)
        }
    }
}
