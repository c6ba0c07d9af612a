import Foundation

/// Turns an Interface Builder 3 `<archive>` xib (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`,
/// Xcode 3 – 4.6) into the `<document>` tree Xcode 5 and later write for the same objects, so
/// that `XIBReader` reads it as any other xib. Every produced element keeps the line and column
/// of the archive element it comes from. The mapping and its sources: `docs/archive-xib.md`.
final class ArchiveTranslator {
    /// The file's name, for errors and warnings.
    let file: String
    /// What the translation could read but not carry over exactly.
    var warnings: [NibWarning] = []
    /// Every archive element with an `id`, for `<reference ref="…">`.
    var elementsByID: [String: XIBElement] = [:]
    /// `flattenedProperties`' `ID.CustomClassName`, by archive object id.
    var customClasses: [String: String] = [:]
    /// `objectRecords`' `objectName` (IB's user labels), by archive object id.
    var userLabels: [String: String] = [:]
    /// `connectionRecords`, as modern `<outlet>`/`<action>` elements by source object id.
    var connections: [String: [XIBElement]] = [:]
    /// Objects already translated: an object met twice (a cycle through references) is an error.
    var emitted: Set<String> = []
    /// Ids made up for objects the archive gives none.
    var syntheticCount = 0
    /// A view that has constraints (Xcode 4.5 – 4.6 Auto Layout archives) was met.
    var sawConstraints = false

    /// The deepest view nesting translated (the parser's own depth limit bounds it too).
    static let maxNesting = 200
    /// The largest frame coordinate or size accepted, in points.
    static let maxCoordinate = 1_000_000.0

    init(file: String) { self.file = file }

    func loc(_ e: XIBElement) -> NibLocation { NibLocation(file: file, line: e.line, column: e.column) }
    func warn(_ message: String, _ e: XIBElement) { warnings.append(NibWarning(message, at: loc(e))) }
    func fail(_ message: String, _ e: XIBElement) -> NibError { NibError(.invalidValue, message, at: loc(e)) }

    /// A new element placed at `source`'s line and column.
    func make(_ name: String, _ attributes: [String: String] = [:], _ children: [XIBElement] = [],
              at source: XIBElement) -> XIBElement {
        XIBElement(name: name, attributes: attributes, children: children, line: source.line, column: source.column)
    }

    /// The `<document>` for the `<archive>` root `root`.
    func translate(_ root: XIBElement) throws -> XIBElement {
        let type = root["type"] ?? ""
        guard type.contains("CocoaTouch") else {
            throw NibError(.unsupportedDocument,
                           "unsupported <archive> type \"\(type)\"; only Cocoa Touch archives (com.apple.InterfaceBuilder3.CocoaTouch.XIB) load",
                           at: loc(root))
        }
        guard let data = root.child("data") else {
            throw NibError(.unsupportedDocument, "the <archive> has no <data>", at: loc(root))
        }
        root.forEachDescendant { e in
            if let id = e["id"], e.name != "reference", elementsByID[id] == nil { elementsByID[id] = e }
        }
        guard let rootObjects = try value(data, "IBDocument.RootObjects") else {
            throw NibError(.unsupportedDocument, "the <archive> has no IBDocument.RootObjects", at: loc(data))
        }
        if let container = try value(data, "IBDocument.Objects") { try readObjectContainer(container) }
        var objects: [XIBElement] = []
        for item in try items(rootObjects) {
            if let o = try translateObject(item, depth: 0) { objects.append(o) }
        }
        if sawConstraints {
            warn("this archive has Auto Layout constraints (Xcode 4.5 – 4.6); they are not translated: views keep their stored frames and autoresizing masks", data)
        }
        var attributes = ["type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "version": "3.0",
                          "targetRuntime": "iOS.CocoaTouch", "propertyAccessControl": "none"]
        // IB3's build number (788 … 3084 and later), below every Xcode 5+ toolsVersion (4510 …),
        // so era rules see a pre-Xcode-5 file.
        if let tools = try string(data, "IBDocument.InterfaceBuilderVersion") {
            attributes["toolsVersion"] = tools.trimmingCharacters(in: .whitespaces)
        }
        return make("document", attributes, [make("objects", [:], objects, at: rootObjects)], at: root)
    }
}
