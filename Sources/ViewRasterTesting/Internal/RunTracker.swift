import Foundation
import ViewRasterSnapshotDiff

/// This process's part in the current test run, per artifacts folder: started at the first
/// snapshot, finished when the process exits (see `SnapshotManifest`).
enum RunTracker {
    /// Each started part, by its artifacts folder's path, with the file its uses are appended
    /// to (made once: three URL appends an assertion cost more than the `write` itself).
    private static let processes = Locked<[String: (process: SnapshotRunProcess, usedFile: URL)]>([:])

    /// Records that a snapshot used `relativePath` (starting this process's part first);
    /// `path` is `artifacts.path`, which the caller has remembered (`SnapshotPaths`: `URL.path`
    /// decodes the URL again on every call).
    static func recordUse(_ relativePath: String, artifacts: URL, path: String) throws {
        let usedFile = try processes.withLock { map -> URL in
            if let p = map[path] { return p.usedFile }
            let p = SnapshotRunProcess.current(artifacts: artifacts)
            try p.start(at: Date().timeIntervalSince1970)
            if map.isEmpty { atexit { RunTracker.finishAll() } }
            let usedFile = p.usedFile
            map[path] = (p, usedFile)
            return usedFile
        }
        try SnapshotManifest.appendLine(relativePath, to: usedFile)
    }

    /// Marks every started part finished (at exit).
    static func finishAll() {
        for p in processes.withLock({ $0.values.map(\.process) }) { p.finish() }
    }
}
