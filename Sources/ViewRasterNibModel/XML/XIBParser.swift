import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Limits that keep hostile input from exhausting memory or stack.
public struct XIBParserLimits: Sendable, Hashable {
    /// Deepest element nesting accepted (the `<document>` element is depth 1).
    public var maxDepth: Int
    /// Most elements accepted in one file.
    public var maxElements: Int
    /// Most `<constraint>` elements accepted in one xib, or in one scene of a storyboard (a scene
    /// is laid out on its own, as a xib is: a storyboard of many scenes is not one large system;
    /// its whole file takes at most `storyboardScenesFactor` times as many, so `layout` of every
    /// scene stays bounded) (default 5,000: the largest of the corpus's
    /// 116 xibs and storyboards has 304; a 1,250-view column with 5,000 constraints solved in 0.7 s in
    /// release, 10,000 in 3.3 s, before the solver's lazy definition rows made a chain's cost
    /// linear — 8.7× the instructions for 10× the views: re-measure before raising the default).
    public var maxConstraints: Int
    /// Largest font point size accepted (`pointSize` / `size` of a font element).
    public var maxFontSize: Double
    /// Most attributes on one element (real xibs have under 30). libxml2 2.9 checks each new
    /// attribute against every earlier one of its element, so 100,000 attributes cost 5 s;
    /// the count is checked by a scan of the bytes before libxml2 sees them.
    public var maxAttributes: Int
    /// Longest text a label, button, text field or text view can be given, in characters: a
    /// `text`, `title`, `placeholder` or `content` attribute, or a `<string>` element's body.
    /// Laying text out costs about 12 µs a character, so the default of 100,000 is about 1 s.
    public var maxTextLength: Int
    /// Limits with the given bounds; the defaults are the documented ones (docs/robustness.md).
    public init(maxDepth: Int = 256, maxElements: Int = 200_000, maxConstraints: Int = 5_000, maxFontSize: Double = 2_048,
                maxAttributes: Int = 1_000, maxTextLength: Int = 100_000) {
        self.maxDepth = maxDepth; self.maxElements = maxElements
        self.maxConstraints = maxConstraints; self.maxFontSize = maxFontSize
        self.maxAttributes = maxAttributes; self.maxTextLength = maxTextLength
    }
    /// Attributes whose value is text a view shows (checked against `maxTextLength`).
    static let textAttributes: Set<String> = ["text", "title", "placeholder", "content"]
    /// How many times `maxConstraints` a storyboard's scenes may hold together (4: 20,000 by
    /// default, about 2 s of `layout` in release for four 1,250-view columns).
    public static let storyboardScenesFactor = 4
    /// The documented default limits (`XIBParserLimits()`).
    public static let `default` = XIBParserLimits()
    /// The deepest nesting ever accepted, whatever `maxDepth` says: reading, instantiating,
    /// laying out and drawing a view tree recurse once per level, and 2,000 levels overflow an
    /// 8 MB stack in a debug build (1,024 do not).
    public static let hardMaxDepth = 1_024
    /// The most bytes of XML (after decoding to UTF-8) ever parsed: libxml2, under
    /// FoundationXML's `XMLParser`, stops larger input with an internal error ("huge input
    /// lookup") and the option lifting that is not reachable through `XMLParser`. The largest
    /// of the corpus' real xibs has 124 KB.
    public static let hardMaxBytes = 10_000_000
}

/// Parses xib XML into an `XIBElement` tree with FoundationXML's `XMLParser`.
/// No DTD is read and no external entity resolved; a document declaring a DTD or entities is
/// refused. Every error carries file, line and column.
public enum XIBParser {
    /// Parses `data`; `file` names the input in errors.
    public static func parse(_ data: Data, file: String, limits: XIBParserLimits = .default) throws -> XIBElement {
        let data = try XMLEncoding.utf8(data, file: file)
        guard data.count <= XIBParserLimits.hardMaxBytes else {
            throw NibError(.refused, "the file is \(data.count) bytes of XML; a xib is read up to \(XIBParserLimits.hardMaxBytes) bytes (the XML parser's own limit, not a flag)",
                           at: NibLocation(file: file, line: 1, column: 1))
        }
        try requireUTF8(data, file: file)
        try refuseDTD(data, file: file)
        try refuseManyAttributes(data, file: file, limit: limits.maxAttributes)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder(file: file, limits: limits)
        parser.delegate = builder
        let ok = parser.parse()
        var line = max(parser.lineNumber, 0), column = max(parser.columnNumber, 0)
        if line == 0 {
            // The parser gave up before its first line (a truncated declaration, an empty file):
            // point at the end of the input.
            let bytes = [UInt8](data)
            line = 1 + bytes.lazy.filter { $0 == 0x0A }.count
            column = 1 + (bytes.lastIndex(of: 0x0A).map { bytes.count - $0 - 1 } ?? bytes.count)
        }
        if var error = builder.error {
            if error.line <= 0 { error.location = NibLocation(file: file, line: line, column: column) }
            throw error
        }
        if !ok || parser.parserError != nil {
            let detail = parser.parserError.map(describeXMLError) ?? "XML parser stopped"
            throw NibError(.malformedXML, "malformed XML (\(detail))",
                           at: NibLocation(file: file, line: line, column: column))
        }
        if builder.openCount != 0 || builder.root == nil {
            throw NibError(.malformedXML,
                           builder.root == nil && builder.openCount == 0
                               ? "malformed XML: no root element"
                               : "malformed XML: unexpected end of file (\(builder.openCount) element(s) left open)",
                           at: NibLocation(file: file, line: line, column: column))
        }
        return TagStarts(data).relocate(builder.root!)
    }

    /// Reads the file at `url` and parses it; the error location names the file's last path component.
    /// Only a regular file is read (a device such as `/dev/zero` never ends), and only up to
    /// twice `hardMaxBytes` (UTF-16 of that much XML).
    public static func parse(contentsOf url: URL, limits: XIBParserLimits = .default) throws -> XIBElement {
        let location = NibLocation(file: url.lastPathComponent, line: 0, column: 0)
        if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) {
            if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
                throw NibError(.notFound, "cannot read \(url.path): it is not a regular file (a device, FIFO, socket or folder)", at: location)
            }
            if let size = (attributes[.size] as? NSNumber)?.intValue, size > 2 * XIBParserLimits.hardMaxBytes {
                throw NibError(.refused, "the file is \(size) bytes; a xib is read up to \(XIBParserLimits.hardMaxBytes) bytes of XML (the XML parser's own limit, not a flag)",
                               at: NibLocation(file: url.lastPathComponent, line: 1, column: 1))
            }
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw NibError(.notFound, "cannot read \(url.path): \(error.localizedDescription)",
                           at: NibLocation(file: url.lastPathComponent, line: 0, column: 0))
        }
        return try parse(data, file: url.lastPathComponent, limits: limits)
    }

    /// Refuses bytes that are not UTF-8 (FoundationXML's XMLParser traps on an attribute
    /// value that is not valid UTF-8) and NUL bytes (libxml2 loses its place at one), naming
    /// the line and column of the first bad byte.
    static func requireUTF8(_ data: Data, file: String) throws {
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let unit):
                if unit.count == 1 && unit.first == 0 {
                    throw NibError(.malformedXML, "malformed XML: a NUL byte (XML text cannot hold U+0000)",
                                   at: NibLocation(file: file, line: line, column: column))
                }
                if unit.count == 1 && unit.first == 0x0A { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return
            case .error:
                throw NibError(.malformedXML, "malformed XML: the file is not valid UTF-8 (and not UTF-16 with a byte order mark)",
                               at: NibLocation(file: file, line: line, column: column))
            }
        }
    }

    /// Refuses markup declarations (`<!DOCTYPE`, `<!ENTITY`, …) in the decoded text: xibs never
    /// carry them, and entity expansion is an attack surface (billion laughs, external
    /// entities). Comments, CDATA sections and processing instructions are skipped, so a
    /// `<!DOCTYPE` quoted inside one is text, as it is to the XML parser.
    static func refuseDTD(_ data: Data, file: String) throws {
        let bytes = [UInt8](data)
        func skip(to end: String, from i: Int) -> Int? {
            let n = Array(end.utf8)
            var j = i
            while j + n.count <= bytes.count {
                if bytes[j] == n[0] && bytes[j..<(j + n.count)].elementsEqual(n) { return j + n.count }
                j += 1
            }
            return nil
        }
        var i = 0, line = 1, lineStart = 0
        while i + 1 < bytes.count {
            let b = bytes[i]
            if b == 0x0A { line += 1; lineStart = i + 1 }
            guard b == 0x3C else { i += 1; continue }
            let rest = bytes[(i + 1)...]
            let close: String?
            if rest.starts(with: "!--".utf8) { close = "-->" }
            else if rest.starts(with: "![CDATA[".utf8) { close = "]]>" }
            else if rest.starts(with: "?".utf8) { close = "?>" }
            else if rest.starts(with: "!".utf8) {
                let word = String(decoding: rest.prefix(while: { $0 != 0x20 && $0 != 0x0A && $0 != 0x3E && $0 != 0x5B }).prefix(12), as: UTF8.self)
                throw NibError(.refused, "document type declarations and entities are not accepted in a xib (<\(word))",
                               at: NibLocation(file: file, line: line, column: i - lineStart + 1))
            } else { i += 1; continue }
            guard let end = skip(to: close!, from: i + 2) else { return }   // unterminated: the parser reports it
            for k in i..<end where bytes[k] == 0x0A { line += 1; lineStart = k + 1 }
            i = end
        }
    }
}

extension XIBParser {
    /// Refuses a start tag with more than `limit` attributes, at the tag's line and column, in
    /// one pass over the bytes (libxml2 would spend time quadratic in the count). Counts the
    /// `=` signs outside quoted values of each `<name …>` tag; comments, CDATA sections,
    /// processing instructions and end tags are skipped. Returns how many bytes it examined
    /// (each byte once: what `XIBParserTests` count).
    @discardableResult
    static func refuseManyAttributes(_ data: Data, file: String, limit: Int) throws -> Int {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            let bytes = raw.bindMemory(to: UInt8.self)
            let n = bytes.count
            var i = 0, line = 1, lineStart = 0, examined = 0
            func skip(past end: [UInt8], from start: Int) -> Int {
                var j = start
                while j < n {
                    examined += 1
                    if bytes[j] == 0x0A { line += 1; lineStart = j + 1 }
                    if bytes[j] == end[end.count - 1], j + 1 >= end.count {
                        var k = 0
                        while k < end.count, bytes[j + 1 - end.count + k] == end[k] { k += 1 }
                        if k == end.count { return j + 1 }
                    }
                    j += 1
                }
                return n
            }
            func starts(_ s: String, at j: Int) -> Bool {
                var k = j
                for b in s.utf8 { guard k < n, bytes[k] == b else { return false }; k += 1 }
                return true
            }
            while i < n {
                examined += 1
                let b = bytes[i]
                if b == 0x0A { line += 1; lineStart = i + 1 }
                guard b == 0x3C, i + 1 < n else { i += 1; continue }
                if starts("<!--", at: i) { i = skip(past: Array("-->".utf8), from: i + 4); continue }
                if starts("<![CDATA[", at: i) { i = skip(past: Array("]]>".utf8), from: i + 9); continue }
                if starts("<?", at: i) { i = skip(past: Array("?>".utf8), from: i + 2); continue }
                if bytes[i + 1] == 0x2F || bytes[i + 1] == 0x21 { i += 1; continue }
                // A start tag: count `=` outside quotes up to its `>`.
                let tagLine = line, tagColumn = i - lineStart + 1
                var j = i + 1, count = 0
                var quote: UInt8 = 0
                while j < n {
                    examined += 1
                    let c = bytes[j]
                    if c == 0x0A { line += 1; lineStart = j + 1 }
                    if quote != 0 {
                        if c == quote { quote = 0 }
                    } else if c == 0x22 || c == 0x27 {
                        quote = c
                    } else if c == 0x3D {
                        count += 1
                        if count > limit {
                            throw NibError(.refused, "too many attributes on one element: more than \(limit) (--max-xml-attributes raises the limit)",
                                           at: NibLocation(file: file, line: tagLine, column: tagColumn))
                        }
                    } else if c == 0x3E || c == 0x3C {
                        break
                    }
                    j += 1
                }
                i = j + 1
            }
            return examined
        }
    }
}

/// A readable reason for a parser error. FoundationXML on Linux reports libxml2's error
/// numbers, often with an empty description, so the common ones are named here.
func describeXMLError(_ error: Error) -> String {
    let ns = error as NSError
    if let name = libxml2Errors[ns.code] { return "\(name), libxml2 error \(ns.code)" }
    let text = ns.localizedDescription
    return text.isEmpty || text.contains("The operation could not be completed") ? "XML parser error \(ns.code)" : text
}

/// libxml2 `xmlParserErrors` names for the codes malformed xibs produce.
let libxml2Errors: [Int: String] = [
    1: "internal error", 2: "out of memory", 3: "document start missing", 4: "empty document",
    5: "premature end of document", 6: "invalid hex character reference", 7: "invalid decimal character reference",
    8: "invalid character reference", 9: "invalid character", 23: "entity reference without semicolon",
    26: "undeclared entity", 31: "unknown encoding", 32: "unsupported encoding",
    33: "string not started", 34: "string not closed", 38: "'<' in attribute value",
    39: "attribute value not started", 40: "attribute value not finished", 41: "attribute without value",
    42: "attribute redefined", 43: "literal not started", 44: "literal not finished", 45: "comment not finished",
    46: "processing instruction not started", 47: "processing instruction not finished",
    63: "CDATA not finished", 64: "reserved XML name", 65: "space required", 68: "name required",
    73: "'>' required", 74: "'</' required", 75: "equals sign required", 76: "opening and ending tag mismatch",
    77: "tag not finished", 85: "unbalanced document", 86: "extra content at the end of the document",
    96: "invalid UTF-8",
]

/// XMLParser reports an element's position just after its start tag; this moves it back to
/// the tag's `<`, so locations point where the element starts.
struct TagStarts {
    let bytes: [UInt8]
    var lineStarts: [Int] = [0]
    init(_ data: Data) {
        bytes = [UInt8](data)
        for (i, b) in bytes.enumerated() where b == 0x0A { lineStarts.append(i + 1) }
    }

    /// The (line, column) of the `<` before 1-based `line`:`column`, or the input when none.
    func start(line: Int, column: Int) -> (Int, Int) {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return (line, column) }
        var i = min(lineStarts[line - 1] + column - 2, bytes.count - 1)
        while i >= 0 && bytes[i] != 0x3C { i -= 1 }
        guard i >= 0 else { return (line, column) }
        // Binary search the line holding offset i.
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= i { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, i - lineStarts[lo] + 1)
    }

    func relocate(_ e: XIBElement) -> XIBElement {
        var e = e
        (e.line, e.column) = start(line: e.line, column: e.column)
        e.children = e.children.map(relocate)
        return e
    }
}

/// The `XMLParserDelegate` building the tree; aborts on limits.
final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    let limits: XIBParserLimits
    var stack: [XIBElement] = []
    var root: XIBElement?
    var error: NibError?
    var count = 0
    /// `<constraint>`s seen in the file, or since the current `<scene>` began.
    var constraintCount = 0
    /// A `<scene>` was seen: the constraints are counted per scene (a storyboard).
    var countsPerScene = false
    /// `<constraint>`s seen in the whole file.
    var fileConstraintCount = 0
    /// Most `<constraint>`s a storyboard's scenes may hold together (`storyboardScenesFactor`
    /// times `maxConstraints`, saturating).
    let fileConstraintLimit: Int
    var openCount: Int { stack.count }

    init(file: String, limits: XIBParserLimits) {
        self.file = file; self.limits = limits
        let product = limits.maxConstraints.multipliedReportingOverflow(by: XIBParserLimits.storyboardScenesFactor)
        fileConstraintLimit = product.overflow ? .max : product.partialValue
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard error == nil else { return }
        let location = NibLocation(file: file, line: parser.lineNumber, column: parser.columnNumber)
        if root != nil {
            fail(parser, NibError(.malformedXML, "content after the root element", at: location)); return
        }
        count += 1
        if count > limits.maxElements {
            fail(parser, NibError(.refused, "too many elements: more than \(limits.maxElements) (--max-xml-elements raises the limit)", at: location)); return
        }
        if elementName == "scene" {
            constraintCount = 0; countsPerScene = true // each scene is its own system (`maxConstraints`)
        } else if elementName == "constraint" {
            constraintCount += 1; fileConstraintCount += 1
            if constraintCount > limits.maxConstraints {
                fail(parser, NibError(.refused, "too many constraints\(countsPerScene ? " in one scene" : ""): more than \(limits.maxConstraints) (--max-constraints raises the limit)", at: location)); return
            }
            if fileConstraintCount > fileConstraintLimit {
                fail(parser, NibError(.refused, "too many constraints in the storyboard's scenes: more than \(fileConstraintLimit) (--max-constraints raises the limit, \(XIBParserLimits.storyboardScenesFactor) times it for a storyboard)", at: location)); return
            }
        }
        let maxDepth = min(limits.maxDepth, XIBParserLimits.hardMaxDepth)
        if stack.count + 1 > maxDepth {
            fail(parser, NibError(.refused, "elements nested too deeply: more than \(maxDepth) levels (--max-xml-depth raises the limit)", at: location)); return
        }
        for name in XIBParserLimits.textAttributes {
            if let v = attributeDict[name], v.utf8.count > limits.maxTextLength, v.count > limits.maxTextLength {
                fail(parser, tooLong("\(name)=\"…\" on <\(elementName)>", v.count, at: location)); return
            }
        }
        stack.append(XIBElement(name: elementName, attributes: attributeDict,
                                line: parser.lineNumber, column: parser.columnNumber))
        textLength = 0
    }

    /// Characters of text the innermost open element has gathered (for `maxTextLength`).
    private var textLength = 0

    private func tooLong(_ what: String, _ count: Int, at location: NibLocation) -> NibError {
        NibError(.refused, "\(what) is \(count) characters of text, over the limit of \(limits.maxTextLength) (--max-text-length raises the limit)", at: location)
    }

    /// Adds `string` to the open element's text, refusing a `<string>` body over the text limit.
    private func appendText(_ parser: XMLParser, _ string: String) {
        stack[stack.count - 1].text += string
        guard stack[stack.count - 1].name == "string" else { return }
        textLength += string.count
        if textLength > limits.maxTextLength {
            let e = stack[stack.count - 1]
            fail(parser, tooLong("the <string> body", textLength, at: NibLocation(file: file, line: e.line, column: e.column)))
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard error == nil, let done = stack.popLast() else { return }
        if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, !stack.isEmpty else { return }
        appendText(parser, string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard error == nil, !stack.isEmpty else { return }
        appendText(parser, String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        fail(parser, NibError(.refused, "entity declarations are not accepted (\(name))",
                              at: NibLocation(file: file, line: parser.lineNumber, column: parser.columnNumber)))
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        fail(parser, NibError(.refused, "external entities are not accepted (\(name))",
                              at: NibLocation(file: file, line: parser.lineNumber, column: parser.columnNumber)))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard error == nil else { return }
        error = NibError(.malformedXML, "malformed XML (\(describeXMLError(parseError)))",
                         at: NibLocation(file: file, line: parser.lineNumber, column: parser.columnNumber))
    }

    private func fail(_ parser: XMLParser, _ e: NibError) {
        if error == nil { error = e }
        parser.abortParsing()
    }
}
