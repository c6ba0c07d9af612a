import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Tells ViewRasterViews which test runs now, so that every test gets a stage (clock, main
/// screen, notification center) of its own: the strong definition of the C hook
/// `vr_current_test_scope` (ViewRasterCTestScope holds the weak default answering 0).
/// Not for calling directly.
@_cdecl("vr_current_test_scope")
public func _viewRasterCurrentTestScope() -> UInt64 {
    TestScope.current()
}

/// Numbers for running tests: a Swift Testing test (each case of a parameterized test on its
/// own task) or the XCTest test case running now.
enum TestScope {
    private struct Key: Hashable { var test: String; var task: Int }
    private static let numbers = Locked<(next: UInt64, byKey: [Key: UInt64])>((1, [:]))

    static func current() -> UInt64 {
        #if canImport(Testing)
        if let test = Test.current {
            var task = 0
            if Test.Case.current?.isParameterized == true {
                task = withUnsafeCurrentTask { $0?.hashValue ?? 0 }
            }
            let key = Key(test: "\(test.id)", task: task)
            return numbers.withLock { state in
                if let n = state.byKey[key] { return n }
                let n = state.next
                state.next += 1
                state.byKey[key] = n
                return n
            }
        }
        #endif
        #if canImport(XCTest)
        return XCTestScope.current()
        #else
        return 0
        #endif
    }
}

#if canImport(XCTest)
/// Counts XCTest test cases as they start (XCTest runs them one after another on the main
/// thread). The observer is added the first time a scope is asked for; the test running then
/// is scope 1 << 62, each later one the next number.
final class XCTestScope: NSObject, XCTestObservation, @unchecked Sendable {
    private static let state = Locked<(observer: XCTestScope?, number: UInt64)>((nil, 1 << 62))

    static func current() -> UInt64 {
        let (number, needsObserver) = state.withLock { s -> (UInt64, Bool) in
            if s.observer != nil { return (s.number, false) }
            s.observer = XCTestScope()
            return (s.number, true)
        }
        if needsObserver, let observer = state.withLock({ $0.observer }) {
            XCTestObservationCenter.shared.addTestObserver(observer)
        }
        return number
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        XCTestScope.state.withLock { $0.number += 1 }
    }
}
#endif
