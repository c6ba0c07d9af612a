import Foundation

/// Asserts that `value` matches its reference on disk, reporting a failure to the running
/// test: through `Issue.record` (with the call's source location) under Swift Testing, through
/// `XCTFail` under XCTest — the same function serves both, as in swift-snapshot-testing.
///
///     assertSnapshot(of: view, as: .image(screen: .iPhone13))
///     assertSnapshot(of: "text", as: .lines, named: "greeting", record: .never)
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) {
    let failure = verifySnapshotReport(of: value, as: strategy, named: name, record: record, file: filePath,
                                       testName: testName, mainActor: CallerIsolation.isMain(isolation))
    guard let failure else { return }
    reportSnapshotFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts every member of a series (e.g. `.frames(times:)`), one reference per member; each
/// mismatch is reported separately.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as series: SnapshotSeries<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) {
    let failures = verifySnapshotReports(of: value, as: series, named: name, record: record, file: filePath,
                                         testName: testName, mainActor: CallerIsolation.isMain(isolation))
    for failure in failures {
        reportSnapshotFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// `assertSnapshot(of: view, as: .frames(times: [0, 0.5, 1]))`: the same as `assertSnapshots`.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as series: SnapshotSeries<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) {
    assertSnapshots(of: try value(), as: series, named: name, record: record, fileID: fileID, file: filePath,
                    testName: testName, line: line, column: column, isolation: isolation)
}

/// Sends a failure to whichever framework runs the current test (Swift Testing also gets the
/// actual and diff images as attachments).
func reportSnapshotFailure(_ failure: SnapshotMismatch, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if reportToSwiftTesting(failure.message, attachments: failure.attachments, fileID: fileID, filePath: filePath,
                            line: line, column: column) { return }
    reportToXCTest(failure.message, filePath: filePath, line: line)
}
