import Foundation

/// One value handed from a reader thread to the thread waiting for it.
final class HandOff: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Data?

    /// Stores the value and wakes the waiter.
    func set(_ data: Data) {
        condition.lock()
        value = data
        condition.signal()
        condition.unlock()
    }

    /// Waits until the value is set and returns it.
    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
