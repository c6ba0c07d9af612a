import Foundation

/// Where reference files are kept.
public enum SnapshotReferenceFolder: String, Sendable, CaseIterable {
    /// `<package root>/Snapshots/<TestFile>/` (the default).
    case package
    /// `__Snapshots__/<TestFile>/` in the test file's folder, as swift-snapshot-testing keeps them.
    case besideTestFile = "beside-test-file"

    /// The folder named by `VIEWRASTER_SNAPSHOTS` in `environment` (`package`, or
    /// `beside-test-file`/`__Snapshots__`); nil when unset or empty. An unknown value is an
    /// error naming it.
    public static func fromEnvironment(_ environment: [String: String]) throws -> SnapshotReferenceFolder? {
        guard let raw = environment["VIEWRASTER_SNAPSHOTS"]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        if let folder = SnapshotReferenceFolder(rawValue: raw.lowercased()) { return folder }
        if raw == "__Snapshots__" { return .besideTestFile }
        throw SnapshotError("VIEWRASTER_SNAPSHOTS=\(raw) is not a reference folder (use package or beside-test-file)")
    }
}
