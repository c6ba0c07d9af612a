import Foundation
import ViewRasterSnapshotDiff

/// This process's part in the current test run, per artifacts folder: started at the first
/// snapshot, finished when the process exits (see `SnapshotManifest`).
enum RunTracker {
    /// Each started part (by its artifacts folder's path) with the file its uses are appended
    /// to (made once: three URL appends an assertion cost more than the `write` itself), and
    /// the last artifacts folder asked for with its file: an assertion with the same folder as
    /// the one before (the common case) compares URLs instead of deriving the folder's path,
    /// which `URL.path` decodes again on every call.
    private struct Parts {
        var byPath: [String: (process: SnapshotRunProcess, usedFile: URL)] = [:]
        var last: (artifacts: URL, usedFile: URL)?
    }
    private static let processes = Locked(Parts())

    /// Records that a snapshot used `relativePath` (starting this process's part first).
    static func recordUse(_ relativePath: String, artifacts: URL) throws {
        let usedFile = try processes.withLock { parts -> URL in
            // Equal URLs have equal paths: the file the table would give.
            if let last = parts.last, last.artifacts == artifacts { return last.usedFile }
            let usedFile: URL
            if let p = parts.byPath[artifacts.path] {
                usedFile = p.usedFile
            } else {
                let p = SnapshotRunProcess.current(artifacts: artifacts)
                try p.start(at: Date().timeIntervalSince1970)
                if parts.byPath.isEmpty { atexit { RunTracker.finishAll() } }
                usedFile = p.usedFile
                parts.byPath[artifacts.path] = (p, usedFile)
            }
            parts.last = (artifacts, usedFile)
            return usedFile
        }
        try SnapshotManifest.appendLine(relativePath, to: usedFile)
    }

    /// Marks every started part finished (at exit).
    static func finishAll() {
        for p in processes.withLock({ $0.byPath.values.map(\.process) }) { p.finish() }
    }
}
