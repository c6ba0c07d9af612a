import Foundation
import ViewRasterViews
import ViewRasterNib
import ViewRasterOutput

/// Renders a storyboard scene: the initial view controller (or the first scene when none is
/// initial), `--identifier` or `--object`; as the root view controller of a window of the
/// file's device (or `--device`/`--size`; a freeform scene's own size with the device's safe
/// area, and so the stored size of a scene in a file that names no device), with its containers
/// and embedded children.
@MainActor
enum StoryboardSource {
    static func make(options: RenderOptions) throws -> FrameSource {
        let storyboard = try load(options: options)
        let scene = try pick(storyboard.document, options: options)
        if options.className != nil { throw CLIError.usage("--class goes with a FILE.xib; use --identifier or --object for a storyboard") }
        let source = try make(storyboard, scene: scene, options: options)
        for w in storyboard.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        return source
    }

    /// Loads `options.file` with the options' images, fonts and limits.
    static func load(options: RenderOptions) throws -> Storyboard {
        let url = URL(fileURLWithPath: options.file!)
        try AppFonts.register(given: options.fontFolders, beside: url)
        let maxPixels = options.limits.imagePixels
        return try StoryboardLoading.load(url, limits: options.limits, imageFolders: options.imageFolders) { u in
            u.pathExtension.lowercased() == "png" ? try? PNG.read(contentsOf: u, maxPixels: maxPixels) : nil
        }
    }

    /// `scene` of `storyboard` instantiated and mounted as a window's root view controller.
    static func make(_ storyboard: Storyboard, scene: StoryboardScene, options: RenderOptions) throws -> FrameSource {
        let doc = storyboard.document
        let placement: StagePlacement
        if let size = options.orientedSize {
            placement = .size(size)
        } else if options.device == nil, let size = embeddedCanvasSize(scene, in: doc) {
            placement = .device(embeddedCanvasScreen(scene, in: doc, size: size, landscape: options.landscape), orientation: .portrait)
        } else if options.device == nil, let size = scene.freeformSize {
            placement = .device(canvasScreen(scene, in: doc, size: size, landscape: options.landscape), orientation: .portrait)
        } else if options.device == nil, let size = noDeviceCanvasSize(scene, in: doc) {
            placement = .device(canvasScreen(scene, in: doc, size: size, landscape: options.landscape), orientation: .portrait)
        } else if options.device == nil, let sheet = sheetScreen(scene, in: doc, landscape: options.landscape) {
            placement = .device(sheet, orientation: .portrait)
        } else if options.device == nil, showsNoStatusBar(scene, in: doc) {
            placement = .device(canvasScreen(scene, in: doc, size: nil, landscape: options.landscape), orientation: .portrait)
        } else {
            let device = options.device ?? fileDevice(doc)
            let landscape = options.landscape || (options.device == nil && doc.header.device?.orientation == .landscape)
            placement = .device(device, orientation: landscape ? .landscapeLeft : .portrait)
        }
        let stage = Stage(placement, scale: options.scale, traits: options.traits(forFileAppearance: doc.header.device?.appearance))
        let controller: ViewController
        do {
            controller = try stage.within { try storyboard.instantiate(scene) }
        } catch {
            throw CLIError.input("\(error)")
        }
        for (_, result) in storyboard.loadedScenes {
            if options.keepsPlaceholders { result.activatePlaceholderConstraints() }
            result.useDesignableIntrinsicSizes()
            if options.intrinsicSizes == .stored { result.useStoredIntrinsicSizes() }
            result.keepStoredFrames(except: result.topLevelObjects.compactMap { $0 as? View })
        }
        // A scene IB draws under (or over) bars that no container of the storyboard gives
        // it is drawn in one, as the app shows it.
        stage.mount(stage.within { storyboard.inSimulatedContainers(controller, scene: scene) })
        let source = FrameSource(duration: nil) { t in stage.displayList(at: t, background: .white) }
        source.drawnFrames = { StoryboardLayoutComparison.drawn(storyboard).jsonObject(warnings: [], parseMilliseconds: 0, layoutMilliseconds: 0) }
        return source
    }

    /// The screen a scene is drawn on when IB's canvas gives it other than the file's device
    /// (`NibCanvasMetrics.safeAreaInsets(forScene:in:)`, docs/canvas-rules.md, "Scenes"): a
    /// freeform scene is a screen of its own `size` (at @2x, as every freeform canvas is drawn)
    /// with the full-screen safe area of the file's device (an iPhone 8 without one) in the
    /// file's orientation (or `landscape`), iOS 17's; a scene that shows no status bar under top
    /// layout guides (`showsNoStatusBar`) has none in its safe area, as an app whose controller
    /// hides it.
    static func canvasScreen(_ scene: StoryboardScene, in doc: StoryboardDocument, size: CGSize?, landscape: Bool = false) -> Device {
        let device = fileDevice(doc)
        let landscape = landscape || doc.header.device?.orientation == .landscape
        let insets = canvasSafeArea(scene, in: doc, landscape: landscape)
        return Device(names: [size == nil ? device.name : "freeform"], portraitSize: size ?? device.size(landscape: landscape),
                      defaultScale: size == nil ? device.defaultScale : 2, portraitSafeArea: insets, landscapeSafeArea: insets)
    }

    /// The screen a scene shown as a page or form sheet (`StoryboardDocument.isShownAsSheet`) is
    /// drawn on: the sheet an iPhone in portrait gives a presented controller under iOS 17
    /// (`Device.portraitPageSheet`: below the status bar, no top inset), as IB's canvas draws the
    /// scene as the sheet alone. Nil for other scenes, iPads and landscape (drawn full screen).
    static func sheetScreen(_ scene: StoryboardScene, in doc: StoryboardDocument, landscape: Bool) -> Device? {
        guard doc.isShownAsSheet(scene), !landscape, doc.header.device?.orientation != .landscape,
              let device = doc.header.device.flatMap({ Device.named($0.id) }) else { return nil }
        return device.portraitPageSheet
    }

    /// The canvas of a scene that is a container view's child (the destination of an `embed`
    /// segue) drawn on its own: IB lays it out at the size it stored (its container's, or the
    /// freeform size set for it) with the status bar in its safe area and no bars or home
    /// indicator (`NibCanvasMetrics.safeAreaInsets(forScene:in:)`), which `layout` follows; an
    /// app never shows it alone. Nil when the scene is not embedded or its view has no stored size.
    static func embeddedCanvasSize(_ scene: StoryboardScene, in doc: StoryboardDocument) -> CGSize? {
        guard doc.isEmbedded(scene), let frame = scene.view?.frame, frame.width > 0, frame.height > 0 else { return nil }
        return frame.size
    }

    /// A screen of `size` whose safe area holds only the file's device's top inset (iOS 17's
    /// status bar or sensor housing, in the file's orientation or `landscape`; none where the
    /// scene shows no status bar under top layout guides, `showsNoStatusBar`), drawn at @2x as
    /// every freeform canvas is: where an embedded scene drawn alone goes (`embeddedCanvasSize`).
    static func embeddedCanvasScreen(_ scene: StoryboardScene, in doc: StoryboardDocument, size: CGSize, landscape: Bool = false) -> Device {
        let top = canvasSafeArea(scene, in: doc, landscape: landscape || doc.header.device?.orientation == .landscape).top
        let insets = EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        return Device(names: ["freeform"], portraitSize: size, defaultScale: 2, portraitSafeArea: insets, landscapeSafeArea: insets)
    }

    /// The canvas of a scene in a document that names no `<device>` (Xcode 5–8 files without
    /// a "View as" device, size classes "Any/Any"): IB shows the scene's view at the size it
    /// stored (600 × 600 for a size-class file, 320 × 568 or 768 × 1024 for the older ones),
    /// which `layout` lays it out at (`NibCanvasMetrics.sceneViewFrame`) and `render` draws, as
    /// it draws a xib's view of such a file bare at its stored frame. A container scene with no
    /// view of its own (a navigation or tab bar controller) is the size of the first scene its
    /// relationship segues lead to that has one (its root view controller's, its first tab's),
    /// which IB draws at the container's size. Nil when the document names a device or no such
    /// view has a stored frame (drawn on the default iPhone).
    static func noDeviceCanvasSize(_ scene: StoryboardScene, in doc: StoryboardDocument) -> CGSize? {
        guard doc.header.device == nil else { return nil }
        var current: StoryboardScene? = scene, seen: Set<String> = []
        while let s = current, seen.insert(s.controllerID).inserted {
            if let frame = s.view?.frame { return frame.width > 0 && frame.height > 0 ? frame.size : nil }
            current = s.segues.first { $0.kind == "relationship" && $0.sourceID == s.controllerID }
                .flatMap { doc.scene(controllerID: $0.destination) }
        }
        return nil
    }

    /// Whether the scene's canvas leaves the status bar out: `<nil key="simulatedStatusBarMetrics"/>`
    /// in a document without safe-area guides (its top layout guide at the top).
    static func showsNoStatusBar(_ scene: StoryboardScene, in doc: StoryboardDocument) -> Bool {
        scene.hidesSimulatedStatusBar && !doc.header.useSafeAreas
    }

    /// The device the file names (`<device>`), or the iPhone 8 where it names none we know.
    static func fileDevice(_ doc: StoryboardDocument) -> Device {
        doc.header.device.flatMap { Device.named($0.id) } ?? .iPhone8
    }

    /// The safe area a scene drawn on the file's device gets: iOS 17's insets of that device in
    /// `landscape` or portrait, without the status bar where the scene shows none
    /// (`showsNoStatusBar`).
    static func canvasSafeArea(_ scene: StoryboardScene, in doc: StoryboardDocument, landscape: Bool) -> EdgeInsets {
        var insets = fileDevice(doc).safeArea(landscape: landscape)
        if showsNoStatusBar(scene, in: doc) { insets.top = 0 }
        return insets
    }

    /// `--identifier`, `--object` (a controller's id, or the scene holding that object), the
    /// initial scene, or the first scene.
    static func pick(_ doc: StoryboardDocument, options: RenderOptions) throws -> StoryboardScene {
        if let id = options.identifier {
            guard let s = doc.scene(identifier: id) else {
                let known = doc.scenes.compactMap(\.storyboardIdentifier)
                throw CLIError.input("\(doc.file): no scene with storyboardIdentifier \(id) (identifiers: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
            }
            return s
        }
        if let id = options.objectID {
            guard let s = doc.scene(controllerID: id) ?? doc.scene(containing: id) else {
                throw CLIError.input("\(doc.file): no scene holds an object with id \(id)")
            }
            return s
        }
        guard let s = doc.initialScene ?? doc.scenes.first else { throw CLIError.input("\(doc.file): the storyboard has no scenes") }
        return s
    }
}
