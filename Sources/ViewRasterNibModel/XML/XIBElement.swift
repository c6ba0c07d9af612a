import Foundation

/// One element of a parsed xib: its name, attributes, children, text and where it starts.
/// A plain value tree; built by `XIBParser`, read by `XIBDocument`.
public struct XIBElement: Sendable, Hashable {
    /// The element's tag name (`view`, `constraint`, …).
    public var name: String
    /// The attributes by name.
    public var attributes: [String: String]
    /// The child elements, in document order.
    public var children: [XIBElement]
    /// Character data directly inside the element (concatenated, whitespace kept).
    public var text: String
    /// 1-based line and column reported by the parser for the start tag.
    public var line: Int
    /// The column of the start tag (1-based; 0 when unknown).
    public var column: Int

    /// An element named `name` (line and column 0: unknown).
    public init(name: String, attributes: [String: String] = [:], children: [XIBElement] = [],
                text: String = "", line: Int = 0, column: Int = 0) {
        self.name = name; self.attributes = attributes; self.children = children
        self.text = text; self.line = line; self.column = column
    }

    /// The value of attribute `attribute`, nil when absent.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The value of the `key` attribute (`<color key="backgroundColor">`).
    public var key: String? { attributes["key"] }

    /// The first child element named `name`, optionally with `key="…"`.
    public func child(_ name: String, key: String? = nil) -> XIBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }
    /// Every child element named `name`.
    public func children(_ name: String) -> [XIBElement] { children.filter { $0.name == name } }
    /// The first child with `key="…"`, whatever its element name.
    public func child(key: String) -> XIBElement? { children.first { $0.key == key } }

    /// Every element of the subtree, depth first, self included.
    public func forEachDescendant(_ body: (XIBElement) throws -> Void) rethrows {
        try body(self)
        for c in children { try c.forEachDescendant(body) }
    }
}
