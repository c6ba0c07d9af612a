import Foundation

/// `IBDocument.Objects` (an `IBObjectContainer`): `objectRecords` (IB's object ids and user
/// labels), `flattenedProperties` (`ID.CustomClassName`) and `connectionRecords` (outlets and
/// actions), gathered by archive object id for the objects that carry them.
extension ArchiveTranslator {
    /// IB3's `IBEventType`: UIControlEvents' bit index plus one (7 = touchUpInside).
    static let eventTypes: [Int: String] = [
        1: "touchDown", 2: "touchDownRepeat", 3: "touchDragInside", 4: "touchDragOutside",
        5: "touchDragEnter", 6: "touchDragExit", 7: "touchUpInside", 8: "touchUpOutside",
        9: "touchCancel", 13: "valueChanged", 17: "editingDidBegin", 18: "editingChanged",
        19: "editingDidEnd", 20: "editingDidEndOnExit",
    ]

    func readObjectContainer(_ container: XIBElement) throws {
        var archiveIDByObjectID: [String: String] = [:]
        if let records = try value(container, "objectRecords"),
           let ordered = try value(records, "orderedObjects") {
            for r in try items(ordered) {
                guard let oid = try string(r, "objectID"),
                      let ref = r.children.first(where: { $0.key == "object" }), ref.name == "reference",
                      let id = ref["ref"] else { continue }
                archiveIDByObjectID[oid] = id
                if let name = try string(r, "objectName"), !name.isEmpty { userLabels[id] = name }
            }
        }
        if let flat = try value(container, "flattenedProperties") {
            for (key, v) in try dictionary(flat) {
                guard key.hasSuffix(".CustomClassName") else { continue }
                let oid = String(key.dropLast(".CustomClassName".count))
                guard let id = archiveIDByObjectID[oid] else {
                    warn("flattenedProperties names object \(oid), which objectRecords lacks; its custom class is ignored", v)
                    continue
                }
                customClasses[id] = try text(v)
            }
        }
        if let records = try value(container, "connectionRecords") {
            for r in try items(records) { try readConnection(r) }
        }
    }

    func readConnection(_ record: XIBElement) throws {
        guard let c = try value(record, "connection") else { return }
        guard let label = try string(c, "label"), !label.isEmpty else {
            throw fail("a connection without a label", c)
        }
        guard let sourceRef = c.children.first(where: { $0.key == "source" }),
              let destinationRef = c.children.first(where: { $0.key == "destination" }),
              let source = try resolve(sourceRef), let destination = try resolve(destinationRef),
              let sourceID = source["id"], let destinationID = destination["id"] else {
            throw fail("connection \"\(label)\" needs a source and a destination object", c)
        }
        let id = "connection-" + (try string(record, "connectionID") ?? String(connections.count))
        switch c["class"] {
        case "IBCocoaTouchOutletConnection":
            connections[sourceID, default: []].append(
                make("outlet", ["property": label, "destination": destinationID, "id": id], at: c))
        case "IBCocoaTouchEventConnection":
            let type = try int(c, "IBEventType") ?? 7
            guard let event = Self.eventTypes[type] else {
                throw fail("IBEventType \(type) is not a control event", c)
            }
            connections[sourceID, default: []].append(
                make("action", ["selector": label, "destination": destinationID, "eventType": event, "id": id], at: c))
        default:
            warn("connection class \(c["class"] ?? "?") is not translated; ignored", c)
        }
    }
}
