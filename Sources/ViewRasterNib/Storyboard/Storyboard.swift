import Foundation
import ViewRasterViews

/// A loaded storyboard, ready to instantiate its controllers (UIStoryboard). Parsing happens
/// once; each `instantiate…` makes a fresh controller (and the controllers its relationship and
/// embed segues name), every object through `init(coder:)` with classes from the nib registry.
///
///     NibClassRegistry.shared.register(controller: TimersViewController.self)
///     let storyboard = try Storyboard(name: "Main", bundle: .module)
///     let first = try storyboard.instantiateInitialViewController()
///     let settings = try storyboard.instantiateViewController(withIdentifier: "Settings")
@MainActor
public final class Storyboard {
    /// The parsed document.
    public let document: StoryboardDocument
    /// Where the storyboard came from, when it came from a file.
    public let url: URL?
    /// `url`'s standardized path, or the document's file name: what names the storyboard's
    /// scenes in the nesting check (made once; standardizing a URL costs ≈ 30,000
    /// instructions, twice a scene instantiated).
    lazy var identityPath: String = url?.standardizedFileURL.path ?? document.file
    /// The bundle storyboard references are looked up in (with the storyboard's folder).
    public let bundle: Bundle?
    /// Options every scene instantiates with.
    public var options: NibOptions
    /// Parse warnings plus the warnings of the last instantiation.
    public internal(set) var warnings: [NibWarning]
    /// The scene view trees the last top-level instantiation made, in order: the scene and
    /// what loading made (`render --frames-json` reports the drawn ones' frames).
    public internal(set) var loadedScenes: [(scene: StoryboardScene, result: NibLoadResult)] = []
    /// Scenes compiled for instantiation, by scene and controller id (`compiled(_:)`).
    private var compiledScenes: [String: StoryboardCompiledScene] = [:]

    /// `scene` as a nib document with its instantiation plan: made on its first instantiation,
    /// then kept (a scene is instantiated again from the same document and plan).
    func compiled(_ scene: StoryboardScene) -> StoryboardCompiledScene {
        let key = scene.sceneID + "#" + scene.controllerID
        if let c = compiledScenes[key], c.isCompiled(from: scene) { return c }
        let c = StoryboardCompiledScene(scene, header: document.header)
        compiledScenes[key] = c
        return c
    }

    /// Loads the storyboard at `url`.
    public init(contentsOf url: URL, bundle: Bundle? = nil, options: NibOptions = NibOptions(),
                limits: XIBParserLimits = .default) throws {
        document = try StoryboardDocument(contentsOf: url, limits: limits, assetFolders: options.imageFolders)
        self.url = url
        self.bundle = bundle
        self.options = options
        warnings = document.warnings
    }

    /// Parses storyboard `data`; `name` names it in errors, `baseURL` is its folder.
    public init(data: Data, name: String, baseURL: URL? = nil, options: NibOptions = NibOptions(),
                limits: XIBParserLimits = .default) throws {
        document = try StoryboardDocument(data: data, file: name, limits: limits,
                                          assetFolders: (baseURL.map { [$0] } ?? []) + options.imageFolders)
        url = baseURL?.appendingPathComponent(name)
        bundle = nil
        self.options = options
        warnings = document.warnings
    }

    /// The view controllers at the top level of `nib`'s xib, each with its view, as a
    /// storyboard of one scene per controller (what `Nib.load` instantiates them with, and what
    /// `render` and `layout` draw and compare for a xib whose top level has no view).
    public init(controllersOf nib: Nib) {
        document = StoryboardDocument(controllersOf: nib.document)
        url = nib.url
        bundle = nil
        options = nib.options
        warnings = []
    }

    /// Finds `name.storyboard` in `bundle` (its resources, recursively), then in
    /// `Nib.searchFolders` (UIKit's `UIStoryboard(name:bundle:)`); throws `.notFound` naming
    /// every place searched.
    public convenience init(name: String, bundle: Bundle?, options: NibOptions = NibOptions()) throws {
        let url = try Nib.locate(name, extension: "storyboard", bundle: bundle, folders: [])
        try self.init(contentsOf: url, bundle: bundle, options: options)
    }

    /// The initial view controller (`initialViewController`), nil when the storyboard has none.
    public func instantiateInitialViewController() throws -> ViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        return try instantiateViewController(controllerID: id)
    }

    /// The controller whose storyboard identifier is `identifier`; throws `.notFound` naming
    /// the file and the identifier (and the identifiers it has) when there is none.
    public func instantiateViewController(withIdentifier identifier: String) throws -> ViewController {
        guard let scene = document.scene(identifier: identifier) else {
            let known = document.scenes.compactMap(\.storyboardIdentifier)
            throw NibError(.notFound,
                           "\(document.file) has no view controller with storyboard identifier \"\(identifier)\" (identifiers: \(known.isEmpty ? "none" : known.joined(separator: ", ")))",
                           at: NibLocation(file: document.file, line: 0, column: 0))
        }
        return try instantiate(scene)
    }

    /// The controller with object id `id` (a scene's controller).
    public func instantiateViewController(controllerID id: String) throws -> ViewController {
        guard let scene = document.scene(controllerID: id) else {
            throw NibError(.notFound, "\(document.file) has no view controller with id \(id)",
                           at: NibLocation(file: document.file, line: 0, column: 0))
        }
        return try instantiate(scene)
    }

    /// Instantiates `scene`'s controller, its view and the controllers it contains.
    public func instantiate(_ scene: StoryboardScene) throws -> ViewController {
        try StoryboardInstantiator(storyboard: self).instantiate(scene)
    }

    /// Loads only `scene`'s view tree, as a nib whose File's Owner is `owner` (or a plain
    /// controller of the scene's class): for IB-canvas layout and rendering a single scene.
    public func loadSceneView(_ scene: StoryboardScene, owner: ViewController? = nil) throws -> NibLoadResult? {
        try StoryboardInstantiator(storyboard: self).loadView(of: scene, owner: owner ?? ViewController())
    }

    /// The folder of the storyboard, where references and images are looked up (made once:
    /// a URL's `deletingLastPathComponent` costs ≈ 15,000 instructions, and every scene
    /// instantiated asks for it).
    lazy var folder: URL? = url?.deletingLastPathComponent()
    /// The image folders of a scene's nib (`NibImages.folders(besideXibIn:)` of `folder`, what
    /// `Nib` works out on a first load from its URL), made once for every scene's nib.
    lazy var sceneImageFolders: [URL] = folder.map { NibImages.folders(besideXibIn: $0) } ?? []
}

extension ViewController {
    /// The storyboard this controller was instantiated from (UIKit's `storyboard`).
    public var storyboard: Storyboard? { storyboardObject as? Storyboard }
}
