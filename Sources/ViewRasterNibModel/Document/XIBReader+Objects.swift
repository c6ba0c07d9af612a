import Foundation

extension XIBReader {
    /// Reads one object element (a view, a control, a placeholder, …) and everything below it.
    /// `superview` is the size of the view holding it in `<subviews>`, which an Xcode 8.0
    /// `frameInset` needs (`frameFromInset`).
    func readObject(_ e: XIBElement, parentID: String, index: Int, superview: CGSize? = nil) throws -> NibObject {
        var id = e["id"] ?? ""
        var synthetic = false
        if id.isEmpty {
            id = "\(parentID).\(e.key ?? "\(e.name)\(index)")"
            synthetic = true
        }
        if !synthetic {
            if seenIDs.contains(id) { warn("duplicate object id \"\(id)\"", e) }
            seenIDs.insert(id)
        }
        var o = NibObject(element: e.name, id: id, attributes: e.attributes, location: loc(e))
        o.hasSyntheticID = synthetic
        if !e.children.contains(where: { $0.name == "rect" && $0.key == "frame" }),
           let inset = e.children.first(where: { $0.name == "frame" && $0.key == "frameInset" }) {
            let mask = e.children.first { $0.name == "autoresizingMask" }.map(autoresizingMask) ?? []
            o.frame = try frameFromInset(inset, mask: mask, superview: superview)
        }
        for c in e.children {
            switch c.name {
            case "rect" where c.key == "frame":
                o.frame = try rect(c)
            case "autoresizingMask":
                o.autoresizingMask = autoresizingMask(c)
            case "subviews":
                for (i, s) in c.children.enumerated() {
                    o.subviews.append(try readObject(s, parentID: id, index: i, superview: o.frame?.size))
                }
            case "prototypes", "cells":
                for (i, cell) in c.children.enumerated() {
                    o.cells.append(try readObject(cell, parentID: id, index: o.cells.count + i))
                }
            case "sections":
                for section in c.children("tableViewSection") {
                    let before = o.cells.count
                    for cells in section.children("cells") {
                        for cell in cells.children { o.cells.append(try readObject(cell, parentID: id, index: o.cells.count)) }
                    }
                    o.cellSections.append(NibCellSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                                                         cellCount: o.cells.count - before))
                }
            case "constraints":
                for k in c.children where k.name == "constraint" {
                    o.constraints.append(try readConstraint(k, ownerID: id))
                }
            case "connections":
                o.connections += try readConnections(c, sourceID: id, sourceElement: e.name)
            case "userDefinedRuntimeAttributes":
                o.runtimeAttributes += try readRuntimeAttributes(c)
            case "color":
                guard let key = c.key else { warn("<color> without a key", c); continue }
                if let color = try readColor(c) { o.colors[key] = color }
            case "nil":
                if let key = c.key { o.nilKeys.insert(key) }
            case "fontDescription" where c.key == "fontDescription" || c.key == nil:
                o.font = try readFontDescription(c)
            case "font" where c.key == "font" || c.key == "fontDescription":
                o.font = try readFontElement(c)
            case "string":
                if let key = c.key { o.strings[key] = c.text }
            case "attributedString":
                o.attributedStrings[c.key ?? "attributedText"] = try readAttributedString(c)
            case "state":
                guard let key = c.key else { warn("button <state> without a key", c); continue }
                o.states[key] = try readButtonState(c)
            case "buttonConfiguration":
                o.buttonConfiguration = try readButtonConfiguration(c)
            case "inset":
                guard let key = c.key else { continue }
                o.insets[key] = NibInsets(top: try number(c, "minY") ?? 0, left: try number(c, "minX") ?? 0,
                                          bottom: try number(c, "maxY") ?? 0, right: try number(c, "maxX") ?? 0)
            case "size":
                guard let key = c.key else { continue }
                o.sizes[key] = CGSize(width: try number(c, "width") ?? 0, height: try number(c, "height") ?? 0)
            case "variation":
                var v = readVariation(c)
                v.font = try readVariationFont(c)
                o.variations.append(v)
                if v.key == "default" {
                    for (k, value) in v.attributes where k != "key" { o.attributes[k] = value }
                    if let f = v.font { o.font = f }
                }
            case "viewLayoutGuide", "layoutGuide":
                if let gid = c["id"] {
                    o.layoutGuides[c.key ?? "layoutGuide"] = gid
                    seenIDs.insert(gid)
                }
            case "segments":
                o.segments = c.children("segment").map { $0["title"] ?? "" }
            default:
                if c.key == "contentView" && o.contentView == nil {
                    o.contentView = try readObject(c, parentID: id, index: 0)
                } else if e.name == "tableView", c.key == "tableHeaderView" || c.key == "tableFooterView" {
                    // A table's header or footer view (any view class): read as a subview (with its
                    // `key`), which the loader then sets as the table's `tableHeaderView`/`tableFooterView`.
                    o.subviews.append(try readObject(c, parentID: id, index: o.subviews.count))
                } else if c.name == "collectionReusableView", c.key == "sectionHeaderView" || c.key == "sectionFooterView" {
                    // A collection's header and footer prototypes: made by the collection, as its cells.
                    o.cells.append(try readObject(c, parentID: id, index: o.cells.count))
                } else {
                    o.otherElements.append(c)
                }
            }
        }
        if e.name == "navigationBar" || e.name == "toolbar" {
            let items = o.otherElements.filter { $0.name == "items" }
            o.barItemViews = try readBarItemViews(in: items, parentID: id)
            try readBarItemSegues(in: items)
        }
        if e.name == "navigationBar" || e.name == "toolbar" || e.name == "tabBar" {
            o.barAppearances = try readBarAppearances(in: o.otherElements)
        }
        return o
    }

    /// The font a view's `<variation>` gives its size classes, if any.
    func readVariationFont(_ e: XIBElement) throws -> NibFontDescription? {
        for c in e.children {
            switch c.name {
            case "fontDescription" where c.key == "fontDescription" || c.key == nil: return try readFontDescription(c)
            case "font" where c.key == "font" || c.key == "fontDescription": return try readFontElement(c)
            default: continue
            }
        }
        return nil
    }

    func readVariation(_ e: XIBElement) -> NibVariation {
        var v = NibVariation(key: e.key ?? "", attributes: e.attributes)
        v.attributes["key"] = nil
        for mask in e.children("mask") {
            let subviews = mask["key"] == "subviews"
            guard subviews || mask["key"] == "constraints" else { continue }
            for x in mask.children {
                guard let r = x["reference"] else { continue }
                switch (x.name, subviews) {
                case ("include", false): v.includes.append(r)
                case ("exclude", false): v.excludes.append(r)
                case ("include", true): v.subviewIncludes.append(r)
                case ("exclude", true): v.subviewExcludes.append(r)
                default: break
                }
            }
        }
        return v
    }

    /// Reads a `<connections>` block of the object `sourceID`; segues go to `segues` (in a
    /// storyboard) or are warned about (in a xib, where they mean nothing).
    func readConnections(_ e: XIBElement, sourceID: String, sourceElement: String) throws -> [NibConnection] {
        var out: [NibConnection] = []
        for c in e.children {
            let id = c["id"] ?? ""
            switch c.name {
            case "outlet", "outletCollection":
                guard let property = c["property"], let destination = c["destination"] else {
                    throw fail("<\(c.name)> needs property and destination attributes", c)
                }
                out.append(c.name == "outlet"
                    ? .outlet(property: property, destination: destination, id: id, location: loc(c))
                    : .outletCollection(property: property, destination: destination, id: id, location: loc(c)))
            case "action":
                guard let selector = c["selector"], let destination = c["destination"] else {
                    throw fail("<action> needs selector and destination attributes", c)
                }
                out.append(.action(selector: selector, destination: destination,
                                   eventType: c["eventType"] ?? "touchUpInside", id: id, location: loc(c)))
            case "segue":
                guard readsSegues else { warn("a segue in a xib means nothing (segues belong to storyboards); ignored", c); continue }
                segues.append(try readSegue(c, sourceID: sourceID, sourceElement: sourceElement))
            default:
                warn("unknown connection <\(c.name)>; ignored", c)
            }
        }
        return out
    }

    func readButtonState(_ e: XIBElement) throws -> NibButtonState {
        var s = NibButtonState()
        s.title = e["title"]
        s.image = e["image"]
        s.imageCatalog = e["catalog"]
        s.backgroundImage = e["backgroundImage"]
        for c in e.children {
            switch (c.name, c.key) {
            case ("color", "titleColor"): s.titleColor = try readColor(c)
            case ("color", "titleShadowColor"): s.titleShadowColor = try readColor(c)
            case ("attributedString", _): s.attributedTitle = try readAttributedString(c)
            case ("string", "title"): s.title = c.text
            default: continue
            }
        }
        return s
    }
}
