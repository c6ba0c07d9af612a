import Foundation

/// One failure found in an artifacts folder: the files `<base>.actual.<ext>`,
/// `<base>.reference.<ext>`, `<base>.diff.png` and `<base>.message.txt`.
public struct SnapshotFailureRecord: Sendable, Equatable {
    /// `<TestFile>/<testName>.<name>`, relative to the artifacts folder.
    public var name: String
    public var pathExtension: String
    public var actual: URL
    public var reference: URL?
    public var diff: URL?
    public var message: String?
}
