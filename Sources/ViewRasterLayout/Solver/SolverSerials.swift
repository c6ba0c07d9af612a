import Foundation

/// The serials solvers write into the slots they own (`SolverSlot`, `Solver.slotSerial`):
/// 32 bits instead of the solver's 8-byte identity, so a slot and a `Constraint`'s operator fit
/// one word. Each serial is handed out once per process, 1 through 2^32 − 1, from any thread;
/// after the last, every solver gets 0, which owns no slot (it keeps its objects in its
/// dictionaries: correct, only slower), so no two live solvers ever share a serial.
final class SolverSerials: @unchecked Sendable {
    /// The process's serials.
    static let shared = SolverSerials()

    private let lock = NSLock()
    /// The last serial handed out (0: none yet; `UInt32.max`: all used).
    private var last: UInt32

    /// Serials from `last + 1` on (a test's: the process's start after 0).
    init(after last: UInt32 = 0) { self.last = last }

    /// The next serial, or 0 when all are used.
    func next() -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        guard last < UInt32.max else { return 0 }
        last += 1
        return last
    }
}
