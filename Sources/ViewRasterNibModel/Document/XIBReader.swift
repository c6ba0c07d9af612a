import Foundation

/// Turns the `XIBElement` tree of a xib into an `XIBDocument`: checks the header, reads the
/// device, resources and objects, resolves colors and size-class variations.
final class XIBReader {
    let file: String
    var resources = NibResources()
    var warnings: [NibWarning] = []
    var seenIDs: Set<String> = []
    var excluded: Set<String> = []
    /// `colorMatched="YES"`: calibrated colours convert to sRGB (see `ColorSpaces`).
    var colorMatched = false
    /// Set while reading a storyboard: `<segue>` connections are collected into `segues`.
    var readsSegues = false
    var segues: [NibSegue] = []

    let maxFontSize: Double
    /// Where asset catalogs with named colours the `<resources>` lack may be: the folders given
    /// (the xib's own first) and, for a localization folder (`Base.lproj`), its parent, where
    /// Xcode keeps `Assets.xcassets`.
    let assetFolders: [URL]

    init(file: String, maxFontSize: Double = XIBParserLimits.default.maxFontSize, assetFolders: [URL] = []) {
        self.file = file; self.maxFontSize = maxFontSize
        self.assetFolders = assetFolders.flatMap { f in
            f.pathExtension == "lproj" ? [f, f.deletingLastPathComponent()] : [f]
        }
    }

    func loc(_ e: XIBElement) -> NibLocation { NibLocation(file: file, line: e.line, column: e.column) }
    func warn(_ message: String, _ e: XIBElement) { warnings.append(NibWarning(message, at: loc(e))) }
    func fail(_ kind: NibError.Kind, _ message: String, _ e: XIBElement) -> NibError {
        NibError(kind, message, at: loc(e))
    }
    func fail(_ message: String, _ e: XIBElement) -> NibError { fail(.invalidValue, message, e) }

    func read(_ root: XIBElement) throws -> XIBDocument {
        if root.name == "archive" {
            // An Interface Builder 3 archive: translated to the <document> Xcode 5+ writes.
            let translator = ArchiveTranslator(file: file)
            let document = try translator.translate(root)
            warnings += translator.warnings
            return try read(document)
        }
        try checkHeader(root)
        guard let objectsElement = root.child("objects") else {
            throw fail(.unsupportedDocument, "the document has no <objects>", root)
        }
        var document = try readDocumentHeader(root)
        var objects: [NibObject] = []
        var scenes: [StoryboardScene] = []
        for (i, child) in objectsElement.children.enumerated() {
            if Self.isControllerWithView(child) {
                if let scene = try readXIBController(child) { scenes.append(scene) }
                continue
            }
            objects.append(try readObject(child, parentID: "objects", index: i))
        }
        document.objects = objects
        document.controllerScenes = scenes
        document.warnings = warnings
        return document
    }

    /// Everything of a document but its objects: header, device, resources, custom fonts and
    /// the constraints size-class variations exclude (xibs and storyboards share it).
    func readDocumentHeader(_ root: XIBElement) throws -> XIBDocument {
        let type = root["type"] ?? ""
        if let rt = root["targetRuntime"], !rt.hasPrefix("iOS.CocoaTouch") {
            warn("targetRuntime \(rt) is not iOS.CocoaTouch; reading it as iOS", root)
        }
        colorMatched = root["colorMatched"] == "YES"
        // Resources first: colors in objects resolve against them.
        if let res = root.child("resources") { try readResources(res) }
        var device: NibDevice?
        if let d = root.child("device") {
            let id = d["id"] ?? ""
            let orientation: NibDevice.Orientation = d["orientation"] == "landscape" ? .landscape : .portrait
            if let o = d["orientation"], o != "portrait" && o != "landscape" {
                warn("unknown device orientation \"\(o)\"; using portrait", d)
            }
            device = NibDevice(id: id, orientation: orientation, appearance: d["appearance"])
            if !device!.isKnown { warn("unknown device \"\(id)\"; using a 375x667 screen", d) }
        }
        // A file without one is shown on its Xcode's default device where that is known.
        if device == nil {
            device = NibDevice.canvasDefault(toolsVersion: XIBDocument.buildNumber(root["toolsVersion"]))
        }
        var customFonts: [String] = []
        if let cf = root.child("customFonts") {
            for arr in cf.children("array") { for s in arr.children("string") { customFonts.append(s.text) } }
        }
        // Size-class variations: constraints the base size class excludes.
        root.forEachDescendant { e in
            guard e.name == "variation", e["key"] == "default" else { return }
            for mask in e.children("mask") where mask["key"] == "constraints" {
                for x in mask.children("exclude") { if let r = x["reference"] { excluded.insert(r) } }
            }
        }
        let designables = try root.child("designables").map(readDesignables) ?? [:]
        var document = XIBDocument(
            file: file, type: type, version: root["version"], toolsVersion: root["toolsVersion"],
            targetRuntime: root["targetRuntime"],
            useAutolayout: root["useAutolayout"] == "YES", useTraitCollections: root["useTraitCollections"] == "YES",
            useSafeAreas: root["useSafeAreas"] == "YES", device: device, objects: [],
            resources: resources, customFonts: customFonts, excludedConstraintIDs: excluded, warnings: warnings)
        document.designableIntrinsicSizes = designables
        document.isLaunchScreen = root["launchScreen"] == "YES"
        return document
    }

    /// `<designables>`: each `<designable name="ID">`'s `<size key="intrinsicContentSize">`, the
    /// size IB's designable agent got from the view's class (a negative axis: none).
    func readDesignables(_ e: XIBElement) throws -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for d in e.children("designable") {
            guard let id = d["name"], let s = d.children("size").first(where: { $0["key"] == "intrinsicContentSize" }) else { continue }
            let w = try number(s, "width") ?? -1, h = try number(s, "height") ?? -1
            sizes[id] = CGSize(width: w < 0 ? -1 : w, height: h < 0 ? -1 : h)
        }
        return sizes
    }

    /// Checks a `<document>` root (an `<archive>` is translated before, in `read`).
    func checkHeader(_ root: XIBElement) throws {
        guard root.name == "document" else {
            throw fail(.unsupportedDocument, "not a xib: the root element is <\(root.name)>, expected <document>", root)
        }
        let type = root["type"] ?? ""
        if XIBDocument.isCocoaTouchType(type) { return }
        if type == StoryboardDocument.cocoaTouchType {
            throw fail(.unsupportedDocument, "this is a storyboard (document type \(type)), not a xib; load it with Storyboard(name:bundle:) or StoryboardDocument", root)
        }
        if type.isEmpty {
            throw fail(.unsupportedDocument, "the <document> has no type; expected \(XIBDocument.cocoaTouchType)", root)
        }
        throw fail(.unsupportedDocument,
                   "unsupported document type \(type); only Cocoa Touch xibs (\(XIBDocument.cocoaTouchType)) load", root)
    }

    func readResources(_ res: XIBElement) throws {
        for e in res.children {
            switch e.name {
            case "image":
                guard let name = e["name"] else { warn("<image> resource without a name", e); continue }
                let w = try number(e, "width") ?? 0, h = try number(e, "height") ?? 0
                resources.images[name] = NibResources.Image(name: name, size: CGSize(width: w, height: h),
                                                            catalog: e["catalog"])
            case "systemColor", "namedColor":
                guard let name = e["name"], let c = e.child("color") else {
                    warn("<\(e.name)> without a name or a <color>", e); continue
                }
                // A resource color is spelt in components; never through another name.
                if let color = try readColor(c) {
                    if e.name == "systemColor" { resources.systemColors[name] = color.color }
                    else { resources.namedColors[name] = color.color }
                }
            default:
                continue
            }
        }
    }
}
