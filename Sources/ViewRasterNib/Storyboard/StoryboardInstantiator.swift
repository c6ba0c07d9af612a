import Foundation
import ViewRasterViews

/// Instantiates storyboard scenes: the controller through the registry's `init(coder:)`, its
/// view tree as a nib owned by the controller, its bar items, then the controllers its
/// relationship and embed segues name (the containment UIKit builds), and segue templates for
/// `performSegue`. A scene that contains itself again (a relationship or embed loop, or a view
/// whose `init(coder:)` instantiates its own scene) fails with the chain named.
@MainActor
struct StoryboardInstantiator {
    let storyboard: Storyboard
    var document: StoryboardDocument { storyboard.document }
    var options: NibOptions { storyboard.options }

    /// Scenes being instantiated now, outermost first.
    static var active: [(identity: String, name: String)] = []

    func instantiate(_ scene: StoryboardScene) throws -> ViewController {
        if scene.isReference { return try instantiateReference(scene) }
        let identity = "\(storyboard.identityPath)#\(scene.controllerID)"
        let name = "\(document.file) scene \(scene.storyboardIdentifier ?? scene.controllerID)"
        let stack = Self.active
        if let i = stack.firstIndex(where: { $0.identity == identity }) ?? (stack.count >= options.maxNesting ? 0 : nil) {
            let chain = (stack[i...].map(\.name) + [name]).joined(separator: " → ")
            let error = NibError(.instantiation, "recursive storyboard instantiation: \(chain)", at: scene.location)
            // Outer nib loads rethrow it even if an init(coder:) in between swallowed it.
            if !NibLoadingStack.active.isEmpty, NibLoadingStack.pendingError == nil { NibLoadingStack.pendingError = error }
            throw error
        }
        // A new top-level instantiation forgets the scenes of the last one.
        if stack.isEmpty { storyboard.loadedScenes.removeAll() }
        Self.active.append((identity, name))
        defer { Self.active.removeLast() }

        // The scene as a nib document, made once for the controller, its items and its view.
        let compiled = storyboard.compiled(scene)
        let sceneDocument = compiled.document
        let context = sceneContext(sceneDocument)
        let controller = try makeController(scene, context: context)
        controller.storyboardObject = storyboard
        configureItems(of: controller, scene, context: context)
        var result: NibLoadResult?
        if scene.view != nil {
            result = try loadView(of: scene, owner: controller, compiled: compiled)
            if let result { storyboard.loadedScenes.append((scene, result)) }
            if let id = scene.view?.id, let v = result?.object(id: id) as? View { controller.pendingStoryboardView = v }
            attachBarItemViews(controller, scene, result)
        }
        if let table = controller as? TableViewController {
            for id in scene.prototypeReuseIdentifiers { table.registerReuseIdentifier(id) }
        }
        if let collection = controller as? CollectionViewController {
            for id in scene.prototypeReuseIdentifiers { collection.registerReuseIdentifier(id) }
        }
        try assembleContainment(controller, scene, result)
        addSegueTemplates(to: controller, scene, result)
        return controller
    }

    /// The scene's view tree, loaded as a nib whose File's Owner is `owner`.
    func loadView(of scene: StoryboardScene, owner: ViewController, compiled: StoryboardCompiledScene? = nil) throws -> NibLoadResult? {
        guard scene.view != nil else { return nil }
        let compiled = compiled ?? storyboard.compiled(scene)
        let identity = "\(storyboard.identityPath)#\(scene.controllerID).view"
        let nib = Nib(document: compiled.document, url: storyboard.url, identity: identity,
                      name: "\(document.file) scene \(scene.storyboardIdentifier ?? scene.controllerID)", options: options,
                      plan: compiled.plan, folders: storyboard.sceneImageFolders)
        let result = try nib.load(owner: owner)
        storyboard.warnings += result.warnings
        return result
    }

    // MARK: Controllers

    static let baseClasses: [String: ViewController.Type] = [
        "viewController": ViewController.self, "navigationController": NavigationController.self,
        "tabBarController": TabBarController.self, "tableViewController": TableViewController.self,
        "collectionViewController": CollectionViewController.self, "pageViewController": PageViewController.self,
        "splitViewController": SplitViewController.self,
    ]

    /// A load context for the scene's controller and items (its coder, its bar items' images).
    func sceneContext(_ sceneDocument: XIBDocument) -> NibLoadContext {
        NibLoadContext(document: sceneDocument, options: options, folders: storyboard.folder.map { [$0] } ?? [])
    }

    func makeController(_ scene: StoryboardScene, context given: NibLoadContext? = nil) throws -> ViewController {
        let o = scene.controller
        let context = given ?? sceneContext(scene.nibDocument(header: document.header))
        let coder = NibCoder(object: o, context: context)
        var made: ViewController?
        if let cls = o.customClass {
            if let entry = options.registry.entry(named: cls, module: o.customModule) {
                if let make = entry.makeController {
                    // UIKit stops on a controller that declines to decode; a thrown error here.
                    guard let vc = make(coder) else {
                        throw NibError(.instantiation, "\(cls).init(coder:) returned nil for scene \(scene.sceneID)", at: o.location)
                    }
                    made = vc
                }
                else { warn("class \(cls) is not a view controller class; <\(o.element)> id \(o.id) uses its base class", at: o.location) }
            } else {
                warn("Unknown class \(cls) in Interface Builder file.", at: o.location)
            }
        }
        if made == nil {
            if Self.baseClasses[o.element] == nil {
                warn("<\(o.element)> (id \(o.id)) is made as a plain view controller", at: o.location)
            }
            made = (Self.baseClasses[o.element] ?? ViewController.self).init(coder: coder) ?? ViewController()
        }
        let vc = made!
        if let t = o.attributes["title"] { vc.title = t }
        if let style = Self.presentationStyle(o.attributes["modalPresentationStyle"]) { vc.modalPresentationStyle = style }
        if o.attributes["extendedLayoutIncludesOpaqueBars"] == "YES" { vc.extendedLayoutIncludesOpaqueBars = true }
        // `<extendedEdge>` lists the edges IB's checkboxes leave on (top, bottom); none: all.
        let edges = o.extendedLayoutEdges
        if !edges.top || !edges.bottom {
            vc.edgesForExtendedLayout = RectEdge(rawValue: (edges.top ? RectEdge.top.rawValue : 0) | (edges.bottom ? RectEdge.bottom.rawValue : 0))
        }
        return vc
    }

    /// A storyboard reference: the referenced storyboard (beside this one, or in its bundle)
    /// and its scene (`referencedIdentifier`, else its initial controller).
    func instantiateReference(_ scene: StoryboardScene) throws -> ViewController {
        guard let name = scene.referencedStoryboard else {
            throw NibError(.invalidValue, "storyboard reference \(scene.controllerID) names no storyboard", at: scene.controller.location)
        }
        let other: Storyboard
        if name == (document.file as NSString).deletingPathExtension {
            other = storyboard
        } else {
            let url: URL
            do {
                url = try Nib.locate(name, extension: "storyboard", bundle: storyboard.bundle,
                                     folders: storyboard.folder.map { [$0] } ?? [])
            } catch {
                // As a missing image draws a placeholder: the scene still renders.
                warn("storyboard \(name), which scene \(scene.sceneID) refers to, is not found; a plain view controller stands in", at: scene.controller.location)
                return ViewController()
            }
            other = try Storyboard(contentsOf: url, bundle: storyboard.bundle, options: options)
        }
        if let id = scene.referencedIdentifier { return try other.instantiateViewController(withIdentifier: id) }
        guard let vc = try other.instantiateInitialViewController() else {
            throw NibError(.notFound, "storyboard \(name) (referenced by \(document.file)) has no initial view controller",
                           at: scene.controller.location)
        }
        return vc
    }

    static func presentationStyle(_ s: String?) -> ModalPresentationStyle? {
        switch s {
        case "fullScreen", "currentContext": .fullScreen
        case "overFullScreen", "overCurrentContext": .overFullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "automatic": .automatic
        case "popover": .popover
        default: nil
        }
    }

    // MARK: Items and bars

    func configureItems(of vc: ViewController, _ scene: StoryboardScene, context: NibLoadContext) {
        func barButtonItem(_ b: NibBarButtonItem) -> BarButtonItem {
            let item = self.barButtonItem(b)
            if b.systemItem == nil, let name = b.image { item.image = context.image(named: name, catalog: b.catalog, at: b.location) }
            item.isEnabled = b.isEnabled
            return item
        }
        if let n = scene.navigationItem {
            let item = vc.navigationItem
            if let t = n.title { item.title = t }
            item.prompt = n.prompt
            item.backButtonTitle = n.backButtonTitle
            switch n.largeTitleDisplayMode {
            case "always": item.largeTitleDisplayMode = .always
            case "never": item.largeTitleDisplayMode = .never
            default: break
            }
            item.leftBarButtonItems = n.leftItems.map(barButtonItem)
            item.rightBarButtonItems = n.rightItems.map(barButtonItem)
        }
        if !scene.toolbarItems.isEmpty { vc.toolbarItems = scene.toolbarItems.map(barButtonItem) }
        if let t = scene.tabBarItem {
            vc.tabBarItem.title = t.title ?? t.systemItem.map(NibPropertyApplier.systemTabTitle)
            if let name = t.image { vc.tabBarItem.image = context.image(named: name, catalog: t.catalog, at: t.location) }
            if let name = t.selectedImage { vc.tabBarItem.selectedImage = context.image(named: name, catalog: t.catalog, at: t.location) }
        }
        if let nav = vc as? NavigationController {
            if let bar = scene.navigationBar {
                nav.navigationBar.prefersLargeTitles = bar.bool("largeTitles") == true
                nav.navigationBar.isTranslucent = bar.bool("translucent") ?? true
                if let c = bar.colors["barTintColor"] { nav.navigationBar.barTintColor = c.viewColor }
                if let c = bar.colors["tintColor"] { nav.navigationBar.tintColor = c.viewColor }
                NibBarAppearances.apply(bar, to: nav.navigationBar)
            }
            if let bar = scene.toolbar {
                nav.toolbar.isTranslucent = bar.bool("translucent") ?? true
                if let c = bar.colors["barTintColor"] { nav.toolbar.barTintColor = c.viewColor }
                if let c = bar.colors["tintColor"] { nav.toolbar.tintColor = c.viewColor }
                NibBarAppearances.apply(bar, to: nav.toolbar)
            }
            nav.isNavigationBarHidden = scene.controller.bool("navigationBarHidden") == true
            nav.isToolbarHidden = scene.controller.bool("toolbarHidden") ?? true
        }
        if let tab = vc as? TabBarController, let bar = scene.tabBar {
            tab.tabBar.isTranslucent = bar.bool("translucent") ?? true
            if let c = bar.colors["barTintColor"] { tab.tabBar.barTintColor = c.viewColor }
            if let c = bar.colors["tintColor"] { tab.tabBar.tintColor = c.viewColor }
            NibBarAppearances.apply(bar, to: tab.tabBar)
        }
    }

    /// Gives the controller's bar button items their custom views, which the scene's view tree
    /// made (`NibObject.barItemViews`).
    func attachBarItemViews(_ vc: ViewController, _ scene: StoryboardScene, _ result: NibLoadResult?) {
        guard let result else { return }
        func attach(_ models: [NibBarButtonItem], _ items: [BarButtonItem]) {
            for (m, item) in zip(models, items) {
                if let id = m.customViewID, let v = result.objectsByID[id] as? View { item.customView = v }
            }
        }
        if let n = scene.navigationItem {
            attach(n.leftItems, vc.navigationItem.leftBarButtonItems)
            attach(n.rightItems, vc.navigationItem.rightBarButtonItems)
        }
        attach(scene.toolbarItems, vc.toolbarItems ?? [])
    }

    func barButtonItem(_ b: NibBarButtonItem) -> BarButtonItem {
        let item: BarButtonItem
        if let s = b.systemItem, let system = BarButtonItem.SystemItem(rawValue: s) {
            item = BarButtonItem(barButtonSystemItem: system)
        } else {
            item = BarButtonItem(title: b.title ?? (b.image != nil ? nil : ""), style: b.style == "done" ? .done : .plain)
        }
        if b.title != nil { item.title = b.title }
        if let w = b.width { item.width = CGFloat(w) }
        return item
    }

    // MARK: Containment

    /// Relationship segues fill containers (a navigation controller's root, a tab bar
    /// controller's tabs, a split or page controller's children); embed segues put a child's
    /// view into its container view, sized to it.
    func assembleContainment(_ vc: ViewController, _ scene: StoryboardScene, _ result: NibLoadResult?) throws {
        var related: [ViewController] = []
        for s in scene.segues where s.kind == "relationship" && s.sourceID == scene.controllerID {
            related.append(try destination(of: s))
        }
        switch vc {
        case let nav as NavigationController:
            if let root = related.first { nav.setViewControllers([root], animated: false) }
            if related.count > 1 { warn("navigation controller \(scene.controllerID) has \(related.count) root view controllers; the first is used", at: scene.location) }
        case let tab as TabBarController:
            tab.setViewControllers(related, animated: false)
        default:
            for child in related {
                vc.addChild(child)
                child.didMove(toParent: vc)
            }
            if let first = related.first {
                let v = first.view!
                pendingContainer(of: vc).map { container in
                    v.frame = container.bounds
                    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    container.addSubview(v)
                }
            }
        }
        for s in scene.segues where s.kind == "embed" {
            guard let container = result?.objectsByID[s.sourceID] as? View else {
                warn("embed segue \(s.id) comes from \(s.sourceID), which is not a view of this scene; skipped", at: s.location)
                continue
            }
            let child = try destination(of: s)
            vc.addChild(child)
            let v = child.view!
            v.frame = container.bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(v)
            child.didMove(toParent: vc)
        }
    }

    /// The view a plain container shows its first child in: its scene view, or its own view.
    func pendingContainer(of vc: ViewController) -> View? { vc.pendingStoryboardView ?? vc.view }

    func destination(of segue: NibSegue) throws -> ViewController {
        guard let scene = document.scene(controllerID: segue.destination) else {
            throw NibError(.invalidValue, "segue \(segue.id) leads to \(segue.destination), which is not a controller of \(document.file)",
                           at: segue.location)
        }
        return try instantiate(scene)
    }

    // MARK: Segues

    static func kind(_ s: NibSegue) -> SegueKind? {
        switch s.kind {
        case "show": .show
        case "showDetail": .showDetail
        case "push": .push
        case "presentation", "modal": .present(presentationStyle(s.modalPresentationStyle))
        case "popoverPresentation": .popover
        case "unwind": .unwind
        case "custom": .custom
        case "replace": .replace
        default: nil
        }
    }

    /// Every transition segue of the scene becomes a template on the controller; a segue from
    /// a control (a button) also runs when the control sends touch-up-inside.
    func addSegueTemplates(to vc: ViewController, _ scene: StoryboardScene, _ result: NibLoadResult?) {
        for s in scene.segues where !s.isContainment {
            guard let kind = Self.kind(s) else {
                warn("unknown segue kind \"\(s.kind)\" (segue \(s.id)); ignored", at: s.location)
                continue
            }
            let storyboard = self.storyboard
            let destinationID = s.destination
            let template = SegueTemplate(identifier: s.identifier, kind: kind, segueClass: nil) {
                try StoryboardInstantiator(storyboard: storyboard).instantiateDestination(destinationID, segue: s)
            }
            vc.segueTemplates.append(template)
            if s.sourceID != scene.controllerID, let control = result?.objectsByID[s.sourceID] as? Control {
                let trigger = SegueTrigger(controller: vc, template: template)
                vc.storyboardHelpers.append(trigger)
                control.addTarget(trigger, action: Selector("performSegue:"), for: .touchUpInside)
            }
        }
    }

    func instantiateDestination(_ id: String, segue: NibSegue) throws -> ViewController {
        if segue.kind == "unwind" {
            throw NibError(.instantiation, "unwind segue \(segue.id) has no destination controller", at: segue.location)
        }
        return try destination(of: segue)
    }

    func warn(_ message: String, at location: NibLocation) {
        storyboard.warnings.append(NibWarning(message, at: location))
    }
}

/// Performs a segue when the control it is wired to sends its action (a triggered segue).
@MainActor
final class SegueTrigger: Responder {
    weak var controller: ViewController?
    let template: SegueTemplate
    init(controller: ViewController, template: SegueTemplate) {
        self.controller = controller; self.template = template
        super.init()
    }
    override class var connections: ConnectionTable {
        super.connections.action("performSegue:") { (me: SegueTrigger, sender) in me.fire(sender) }
    }
    func fire(_ sender: AnyObject?) {
        guard let vc = controller else { return }
        if let id = template.identifier, !vc.shouldPerformSegue(withIdentifier: id, sender: sender) { return }
        do { _ = try vc.perform(template, sender: sender) } catch { ViewDiagnostics.report("\(error)") }
    }
}
