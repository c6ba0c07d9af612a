import Foundation
import ViewRasterDisplayList
import ViewRasterNib
import ViewRasterViews
import ViewRasterGallery
import ViewRasterFuzz

/// The options `render` and `frames` share: what to draw (a scene or a xib object), on what
/// screen, at what scale. `frames` frame i equals `render --time i/fps` with the same options.
struct RenderOptions {
    static let scene = Flag("--scene", .text("NAME"), help: "draw a built-in scene (viewraster scenes) instead of a file")
    static let object = Flag("--object", .text("ID"), help: "the xib object with this id (default: the first top-level view); in a storyboard, the scene of the controller (or any object) with this id")
    static let className = Flag("--class", .text("NAME"), help: "the first top-level object of this class")
    static let identifier = Flag("--identifier", .text("ID"), help: "in a storyboard, the scene whose controller has this storyboardIdentifier (default: the initial view controller, else the first scene)")
    static let device = Flag("--device", .text("NAME"),
                             help: "a screen preset (iphone-se, iphone-8, iphone-15, ipad, or a xib id such as retina4_7); the root takes the screen's size")
    static let size = Flag("--size", .text("WxH"), help: "a screen of this size in points")
    static let landscape = Flag("--landscape", help: "the device turned to landscape")
    static let imageFolder = Flag("--image-folder", .text("DIR"), help: "also look for images in DIR (repeatable); images are otherwise read only beside the xib (and its .lproj's parent folder)",
                                  repeatable: true)

    static let appearance = Flag("--appearance", .text("light|dark"), help: "the interface style (default: the file's <device appearance=…>, else light)")
    static let contentSize = Flag("--content-size", .text("NAME"), help: "the content size category by UIKit's name (extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge; default large)")
    static let layoutDirection = Flag("--layout-direction", .text("ltr|rtl"), help: "the layout direction (default ltr)")

    /// The trait flags every command that lays out or draws takes.
    static let traitFlags = [appearance, contentSize, layoutDirection]

    static let intrinsic = Flag("--intrinsic", .text("fonts|stored"),
                                help: "a xib or storyboard: fonts (default) measures text with our fonts; stored takes leaf views' intrinsic sizes from IB's stored frames, as layout --intrinsic stored",
                                default: "fonts")
    static let keepPlaceholders = Flag("--keep-placeholders",
                                       help: "a xib or storyboard: keep IB's placeholder constraints (\"remove at build time\"), as layout keeps them; a build drops them")
    /// Flags that choose IB-canvas rules for a xib.
    static let canvasFlags = [intrinsic, keepPlaceholders]

    /// The flags `render` and `frames` share (input limits but `--max-frames` included).
    static let flags = [scene, object, className, identifier, device, size, landscape, Flag.deviceScale, imageFolder, AppFonts.fontFolder] + traitFlags + canvasFlags
        + LimitFlags.flags(except: [LimitFlags.frames]) + [Flag.maxMemory]
    /// Their usage lines, after what to draw.
    static let usage = Flag.usageLine("  FILE.xib | FILE.storyboard | --scene NAME",
                                      "what to draw: a xib's object, a storyboard's scene on the file's device, or a built-in scene") + "\n" + Flag.help(flags)

    var scene: Scene?
    var file: String?
    var objectID: String?
    var className: String?
    /// `--identifier ID`: a storyboard scene by storyboardIdentifier.
    var identifier: String?
    var device: Device?
    var size: CGSize?
    var landscape = false
    /// `--scale`; nil: the stage's default for the placement.
    var scale: CGFloat?
    /// Input limits (`--max-xml-depth`, …; docs/robustness.md).
    var limits = InputLimits()
    /// Folders searched for images after the xib's own (`--image-folder`).
    var imageFolders: [URL] = []
    /// Folders whose fonts are registered before a file loads (`--font-folder`; `AppFonts`).
    var fontFolders: [URL] = []
    /// `--appearance`, `--content-size`, `--layout-direction` (unspecified where not given).
    var traits = TraitCollection()
    /// The memory budget of one render (`--max-memory`).
    var budget = MemoryBudget.default
    /// `--intrinsic`: where a xib's leaf views' intrinsic sizes come from.
    var intrinsicSizes = NibIntrinsicSizes.fonts
    /// `--keep-placeholders`: a xib's placeholder constraints stay active.
    var keepsPlaceholders = false

    init(_ args: Arguments) throws {
        if let name = args.value(Self.scene) {
            // `--scene` names a built-in scene; a storyboard's scenes are chosen otherwise.
            if let file = args.positionals.first, StoryboardLoading.isStoryboard(URL(fileURLWithPath: file)) {
                throw CLIError.usage("--scene draws a built-in scene, not a storyboard's: choose \(file)'s scene with --identifier ID (its storyboardIdentifier) or --object ID (its controller's id); without either, the initial scene is drawn")
            }
            guard let s = SceneCatalog.named(name) else {
                throw CLIError.usage("unknown scene '\(name)' (known: \(SceneCatalog.all.map(\.name).joined(separator: ", ")))")
            }
            try InstalledResources.checkGallery()
            scene = s
            guard args.positionals.isEmpty else { throw CLIError.usage("give a FILE.xib or FILE.storyboard, or --scene, not both") }
        } else {
            guard args.positionals.count == 1 else {
                throw CLIError.usage(args.positionals.isEmpty ? "missing FILE.xib, FILE.storyboard or --scene NAME" : "expected one file, got \(args.positionals.count)")
            }
            file = args.positionals[0]
        }
        objectID = args.value(Self.object)
        className = args.value(Self.className)
        if objectID != nil && className != nil { throw CLIError.usage("--object and --class exclude each other") }
        identifier = args.value(Self.identifier)
        if scene != nil && (objectID != nil || className != nil) { throw CLIError.usage("--object/--class go with a FILE.xib or FILE.storyboard") }
        if identifier != nil && !(file.map { StoryboardLoading.isStoryboard(URL(fileURLWithPath: $0)) } ?? false) {
            throw CLIError.usage("--identifier goes with a FILE.storyboard")
        }
        if identifier != nil && (objectID != nil || className != nil) { throw CLIError.usage("--identifier excludes --object and --class") }
        if let d = args.value(Self.device) {
            guard let dev = Device.named(d) else {
                throw CLIError.usage("unknown device '\(d)' (known: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
            device = dev
        }
        if let s = args.value(Self.size) {
            let parts = s.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
                throw CLIError.usage("--size takes WxH in points, such as 375x667, not '\(s)'")
            }
            size = CGSize(width: w, height: h)
        }
        if device != nil && size != nil { throw CLIError.usage("--device and --size exclude each other") }
        landscape = args.has(Self.landscape)
        imageFolders = try imageFolderFlags(args)
        fontFolders = try AppFonts.folders(args)
        limits = try LimitFlags.limits(args)
        budget = try MemoryFlag.budget(args)
        if let sc = try args.number(Flag.deviceScale) { scale = CGFloat(sc) }
        traits = try Self.parseTraits(args)
        if let s = args.value(Self.intrinsic) {
            guard let i = NibIntrinsicSizes(rawValue: s) else { throw CLIError.usage("--intrinsic must be fonts or stored, not '\(s)'") }
            intrinsicSizes = i
        }
        keepsPlaceholders = args.has(Self.keepPlaceholders)
        if intrinsicSizes != .fonts || keepsPlaceholders, file == nil {
            throw CLIError.usage("--intrinsic and --keep-placeholders go with a FILE.xib or FILE.storyboard")
        }
    }

    /// The traits the trait flags give; bad names are usage errors.
    static func parseTraits(_ args: Arguments) throws -> TraitCollection {
        var t = TraitCollection()
        if let a = args.value(appearance) {
            guard let style = UserInterfaceStyle(name: a) else { throw CLIError.usage("--appearance takes light or dark, not '\(a)'") }
            t.userInterfaceStyle = style
        }
        if let c = args.value(contentSize) {
            guard let category = ContentSizeCategory(name: c), category != .unspecified else {
                throw CLIError.usage("--content-size takes a UIKit category name (large, extraLarge, accessibilityExtraExtraLarge, …), not '\(c)'")
            }
            t.preferredContentSizeCategory = category
        }
        if let d = args.value(layoutDirection) {
            guard let dir = UserInterfaceLayoutDirection(name: d) else { throw CLIError.usage("--layout-direction takes ltr or rtl, not '\(d)'") }
            t.layoutDirection = dir == .rightToLeft ? .rightToLeft : .leftToRight
        }
        return t
    }

    /// The traits for a file whose `<device appearance=…>` is `fileAppearance`: the flags', the
    /// appearance defaulting to the file's (else light).
    func traits(forFileAppearance fileAppearance: String?) -> TraitCollection {
        var t = traits
        if t.userInterfaceStyle == .unspecified, let a = fileAppearance.flatMap(UserInterfaceStyle.init(name:)) { t.userInterfaceStyle = a }
        return t
    }

    /// The size `--size` gives, turned to landscape with `--landscape`.
    var orientedSize: CGSize? {
        size.map { landscape ? CGSize(width: max($0.width, $0.height), height: min($0.width, $0.height)) : $0 }
    }

    /// Builds what to draw. Throws `CLIError.input` for unreadable or invalid files.
    @MainActor
    func makeSource() throws -> FrameSource {
        if let scene {
            let placement: StagePlacement = orientedSize.map { .size($0) }
                ?? .device(device ?? scene.device ?? .iPhone8, orientation: landscape ? .landscapeLeft : .portrait)
            return FrameSource(session: SceneSession(scene: scene, placement: placement, scale: scale, traits: traits))
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
    /// The views' frames as last laid out, next to IB's stored ones, in `layout --json`'s
    /// form without timings and warnings (`render --frames-json`).
    var drawnFrames: (() -> [String: Any])?

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

/// The `--image-folder DIR` values, each an existing folder.
func imageFolderFlags(_ args: Arguments) throws -> [URL] {
    try args.values(RenderOptions.imageFolder).map { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.usage("--image-folder \(path) is not a folder")
        }
        return URL(fileURLWithPath: path)
    }
}
