import Foundation

/// Root objects and views: placeholders, custom objects, controllers and the view tree with
/// each view's frame (`NSFrame`, `NSFrameSize`), `NSvFlags` (autoresizing mask, hidden,
/// autoresizesSubviews) and the properties every UIView has.
extension ArchiveTranslator {
    /// NSvFlags' bits beyond the autoresizing mask (its low 6 bits, UIViewAutoresizing's order).
    static let autoresizesSubviewsFlag = 0x100
    static let hiddenFlag = Int(0x8000_0000)

    /// The modern element for the archive object `o`; nil for what has none (warned).
    func translateObject(_ o: XIBElement, depth: Int, key: String? = nil) throws -> XIBElement? {
        guard depth <= Self.maxNesting else { throw fail("views nested more than \(Self.maxNesting) deep", o) }
        let cls = o["class"] ?? ""
        if cls == "IBUINavigationItem" || cls == "IBUIBarButtonItem" { return try barItem(o, key: key) }
        let id = try objectID(o)
        if let element = ArchiveClassMap.nonViews[cls] {
            var a = ["id": id]
            if let key { a["key"] = key }
            return finish(make(element, a, at: o), o)
        }
        switch cls {
        case "IBProxyObject":
            let identifier = try string(o, "IBProxiedObjectIdentifier") ?? ""
            var a = ["placeholderIdentifier": identifier, "id": id]
            if identifier == NibPlaceholderID.filesOwnerIdentifier { a["userLabel"] = "File's Owner" }
            return finish(make("placeholder", a, at: o), o)
        case "IBUICustomObject":
            return finish(make("customObject", ["id": id], at: o), o)
        default:
            break
        }
        if let element = ArchiveClassMap.controllers[cls] {
            var a = ["id": id]
            if let key { a["key"] = key }
            if let nib = try string(o, "IBUINibName") { a["nibName"] = nib }
            if let title = try string(o, "IBUITitle") { a["title"] = title }
            var children: [XIBElement] = []
            for viewKey in ["IBUIView", "view"] {
                if let v = try value(o, viewKey), let view = try translateObject(v, depth: depth + 1, key: "view") {
                    children.append(view)
                }
            }
            children += try simulatedMetrics(o)
            return finish(make(element, a, children, at: o), o)
        }
        var element = ArchiveClassMap.views[cls]
        if element == nil {
            if cls.hasPrefix("IBUI") || cls.hasPrefix("IBMK") {
                warn("archive class \(cls) is not translated; drawn as a plain <view>", o)
            } else {
                warn("archive object of class \(cls) is not a view; ignored", o); return nil
            }
            element = "view"
        }
        return try translateView(o, element: element!, id: id, key: key, depth: depth)
    }

    /// The modern id of the archive object `o`: IB's placeholders keep the ids every xib gives
    /// them (-1, -2); an object without an id gets a made-up one. Each object is translated once.
    func objectID(_ o: XIBElement) throws -> String {
        guard let id = o["id"] else { syntheticCount += 1; return "archive-\(syntheticCount)" }
        guard !emitted.contains(id) else {
            throw fail("object \(id) appears twice in the view tree (a cycle or a shared subview)", o)
        }
        emitted.insert(id)
        return modernID(id)
    }

    /// `id`, or -1/-2 for File's Owner and First Responder.
    func modernID(_ id: String) -> String {
        guard let e = elementsByID[id], e["class"] == "IBProxyObject",
              let p = e.children.first(where: { $0.key == "IBProxiedObjectIdentifier" })?.text else { return id }
        if p == NibPlaceholderID.filesOwnerIdentifier { return NibPlaceholderID.filesOwner }
        if p == NibPlaceholderID.firstResponderIdentifier { return NibPlaceholderID.firstResponder }
        return id
    }

    /// Adds the custom class, user label and connections gathered for `o`.
    func finish(_ element: XIBElement, _ o: XIBElement) -> XIBElement {
        var e = element
        guard let id = o["id"] else { return e }
        if let c = customClasses[id], !c.isEmpty, !c.hasPrefix("UI") || e.name == "placeholder" { e.attributes["customClass"] = c }
        if let label = userLabels[id], e.attributes["userLabel"] == nil { e.attributes["userLabel"] = label }
        if let cs = connections[id], !cs.isEmpty {
            let fixed = cs.map { c -> XIBElement in
                var c = c
                if let d = c["destination"] { c.attributes["destination"] = modernID(d) }
                return c
            }
            e.children.append(make("connections", [:], fixed, at: o))
        }
        return e
    }

    /// A view: common UIView properties, its class's own, subviews, frame and mask.
    func translateView(_ o: XIBElement, element: String, id: String, key: String?, depth: Int) throws -> XIBElement {
        var a: [String: String] = ["id": id]
        if let key { a["key"] = key }
        var children: [XIBElement] = []
        let mode = try int(o, "IBUIContentMode") ?? 0
        guard let contentMode = ArchiveClassMap.name(ArchiveClassMap.contentModes, mode) else {
            throw fail("IBUIContentMode \(mode) is not a content mode", try value(o, "IBUIContentMode") ?? o)
        }
        a["contentMode"] = contentMode
        let flags = try int(o, "NSvFlags")
        if let flags {
            var mask: [String: String] = ["key": "autoresizingMask"]
            for (i, (name, _)) in NibAutoresizingMask.attributeNames.enumerated() where flags & (1 << i) != 0 {
                mask[name] = "YES"
            }
            children.append(make("autoresizingMask", mask, at: try value(o, "NSvFlags") ?? o))
            if flags & Self.autoresizesSubviewsFlag == 0 { a["autoresizesSubviews"] = "NO" }
        }
        let hiddenKey = try bool(o, "IBUIHidden") == true
        if (flags ?? 0) & Self.hiddenFlag != 0 || hiddenKey { a["hidden"] = "YES" }
        if try bool(o, "IBUIOpaque") == false { a["opaque"] = "NO" }
        if try bool(o, "IBUIClipsSubviews") == true { a["clipsSubviews"] = "YES" }
        if try bool(o, "IBUIUserInteractionEnabled") == false { a["userInteractionEnabled"] = "NO" }
        if try bool(o, "IBUIMultipleTouchEnabled") == true { a["multipleTouchEnabled"] = "YES" }
        if try bool(o, "IBUIClearsContextBeforeDrawing") == false { a["clearsContextBeforeDrawing"] = "NO" }
        if let alpha = try number(o, "IBUIAlpha") { a["alpha"] = Self.format(alpha) }
        if let tag = try int(o, "IBUITag") { a["tag"] = String(tag) }
        children.append(try frame(o))
        if let c = try value(o, "IBUIBackgroundColor"), let color = try color(c, key: "backgroundColor") {
            children.append(color)
        }
        // A cell's content view is its `contentView`, not one of its subviews: a table cell's
        // `<tableViewCellContentView>`, a collection cell's `<view key="contentView">` (Xcode 5's
        // spelling; Xcode 11's `<collectionViewCellContentView>` came with its own canvas rules).
        let contentViewID = element == "tableViewCell" || element == "collectionViewCell"
            ? o.children.first(where: { $0.key == "IBUIContentView" })?["ref"] : nil
        if let subviews = try value(o, "NSSubviews") {
            var list: [XIBElement] = []
            for s in try items(subviews) {
                if let cv = contentViewID, s["id"] == cv {
                    if var v = try translateObject(s, depth: depth + 1, key: "contentView") {
                        v.name = element == "tableViewCell" ? "tableViewCellContentView" : "view"
                        children.append(v)
                    }
                } else if let v = try translateObject(s, depth: depth + 1) {
                    list.append(v)
                }
            }
            if !list.isEmpty { children.append(make("subviews", [:], list, at: subviews)) }
        }
        if try value(o, "IBUIViewConstraints") != nil { sawConstraints = true }
        try properties(of: o, element: element, attributes: &a, children: &children, depth: depth)
        children += try simulatedMetrics(o)
        return finish(make(element, a, children, at: o), o)
    }

    /// `<rect key="frame">` from `NSFrame` "{{x, y}, {w, h}}" or `NSFrameSize` "{w, h}" (at 0, 0).
    func frame(_ o: XIBElement) throws -> XIBElement {
        var r = [0.0, 0, 0, 0]
        var at = o
        if let f = try value(o, "NSFrame") {
            r = try numbers(try text(f), count: 4, f); at = f
        } else if let s = try value(o, "NSFrameSize") {
            let wh = try numbers(try text(s), count: 2, s); r = [0, 0, wh[0], wh[1]]; at = s
        }
        guard r[2] >= 0, r[3] >= 0 else { throw fail("a frame with a negative size", at) }
        return make("rect", ["key": "frame", "x": Self.format(r[0]), "y": Self.format(r[1]),
                             "width": Self.format(r[2]), "height": Self.format(r[3])], at: at)
    }

    /// IB3's simulated metrics → the modern `simulated…Metrics` elements (status bar, top and
    /// bottom bars, orientation).
    func simulatedMetrics(_ o: XIBElement) throws -> [XIBElement] {
        var out: [XIBElement] = []
        for c in o.children {
            switch (c.name, c.key) {
            case ("nil", "IBUISimulatedStatusBarMetrics"):
                out.append(make("nil", ["key": "simulatedStatusBarMetrics"], at: c))
            case (_, "IBUISimulatedStatusBarMetrics"):
                guard let m = try resolve(c) else { continue }
                var a = ["key": "simulatedStatusBarMetrics"]
                if let style = try int(m, "IBUIStatusBarStyle"), style == 2 { a["statusBarStyle"] = "blackOpaque" }
                out.append(make("simulatedStatusBarMetrics", a, at: c))
            case (_, "IBUISimulatedTopBarMetrics"):
                guard let m = try resolve(c) else { continue }
                out.append(make("simulatedNavigationBarMetrics",
                                ["key": "simulatedTopBarMetrics", "prompted": try bool(m, "IBUIPrompted") == true ? "YES" : "NO"], at: c))
            case (_, "IBUISimulatedBottomBarMetrics"):
                guard let m = try resolve(c) else { continue }
                let name = m["class"] == "IBUISimulatedToolbarMetrics" ? "simulatedToolbarMetrics" : "simulatedTabBarMetrics"
                out.append(make(name, ["key": "simulatedBottomBarMetrics"], at: c))
            case (_, "IBUISimulatedOrientationMetrics"):
                guard let m = try resolve(c) else { continue }
                let landscape = [3, 4].contains(try int(m, "IBUIInterfaceOrientation") ?? 1)
                out.append(make("simulatedOrientationMetrics",
                                ["key": "simulatedOrientationMetrics", "orientation": landscape ? "landscapeRight" : "portrait"], at: c))
            default:
                continue
            }
        }
        return out
    }
}
