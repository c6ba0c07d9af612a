import Foundation

/// Settings for the snapshot assertions run inside a scope (task-local, so parallel tests
/// each see their own). Anything left nil falls back to the outer scope, then to the
/// environment (`VIEWRASTER_RECORD`, `VIEWRASTER_ARTIFACTS`, `VIEWRASTER_SNAPSHOTS`,
/// `VIEWRASTER_DIFF_TOOL`), then to the defaults.
public struct SnapshotTestingConfiguration: Sendable {
    /// The record mode (per-call `record:` wins over this).
    public var record: SnapshotRecordMode?
    /// The folder that holds `Snapshots/` (default: the package root, found by walking up from
    /// the test file to the folder containing Package.swift).
    public var packageRoot: URL?
    /// Where failures and the run records go (default: `VIEWRASTER_ARTIFACTS`, else
    /// `<package root>/.build/snapshot-failures`).
    public var artifacts: URL?
    /// Where references are kept (default: `VIEWRASTER_SNAPSHOTS`, else `.package`:
    /// `<package root>/Snapshots/<TestFile>/`; `.besideTestFile` keeps them in `__Snapshots__`
    /// beside the test file, as swift-snapshot-testing does).
    public var referenceFolder: SnapshotReferenceFolder?
    /// A command line a failure message offers for comparing the files: the reference and the
    /// actual paths are appended (default: `VIEWRASTER_DIFF_TOOL`; e.g. `"compare -compose src"`,
    /// `"code --diff"`), as swift-snapshot-testing's `diffTool`. It is printed, never run.
    public var diffTool: String?

    /// Settings; nil values fall back to the outer scope.
    public init(record: SnapshotRecordMode? = nil, packageRoot: URL? = nil, artifacts: URL? = nil,
                referenceFolder: SnapshotReferenceFolder? = nil, diffTool: String? = nil) {
        self.record = record
        self.packageRoot = packageRoot
        self.artifacts = artifacts
        self.referenceFolder = referenceFolder
        self.diffTool = diffTool
    }

    /// The configuration in effect for the current task.
    @TaskLocal public static var current = SnapshotTestingConfiguration()

    /// Layers `inner` over `self`.
    func merged(with inner: SnapshotTestingConfiguration) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(record: inner.record ?? record,
                                     packageRoot: inner.packageRoot ?? packageRoot,
                                     artifacts: inner.artifacts ?? artifacts,
                                     referenceFolder: inner.referenceFolder ?? referenceFolder,
                                     diffTool: inner.diffTool ?? diffTool)
    }
}

/// Runs `operation` with snapshot settings layered over the current ones:
/// `withSnapshotTesting(record: .all) { assertSnapshot(...) }`.
public func withSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil, packageRoot: URL? = nil, artifacts: URL? = nil,
    referenceFolder: SnapshotReferenceFolder? = nil, diffTool: String? = nil,
    operation: () throws -> R
) rethrows -> R {
    let merged = SnapshotTestingConfiguration.current.merged(
        with: SnapshotTestingConfiguration(record: record, packageRoot: packageRoot, artifacts: artifacts,
                                           referenceFolder: referenceFolder, diffTool: diffTool))
    return try SnapshotTestingConfiguration.$current.withValue(merged, operation: operation)
}

/// The async form of `withSnapshotTesting`.
public func withSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil, packageRoot: URL? = nil, artifacts: URL? = nil,
    referenceFolder: SnapshotReferenceFolder? = nil, diffTool: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let merged = SnapshotTestingConfiguration.current.merged(
        with: SnapshotTestingConfiguration(record: record, packageRoot: packageRoot, artifacts: artifacts,
                                           referenceFolder: referenceFolder, diffTool: diffTool))
    return try await SnapshotTestingConfiguration.$current.withValue(merged, operation: operation)
}
