import Foundation

/// Which references each test run used, so that `viewraster snapshots --orphans` can list the
/// ones the last complete, unfiltered run did not: `<artifacts>/runs/<run id>/`, one
/// `<process>.started` marker (`full` or `filtered`), `<process>.used` (one path relative to
/// the package root per line) and `<process>.done` per test process of the run.
///
/// `swift test` runs XCTest and Swift Testing in separate processes; both are children of the
/// same `swift-test` process, so a run's id is that parent's pid and start time (or
/// `VIEWRASTER_RUN` when set). A run is filtered when `--filter` or `--skip` appears on the
/// parent's or the process's command line, and complete when every process that started in it
/// finished (a crashed process leaves no `.done`). Starting a run removes every older run but
/// the newest complete, unfiltered one, so the folder does not grow.
public enum SnapshotManifest {
    /// `<artifacts>/runs`.
    public static func runsFolder(artifacts: URL) -> URL { artifacts.appendingPathComponent("runs") }

    /// The newest complete, unfiltered run in `artifacts`, nil when there is none.
    public static func lastCompleteRun(artifacts: URL) -> SnapshotRunRecord? {
        let folder = runsFolder(artifacts: artifacts)
        let fm = FileManager.default
        guard let ids = try? fm.contentsOfDirectory(atPath: folder.path) else { return nil }
        let records = ids.compactMap { SnapshotRunRecord(folder: folder.appendingPathComponent($0)) }
        return records.filter { $0.isComplete && !$0.isFiltered }.max { ($0.started, $0.id) < ($1.started, $1.id) }
    }

    /// Appends one line to `url` with a single `write(2)` on an `O_APPEND` descriptor under
    /// `flock`, so parallel tests never interleave. The descriptor stays open for the next
    /// line (one per file and process; creating the folder and opening the file on every
    /// assertion cost more than the write); a file removed meanwhile (a newer run cleaning
    /// up) is opened again.
    package static func appendLine(_ line: String, to url: URL) throws {
        let bytes = Array((line + "\n").utf8)
        try AppendDescriptors.shared.withDescriptor(for: url) { fd in
            flock(fd, LOCK_EX)
            defer { flock(fd, LOCK_UN) }
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard written == bytes.count else {
                throw SnapshotError("cannot append to \(url.path): \(String(cString: strerror(errno)))")
            }
        }
    }
}

/// One test run as its folder records it.
public struct SnapshotRunRecord: Sendable, Equatable {
    /// The run's id (its folder's name).
    public var id: String
    /// When its first process started (seconds since 1970, for ordering runs only).
    public var started: Double
    /// Whether any of its processes ran a subset of the tests.
    public var isFiltered: Bool
    /// Whether every process that started finished.
    public var isComplete: Bool
    /// The references its processes used, relative to the package root.
    public var used: Set<String>

    /// Reads a run's folder; nil when it holds no started process.
    public init?(folder: URL) {
        let fm = FileManager.default
        guard let items = try? fm.contentsOfDirectory(atPath: folder.path) else { return nil }
        let started = items.filter { $0.hasSuffix(".started") }.map { String($0.dropLast(".started".count)) }
        guard !started.isEmpty else { return nil }
        id = folder.lastPathComponent
        var earliest = Double.infinity, filtered = false, used = Set<String>()
        for process in started {
            let text = (try? String(contentsOf: folder.appendingPathComponent(process + ".started"), encoding: .utf8)) ?? ""
            let fields = text.split(whereSeparator: \.isWhitespace)
            if fields.first == "filtered" { filtered = true }
            if fields.count > 1, let t = Double(fields[1]) { earliest = min(earliest, t) }
            if let lines = try? String(contentsOf: folder.appendingPathComponent(process + ".used"), encoding: .utf8) {
                used.formUnion(lines.split(separator: "\n").map(String.init).filter { !$0.isEmpty })
            }
        }
        self.started = earliest.isFinite ? earliest : 0
        isFiltered = filtered
        isComplete = started.allSatisfy { items.contains($0 + ".done") }
        self.used = used
    }
}

/// This process's part in a run: started on first use, finished when the process exits.
public struct SnapshotRunProcess: Sendable {
    /// The run's id.
    public var runID: String
    /// Whether this process (or the `swift test` above it) runs a subset of the tests.
    public var isFiltered: Bool
    /// The process's name within the run (its pid).
    public var name: String
    /// The artifacts folder.
    public var artifacts: URL

    /// A process of run `runID`.
    public init(runID: String, isFiltered: Bool, name: String, artifacts: URL) {
        self.runID = runID; self.isFiltered = isFiltered; self.name = name; self.artifacts = artifacts
    }

    /// The run folder.
    public var folder: URL { SnapshotManifest.runsFolder(artifacts: artifacts).appendingPathComponent(runID) }

    /// Marks the process started (at `time`, seconds since 1970) and removes older runs but
    /// the newest complete, unfiltered one.
    public func start(at time: Double) throws {
        let keep = SnapshotManifest.lastCompleteRun(artifacts: artifacts)?.id
        let runs = SnapshotManifest.runsFolder(artifacts: artifacts)
        for other in (try? FileManager.default.contentsOfDirectory(atPath: runs.path)) ?? [] where other != runID && other != keep {
            try? FileManager.default.removeItem(at: runs.appendingPathComponent(other))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("\(isFiltered ? "filtered" : "full") \(time)\n".utf8)
            .write(to: folder.appendingPathComponent(name + ".started"), options: .atomic)
    }

    /// The file `recordUse` appends to: `<run folder>/<name>.used`.
    public var usedFile: URL { folder.appendingPathComponent(name + ".used") }

    /// Records that the process used `relativePath`.
    public func recordUse(_ relativePath: String) throws {
        try SnapshotManifest.appendLine(relativePath, to: usedFile)
    }

    /// Marks the process finished.
    public func finish() {
        try? Data().write(to: folder.appendingPathComponent(name + ".done"))
    }

    /// The run this process belongs to: `VIEWRASTER_RUN` when set, else the parent process's
    /// pid and start time (read from `/proc`; the process's own pid where there is none).
    public static func current(artifacts: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotRunProcess {
        let pid = getpid(), parent = getppid()
        var id = environment["VIEWRASTER_RUN"].flatMap { $0.isEmpty ? nil : sanitizedRunID($0) }
        if id == nil {
            if let start = processStartTime(parent) { id = "\(parent)-\(start)" } else { id = "\(pid)" }
        }
        let filterFlags: Set<String> = ["--filter", "--skip"]
        let lines = [commandLine(parent), commandLine(pid)]
        let filtered = lines.contains { args in args.contains { a in filterFlags.contains(a) || filterFlags.contains { a.hasPrefix($0 + "=") } } }
        return SnapshotRunProcess(runID: id!, isFiltered: filtered, name: "\(pid)", artifacts: artifacts)
    }

    static func processStartTime(_ pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command's ")": state is field 3, so starttime (field 22) is index 19.
        return fields.count > 19 ? String(fields[19]) : nil
    }

    static func commandLine(_ pid: pid_t) -> [String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return [] }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A run id safe as a folder name.
func sanitizedRunID(_ s: String) -> String {
    String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
}

/// Reference files under the package's reference folders — `<root>/Snapshots` and every
/// `__Snapshots__` folder outside `.build` — that the last complete, unfiltered run in
/// `artifacts` did not use, as sorted paths relative to `root`. A `.tree.json` counts as used
/// when its image is. Hidden files (interrupted temporary files) are listed too, so they can
/// be cleaned up. Throws when no such run is recorded.
public func snapshotOrphans(root: URL, artifacts: URL) throws -> [String] {
    guard let run = SnapshotManifest.lastCompleteRun(artifacts: artifacts) else {
        throw SnapshotError("no complete, unfiltered test run is recorded in \(SnapshotManifest.runsFolder(artifacts: artifacts).path); run `swift test` without --filter first")
    }
    let fm = FileManager.default
    var folders: [String] = []
    var isDir: ObjCBool = false
    if fm.fileExists(atPath: root.appendingPathComponent("Snapshots").path, isDirectory: &isDir), isDir.boolValue {
        folders.append("Snapshots")
    }
    if let walker = fm.enumerator(atPath: root.path) {
        while let item = walker.nextObject() as? String {
            let name = (item as NSString).lastPathComponent
            if name == ".build" || name == ".git" || item == "Snapshots" { walker.skipDescendants(); continue }
            if name == "__Snapshots__" { folders.append(item); walker.skipDescendants() }
        }
    }
    var orphans: [String] = []
    for folder in folders {
        let base = root.appendingPathComponent(folder)
        guard let walker = fm.enumerator(atPath: base.path) else { throw SnapshotError("cannot list \(base.path)") }
        while let item = walker.nextObject() as? String {
            var d: ObjCBool = false
            if fm.fileExists(atPath: base.appendingPathComponent(item).path, isDirectory: &d), d.boolValue { continue }
            let relative = folder + "/" + item
            var owner = relative
            if relative.hasSuffix(".tree.json") { owner = String(relative.dropLast(".tree.json".count)) + ".png" }
            if !run.used.contains(owner) { orphans.append(relative) }
        }
    }
    return orphans.sorted()
}
