import Foundation

/// A position in a xib file: the file's name, a 1-based line and column (0 when unknown).
public struct NibLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's name.
    public var file: String
    /// The line, from 1 (0 when unknown).
    public var line: Int
    /// The column, from 1 (0 when unknown).
    public var column: Int
    /// The position `line`:`column` in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }
    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// An error loading a xib. Every error names the file and, when it comes from the XML,
/// the line and column of the element at fault.
public struct NibError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// What kind of failure it is.
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
    /// What kind of failure it is.
    public var kind: Kind
    /// Where in which file (line and column 0 when the error is not the XML's).
    public var location: NibLocation
    /// What was wrong, in words.
    public var message: String

    /// An error of `kind` saying `message` at `location`.
    public init(_ kind: Kind, _ message: String, at location: NibLocation) {
        self.kind = kind; self.message = message; self.location = location
    }
    /// The file's name.
    public var file: String { location.file }
    /// The line, from 1 (0 when unknown).
    public var line: Int { location.line }
    /// The column, from 1 (0 when unknown).
    public var column: Int { location.column }

    /// `file:line:column: error: message`, as compilers write it.
    public var description: String { "\(location): error: \(message)" }
    /// The same as `description` (LocalizedError).
    public var errorDescription: String? { description }
}

/// Something the loader could read but not honour exactly (unknown class, element or key path,
/// a missing image, …). Loading goes on; warnings are collected on the result.
public struct NibWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where in which file.
    public var location: NibLocation
    /// What could not be honoured, in words.
    public var message: String
    /// A warning saying `message` at `location`.
    public init(_ message: String, at location: NibLocation) {
        self.message = message; self.location = location
    }
    /// `file:line:column: warning: message`, as compilers write it.
    public var description: String { "\(location): warning: \(message)" }
}
