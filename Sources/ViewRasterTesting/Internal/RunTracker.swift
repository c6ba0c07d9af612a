import Foundation
import ViewRasterSnapshotDiff

/// This process's part in the current test run, per artifacts folder: started at the first
/// snapshot, finished when the process exits (see `SnapshotManifest`).
enum RunTracker {
    private static let processes = Locked<[String: SnapshotRunProcess]>([:])

    /// Records that a snapshot used `relativePath` (starting this process's part first).
    static func recordUse(_ relativePath: String, artifacts: URL) throws {
        let process = try processes.withLock { map -> SnapshotRunProcess in
            if let p = map[artifacts.path] { return p }
            let p = SnapshotRunProcess.current(artifacts: artifacts)
            try p.start(at: Date().timeIntervalSince1970)
            if map.isEmpty { atexit { RunTracker.finishAll() } }
            map[artifacts.path] = p
            return p
        }
        try process.recordUse(relativePath)
    }

    /// Marks every started part finished (at exit).
    static func finishAll() {
        for p in processes.withLock({ Array($0.values) }) { p.finish() }
    }
}
