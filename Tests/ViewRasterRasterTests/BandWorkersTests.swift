import Foundation
import Testing
@testable import ViewRasterRaster

/// The band threads: every band of a render is drawn exactly once, whatever the count of
/// bands against threads, in renders one after another (the workers awake) or after a pause
/// (asleep), and when several threads render at once (one of them owns the workers, the
/// others draw through Dispatch).
@Suite struct BandWorkersTests {
    /// Runs `bands` bands, each adding one to its own counter, and returns the counters.
    func counts(_ bands: Int) -> [Int] {
        let counters = Counters(bands)
        BandWorkers.shared.run(bands) { i in counters.add(i) }
        return counters.values
    }

    @Test(arguments: [1, 2, 3, 9, 64])
    func everyBandRunsOnce(_ bands: Int) {
        for _ in 0..<200 { #expect(counts(bands) == Array(repeating: 1, count: bands)) }
    }

    /// Renders one after another with different counts of bands: a worker still looking for
    /// a band of the render that just ended must not take one of the next render's (which
    /// would draw it twice and let the render return while it is still being drawn).
    @Test func rendersOfDifferentBandCountsInTurn() {
        let cycle = [2, 9, 3, 64, 2, 5]
        var wrong = 0
        for round in 0..<3_000 {
            let bands = cycle[round % cycle.count]
            if counts(bands) != Array(repeating: 1, count: bands) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func afterAPauseTheSleepingWorkersWake() {
        #expect(counts(4) == [1, 1, 1, 1])
        usleep(50_000)   // longer than a worker polls: it sleeps on the condition
        #expect(counts(4) == [1, 1, 1, 1])
    }

    /// More bands than threads: while one thread is held up in its band (as when another
    /// process takes its core), the other threads draw every band left, so the held-up
    /// thread draws that band only. (Skipped on one core: no band threads.)
    @Test func aHeldUpThreadLeavesTheOtherBandsToTheRest() throws {
        try #require(BandWorkers.shared.threads > 0, "one core: no band threads")
        for _ in 0..<3 {
            let drawers = Drawers(8)
            BandWorkers.shared.run(8) { i in
                drawers.set(i)
                if i == 0 { usleep(200_000) }
            }
            let held = drawers.thread(of: 0)
            #expect(drawers.all.filter { $0 == held }.count == 1, "the held-up thread drew \(drawers.all)")
            #expect(drawers.all.allSatisfy { $0 != nil })
        }
    }

    @Test func rendersOnSeveralThreadsAtOnce() {
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<50 { results.append(counts(5)) }
        }
        #expect(results.all.count == 400)
        #expect(results.all.allSatisfy { $0 == [1, 1, 1, 1, 1] })
    }
}

/// Per-band counters that band threads bump under a lock.
private final class Counters: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]
    init(_ n: Int) { counts = Array(repeating: 0, count: n) }
    func add(_ i: Int) { lock.lock(); counts[i] += 1; lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return counts }
}

/// Results gathered from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[Int]] = []
    func append(_ v: [Int]) { lock.lock(); values.append(v); lock.unlock() }
    var all: [[Int]] { lock.lock(); defer { lock.unlock() }; return values }
}

/// Which thread drew each band (nil for a band not drawn).
private final class Drawers: @unchecked Sendable {
    private let lock = NSLock()
    private var threads: [ObjectIdentifier?]
    init(_ n: Int) { threads = Array(repeating: nil, count: n) }
    func set(_ i: Int) {
        let id = ObjectIdentifier(Thread.current)
        lock.lock(); threads[i] = id; lock.unlock()
    }
    func thread(of i: Int) -> ObjectIdentifier? { lock.lock(); defer { lock.unlock() }; return threads[i] }
    var all: [ObjectIdentifier?] { lock.lock(); defer { lock.unlock() }; return threads }
}
