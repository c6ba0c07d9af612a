/// When references are written.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record a reference only when none exists, and fail that test (the default).
    case missing
    /// Record every reference, and fail (so recording never passes silently).
    case all
    /// Record missing references, and overwrite a reference whose comparison failed (still
    /// failing the test, with the artifacts of the failure).
    case failed
    /// Never touch references: a missing reference is a failure.
    case never

    /// The mode named by `VIEWRASTER_RECORD` in `environment` (`missing`, `all`, `failed`,
    /// `never`; also `1`/`true`/`yes` for `all` and `0`/`false`/`no` for `never`); nil when the
    /// variable is unset or empty. An unknown value is an error naming it.
    public static func fromEnvironment(_ environment: [String: String]) throws -> SnapshotRecordMode? {
        guard let raw = environment["VIEWRASTER_RECORD"]?.trimmingCharacters(in: .whitespaces).lowercased(),
              !raw.isEmpty else { return nil }
        if let mode = SnapshotRecordMode(rawValue: raw) { return mode }
        switch raw {
        case "1", "true", "yes": return .all
        case "0", "false", "no": return .never
        default:
            throw SnapshotError("VIEWRASTER_RECORD=\(raw) is not a record mode (use missing, all, failed or never)")
        }
    }
}
