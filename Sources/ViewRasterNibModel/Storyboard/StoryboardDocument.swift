import Foundation

/// A parsed Cocoa Touch `.storyboard`: the header, device and resources a xib has, its scenes
/// and the initial view controller; typed but not yet instantiated. The same XML reader,
/// limits and error rules as xibs apply.
public struct StoryboardDocument: Sendable {
    /// The file name used in errors and warnings.
    public var file: String
    /// Header, `<device>`, resources and custom fonts, as for a xib (its `objects` are empty).
    public var header: XIBDocument
    /// `initialViewController="…"`: the controller id `instantiateInitialViewController()` makes.
    public var initialViewControllerID: String?
    /// The scenes in document order.
    public var scenes: [StoryboardScene]
    /// Everything read but not honoured exactly.
    public var warnings: [NibWarning]

    /// The `type` IB writes for an iOS storyboard.
    public static let cocoaTouchType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// Parses storyboard `data`; `file` names it in errors. Named colours the `<resources>` lack
    /// are read from `.colorset`s in the `*.xcassets` of `assetFolders` (and of a `.lproj` folder's parent).
    public init(data: Data, file: String, limits: XIBParserLimits = .default, assetFolders: [URL] = []) throws {
        let root = try XIBParser.parse(data, file: file, limits: limits)
        self = try XIBReader(file: file, maxFontSize: limits.maxFontSize, assetFolders: assetFolders).readStoryboard(root)
    }

    /// Reads and parses the storyboard at `url`; asset catalogs are looked for beside it (and
    /// beside its `.lproj` folder, `Base.lproj/Main.storyboard`'s app folder), then in `assetFolders`.
    public init(contentsOf url: URL, limits: XIBParserLimits = .default, assetFolders: [URL] = []) throws {
        let root = try XIBParser.parse(contentsOf: url, limits: limits)
        self = try XIBReader(file: url.lastPathComponent, maxFontSize: limits.maxFontSize,
                             assetFolders: [url.deletingLastPathComponent()] + assetFolders).readStoryboard(root)
    }

    init(file: String, header: XIBDocument, initialViewControllerID: String?, scenes: [StoryboardScene],
         warnings: [NibWarning]) {
        self.file = file; self.header = header; self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes; self.warnings = warnings
    }

    /// A xib's top-level view controllers (`XIBDocument.controllerScenes`) as a storyboard of
    /// one scene each, none initial: the header, device and resources are the xib's.
    public init(controllersOf xib: XIBDocument) {
        var header = xib
        header.objects = []
        header.controllerScenes = []
        header.warnings = []
        self.init(file: xib.file, header: header, initialViewControllerID: nil, scenes: xib.controllerScenes, warnings: [])
    }

    /// The scene whose controller has id `id`.
    public func scene(controllerID id: String) -> StoryboardScene? { scenes.first { $0.controllerID == id } }
    /// The scene whose controller has `storyboardIdentifier == identifier`.
    public func scene(identifier: String) -> StoryboardScene? { scenes.first { $0.storyboardIdentifier == identifier } }
    /// The scene holding the object `id` (a controller, a view, a bar item, a segue source, …).
    public func scene(containing id: String) -> StoryboardScene? {
        scenes.first { s in
            s.controllerID == id || s.view?.find(id: id) != nil || s.otherObjects.contains { $0.find(id: id) != nil }
                || s.navigationBar?.id == id || s.tabBar?.id == id
        }
    }
    /// The initial scene (`initialViewController`), nil when the file names none.
    public var initialScene: StoryboardScene? { initialViewControllerID.flatMap { scene(controllerID: $0) } }
    /// Every segue of the document, in document order.
    public var allSegues: [NibSegue] { scenes.flatMap(\.segues) }
}
