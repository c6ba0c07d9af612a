import Foundation
import ViewRasterViews
import ViewRasterNib
import ViewRasterOutput

/// Renders an object of a xib: loads the file, picks the object, and puts it on a stage: bare
/// at its stored size (at the scale of the file's device, 2 for a freeform view), or filling a
/// screen (`--device` at the device's scale, `--size` at 2).
@MainActor
enum XibSource {
    static func make(options: RenderOptions) throws -> FrameSource {
        let nib = try parse(options: options)
        if options.objectID == nil, nib.declaresOnlyControllerScenes {
            // View controllers alone, as the document says: drawn as a storyboard scene, made
            // once (not first loaded as a nib to find that out).
            return try sceneSource(Storyboard(controllersOf: nib), document: nib.document, options: options)
        }
        let loaded = try load(nib, options: options)
        if let storyboard = controllerStoryboard(loaded, options: options) {
            // The file's top level is view controllers only: draw one as a storyboard scene.
            return try sceneSource(storyboard, document: loaded.result.document, options: options)
        }
        for w in loaded.result.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        let root = try pick(loaded.result, options: options, file: URL(fileURLWithPath: options.file!).lastPathComponent)
        return source(root, loaded: loaded, options: options, first: true)
    }

    /// A scene of the storyboard of a xib's top-level view controllers (`--object`, else the
    /// first), its document's and the scene's warnings printed.
    static func sceneSource(_ storyboard: Storyboard, document: XIBDocument, options: RenderOptions) throws -> FrameSource {
        if options.className != nil { throw CLIError.usage("--class names a top-level view; this file's top level is view controllers (use --object ID)") }
        let scene = try StoryboardSource.pick(storyboard.document, options: options)
        let source = try StoryboardSource.make(storyboard, scene: scene, options: options)
        for w in document.warnings + storyboard.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        return source
    }

    /// The storyboard of the file's top-level view controllers when its top level has no view
    /// and no `--object` names a view (IB shows such a controller's view as a storyboard scene).
    static func controllerStoryboard(_ loaded: Loaded, options: RenderOptions) -> Storyboard? {
        guard loaded.result.hasOnlyControllerScenes else { return nil }
        if let id = options.objectID, loaded.result.objectsByID[id] is View { return nil }
        return Storyboard(controllersOf: loaded.nib)
    }

    /// A loaded xib and the stage it was loaded on.
    struct Loaded {
        /// The parsed file.
        var nib: Nib
        /// What loading made: the objects, the warnings, the document.
        var result: NibLoadResult
        /// The stage the objects were made on (their clock and notification center).
        var stage: Stage
        /// Where the views go: bare, a device's screen or a size.
        var placement: StagePlacement
    }

    /// Loads `options.file` with the options' images, fonts and limits, on a stage for its placement.
    static func load(options: RenderOptions) throws -> Loaded {
        try load(try parse(options: options), options: options)
    }

    /// Parses `options.file` with the options' images and limits, its fonts registered first.
    static func parse(options: RenderOptions) throws -> Nib {
        let url = URL(fileURLWithPath: options.file!)
        try AppFonts.register(given: options.fontFolders, beside: url)
        do {
            let maxPixels = options.limits.imagePixels
            let decoder: NibOptions.ImageDecoder = { u in
                u.pathExtension.lowercased() == "png" ? try? PNG.read(contentsOf: u, maxPixels: maxPixels) : nil
            }
            return try Nib(contentsOf: url, options: NibOptions(imageFolders: options.imageFolders, imageDecoder: decoder),
                           limits: options.limits.xib)
        } catch {
            throw CLIError.input("\(error)")
        }
    }

    /// Instantiates `nib` on a stage for the options' placement.
    static func load(_ nib: Nib, options: RenderOptions) throws -> Loaded {
        let placement: StagePlacement
        if let device = options.device {
            placement = .device(device, orientation: options.landscape ? .landscapeLeft : .portrait)
        } else if let size = options.orientedSize {
            placement = .size(size)
        } else {
            placement = .frame
        }
        // A bare view takes its file's device's scale unless IB shows it freeform.
        let load = Stage(placement, scale: options.scale, traits: options.traits(forFileAppearance: nib.document.device?.appearance))
        do {
            return Loaded(nib: nib, result: try load.within { try nib.load(owner: nil) }, stage: load, placement: placement)
        } catch {
            throw CLIError.input("\(error)")
        }
    }

    /// `root` (one of `loaded`'s views) mounted on a stage of the placement: the load's own
    /// stage when `first` and the placement is a screen, else a new one sharing its clock.
    static func source(_ root: View, loaded: Loaded, options: RenderOptions, first: Bool) -> FrameSource {
        let result = loaded.result, placement = loaded.placement, load = loaded.stage
        var stage = load
        if placement == .frame, options.scale == nil {
            let freeform = result.nibObject(for: root)?.isFreeform ?? true
            let designedFor = freeform ? nil : result.document.device.flatMap { Device.named($0.id) }
            stage = Stage(.frame, scale: placement.defaultScale(designedFor: designedFor), traits: load.traits,
                          clock: load.clock, notificationCenter: load.notificationCenter)
        } else if !first {
            stage = Stage(placement, scale: options.scale, traits: load.traits, clock: load.clock, notificationCenter: load.notificationCenter)
        }
        if let classes = sizeClasses(placement, stage: stage, document: result.document) {
            result.applySizeClassVariations(classes)
        } else {
            result.applyBaseSizeClassVariations()
        }
        if options.keepsPlaceholders { result.activatePlaceholderConstraints() }
        result.useDesignableIntrinsicSizes()
        if options.intrinsicSizes == .stored { result.useStoredIntrinsicSizes() }
        if placement == .frame { result.applyRenderCanvas(to: root) }
        stage.mount(root)
        let background: Color? = placement == .frame ? nil : .white
        let source = FrameSource(duration: nil) { t in stage.displayList(at: t, background: background) }
        source.drawnFrames = { result.drawnFrames(under: root).jsonObject(warnings: [], parseMilliseconds: 0, layoutMilliseconds: 0) }
        return source
    }

    /// The size classes variations are chosen by: the screen's for a device or a size, the
    /// file's `<device>`'s for a bare view; nil (the base, `default`, state) for a bare view of
    /// a file without a `<device>`, as IB's Xcode 6–7 "Any/Any" canvas shows it and `layout`
    /// lays it out (`NibCanvas.layout()`).
    static func sizeClasses(_ placement: StagePlacement, stage: Stage, document: XIBDocument) -> NibSizeClasses? {
        if placement == .frame { return NibCanvasMetrics(document: document).sizeClasses }
        let (w, h) = stage.screen.sizeClasses
        return NibSizeClasses(width: w == .regular ? .regular : .compact, height: h == .regular ? .regular : .compact)
    }

    /// The object asked for: `--object ID`, the first top-level object of `--class NAME`, or
    /// the first top-level view.
    static func pick(_ result: NibLoadResult, options: RenderOptions, file: String) throws -> View {
        if let id = options.objectID {
            guard let object = result.objectsByID[id] else { throw CLIError.input("\(file): no object with id \(id)") }
            guard let view = object as? View else { throw CLIError.input("\(file): object \(id) is a \(type(of: object)), not a view") }
            return view
        }
        let views = result.topLevelObjects.compactMap { $0 as? View }
        if let name = options.className {
            let bare = name.split(separator: ".").last.map(String.init) ?? name
            guard let view = views.first(where: { classNames(of: $0).contains(bare) }) else {
                throw CLIError.input("\(file): no top-level view of class \(name)")
            }
            return view
        }
        guard let first = views.first else { throw noTopLevelView(in: result.document, file: file) }
        return first
    }

    /// The refusal of a xib whose top level holds no view — placeholders only, or objects,
    /// gesture recognizers, controllers without a view: UINib instantiates such a file (its
    /// top-level objects are just not views) and `layout` lays out no view of it, but `render`,
    /// `frames` and `render-all` have nothing to draw, as for a storyboard without scenes. Bad
    /// input (exit 2), one line naming the file and what its top level holds; nothing is written.
    static func noTopLevelView(in document: XIBDocument, file: String) -> CLIError {
        let objects = document.topLevelObjects.map { o in o.customClass.map { "\(o.element) \($0)" } ?? o.element }
        let holds: String
        if objects.isEmpty {
            let placeholders = document.objects.filter(\.isPlaceholder).map(placeholderName)
            holds = placeholders.isEmpty ? "its top level is empty" : "its top level holds only " + placeholders.joined(separator: " and ")
        } else {
            let shown = objects.prefix(4).joined(separator: ", ") + (objects.count > 4 ? ", … (\(objects.count) in all)" : "")
            holds = "its top-level objects are not views (\(shown))"
        }
        return CLIError.input("\(file): the file has no top-level view to draw; \(holds)")
    }

    /// A placeholder as IB's outline names it: File's Owner, First Responder
    /// (`NibInspection.standardPlaceholderName`), else its identifier.
    private static func placeholderName(_ object: NibObject) -> String {
        NibInspection.standardPlaceholderName(object) ?? object.placeholderIdentifier ?? object.userLabel ?? "a placeholder"
    }

    /// The view's class and superclass names, with UIKit's spelling as well (`UILabel`).
    static func classNames(of view: View) -> [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let m = mirror {
            let n = String(describing: m.subjectType)
            names.append(n)
            names.append("UI" + n)
            mirror = m.superclassMirror
        }
        return names
    }
}
