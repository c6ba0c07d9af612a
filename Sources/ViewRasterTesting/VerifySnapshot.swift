import Foundation
#if canImport(Testing)
import Testing
#endif

/// Checks `value` against its reference and returns a failure message, or nil when it
/// matches. `assertSnapshot` (XCTest and Swift Testing) reports this message; build your own
/// assertion helpers on it.
///
/// The reference is `<package root>/Snapshots/<TestFile>/<testName>.<name>.<ext>` where
/// `name` is `named` (sanitized) or the 1-based count of unnamed snapshots in the test.
/// Record mode: `record` if given, else `withSnapshotTesting`/`.snapshots` scope, else
/// `VIEWRASTER_RECORD`, else `.missing`.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    isolation: isolated (any Actor)? = #isolation
) -> String? {
    verifySnapshotReport(of: value, as: strategy, named: name, record: record, file: filePath, testName: testName,
                         mainActor: CallerIsolation.isMain(isolation))?.message
}

/// `verifySnapshot` with the files a failure wrote (for attachments). A `cell` (a trait
/// matrix's `dark-large-rtl`) follows the name after a dot, or stands for it when there is none.
func verifySnapshotReport<Value, Format>(
    of value: () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String?,
    cell: String? = nil, record: SnapshotRecordMode?, file filePath: StaticString, testName: String, mainActor: Bool
) -> SnapshotMismatch? {
    CallerIsolation.$isMainActor.withValue(mainActor) {
        do {
            let context = try SnapshotContext(file: "\(filePath)", testName: testName, record: record)
            let identifier = cell.map { cell in name.map { context.identifier(name: $0) + "." + cell } ?? cell }
                ?? context.identifier(name: name)
            return try context.verify(value: try value(), strategy: strategy, baseName: "\(context.testName).\(identifier)")
        } catch {
            return SnapshotMismatch(message: "\(error)")
        }
    }
}

/// Checks each member of a series (an animation's frames, say) against its own reference
/// `<testName>.<name>.<suffix>.<ext>`; returns the failure messages (empty when all match).
public func verifySnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as series: SnapshotSeries<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    isolation: isolated (any Actor)? = #isolation
) -> [String] {
    verifySnapshotReports(of: value, as: series, named: name, record: record, file: filePath, testName: testName,
                          mainActor: CallerIsolation.isMain(isolation)).map(\.message)
}

/// `verifySnapshots` with the files each failure wrote.
func verifySnapshotReports<Value, Format>(
    of value: () throws -> Value, as series: SnapshotSeries<Value, Format>, named name: String?,
    record: SnapshotRecordMode?, file filePath: StaticString, testName: String, mainActor: Bool
) -> [SnapshotMismatch] {
    CallerIsolation.$isMainActor.withValue(mainActor) { () -> [SnapshotMismatch] in
    do {
        let context = try SnapshotContext(file: "\(filePath)", testName: testName, record: record)
        let identifier = context.identifier(name: name)
        let v = try value()
        return series.members.compactMap { member in
            do {
                return try context.verify(value: v, strategy: member.strategy,
                                          baseName: "\(context.testName).\(identifier).\(member.suffix)")
            } catch {
                return SnapshotMismatch(message: "\(error)")
            }
        }
    } catch {
        return [SnapshotMismatch(message: "\(error)")]
    }
    }
}

/// A snapshot that did not pass: the message, and the files worth attaching (actual, diff).
struct SnapshotMismatch {
    var message: String
    var attachments: [URL] = []
}

/// The resolved settings of one assertion.
struct SnapshotContext {
    let packageRoot: URL
    let artifacts: URL
    let fileName: String
    let testName: String
    let rawTestName: String
    let record: SnapshotRecordMode
    let referenceRoot: URL
    let diffTool: String?

    init(file: String, testName: String, record perCall: SnapshotRecordMode?) throws {
        let config = SnapshotTestingConfiguration.current
        let environment = Self.snapshotEnvironment()
        packageRoot = try config.packageRoot ?? SnapshotLocation.packageRoot(forFile: file)
        if let a = config.artifacts {
            artifacts = a
        } else if let a = environment["VIEWRASTER_ARTIFACTS"], !a.isEmpty {
            artifacts = URL(fileURLWithPath: a, relativeTo: packageRoot).standardizedFileURL
        } else {
            artifacts = SnapshotPaths.appending(packageRoot, ".build/snapshot-failures")
        }
        fileName = SnapshotPaths.fileName(file)
        rawTestName = testName
        self.testName = SnapshotLocation.sanitize(testName)
        record = try perCall ?? config.record ?? SnapshotRecordMode.fromEnvironment(environment) ?? .missing
        let folder = try config.referenceFolder ?? SnapshotReferenceFolder.fromEnvironment(environment) ?? .package
        referenceRoot = SnapshotLocation.referenceRoot(folder, packageRoot: packageRoot, testFile: file)
        diffTool = config.diffTool ?? environment["VIEWRASTER_DIFF_TOOL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The variables of the process environment the settings read (`getenv`: copying the
    /// whole environment, as `ProcessInfo.environment` does, cost more per assertion).
    static func snapshotEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for key in ["VIEWRASTER_ARTIFACTS", "VIEWRASTER_RECORD", "VIEWRASTER_SNAPSHOTS", "VIEWRASTER_DIFF_TOOL"] {
            if let value = getenv(key) { environment[key] = String(cString: value) }
        }
        return environment
    }

    func identifier(name: String?) -> String {
        if let name { return SnapshotLocation.sanitize(name) }
        var scope = ""
        #if canImport(Testing)
        if let test = Test.current { scope = String(describing: test.id) }
        #endif
        let folder = referenceRoot.appendingPathComponent(fileName)
        return String(SnapshotLocation.nextIndex(folder: folder, testName: rawTestName, scope: scope))
    }

    func verify<Value, Format>(value: Value, strategy: Snapshotting<Value, Format>, baseName: String) throws -> SnapshotMismatch? {
        let location = SnapshotLocation(packageRoot: packageRoot, artifacts: artifacts, fileName: fileName, baseName: baseName,
                                        referenceRoot: referenceRoot)
        let ext = strategy.pathExtension
        let paths = SnapshotPaths.reference(location, pathExtension: ext)
        let referenceURL = paths.url
        let fm = FileManager.default

        let exists = fm.fileExists(atPath: paths.path)
        // A strategy that can check the value against the reference's bytes without taking the
        // whole snapshot (`Snapshotting.check`) does so first; it gives the snapshot when it
        // does not match, and the ordinary path below explains the failure with it.
        var checked: (referenceData: Data, matched: Bool)?
        var taken: Format?
        if let check = strategy.check, record != .all, exists, let data = try? Data(contentsOf: referenceURL) {
            do {
                switch try check(value, data) {
                case .matches: checked = (data, true)
                case .snapshot(let format): checked = (data, false); taken = format
                }
            } catch {
                throw SnapshotError("Couldn't snapshot \(baseName): \(error)")
            }
        }
        let actual: Format?
        if checked?.matched == true {
            actual = nil
        } else if let taken {
            actual = taken
        } else {
            do { actual = try strategy.snapshot(value) } catch {
                throw SnapshotError("Couldn't snapshot \(baseName): \(error)")
            }
        }
        let actualTree: SnapshotTree?
        do { actualTree = try strategy.tree?(value) } catch {
            throw SnapshotError("Couldn't describe the tree of \(baseName): \(error)")
        }
        try RunTracker.recordUse(paths.relative, artifacts: artifacts, path: paths.artifacts)

        func writeReference() throws {
            guard let actual else { return }
            let data = try strategy.diffing.toData(actual)
            let existing = try? Data(contentsOf: referenceURL)
            if existing != data { try ImageFiles.writeAtomically(data, to: referenceURL) }
            if let actualTree {
                let treeData = try actualTree.jsonData()
                if (try? Data(contentsOf: location.tree)) != treeData {
                    try ImageFiles.writeAtomically(treeData, to: location.tree)
                }
            }
        }

        if record == .all {
            try writeReference()
            return SnapshotMismatch(message: """
                Record mode is "all": recorded \(baseName). Turn record mode off and re-run "\(testName)" to test against it.
                Reference: \(referenceURL.path)
                """)
        }
        guard exists else {
            if record == .never {
                return SnapshotMismatch(message: """
                    No reference for \(baseName) and record mode is "never": nothing was written.
                    Expected reference: \(referenceURL.path)
                    """)
            }
            try writeReference()
            return SnapshotMismatch(message: """
                No reference was found on disk. Recorded \(baseName); re-run "\(testName)" to test against it.
                Reference: \(referenceURL.path)
                """)
        }

        func passed() throws -> SnapshotMismatch? {
            removeStaleArtifacts(location, folder: paths.artifactFolder)
            if let actualTree, record != .never, !fm.fileExists(atPath: location.tree.path) {
                try ImageFiles.writeAtomically(try actualTree.jsonData(), to: location.tree)
            }
            return nil
        }
        guard let actual else { return try passed() }
        let referenceData: Data
        if let checked {
            referenceData = checked.referenceData
        } else {
            do { referenceData = try Data(contentsOf: referenceURL) } catch {
                throw SnapshotError("cannot read reference \(referenceURL.path): \(ImageFiles.reason(error))")
            }
        }
        if let quick = strategy.diffing.quickMatch, quick(referenceData, actual) { return try passed() }
        let reference: Format
        do { reference = try strategy.diffing.fromData(referenceData) } catch {
            throw SnapshotError("cannot decode reference \(referenceURL.path): \(error)")
        }
        guard let failure = strategy.diffing.diff(reference, actual) else { return try passed() }

        // Failure: explain, keep artifacts, maybe re-record.
        var lines = ["Snapshot \(baseName) does not match reference.", failure.message.trimmingCharacters(in: .whitespacesAndNewlines)]
        if let actualTree, let treeData = try? Data(contentsOf: location.tree),
           let referenceTree = try? SnapshotTree(jsonData: treeData) {
            let changes = actualTree.changes(from: referenceTree)
            if !changes.isEmpty {
                lines.append("Views that changed (reference → actual):")
                lines += changes.map { "  " + $0 }
            }
        }
        let actualURL = location.artifact("actual", pathExtension: ext)
        let copyURL = location.artifact("reference", pathExtension: ext)
        try ImageFiles.writeAtomically(try strategy.diffing.toData(actual), to: actualURL)
        try ImageFiles.writeAtomically(referenceData, to: copyURL)
        lines.append("Reference: \(referenceURL.path)")
        lines.append("Actual:    \(actualURL.path)")
        var attachments = [actualURL]
        for artifact in failure.artifacts {
            let url = location.artifact(artifact.kind, pathExtension: artifact.pathExtension)
            try ImageFiles.writeAtomically(artifact.data, to: url)
            attachments.append(url)
            lines.append("\(artifact.kind.prefix(1).uppercased() + artifact.kind.dropFirst()):\(String(repeating: " ", count: max(1, 10 - artifact.kind.count)))\(url.path)")
        }
        if record == .failed {
            try writeReference()
            lines.append("Record mode is \"failed\": the reference was replaced by the actual snapshot.")
        }
        if let diffTool {
            lines.append("Diff tool: \(diffTool) \(Self.quoted(referenceURL.path)) \(Self.quoted(actualURL.path))")
        }
        lines.append("Report: viewraster report \(artifacts.path)")
        let message = lines.joined(separator: "\n")
        try ImageFiles.writeAtomically(Data(message.utf8), to: location.artifact("message", pathExtension: "txt"))
        return SnapshotMismatch(message: message, attachments: attachments)
    }

    /// A path as a shell word (single quotes unless it needs none).
    static func quoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+@%:".contains($0) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A snapshot that passes drops the files of an earlier failure, so the report shows only
    /// current failures.
    /// `folder` is the path of `location.artifactFolder`.
    private func removeStaleArtifacts(_ location: SnapshotLocation, folder path: String) {
        let fm = FileManager.default
        // No folder of this file's failures, no stale files (one `stat`, not a failed listing
        // and the error it throws).
        guard fm.fileExists(atPath: path), let items = try? fm.contentsOfDirectory(atPath: path) else { return }
        let folder = location.artifactFolder
        let prefixes = ["actual", "reference", "diff", "message"].map { "\(location.baseName).\($0)." }
        for item in items where prefixes.contains(where: { item.hasPrefix($0) }) {
            try? fm.removeItem(at: folder.appendingPathComponent(item))
        }
    }
}
