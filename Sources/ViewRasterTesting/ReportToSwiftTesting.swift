#if canImport(Testing)
import Testing
#endif

/// Records `message` as a Swift Testing issue at the caller's location when a Swift Testing
/// test is running; false otherwise.
func reportToSwiftTesting(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> Bool {
    #if canImport(Testing)
    guard Test.current != nil else { return false }
    Issue.record(Comment(rawValue: message),
                 sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                line: Int(line), column: Int(column)))
    return true
    #else
    return false
    #endif
}
