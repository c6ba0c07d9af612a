import Foundation

/// How to store a snapshot format on disk and how to compare two of them, in the spirit of
/// swift-snapshot-testing's `Diffing`.
public struct Diffing<Format>: Sendable {
    /// Serializes a value for the reference file.
    public var toData: @Sendable (Format) throws -> Data
    /// Reads a reference file back.
    public var fromData: @Sendable (Data) throws -> Format
    /// Compares `reference` with `actual`: nil when they match, else a failure with a message
    /// and extra files to keep with the failure (a diff image, say).
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> DiffFailure?
    /// Optional shortcut: true when the reference file certainly holds exactly `actual`, so it
    /// need not be read back (false means "compare as usual", never "different").
    public var quickMatch: (@Sendable (_ referenceData: Data, _ actual: Format) -> Bool)?

    /// A diffing that stores with `toData`, reads back with `fromData` and compares with `diff`
    /// (and `quickMatch`, when given).
    public init(toData: @escaping @Sendable (Format) throws -> Data,
                fromData: @escaping @Sendable (Data) throws -> Format,
                diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> DiffFailure?,
                quickMatch: (@Sendable (_ referenceData: Data, _ actual: Format) -> Bool)? = nil) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
        self.quickMatch = quickMatch
    }
}

/// Why a snapshot did not match, with files that show it.
public struct DiffFailure: Sendable {
    /// Human-readable: what differs and by how much.
    public var message: String
    /// Extra files written next to `actual` and `reference` in the artifacts folder.
    public var artifacts: [SnapshotArtifact]
    /// A failure saying `message`, keeping `artifacts`.
    public init(message: String, artifacts: [SnapshotArtifact] = []) {
        self.message = message
        self.artifacts = artifacts
    }
}

/// A file kept with a failure: written as `<testName>.<name>.<kind>.<pathExtension>`.
public struct SnapshotArtifact: Sendable {
    /// `diff`, for instance.
    public var kind: String
    /// The file's extension (`png`).
    public var pathExtension: String
    /// The file's contents.
    public var data: Data
    /// An artifact of `kind` written with `pathExtension`.
    public init(kind: String, pathExtension: String, data: Data) {
        self.kind = kind
        self.pathExtension = pathExtension
        self.data = data
    }
}
