import Foundation

/// The files `SnapshotManifest.appendLine` appends to, open for the life of the process: one
/// `O_APPEND` descriptor per path, used under a lock (so threads take turns), reopened when
/// its file was removed (a newer run cleaning up older ones).
final class AppendDescriptors: @unchecked Sendable {
    static let shared = AppendDescriptors()

    /// Most files kept open at once.
    static let limit = 16

    private let lock = NSLock()
    private var descriptors: [String: Int32] = [:]

    /// Runs `body` with an append descriptor of `url` (its folder created when it is opened).
    func withDescriptor<R>(for url: URL, _ body: (Int32) throws -> R) throws -> R {
        lock.lock()
        defer { lock.unlock() }
        let path = url.path
        if let fd = descriptors[path] {
            if Self.stillNamed(fd, path) { return try body(fd) }
            close(fd)
            descriptors[path] = nil
        }
        if descriptors.count >= Self.limit {
            // A process normally writes one file; many (a test suite's temporary folders) must
            // not pile up descriptors.
            for stale in descriptors.values { close(stale) }
            descriptors.removeAll()
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SnapshotError("cannot open \(path): \(String(cString: strerror(errno)))") }
        descriptors[path] = fd
        return try body(fd)
    }

    /// Whether the open file `fd` still has a name (was not removed: only this process
    /// creates the file at its path, so a file still named is the one at `path`).
    static func stillNamed(_ fd: Int32, _ path: String) -> Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && info.st_nlink > 0
    }
}
