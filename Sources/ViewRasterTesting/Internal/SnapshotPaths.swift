import Foundation

/// The URLs and paths an assertion derives from its settings and its reference's name,
/// remembered per process: building them again on every assertion cost more than the file
/// operations they serve (each `URL.appendingPathComponent` parses and percent-encodes the
/// whole URL again, and `URL(fileURLWithPath:)` asks the file system whether the path is a
/// folder). Each entry is a function of its key alone — the same strings the URL calls would
/// give, whichever process or order asks — so a remembered one is always right.
enum SnapshotPaths {
    /// Entries remembered at most per table (a table is emptied when full).
    static let capacity = 512

    /// A reference's paths on the passing path of `SnapshotContext.verify`.
    struct Reference: Sendable {
        /// The reference file (`SnapshotLocation.reference(pathExtension:)`).
        let url: URL
        /// Its path.
        let path: String
        /// Its path relative to the package root (`SnapshotLocation.relativePath(of:)`).
        let relative: String
        /// The path of the test file's folder of failure artifacts (`artifactFolder`).
        let artifactFolder: String
        /// The path of the artifacts folder itself (`location.artifacts`), which keys this
        /// process's list of used references (`RunTracker`).
        let artifacts: String
    }

    private struct ReferenceKey: Hashable {
        let packageRoot: URL, artifacts: URL, referenceRoot: URL
        let fileName: String, baseName: String, pathExtension: String?
    }

    private static let references = Locked<[ReferenceKey: Reference]>([:])

    /// The paths of `location`'s reference with `pathExtension`.
    static func reference(_ location: SnapshotLocation, pathExtension: String?) -> Reference {
        let key = ReferenceKey(packageRoot: location.packageRoot, artifacts: location.artifacts, referenceRoot: location.referenceRoot,
                               fileName: location.fileName, baseName: location.baseName, pathExtension: pathExtension)
        if let known = references.withLock({ $0[key] }) { return known }
        let url = location.reference(pathExtension: pathExtension)
        let made = Reference(url: url, path: url.path, relative: location.relativePath(of: url),
                             artifactFolder: location.artifactFolder.path, artifacts: location.artifacts.path)
        references.withLock { t in
            if t.count >= capacity { t.removeAll(keepingCapacity: true) }
            t[key] = made
        }
        return made
    }

    private struct AppendKey: Hashable { let base: URL, component: String }
    private static let appended = Locked<[AppendKey: URL]>([:])

    /// `base.appendingPathComponent(component)`, remembered.
    static func appending(_ base: URL, _ component: String) -> URL {
        let key = AppendKey(base: base, component: component)
        if let known = appended.withLock({ $0[key] }) { return known }
        let url = base.appendingPathComponent(component)
        appended.withLock { t in
            if t.count >= capacity { t.removeAll(keepingCapacity: true) }
            t[key] = url
        }
        return url
    }

    private static let fileNames = Locked<[String: String]>([:])

    /// The test file's name without its extension (`URL(fileURLWithPath:)
    /// .deletingPathExtension().lastPathComponent`), remembered per path.
    static func fileName(_ file: String) -> String {
        if let known = fileNames.withLock({ $0[file] }) { return known }
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        fileNames.withLock { t in
            if t.count >= capacity { t.removeAll(keepingCapacity: true) }
            t[file] = name
        }
        return name
    }
}
