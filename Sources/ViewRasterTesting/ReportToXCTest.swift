#if canImport(XCTest)
import XCTest
#endif

/// Fails the running XCTest test with `message` at the caller's location.
func reportToXCTest(_ message: String, filePath: StaticString, line: UInt) {
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    print("\(filePath):\(line): error: \(message)")
    #endif
}
