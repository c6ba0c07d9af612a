import Foundation

extension XIBReader {
    /// The custom views of every `<barButtonItem>` under `elements` (a bar's `<items>`, a
    /// navigation item, a scene's `<toolbarItems>`), read as objects, with their items' ids.
    func readBarItemViews(in elements: [XIBElement], parentID: String) throws -> [NibBarItemView] {
        var out: [NibBarItemView] = []
        func visit(_ e: XIBElement) throws {
            if e.name == "barButtonItem", let custom = e.child(key: "customView") {
                let itemID = e["id"] ?? "\(parentID).barButtonItem\(out.count)"
                out.append(NibBarItemView(itemID: itemID, view: try readObject(custom, parentID: itemID, index: 0)))
                return
            }
            for c in e.children { try visit(c) }
        }
        for e in elements { try visit(e) }
        return out
    }

    /// Reads the segues of every `<barButtonItem>` under a bar view's `elements` (a toolbar's
    /// `<items>`, the navigation items of a navigation bar placed in a view) into `segues`: in a
    /// storyboard such an item is a segue's source as any control is (mlkit's VisionExample and
    /// AutoMLExample, Xcode 11: a camera scene shown from a toolbar's item stores its views
    /// under the navigation bar of the stack it is pushed on). Nothing in a xib, where segues
    /// mean nothing. A custom view's own connections are its object's.
    func readBarItemSegues(in elements: [XIBElement]) throws {
        guard readsSegues else { return }
        func visit(_ e: XIBElement) throws {
            if e.name == "barButtonItem", let connections = e.child("connections") {
                _ = try readConnections(connections, sourceID: e["id"] ?? "", sourceElement: e.name)
            }
            for c in e.children where c.key != "customView" { try visit(c) }
        }
        for e in elements { try visit(e) }
    }
}

extension XIBReader {
    /// The bar appearances among `elements`, by key (`standardAppearance`, …).
    func readBarAppearances(in elements: [XIBElement]) throws -> [String: NibBarAppearance] {
        var out: [String: NibBarAppearance] = [:]
        for e in elements where e.name.hasSuffix("Appearance") && e.name != "appearance" {
            guard let key = e.key else { warn("<\(e.name)> without a key", e); continue }
            var a = NibBarAppearance(element: e.name, location: loc(e))
            for c in e.children {
                switch (c.name, c.key) {
                case ("color", "backgroundColor"): a.backgroundColor = try readColor(c)
                case ("color", "shadowColor"): a.shadowColor = try readColor(c)
                case ("nil", let k?): a.nilKeys.insert(k)
                case ("textAttributes", let k?) where k == "titleTextAttributes" || k == "largeTitleTextAttributes":
                    var color: NibColor?, font: NibFontDescription?
                    for t in c.children {
                        switch (t.name, t.key) {
                        case ("color", "NSColor"): color = try readColor(t)
                        case ("fontDescription", "NSFont"): font = try readFontDescription(t)
                        case ("font", "NSFont"): font = try readFontElement(t)
                        default: break
                        }
                    }
                    if k == "titleTextAttributes" { a.titleColor = color; a.titleFont = font } else { a.largeTitleColor = color; a.largeTitleFont = font }
                default: break
                }
            }
            out[key] = a
        }
        return out
    }
}
