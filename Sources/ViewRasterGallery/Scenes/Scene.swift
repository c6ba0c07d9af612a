import ViewRasterViews

/// A scene: Swift code that builds a screen and drives it over virtual time ("at 0 call
/// show(); at 1 call show() again; …"). The CLI renders scenes as stills and frame sequences.
public struct Scene: Sendable {
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

    public init(name: String, summary: String, duration: TimeInterval, device: Device? = nil,
                build: @escaping @MainActor @Sendable (Screen) -> Void) {
        self.name = name; self.summary = summary; self.duration = duration; self.device = device; self.build = build
    }
}

/// A scene set up on a screen, ready to render at increasing times.
@MainActor
public final class SceneSession {
    public let scene: Scene
    public let screen: Screen

    /// Builds `scene` on a new screen of `device` (portrait or landscape) at `scale`.
    public init(scene: Scene, device: Device = .iPhone8, landscape: Bool = false, scale: CGFloat = 2) {
        self.scene = scene
        self.screen = Screen(device: device, orientation: landscape ? .landscapeLeft : .portrait, scale: scale)
        screen.within { scene.build(screen) }
    }

    /// Builds `scene` on a screen of an arbitrary size.
    public init(scene: Scene, size: CGSize, scale: CGFloat = 2) {
        self.scene = scene
        self.screen = Screen(size: size, scale: scale)
        screen.within { scene.build(screen) }
    }

    /// The display list at virtual time `time` (times must not decrease between calls).
    public func displayList(at time: TimeInterval) -> DisplayList {
        screen.displayList(at: time, background: .white)
    }
}
