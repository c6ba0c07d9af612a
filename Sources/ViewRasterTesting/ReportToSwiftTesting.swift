import Foundation
#if canImport(Testing)
import Testing
#endif

/// Records `message` as a Swift Testing issue at the caller's location when a Swift Testing
/// test is running, with `attachments` (the actual and diff images) attached to the test
/// (`swift test --attachments-path DIR` saves them); false otherwise.
func reportToSwiftTesting(_ message: String, attachments: [URL] = [], fileID: StaticString, filePath: StaticString,
                          line: UInt, column: UInt) -> Bool {
    #if canImport(Testing)
    guard Test.current != nil else { return false }
    let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    for url in attachments {
        guard let data = FileManager.default.contents(atPath: url.path) else { continue }
        Attachment.record([UInt8](data), named: url.lastPathComponent, sourceLocation: location)
    }
    return true
    #else
    return false
    #endif
}
