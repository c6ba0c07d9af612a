import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The threads that draw the bands of a banded render (`Renderer.render(_:budget:bands:)`)
/// beside the calling thread: one per core beyond the caller's, started on first use and kept
/// for the life of the process, so a render does not hand its bands to threads that must
/// first be woken (or created).
///
/// `run(_:_:)` publishes the bands; the caller and the workers claim them one at a time (an
/// atomic ticket: generation, count and next index in one word, `BandTicket`) until none is
/// left, so a worker that comes late — its core busy with another process — leaves its band
/// to the caller instead of holding the render up. Between renders a worker polls for the next one for a bounded number of
/// rounds, yielding its core each round (`sched_yield`), and then sleeps on a condition; a
/// render that follows another (a frame sequence, a benchmark) therefore starts on a worker
/// that is awake. No clock is read: the polling is counted in rounds, and which thread draws
/// a band never changes its pixels (each band writes only its own rows).
final class BandWorkers: @unchecked Sendable {
    /// The process's workers: one fewer than the active cores (none on one core).
    static let shared = BandWorkers(threads: max(0, min(63, ProcessInfo.processInfo.activeProcessorCount - 1)))

    /// Rounds a worker polls for the next render before it sleeps (each round yields its core).
    static let idleRounds = 4_000
    /// Rounds the caller polls for the last band to finish before it sleeps.
    static let finishRounds = 4_000

    /// The worker threads' count.
    let threads: Int
    /// The current render's generation, count of bands and next unclaimed band (`BandTicket`).
    private let ticket = Atomic<UInt64>(0)
    /// Bands of the current generation not yet finished.
    private let unfinished = Atomic<Int>(0)
    /// Set while a caller owns the workers.
    private let busy = Atomic<Bool>(false)
    /// Sleeping workers wait for a new generation on it, a sleeping caller for `unfinished` to
    /// reach zero.
    private let condition = NSCondition()
    /// The current generation's band body: written before the generation is published, and not
    /// changed again until every band of it has finished.
    nonisolated(unsafe) private var body: (@Sendable (Int) -> Void)?

    private init(threads: Int) {
        self.threads = threads
        for _ in 0..<threads { start() }
    }

    /// Calls `band(i)` for every `i` in `0 ..< bands`, on this thread and the workers at once,
    /// and returns when all have returned. When another render is using the workers, the
    /// bands go to Dispatch's threads instead (`concurrentPerform`).
    func run(_ bands: Int, _ band: @Sendable (Int) -> Void) {
        guard bands > 0 else { return }
        guard threads > 0, bands > 1, bands <= BandTicket.maxBands, busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            DispatchQueue.concurrentPerform(iterations: bands, execute: band)
            return
        }
        defer { busy.store(false, ordering: .releasing) }
        withoutActuallyEscaping(band) { band in
            body = band
            unfinished.store(bands, ordering: .relaxed)
            condition.lock()
            let generation = BandTicket(bits: ticket.load(ordering: .relaxed)).generation &+ 1
            ticket.store(BandTicket(generation: generation, count: bands).bits, ordering: .releasing)
            condition.broadcast()
            condition.unlock()
            work(generation)
            var rounds = 0
            while unfinished.load(ordering: .acquiring) != 0 && rounds < BandWorkers.finishRounds {
                rounds += 1
                sched_yield()
            }
            condition.lock()
            while unfinished.load(ordering: .acquiring) != 0 { condition.wait() }
            condition.unlock()
            body = nil
        }
    }

    /// Draws bands of `generation` until none is left unclaimed.
    private func work(_ generation: UInt32) {
        while let i = claim(generation) {
            body!(i)
            if unfinished.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                condition.lock()
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// The next unclaimed band of `generation`; nil when all are claimed or a newer
    /// generation has started.
    private func claim(_ generation: UInt32) -> Int? {
        var t = BandTicket(bits: ticket.load(ordering: .acquiring))
        while let band = t.band(for: generation) {
            let (exchanged, now) = ticket.compareExchange(expected: t.bits, desired: t.claimed.bits, ordering: .acquiringAndReleasing)
            if exchanged { return band }
            t = BandTicket(bits: now)
        }
        return nil
    }

    /// A worker: waits for a generation newer than the last it saw, then claims bands of it.
    private func loop() {
        var seen: UInt32 = 0
        func generation() -> UInt32 { BandTicket(bits: ticket.load(ordering: .acquiring)).generation }
        while true {
            var rounds = 0
            while generation() == seen && rounds < BandWorkers.idleRounds {
                rounds += 1
                sched_yield()
            }
            condition.lock()
            while generation() == seen { condition.wait() }
            condition.unlock()
            seen = generation()
            work(seen)
        }
    }

    /// Starts one detached worker thread.
    private func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let made = pthread_create(&thread, nil, { raw in
            Unmanaged<BandWorkers>.fromOpaque(raw!).takeUnretainedValue().loop()
            return nil
        }, context)
        if made == 0 { pthread_detach(thread) }
    }
}
