import Foundation

/// The list of references a test run produced or checked: `<artifacts>/manifest.txt`, one
/// path relative to the package root per line. Lines are appended with a single `write(2)` on
/// an `O_APPEND` descriptor under `flock`, so parallel tests and processes never interleave.
/// Delete the file (or the artifacts folder) before a full run to start a fresh list.
public enum SnapshotManifest {
    public static func url(artifacts: URL) -> URL { artifacts.appendingPathComponent("manifest.txt") }

    /// Appends `relativePath` (one line).
    public static func append(_ relativePath: String, artifacts: URL) throws {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let path = url(artifacts: artifacts).path
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SnapshotError("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        flock(fd, LOCK_EX)
        defer { flock(fd, LOCK_UN) }
        let line = Array((relativePath + "\n").utf8)
        let written = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == line.count else {
            throw SnapshotError("cannot append to \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// The paths listed (empty when there is no manifest).
    public static func entries(artifacts: URL) -> Set<String> {
        guard let text = try? String(contentsOf: url(artifacts: artifacts), encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map { String($0) }.filter { !$0.isEmpty })
    }
}

/// References under `<root>/Snapshots` that the manifest in `artifacts` does not list, as
/// sorted paths relative to `root`. A `.tree.json` counts as used when its image is.
/// Hidden files (interrupted temporary files) are listed too, so they can be cleaned up.
public func snapshotOrphans(root: URL, artifacts: URL) throws -> [String] {
    let used = SnapshotManifest.entries(artifacts: artifacts)
    let snapshots = root.appendingPathComponent("Snapshots")
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: snapshots.path, isDirectory: &isDir), isDir.boolValue else { return [] }
    guard let walker = FileManager.default.enumerator(atPath: snapshots.path) else {
        throw SnapshotError("cannot list \(snapshots.path)")
    }
    var orphans: [String] = []
    while let item = walker.nextObject() as? String {
        var d: ObjCBool = false
        if FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(item).path, isDirectory: &d), d.boolValue { continue }
        let relative = "Snapshots/" + item
        var owner = relative
        if relative.hasSuffix(".tree.json") { owner = String(relative.dropLast(".tree.json".count)) + ".png" }
        if !used.contains(owner) { orphans.append(relative) }
    }
    return orphans.sorted()
}
