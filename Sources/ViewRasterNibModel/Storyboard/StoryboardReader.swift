import Foundation

extension XIBReader {
    /// Reads a storyboard's `<document>`: header, resources, every `<scene>`.
    func readStoryboard(_ root: XIBElement) throws -> StoryboardDocument {
        try checkStoryboardHeader(root)
        guard let scenesElement = root.child("scenes") else {
            throw fail(.unsupportedDocument, "the storyboard has no <scenes>", root)
        }
        readsSegues = true
        let header = try readDocumentHeader(root)
        var scenes: [StoryboardScene] = []
        for e in scenesElement.children {
            guard e.name == "scene" else { warn("unknown <\(e.name)> in <scenes>; ignored", e); continue }
            if let scene = try readScene(e) { scenes.append(scene) }
        }
        let initial = root["initialViewController"]
        if let initial, !scenes.contains(where: { $0.controllerID == initial }) {
            warn("initialViewController \(initial) is not a controller of this storyboard", root)
        }
        var h = header
        h.warnings = []
        var document = StoryboardDocument(file: file, header: h, initialViewControllerID: initial, scenes: scenes, warnings: warnings)
        if let canvas = document.canvasDeviceOfStoredRoots(), let named = h.device {
            let e = root.child("device") ?? root
            warn("the scenes are stored at \(canvas.id)'s screen (\(Int(canvas.metrics.portraitSize.width))x\(Int(canvas.metrics.portraitSize.height))), not the named \(named.id)'s: laid out on \(canvas.id), as IB last laid them out", e)
            document.header.device = canvas
            document.warnings = warnings
        }
        return document
    }

    func checkStoryboardHeader(_ root: XIBElement) throws {
        guard root.name == "document" else {
            throw fail(.unsupportedDocument, "not a storyboard: the root element is <\(root.name)>, expected <document>", root)
        }
        let type = root["type"] ?? ""
        if type == StoryboardDocument.cocoaTouchType { return }
        if XIBDocument.isCocoaTouchType(type) {
            throw fail(.unsupportedDocument, "this is a xib (document type \(type)), not a storyboard; load it with Nib", root)
        }
        throw fail(.unsupportedDocument,
                   "unsupported document type \(type.isEmpty ? "(none)" : type); only Cocoa Touch storyboards (\(StoryboardDocument.cocoaTouchType)) load",
                   root)
    }

    /// One `<scene>`: its `<objects>` split into the controller (with its view, bars and items
    /// read apart) and the other members; nil (with a warning) for a scene without a controller.
    /// `firstObjectIsController`: the scene is a xib's top-level controller (which has no
    /// `sceneMemberID`), its first object.
    func readScene(_ e: XIBElement, firstObjectIsController: Bool = false) throws -> StoryboardScene? {
        let sceneID = e["sceneID"] ?? ""
        guard let objects = e.child("objects") else {
            warn("scene \(sceneID) has no <objects>; skipped", e)
            return nil
        }
        let firstSegue = segues.count
        var controller: NibObject?
        var view: NibObject?
        var bars: [String: NibObject] = [:]
        var navigationItem: NibNavigationItem?
        var tabBarItem: NibTabBarItem?
        var guides: [String: String] = [:]
        var others: [NibObject] = []
        var topBar: String?, bottomBar: String?, topBarIsOpaque = false, bottomBarIsOpaque = false
        var freeform = false
        var toolbarItems: [NibBarButtonItem] = []
        var itemElements: [XIBElement] = []   // where bar button items' custom views are
        for (i, child) in objects.children.enumerated() {
            let isController = child["sceneMemberID"] == "viewController" || (firstObjectIsController && i == 0)
            guard isController, controller == nil else {
                if isController { warn("a second controller in scene \(sceneID); read as a plain object", child) }
                others.append(try readObject(child, parentID: sceneID, index: i))
                continue
            }
            var c = try readObject(child, parentID: sceneID, index: i)
            var kept: [XIBElement] = []
            for k in c.otherElements {
                switch (k.name, k.key) {
                case (_, "view"):
                    view = try readObject(k, parentID: c.id, index: 0)
                case ("navigationBar", _), ("tabBar", _), ("toolbar", _):
                    bars[k.name] = try readObject(k, parentID: c.id, index: 0)
                case ("navigationItem", _):
                    navigationItem = try readNavigationItem(k)
                    itemElements.append(k)
                case ("tabBarItem", _):
                    tabBarItem = NibTabBarItem(id: k["id"] ?? "\(c.id).tabBarItem", title: k["title"], image: k["image"],
                                               systemItem: k["systemItem"], location: loc(k))
                    tabBarItem?.catalog = k["catalog"]
                    tabBarItem?.selectedImage = k["selectedImage"]
                    if let conn = k.child("connections") { _ = try readConnections(conn, sourceID: k["id"] ?? "", sourceElement: k.name) }
                case ("layoutGuides", _):
                    for g in k.children("viewControllerLayoutGuide") {
                        if let type = g["type"], let id = g["id"] { guides[type] = id; seenIDs.insert(id) }
                    }
                case (let name, "simulatedTopBarMetrics"):
                    topBar = name == "simulatedNavigationBarMetrics" ? (k["prompted"] == "YES" ? "navigationBarPrompted" : "navigationBar") : name
                    topBarIsOpaque = k["translucent"] == "NO"
                case (let name, "simulatedBottomBarMetrics"):
                    bottomBar = name == "simulatedTabBarMetrics" ? "tabBar" : name == "simulatedToolbarMetrics" ? "toolbar" : name
                    bottomBarIsOpaque = k["translucent"] == "NO"
                case ("freeformSimulatedSizeMetrics", _):
                    freeform = true
                case ("toolbarItems", _):
                    toolbarItems = try k.children("barButtonItem").map(readBarButtonItem)
                    itemElements.append(k)
                default:
                    kept.append(k)
                }
            }
            // `<nil key="simulatedTopBarMetrics"/>` (and the bottom one) is read into nilKeys by
            // readObject: IB's "None", no bar even under a navigation or tab bar controller.
            if c.nilKeys.contains("simulatedTopBarMetrics") { topBar = "none" }
            if c.nilKeys.contains("simulatedBottomBarMetrics") { bottomBar = "none" }
            c.otherElements = kept
            controller = c
        }
        guard let controller else {
            warn("scene \(sceneID) has no view controller; skipped", e)
            return nil
        }
        // `freeformSimulatedSizeMetrics` makes the scene its `freeformSize`; without it the size
        // is the scene's when IB stored the view at that size, to its 0.5 pt grid (its canvas
        // drew it so: 27 such controllers of 11 repositories in the dev sets, docs/canvas-rules.md
        // "Scenes"), and stale when the view has another size.
        var freeformSize = controller.sizes["freeformSize"]
        if !freeform, let size = freeformSize {
            let viewSize = view?.frame?.size
            let stored = viewSize.map { abs($0.width - size.width) <= 0.5 && abs($0.height - size.height) <= 0.5 } ?? false
            if !stored { freeformSize = nil }
        }
        if var v = view, !itemElements.isEmpty {
            v.barItemViews = try readBarItemViews(in: itemElements, parentID: controller.id)
            view = v
        }
        if var v = view, guides["top"] != nil || guides["bottom"] != nil {
            rewriteLayoutGuideConstraints(in: &v, top: guides["top"], bottom: guides["bottom"])
            view = v
        }
        return StoryboardScene(
            sceneID: sceneID, controller: controller, view: view, navigationBar: bars["navigationBar"],
            tabBar: bars["tabBar"], toolbar: bars["toolbar"], navigationItem: navigationItem, tabBarItem: tabBarItem,
            topLayoutGuideID: guides["top"], bottomLayoutGuideID: guides["bottom"], otherObjects: others,
            segues: segues[firstSegue...].sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) },
            simulatedTopBar: topBar, simulatedBottomBar: bottomBar,
            simulatedTopBarIsOpaque: topBarIsOpaque, simulatedBottomBarIsOpaque: bottomBarIsOpaque,
            hidesSimulatedStatusBar: controller.nilKeys.contains("simulatedStatusBarMetrics"),
            freeformSize: freeformSize, toolbarItems: toolbarItems, location: loc(e))
    }

    func readSegue(_ c: XIBElement, sourceID: String, sourceElement: String) throws -> NibSegue {
        guard let destination = c["destination"], let kind = c["kind"] else {
            throw fail("<segue> needs destination and kind attributes", c)
        }
        return NibSegue(id: c["id"] ?? "", identifier: c["identifier"], kind: kind, relationship: c["relationship"],
                        destination: destination, sourceID: sourceID, sourceElement: sourceElement,
                        customClass: c["customClass"], unwindAction: c["unwindAction"],
                        modalPresentationStyle: c["modalPresentationStyle"], location: loc(c))
    }

    func readNavigationItem(_ e: XIBElement) throws -> NibNavigationItem {
        var item = NibNavigationItem(id: e["id"] ?? "", title: e["title"], prompt: e["prompt"],
                                     largeTitleDisplayMode: e["largeTitleDisplayMode"], location: loc(e))
        if let id = e["id"] { seenIDs.insert(id) }
        for c in e.children {
            switch (c.name, c.key) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftItems.append(try readBarButtonItem(c))
            case ("barButtonItem", "rightBarButtonItem"): item.rightItems.append(try readBarButtonItem(c))
            case ("barButtonItem", "backBarButtonItem"): item.backButtonTitle = try readBarButtonItem(c).title
            case ("leftBarButtonItems", _): item.leftItems += try c.children("barButtonItem").map(readBarButtonItem)
            case ("rightBarButtonItems", _): item.rightItems += try c.children("barButtonItem").map(readBarButtonItem)
            default: continue
            }
        }
        return item
    }

    func readBarButtonItem(_ e: XIBElement) throws -> NibBarButtonItem {
        let id = e["id"] ?? ""
        if !id.isEmpty { seenIDs.insert(id) }
        if let conn = e.child("connections") { _ = try readConnections(conn, sourceID: id, sourceElement: e.name) }
        var item = NibBarButtonItem(id: id, title: e["title"], systemItem: e["systemItem"], image: e["image"],
                                    style: e["style"], location: loc(e))
        item.catalog = e["catalog"]
        item.isEnabled = e["enabled"] != "NO"
        item.width = e["width"].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        item.customViewID = e.child(key: "customView")?["id"]
        return item
    }

    /// The pre-iOS 11 `topLayoutGuide`/`bottomLayoutGuide` are the root view's safe area's top
    /// and bottom (UIKit defines them so): `topGuide.bottom` is the safe area's top, `topGuide.top`
    /// the view's top; `bottomGuide.top` the safe area's bottom, `bottomGuide.bottom` the view's
    /// bottom. Constraints naming them are rewritten so.
    func rewriteLayoutGuideConstraints(in view: inout NibObject, top: String?, bottom: String?) {
        let safeID = view.layoutGuides["safeArea"] ?? "\(view.id).safeArea"
        view.layoutGuides["safeArea"] = safeID
        let rootID = view.id
        func map(_ item: String, _ attribute: NibLayoutAttribute) -> (String, NibLayoutAttribute) {
            if item == top { return attribute == .bottom ? (safeID, .top) : (rootID, attribute == .height ? .top : attribute) }
            if item == bottom { return attribute == .top ? (safeID, .bottom) : (rootID, attribute == .height ? .bottom : attribute) }
            return (item, attribute)
        }
        func rewrite(_ o: inout NibObject) {
            for i in o.constraints.indices {
                var c = o.constraints[i]
                (c.firstItem, c.firstAttribute) = map(c.firstItem, c.firstAttribute)
                if let s = c.secondItem { (c.secondItem, c.secondAttribute) = map(s, c.secondAttribute) }
                o.constraints[i] = c
            }
            if var content = o.contentView { rewrite(&content); o.contentView = content }
            for j in o.subviews.indices { rewrite(&o.subviews[j]) }
        }
        rewrite(&view)
    }
}
