import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A minimal XML element tree for structure-wise mutation of xibs: parsed from a
/// well-formed seed, written back without a DTD.
public struct XMLTree: Sendable, Hashable {
    /// The element's tag name.
    public var name: String
    /// The attributes, in document order.
    public var attributes: [Attribute]
    /// The child elements, in document order.
    public var children: [XMLTree]
    /// Character data directly inside the element.
    public var text: String

    /// One attribute: its name and value, in document order.
    public struct Attribute: Sendable, Hashable {
        /// The attribute's name.
        public var name: String
        /// The attribute's value (unescaped).
        public var value: String
    }

    /// An element `name` with these attributes, children and text.
    public init(name: String, attributes: [Attribute] = [], children: [XMLTree] = [], text: String = "") {
        self.name = name; self.attributes = attributes; self.children = children; self.text = text
    }

    /// Parses well-formed XML (nil when it is not).
    public static func parse(_ data: Data) -> XMLTree? {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else { return nil }
        return root
    }

    /// The XML text with a standard declaration.
    public func serialized() -> Data {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(into: &out, indent: 0)
        return Data(out.utf8)
    }

    func write(into out: inout String, indent: Int) {
        let pad = String(repeating: " ", count: min(indent, 64))
        out += pad + "<" + name
        for a in attributes { out += " \(a.name)=\"\(XMLTree.escape(a.value))\"" }
        if children.isEmpty && text.isEmpty { out += "/>\n"; return }
        out += ">"
        if !text.isEmpty { out += XMLTree.escape(text) }
        if !children.isEmpty {
            out += "\n"
            for c in children { c.write(into: &out, indent: indent + 1) }
            out += pad
        }
        out += "</\(name)>\n"
    }

    static func escape(_ s: String) -> String {
        var r = ""
        r.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": r += "&amp;"
            case "<": r += "&lt;"
            case ">": r += "&gt;"
            case "\"": r += "&quot;"
            case "\n": r += "&#10;"
            default:
                // Characters XML 1.0 cannot carry at all are dropped.
                if ch.value < 0x20 && ch != "\t" && ch != "\r" { continue }
                r.unicodeScalars.append(ch)
            }
        }
        return r
    }

    /// Number of elements in the tree.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// Paths (child indices from the root) of every element, depth first.
    public func paths() -> [[Int]] {
        var out: [[Int]] = [[]]
        for (i, c) in children.enumerated() { out += c.paths().map { [i] + $0 } }
        return out
    }

    /// The element at `path` (child indices from this one; empty: this element); traps on an index
    /// out of range.
    public subscript(path: [Int]) -> XMLTree {
        get { path.isEmpty ? self : children[path[0]][Array(path.dropFirst())] }
        set {
            if path.isEmpty { self = newValue } else { children[path[0]][Array(path.dropFirst())] = newValue }
        }
    }

    /// The value of the first attribute named `name`, nil when absent.
    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLTree] = []
        var root: XMLTree?
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            // Attribute order is not kept by XMLParser: sort for determinism.
            let attrs = attributeDict.sorted { $0.key < $1.key }.map { Attribute(name: $0.key, value: $0.value) }
            stack.append(XMLTree(name: elementName, attributes: attrs))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard var done = stack.popLast() else { return }
            // Indentation between child elements is not content.
            if done.text.allSatisfy(\.isWhitespace) { done.text = "" }
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }
}
