import Foundation
import ViewRasterViews
import ViewRasterGallery
import ViewRasterFuzz

/// The options `render` and `frames` share: what to draw (a scene or a xib object), on what
/// screen, at what scale. `frames` frame i equals `render --time i/fps` with the same options.
struct RenderOptions {
    static let valued = Set(["--scene", "--object", "--class", "--identifier", "--device", "--size", "--scale", "--output"])
        .union(LimitFlags.valued)
    static let flags: Set<String> = ["--landscape"]
    static let usage = """
      FILE.xib | --scene NAME  what to draw: a xib's object, or a built-in scene (viewraster scenes)
      --object ID               the xib object with this id (default: the first top-level view)
      --class NAME              the first top-level object of this class
      FILE.storyboard           the initial view controller (else the first scene) on the
                                file's device; --identifier ID picks a storyboardIdentifier,
                                --object ID a scene by its controller's (or any object's) id
      --device NAME             a screen preset (iphone-se, iphone-8, iphone-15, ipad, or a xib id
                                such as retina4_7); the root takes the screen's size
      --size WxH                a screen of this size in points
      --landscape               the device turned to landscape
      --scale N                 pixels per point, 1 to 4 (default 2)
    \(LimitFlags.usage(except: ["--max-frames"]))
    """

    var scene: Scene?
    var file: String?
    var objectID: String?
    var className: String?
    /// `--identifier ID`: a storyboard scene by storyboardIdentifier.
    var identifier: String?
    var device: Device?
    var size: CGSize?
    var landscape = false
    var scale: CGFloat = 2
    /// Input limits (`--max-xml-depth`, …; docs/robustness.md).
    var limits = InputLimits()

    init(_ args: Arguments) throws {
        if let name = args.value("--scene") {
            guard let s = SceneCatalog.named(name) else {
                throw CLIError.usage("unknown scene '\(name)' (known: \(SceneCatalog.all.map(\.name).joined(separator: ", ")))")
            }
            scene = s
            guard args.positionals.isEmpty else { throw CLIError.usage("give a FILE.xib or --scene, not both") }
        } else {
            guard args.positionals.count == 1 else {
                throw CLIError.usage(args.positionals.isEmpty ? "missing FILE.xib or --scene NAME" : "expected one FILE.xib, got \(args.positionals.count)")
            }
            file = args.positionals[0]
        }
        objectID = args.value("--object")
        className = args.value("--class")
        if objectID != nil && className != nil { throw CLIError.usage("--object and --class exclude each other") }
        identifier = args.value("--identifier")
        if scene != nil && (objectID != nil || className != nil) { throw CLIError.usage("--object/--class go with a FILE.xib") }
        if identifier != nil && !(file.map { StoryboardLoading.isStoryboard(URL(fileURLWithPath: $0)) } ?? false) {
            throw CLIError.usage("--identifier goes with a FILE.storyboard")
        }
        if identifier != nil && (objectID != nil || className != nil) { throw CLIError.usage("--identifier excludes --object and --class") }
        if let d = args.value("--device") {
            guard let dev = Device.named(d) else {
                throw CLIError.usage("unknown device '\(d)' (known: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
            device = dev
        }
        if let s = args.value("--size") {
            let parts = s.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
                throw CLIError.usage("--size takes WxH in points, such as 375x667, not '\(s)'")
            }
            size = CGSize(width: w, height: h)
        }
        if device != nil && size != nil { throw CLIError.usage("--device and --size exclude each other") }
        landscape = args.has("--landscape")
        limits = try LimitFlags.limits(args)
        if let sc = try args.positiveNumber("--scale") {
            guard sc <= 4 else { throw CLIError.usage("--scale must be from 1 to 4, not \(sc)") }
            scale = CGFloat(sc)
        }
    }

    /// Builds what to draw. Throws `CLIError.input` for unreadable or invalid files.
    @MainActor
    func makeSource() throws -> FrameSource {
        if let scene {
            if let size {
                let s = landscape ? CGSize(width: max(size.width, size.height), height: min(size.width, size.height)) : size
                return FrameSource(session: SceneSession(scene: scene, size: s, scale: scale))
            }
            return FrameSource(session: SceneSession(scene: scene, device: device ?? scene.device ?? .iPhone8, landscape: landscape, scale: scale))
        }
        if let file, StoryboardLoading.isStoryboard(URL(fileURLWithPath: file)) { return try StoryboardSource.make(options: self) }
        return try XibSource.make(options: self)
    }
}

/// Something that gives a display list at increasing virtual times.
@MainActor
final class FrameSource {
    private let list: (TimeInterval) throws -> DisplayList
    /// How long the source's story lasts (scenes), if known.
    let duration: TimeInterval?

    init(session: SceneSession) {
        list = { session.displayList(at: $0) }
        duration = session.scene.duration
    }
    init(duration: TimeInterval?, list: @escaping (TimeInterval) throws -> DisplayList) {
        self.list = list
        self.duration = duration
    }
    func displayList(at time: TimeInterval) throws -> DisplayList { try list(time) }
}

/// A number of seconds (finite, not negative).
func parseTime(_ args: Arguments, _ name: String) throws -> TimeInterval? {
    guard let s = args.value(name) else { return nil }
    guard let v = Double(s), v.isFinite, v >= 0, v <= 86_400 else {
        throw CLIError.usage("\(name) must be a number of seconds from 0 to 86400, not '\(s)'")
    }
    return v
}
