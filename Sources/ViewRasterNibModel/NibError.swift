import Foundation

/// A position in a xib file: the file's name, a 1-based line and column (0 when unknown).
public struct NibLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }
    public var description: String { "\(file):\(line):\(column)" }
}

/// An error loading a xib. Every error names the file and, when it comes from the XML,
/// the line and column of the element at fault.
public struct NibError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public enum Kind: Sendable, Hashable {
        /// The XML is malformed or truncated.
        case malformedXML
        /// A DTD, entity declaration, or a limit (depth, element count) refused the input.
        case refused
        /// The document is not a Cocoa Touch `.xib` (storyboard, Mac xib, old `<archive>`).
        case unsupportedDocument
        /// An attribute or element holds a value the loader cannot read.
        case invalidValue
        /// A nib or resource could not be found or read.
        case notFound
        /// Instantiation failed (recursion, owner class mismatch, …).
        case instantiation
    }
    public var kind: Kind
    public var location: NibLocation
    public var message: String

    public init(_ kind: Kind, _ message: String, at location: NibLocation) {
        self.kind = kind; self.message = message; self.location = location
    }
    public var file: String { location.file }
    public var line: Int { location.line }
    public var column: Int { location.column }

    public var description: String { "\(location): error: \(message)" }
    public var errorDescription: String? { description }
}

/// Something the loader could read but not honour exactly (unknown class, element or key path,
/// a missing image, …). Loading goes on; warnings are collected on the result.
public struct NibWarning: Sendable, Hashable, CustomStringConvertible {
    public var location: NibLocation
    public var message: String
    public init(_ message: String, at location: NibLocation) {
        self.message = message; self.location = location
    }
    public var description: String { "\(location): warning: \(message)" }
}
