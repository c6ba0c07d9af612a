import ViewRasterViews

/// A scene: Swift code that builds a screen and drives it over virtual time ("at 0 call
/// show(); at 1 call show() again; …"). The CLI renders scenes as stills and frame sequences.
public struct Scene: Sendable {
    /// The scene's name (`viewraster render --scene NAME`).
    public var name: String
    /// One line for `viewraster scenes`.
    public var summary: String
    /// How long the scene's story lasts, in seconds.
    public var duration: TimeInterval
    /// The device the scene is designed for (its storyboard's), used when none is asked for.
    public var device: Device?
    /// Builds the screen's content and schedules what happens later on `screen.clock`.
    /// Runs with `screen` as the main screen and its clock current.
    public var build: @MainActor @Sendable (Screen) -> Void

    /// A scene `name` lasting `duration` seconds, built by `build`, designed for `device` (nil:
    /// none in particular).
    public init(name: String, summary: String, duration: TimeInterval, device: Device? = nil,
                build: @escaping @MainActor @Sendable (Screen) -> Void) {
        self.name = name; self.summary = summary; self.duration = duration; self.device = device; self.build = build
    }
}

/// A scene set up on a stage, ready to render at increasing times.
@MainActor
public final class SceneSession {
    /// The scene being played.
    public let scene: Scene
    /// The stage the scene plays on (its own clock).
    public let stage: Stage
    /// The stage's screen.
    public var screen: Screen { stage.screen }

    /// Builds `scene` on a new stage (a device's screen or a size; default iPhone 8 portrait)
    /// at `scale` (default: the placement's), with `traits` (default: light, large, ltr).
    public init(scene: Scene, placement: StagePlacement = .device(.iPhone8), scale: CGFloat? = nil, traits: TraitCollection = TraitCollection()) {
        self.scene = scene
        self.stage = Stage(placement, scale: scale, traits: traits)
        stage.within { scene.build(stage.screen) }
    }

    /// Builds `scene` on a device's screen, portrait or landscape.
    public convenience init(scene: Scene, device: Device, landscape: Bool = false, scale: CGFloat? = nil) {
        self.init(scene: scene, placement: .device(device, orientation: landscape ? .landscapeLeft : .portrait), scale: scale)
    }

    /// The display list at virtual time `time` (times must not decrease between calls).
    public func displayList(at time: TimeInterval) -> DisplayList {
        stage.displayList(at: time, background: .white)
    }
}
