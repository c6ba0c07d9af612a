import Foundation

/// Structure-wise xib mutations: elements deleted, duplicated, swapped and moved; attributes
/// stripped or scrambled (huge numbers, NaN, empty, wrong types); deep nesting; references
/// (outlets, constraint items, ids) pointed at other objects to make cycles and dangling ids;
/// DTDs with external entities.
public enum XMLMutator {
    /// Attribute values that stress number and enum parsing.
    static let hostileValues = ["1e308", "-1e308", "1e999", "NaN", "nan", "inf", "-inf", "-0", "0", "",
                                "99999999999999999999999", "-2147483649", "4294967296", "0x10", "1,5", "  12 ",
                                "NO", "YES", "true", "🙂", "a\u{7F}b", "-1", "0.000000000001", "1e-320",
                                "16777217", "18446744073709551616"]
    /// Attributes that hold references to other objects by id.
    static let referenceAttributes = ["firstItem", "secondItem", "destination", "id", "image", "customClass",
                                      "firstAttribute", "secondAttribute", "property", "selector"]

    /// `tree` after `steps` mutations (at least one) chosen by `random`, with a note of what was done.
    public static func mutate(_ tree: XMLTree, random: inout FuzzRandom, steps: Int) -> (tree: XMLTree, note: String) {
        var t = tree
        var notes: [String] = []
        for _ in 0..<max(1, steps) {
            let paths = t.paths()
            guard let path = random.pick(paths) else { break }
            let ids = collectIDs(t)
            switch random.below(12) {
            case 0 where !path.isEmpty:
                var parent = t[Array(path.dropLast())]
                parent.children.remove(at: path.last!)
                t[Array(path.dropLast())] = parent
                notes.append("delete <\(t[Array(path.dropLast())].name)>/child")
            case 1 where !path.isEmpty:
                var parent = t[Array(path.dropLast())]
                let times = random.chance(0.1) ? 1 + random.below(200) : 1
                for _ in 0..<times { parent.children.insert(parent.children[path.last!], at: path.last!) }
                t[Array(path.dropLast())] = parent
                notes.append("duplicate x\(times)")
            case 2 where !path.isEmpty:
                var parent = t[Array(path.dropLast())]
                let j = random.below(parent.children.count)
                parent.children.swapAt(path.last!, j)
                t[Array(path.dropLast())] = parent
                notes.append("swap siblings")
            case 3:
                var node = t[path]
                if !node.attributes.isEmpty { node.attributes.remove(at: random.below(node.attributes.count)) }
                t[path] = node
                notes.append("strip attribute of <\(node.name)>")
            case 4, 5:
                var node = t[path]
                if !node.attributes.isEmpty {
                    let k = random.below(node.attributes.count)
                    node.attributes[k].value = scramble(node.attributes[k].value, ids: ids, random: &random)
                    notes.append("scramble \(node.name).\(node.attributes[k].name)")
                }
                t[path] = node
            case 6: // references: cycles and dangling ids
                let refs = t.paths().filter { p in t[p].attributes.contains { referenceAttributes.contains($0.name) } }
                if let p = random.pick(refs), let id = random.pick(ids) {
                    var node = t[p]
                    let candidates = node.attributes.indices.filter { referenceAttributes.contains(node.attributes[$0].name) }
                    if let k = random.pick(candidates) {
                        node.attributes[k].value = random.chance(0.8) ? id : "missing-\(random.below(100))"
                        notes.append("reference \(node.name).\(node.attributes[k].name)")
                    }
                    t[p] = node
                }
            case 7: // deep nesting
                let depth = random.chance(0.5) ? 2 + random.below(40) : 100 + random.below(600)
                var node = t[path]
                for _ in 0..<depth {
                    node = random.chance(0.5)
                        ? XMLTree(name: "view", attributes: [XMLTree.Attribute(name: "id", value: "n\(random.below(1000))")],
                                  children: [XMLTree(name: "subviews", children: [node])])
                        : XMLTree(name: node.name, attributes: node.attributes, children: [node])
                }
                t[path] = node
                notes.append("nest x\(depth)")
            case 8 where !path.isEmpty: // move a subtree into another element (possibly its own descendant copy)
                let moved = t[path]
                var parent = t[Array(path.dropLast())]
                parent.children.remove(at: path.last!)
                t[Array(path.dropLast())] = parent
                if let target = random.pick(t.paths()) {
                    var host = t[target]
                    host.children.insert(moved, at: random.below(host.children.count + 1))
                    t[target] = host
                }
                notes.append("move <\(moved.name)>")
            case 9: // rename an element
                var node = t[path]
                node.name = random.pick(["view", "label", "button", "constraint", "outlet", "rect", "color", "font",
                                         "fontDescription", "subviews", "constraints", "stackView", "imageView",
                                         "placeholder", "document", "objects", "x", "string"]) ?? node.name
                t[path] = node
                notes.append("rename to <\(node.name)>")
            case 10: // add an attribute
                var node = t[path]
                let name = random.pick(["pointSize", "width", "height", "x", "y", "constant", "multiplier", "priority",
                                        "numberOfLines", "alpha", "cornerRadius", "red", "white", "id", "contentMode",
                                        "translatesAutoresizingMaskIntoConstraints", "axis", "spacing", "type"]) ?? "x"
                node.attributes.removeAll { $0.name == name }
                node.attributes.append(XMLTree.Attribute(name: name, value: scramble("1", ids: ids, random: &random)))
                t[path] = node
                notes.append("add \(node.name).\(name)")
            default: // text content
                var node = t[path]
                node.text = random.chance(0.5) ? String(repeating: "W", count: random.below(5000)) : (random.pick(hostileValues) ?? "")
                t[path] = node
                notes.append("text of <\(node.name)>")
            }
        }
        return (t, notes.joined(separator: "; "))
    }

    /// A hostile replacement for `value`: extremes, NaN, other ids, scaled numbers, garbage.
    static func scramble(_ value: String, ids: [String], random: inout FuzzRandom) -> String {
        switch random.below(5) {
        case 0: return random.pick(ids) ?? value
        case 1:
            if let d = Double(value) {
                let factor = random.pick([-1.0, 1e6, 1e-6, 1e30, -1e30, 0]) ?? 1
                return String(d * factor)
            }
            return random.pick(hostileValues) ?? value
        case 2: return String(value.reversed())
        default: return random.pick(hostileValues) ?? value
        }
    }

    static func collectIDs(_ t: XMLTree) -> [String] {
        var ids: [String] = []
        func walk(_ n: XMLTree) {
            if let id = n.attribute("id") { ids.append(id) }
            for c in n.children { walk(c) }
        }
        walk(t)
        return ids
    }

    /// A DTD with an external entity (and an internal one) ahead of the document: the loader
    /// must refuse it, never fetch or expand it.
    public static func withExternalEntity(_ xml: Data) -> Data {
        var text = String(decoding: xml, as: UTF8.self)
        let dtd = "<!DOCTYPE document [<!ENTITY ext SYSTEM \"file:///etc/passwd\"><!ENTITY lol \"lol\">]>\n"
        if let r = text.range(of: "?>") { text.insert(contentsOf: "\n" + dtd, at: r.upperBound) } else { text = dtd + text }
        if let r = text.range(of: "<objects>") { text.insert(contentsOf: "&ext;&lol;", at: r.upperBound) }
        return Data(text.utf8)
    }
}
