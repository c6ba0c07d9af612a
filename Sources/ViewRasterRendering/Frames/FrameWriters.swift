import Foundation
import ViewRasterOutput

/// Writes a `FrameSequence`'s files (`AtomicFile.write`, each synced to disk) on a few serial
/// queues of their own, so the waits for the disk overlap one another and the rasterizing
/// instead of holding a core: the file system commits concurrent syncs together. At most
/// `maxPending` files wait at once (`write` blocks beyond that), so memory stays bounded.
/// `synchronous` writers write each file in `write` itself, on the calling thread (a serial
/// run: no thread creates a temporary file while a signal handler on another removes them).
final class FrameWriters: @unchecked Sendable {
    private let queues: [DispatchQueue]
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    /// The first failed write in the order the writes were asked for, and that order.
    private var failure: (order: Int, error: Error)?
    private var next = 0
    private let synchronous: Bool

    /// Writers on `count` queues, at most `maxPending` files waiting; or, `synchronous`, none.
    init(count: Int, maxPending: Int, synchronous: Bool = false) {
        queues = (0..<max(1, count)).map { DispatchQueue(label: "viewraster.frames.writer.\($0)") }
        slots = DispatchSemaphore(value: max(1, maxPending))
        self.synchronous = synchronous
    }

    /// Queues `data` to be written to `url` (writes it at once when `synchronous`).
    func write(_ data: Data, to url: URL) {
        let order = next
        next += 1
        if synchronous {
            do { try AtomicFile.write(data, to: url) } catch {
                lock.lock()
                if failure == nil { failure = (order, error) }
                lock.unlock()
            }
            return
        }
        slots.wait()
        queues[order % queues.count].async(group: group) { [self] in
            defer { slots.signal() }
            do { try AtomicFile.write(data, to: url) } catch {
                lock.lock()
                if failure.map({ order < $0.order }) ?? true { failure = (order, error) }
                lock.unlock()
            }
        }
    }

    /// Whether a write has failed so far.
    var failed: Bool { lock.lock(); defer { lock.unlock() }; return failure != nil }

    /// Waits until every queued write has ended.
    func finish() { group.wait() }

    /// Throws the error of the first failed write (in the order asked for), if any.
    func check() throws {
        lock.lock(); defer { lock.unlock() }
        if let failure { throw failure.error }
    }
}
