#if canImport(Testing)
import Foundation
import Testing

/// A Swift Testing trait that scopes snapshot settings to a test or a whole suite:
/// `@Suite(.snapshots(record: .never)) struct MyTests { ... }`.
public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The record mode, package root and artifacts folder the scoped tests run with.
    public let configuration: SnapshotTestingConfiguration
    /// True: the trait applies to every test in the suite, nested suites too.
    public var isRecursive: Bool { true }

    /// Runs the test with `configuration` in effect (`withSnapshotTesting`).
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let c = configuration
        try await withSnapshotTesting(record: c.record, packageRoot: c.packageRoot, artifacts: c.artifacts,
                                      referenceFolder: c.referenceFolder, diffTool: c.diffTool) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Snapshot settings for a test or suite (see `SnapshotTestingConfiguration`).
    public static func snapshots(record: SnapshotRecordMode? = nil, packageRoot: URL? = nil,
                                 artifacts: URL? = nil, referenceFolder: SnapshotReferenceFolder? = nil,
                                 diffTool: String? = nil) -> SnapshotsTrait {
        SnapshotsTrait(configuration: SnapshotTestingConfiguration(record: record, packageRoot: packageRoot, artifacts: artifacts,
                                                                   referenceFolder: referenceFolder, diffTool: diffTool))
    }
}
#endif
