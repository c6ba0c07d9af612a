import Foundation

/// Where a snapshot's files live.
///
/// References: `<reference root>/<TestFileName>/<testName>.<name>.<ext>`, the reference root
/// being `<package root>/Snapshots` (the default) or `__Snapshots__` beside the test file
/// (`SnapshotReferenceFolder.besideTestFile`, swift-snapshot-testing's place).
/// Failures:   `<artifacts>/<TestFileName>/<testName>.<name>.{actual,reference,diff}.<ext>`.
public struct SnapshotLocation: Sendable, Equatable {
    /// The package checkout (the folder holding Package.swift).
    public var packageRoot: URL
    /// Where failures go.
    public var artifacts: URL
    /// The test file's name without extension.
    public var fileName: String
    /// `<testName>.<name>` (sanitized).
    public var baseName: String
    /// The folder holding one folder of references per test file.
    public var referenceRoot: URL

    /// A location with references under `<packageRoot>/Snapshots` unless `referenceRoot` is given.
    public init(packageRoot: URL, artifacts: URL, fileName: String, baseName: String, referenceRoot: URL? = nil) {
        self.packageRoot = packageRoot
        self.artifacts = artifacts
        self.fileName = fileName
        self.baseName = baseName
        self.referenceRoot = referenceRoot ?? packageRoot.appendingPathComponent("Snapshots")
    }

    /// The reference root for a test file: `<packageRoot>/Snapshots`, or `__Snapshots__` in the
    /// test file's folder.
    public static func referenceRoot(_ folder: SnapshotReferenceFolder, packageRoot: URL, testFile: String) -> URL {
        switch folder {
        case .package: return SnapshotPaths.appending(packageRoot, "Snapshots")
        case .besideTestFile:
            return URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        }
    }

    /// The test file's folder of references.
    public var referenceFolder: URL { referenceRoot.appendingPathComponent(fileName) }
    /// The reference file for a strategy's extension.
    public func reference(pathExtension: String?) -> URL {
        referenceFolder.appendingPathComponent(baseName + Self.dotted(pathExtension))
    }
    /// The view tree kept next to the reference.
    public var tree: URL { referenceFolder.appendingPathComponent(baseName + ".tree.json") }
    /// The test file's folder of failure artifacts.
    public var artifactFolder: URL { artifacts.appendingPathComponent(fileName) }
    /// A failure artifact (`actual`, `reference`, `diff`, `message`).
    public func artifact(_ kind: String, pathExtension: String?) -> URL {
        artifactFolder.appendingPathComponent("\(baseName).\(kind)" + Self.dotted(pathExtension))
    }
    /// The reference path relative to the package root (what a run records as used).
    public func relativeReference(pathExtension: String?) -> String {
        relativePath(of: reference(pathExtension: pathExtension))
    }

    /// `file`'s path relative to the package root (the whole path when it lies outside).
    func relativePath(of file: URL) -> String {
        let file = StandardizedPaths.path(of: file)
        let root = StandardizedPaths.path(of: packageRoot)
        if file.hasPrefix(root + "/") { return String(file.dropFirst(root.count + 1)) }
        return file
    }

    static func dotted(_ ext: String?) -> String { ext.map { $0.isEmpty ? "" : ".\($0)" } ?? "" }

    /// swift-snapshot-testing's rule: runs of non-word characters become `-`, and leading or
    /// trailing `-` are dropped (`testFoo()` → `testFoo`, `"a b/c"` → `a-b-c`).
    public static func sanitize(_ s: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in s.unicodeScalars {
            let word = isWordScalar(scalar)
            if word {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out
    }

    /// Whether `sanitize` keeps `scalar`: `_` and what `CharacterSet.alphanumerics` holds
    /// (Unicode's letters, marks and numbers), which among ASCII are exactly the digits and the
    /// Latin letters — answered without the set for those.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0..<0x80: return false
        default: return CharacterSet.alphanumerics.contains(scalar)
        }
    }

    /// The folder containing Package.swift at or above `file`'s folder (cached).
    public static func packageRoot(forFile file: String) throws -> URL {
        // Asked by file first: making the folder's URL costs more than the lookup it serves.
        if let hit = rootCache.withLock({ $0["\u{0}" + file] }) { return hit }
        let start = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
        if let hit = rootCache.withLock({ $0[start.path] }) {
            rootCache.withLock { $0["\u{0}" + file] = hit }
            return hit
        }
        var folder = start
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                rootCache.withLock { $0[start.path] = folder; $0["\u{0}" + file] = folder }
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" {
                throw SnapshotError("no Package.swift found in any folder above \(file); set packageRoot with withSnapshotTesting(packageRoot:)")
            }
            folder = parent
        }
    }

    /// Package roots by their start folder's path, and by a test file's path after a NUL
    /// (which no path holds).
    private static let rootCache = Locked<[String: URL]>([:])

    /// The next index for an unnamed snapshot of `testName` in `folder` (1, 2, 3…), per
    /// process. `scope` separates runs of the same test (Swift Testing's test id, say).
    static func nextIndex(folder: URL, testName: String, scope: String) -> Int {
        counters.withLock { map in
            let key = "\(folder.path)\u{0}\(testName)\u{0}\(scope)"
            map[key, default: 0] += 1
            return map[key]!
        }
    }

    private static let counters = Locked<[String: Int]>([:])
}
