import Foundation

extension XIBReader {
    /// Reads a `<constraint>` of the `<constraints>` block owned by `ownerID`.
    func readConstraint(_ e: XIBElement, ownerID: String) throws -> NibConstraint {
        let id = e["id"] ?? "\(ownerID).constraint\(e.line)"
        seenIDs.insert(id)
        guard let firstText = e["firstAttribute"] else {
            throw fail("<constraint id=\"\(id)\"> has no firstAttribute", e)
        }
        guard let first = NibLayoutAttribute(xib: firstText) else {
            throw fail("unknown layout attribute \"\(firstText)\" in constraint \(id)", e)
        }
        var second = NibLayoutAttribute.notAnAttribute
        if let s = e["secondAttribute"] {
            guard let a = NibLayoutAttribute(xib: s) else {
                throw fail("unknown layout attribute \"\(s)\" in constraint \(id)", e)
            }
            second = a
        }
        var relation = NibLayoutRelation.equal
        if let r = e["relation"] {
            guard let rel = NibLayoutRelation(rawValue: r) else {
                throw fail("unknown constraint relation \"\(r)\" in constraint \(id)", e)
            }
            relation = rel
        }
        var multiplier = 1.0
        if let m = e["multiplier"] {
            guard let v = NibConstraint.parseMultiplier(m) else {
                throw fail("malformed multiplier \"\(m)\" in constraint \(id)", e)
            }
            multiplier = v
        }
        var constant = try number(e, "constant") ?? 0
        var priority: Float = 1000
        if let p = try number(e, "priority") {
            guard p >= 1 && p <= 1000 else { throw fail("constraint priority \(p) is outside 1…1000 (constraint \(id))", e) }
            priority = Float(p)
        }
        for v in e.children("variation") where v.key == "default" {
            if let c = try number(v, "constant") { constant = c }
        }
        if e["secondItem"] != nil && second == .notAnAttribute {
            throw fail("constraint \(id) has a secondItem but no secondAttribute", e)
        }
        var c = NibConstraint(
            id: id, firstItem: e["firstItem"] ?? ownerID, firstAttribute: first, relation: relation,
            secondItem: e["secondItem"], secondAttribute: second, multiplier: multiplier,
            constant: constant, priority: priority, isPlaceholder: e["placeholder"] == "YES",
            identifier: e["identifier"], isSymbolic: e["symbolic"] == "YES", ownerID: ownerID, location: loc(e))
        c.isInstalled = !excluded.contains(id) && e["installed"] != "NO"
        c.variations = e.children("variation").filter { $0.key != "default" }.map(readVariation)
        return c
    }
}
