import Foundation

/// One failure found in an artifacts folder: the files `<base>.actual.<ext>`,
/// `<base>.reference.<ext>`, `<base>.diff.png` and `<base>.message.txt`.
public struct SnapshotFailureRecord: Sendable, Equatable {
    /// `<TestFile>/<testName>.<name>`, relative to the artifacts folder.
    public var name: String
    /// The extension of the actual and reference files (`png`, `txt`).
    public var pathExtension: String
    /// The `<base>.actual.<ext>` file.
    public var actual: URL
    /// The `<base>.reference.<ext>` file; nil when there is none (a missing reference).
    public var reference: URL?
    /// The `<base>.diff.png` file; nil when there is none.
    public var diff: URL?
    /// The text of `<base>.message.txt`; nil when there is none.
    public var message: String?
}
