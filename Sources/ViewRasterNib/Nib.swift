// The Nib module: instantiates Interface Builder `.xib` files into live view trees.
//
//   ViewRasterNibModel (below this module; Foundation and geometry only):
//     XML/       XMLParser → XIBElement tree (no DTD or entities, depth/element limits,
//                every error with file:line:column)
//     Document/  XIBDocument: header checks, <device>, <resources>, typed NibObjects, outline()
//     Model/     NibObject, NibConstraint, NibColor (+ system colors), NibFontDescription, …
//   This module:
//     Loading/   Nib, NibClassRegistry, NibCoder and the UIKit-ordered instantiation
//                (NibInstantiator; constraints in NibConstraintBinder, outlets and actions
//                in NibConnectionBinder)
//     Compare/   the layout IB stored against the layout we solve
//
// Usage, as with UINib:
//
//     NibClassRegistry.shared.register(MyCustomTimer.self, module: "Gallery")
//     let nib = try Nib(named: "MyCustomTimerView", bundle: .module)
//     let top = try nib.instantiate(withOwner: self)      // outlets/actions of File's Owner → self
//     for w in nib.warnings { print(w) }                   // "file.xib:12:9: warning: …"
//
//     let hud = try LoadingView.loadFromNib(bundle: .module)   // first top-level LoadingView
//     let last = try nib.load().last                            // the last top-level object
import Foundation
import ViewRasterViews

/// A loaded xib, ready to instantiate (UINib). Parsing happens once; each `instantiate`
/// makes a fresh set of objects.
@MainActor
public final class Nib {
    /// The parsed document.
    public let document: XIBDocument
    /// Where the xib came from, when it came from a file.
    public let url: URL?
    /// Options used when `instantiate` is given none.
    public var options: NibOptions
    /// Parse warnings plus the warnings of the last `instantiate`.
    public private(set) var warnings: [NibWarning]

    /// Whether the file's top level is view controllers with their views alone, as its
    /// document says before anything is made: no top-level object but those controllers
    /// (which the reader keeps as `controllerScenes`) and the placeholders. IB shows such a
    /// file's controllers as storyboard scenes (`Storyboard(controllersOf:)`), so a caller can
    /// make them once that way. A file with other top-level objects (a gesture recognizer, a
    /// controller without a view) tells only once loaded (`NibLoadResult.hasOnlyControllerScenes`).
    public var declaresOnlyControllerScenes: Bool {
        !document.controllerScenes.isEmpty && document.topLevelObjects.isEmpty
    }

    /// What the nib-in-nib loop guard calls this nib (default: its file's path).
    var loadIdentity: String?
    /// How the loop guard's message names this nib (default: its file's name).
    var loadName: String?
    /// The loop guard's identity and name for this nib and the folders beside its file that
    /// images are looked for in: worked out on the first load (the URL operations cost more
    /// than instantiating a small nib).
    private lazy var loadFacts: (identity: String, name: String, folders: [URL]) = (
        loadIdentity ?? url?.standardizedFileURL.path ?? "\(document.file)#\(ObjectIdentifier(self).hashValue)",
        loadName ?? url?.deletingPathExtension().lastPathComponent ?? document.file,
        url.map { NibImages.folders(besideXibIn: $0.deletingLastPathComponent()) } ?? [])
    /// The document compiled for instantiation (ids to slots), on the first load for every load.
    lazy var plan = NibInstantiationPlan(document: document)

    /// A nib of an already parsed document (a storyboard scene); `url` is where it came from
    /// (its folder is searched for images), `identity` what the loop guard calls it. `folders`,
    /// when given, are the image folders beside `url` that its first load would work out
    /// (`NibImages.folders(besideXibIn:)` of `url`'s folder): a storyboard makes a scene's nib
    /// anew for every instantiation and keeps them, so they are not made from the URL each time.
    init(document: XIBDocument, url: URL?, identity: String, name: String, options: NibOptions,
         plan: NibInstantiationPlan? = nil, folders: [URL]? = nil) {
        self.document = document
        self.url = url
        self.options = options
        self.warnings = document.warnings
        self.loadIdentity = identity
        self.loadName = name
        if let plan { self.plan = plan }
        if let folders { loadFacts = (identity, name, folders) }
    }

    /// Folders `Nib(named:)` searches after the bundle (the CLI adds the working directory).
    public static var searchFolders: [URL] = []

    /// Loads the xib at `url`.
    public init(contentsOf url: URL, options: NibOptions = NibOptions(), limits: XIBParserLimits = .default) throws {
        let (document, plan) = try NibCache.document(contentsOf: url, limits: limits, assetFolders: options.imageFolders)
        self.document = document
        self.url = url
        self.options = options
        self.warnings = document.warnings
        if let plan { self.plan = plan }
    }

    /// Parses xib `data`; `name` names it in errors, `baseURL` is the folder its images live in.
    public init(data: Data, name: String, baseURL: URL? = nil, options: NibOptions = NibOptions(),
                limits: XIBParserLimits = .default) throws {
        self.document = try XIBDocument(data: data, file: name, limits: limits,
                                        assetFolders: (baseURL.map { [$0] } ?? []) + options.imageFolders)
        self.url = baseURL?.appendingPathComponent(name)
        self.options = options
        self.warnings = document.warnings
    }

    /// Finds `name.xib` in `bundle` (its resources, recursively) and then in `folders` and
    /// `Nib.searchFolders`; throws `.notFound` naming every place searched.
    public convenience init(named name: String, bundle: Bundle? = nil, folders: [URL] = [],
                            options: NibOptions = NibOptions()) throws {
        let url = try Nib.locate(name, bundle: bundle, folders: folders)
        try self.init(contentsOf: url, options: options)
    }

    /// The URL of `name.xib`.
    public static func locate(_ name: String, bundle: Bundle?, folders: [URL]) throws -> URL {
        try locate(name, extension: "xib", bundle: bundle, folders: folders)
    }

    /// The URL of `name.ext` (a xib or a storyboard): in `bundle`'s resources (recursively),
    /// then `folders` and `Nib.searchFolders`; throws `.notFound` naming every place searched.
    static func locate(_ name: String, extension ext: String, bundle: Bundle?, folders: [URL]) throws -> URL {
        let file = name.hasSuffix(".\(ext)") ? name : name + ".\(ext)"
        let fm = FileManager.default
        var searched: [String] = []
        if let bundle {
            let base = (file as NSString).deletingPathExtension
            if let u = bundle.url(forResource: base, withExtension: ext) { return u }
            for sub in ["Resources", "Resources/\(ext)", ext] {
                if let u = bundle.url(forResource: base, withExtension: ext, subdirectory: sub) { return u }
            }
            if let root = bundle.resourceURL {
                searched.append(root.path)
                if let e = fm.enumerator(at: root, includingPropertiesForKeys: nil) {
                    for case let u as URL in e where u.lastPathComponent == file { return u }
                }
            }
        }
        for folder in folders + searchFolders {
            searched.append(folder.path)
            let u = folder.appendingPathComponent(file)
            if fm.fileExists(atPath: u.path) { return u }
        }
        let what = ext == "xib" ? "nib" : ext
        throw NibError(.notFound, "no \(what) named \(name) (searched: \(searched.isEmpty ? "nowhere" : searched.joined(separator: ", ")))",
                       at: NibLocation(file: file, line: 0, column: 0))
    }

    /// Instantiates the nib (UINib.instantiate(withOwner:options:)): the top-level objects in
    /// document order, placeholders excluded. File's Owner outlets and actions connect to
    /// `owner`. Warnings are in `warnings` afterwards.
    public func instantiate(withOwner owner: AnyObject?, options: NibOptions? = nil) throws -> [AnyObject] {
        try load(owner: owner, options: options).topLevelObjects
    }

    /// Instantiates and returns everything: objects by id, constraints, warnings.
    public func load(owner: AnyObject? = nil, options: NibOptions? = nil) throws -> NibLoadResult {
        let opts = options ?? self.options
        let (identity, name, folders) = loadFacts
        let stack = NibLoadingStack.active
        if let i = stack.firstIndex(where: { $0.identity == identity }) ?? (stack.count >= opts.maxNesting ? 0 : nil) {
            let cycle = (stack[i...].map(\.name) + [name]).joined(separator: " → ")
            let error = NibError(.instantiation,
                                 "recursive nib loading: \(cycle). A view whose init(coder:) loads the nib that creates it loops forever; make the nib's root a plain view and set the class on File's Owner",
                                 at: NibLocation(file: document.file, line: 0, column: 0))
            if NibLoadingStack.pendingError == nil { NibLoadingStack.pendingError = error }
            throw error
        }
        NibLoadingStack.active.append((identity, name))
        defer {
            NibLoadingStack.active.removeLast()
            if NibLoadingStack.active.isEmpty { NibLoadingStack.pendingError = nil }
        }
        let context = NibLoadContext(document: document, options: opts, folders: folders, plan: plan)
        var top = try NibInstantiator(context: context, plan: plan).run(owner: owner)
        var controllerWarnings: [NibWarning] = []
        if !document.controllerScenes.isEmpty {
            // A top-level view controller with its view comes back made as UINib makes it:
            // after the other top-level objects, each through the storyboard scene path.
            let storyboard = Storyboard(controllersOf: self)
            storyboard.options = opts
            for scene in document.controllerScenes { top.append(try storyboard.instantiate(scene)) }
            controllerWarnings = storyboard.warnings
        }
        warnings = document.warnings + context.warnings + controllerWarnings
        return NibLoadResult(document: document, topLevelObjects: top, objects: context.objects,
                             views: context.createdViews, activeIndices: context.activeConstraintIndices,
                             allConstraints: context.allConstraints, warnings: warnings, names: context.names,
                             sizeClassVariations: context.sizeClassVariations)
    }
}

/// Everything one instantiation made.
@MainActor
public struct NibLoadResult {
    /// The parsed document the objects were made from.
    public let document: XIBDocument
    /// Top-level objects in document order, placeholders excluded.
    public let topLevelObjects: [AnyObject]
    /// Every object by xib id (the File's Owner under "-1" when one was passed); made on the
    /// first ask (`object(id:)` finds one without it).
    public var objectsByID: [String: AnyObject] { idsByObject.objectsByID }
    /// Every view made, in document order.
    public let views: [View]
    /// The constraints a running app has active (placeholders and size-class exclusions
    /// removed), in order; made from `allConstraints` on each ask.
    public var constraints: [NibBoundConstraint] {
        var active: [NibBoundConstraint] = []
        active.reserveCapacity(activeIndices.count)
        for i in activeIndices { active.append(allConstraints[i]) }
        return active
    }
    /// Which of `allConstraints` are active, in order (a load keeps each bound constraint once).
    private let activeIndices: [Int]
    /// Every constraint whose items resolved, placeholders included (IB's canvas layout uses them).
    public let allConstraints: [NibBoundConstraint]
    /// What the load skipped or approximated: the document's warnings, then the instantiation's,
    /// then those of top-level view controllers' scenes.
    public let warnings: [NibWarning]
    /// The nib id of every view made and the outlets that point at it (kept here, not in the
    /// views; published, so `recursiveDescription` names them while the views live).
    public let names: ViewNameTable
    /// Each view's size-class variations (installed views and constraints, constants, spacing).
    let sizeClassVariations: [NibSizeClassVariations]

    /// The first top-level object of class `T` (the "load the view named after its class" pattern).
    public func first<T: AnyObject>(_ type: T.Type) -> T? { topLevelObjects.lazy.compactMap { $0 as? T }.first }
    /// The last top-level object.
    public var last: AnyObject? { topLevelObjects.last }
    /// Whether the file's top level holds view controllers with their views and no view: IB
    /// shows such a file's controllers as storyboard scenes (`Storyboard(controllersOf:)`).
    public var hasOnlyControllerScenes: Bool {
        !document.controllerScenes.isEmpty && !topLevelObjects.contains { $0 is View }
    }
    /// The object with xib id `id`.
    public func object(id: String) -> AnyObject? { idsByObject.object(id: id) }
    /// The xib id of an object this load made (synthetic `parent.contentView` ids included).
    public func id(of object: AnyObject) -> String? { idsByObject.id(of: object) }
    /// The outlets of this nib that point at `view` (`displayLabel`, …), in connection order.
    public func outletNames(of view: View) -> [String] { names.outletNames(of: view) }
    /// The parsed object an instantiated object came from (its stored frame, attributes, …).
    public func nibObject(for object: AnyObject) -> NibObject? { id(of: object).flatMap { document.object(id: $0) } }

    /// The objects by slot, with `objectsByID` and its reverse made on the first ask (most loads never ask).
    private let idsByObject: NibObjectIDs

    init(document: XIBDocument, topLevelObjects: [AnyObject], objects: NibObjectTable, views: [View],
         activeIndices: [Int], allConstraints: [NibBoundConstraint], warnings: [NibWarning],
         names: ViewNameTable, sizeClassVariations: [NibSizeClassVariations]) {
        self.sizeClassVariations = sizeClassVariations
        self.document = document; self.topLevelObjects = topLevelObjects
        self.views = views; self.activeIndices = activeIndices; self.allConstraints = allConstraints
        self.warnings = warnings; self.names = names
        idsByObject = NibObjectIDs(objects)
    }
}
