import Foundation

/// Virtual time for a screen or render session. It only advances when told, and when it
/// passes a scheduled time it runs what was scheduled there, in time order (ties in the order
/// they were scheduled) — the run-loop semantics UIKit code relies on (`asyncAfter`,
/// repeating timers, animation completions). Nothing in ViewRaster reads the wall clock.
@MainActor
public final class VirtualClock {
    /// The clock that animations, timers and `asyncAfter` use: the current stage's
    /// (`Stage.current`; each test has its own).
    public static var current: VirtualClock { Stage.current.clock }

    /// The current virtual time in seconds.
    @exclusivity(unchecked) public private(set) var now: TimeInterval = 0

    /// An opaque handle to cancel a scheduled block.
    public struct Token: Hashable, Sendable { let value: Int }

    private struct Event {
        var time: TimeInterval
        var sequence: Int
        var block: @MainActor () -> Void
    }
    /// The scheduled blocks, latest first: ordered by (time, sequence) descending, so the next
    /// one to run is the last (taken in O(1)) and a new block is inserted by binary search.
    /// Read with loops, not `min(by:)` or `firstIndex(where:)`: a closure made in this
    /// main-actor class and passed to the standard library checks its executor on every call.
    @exclusivity(unchecked) private var queue: [Event] = []
    @exclusivity(unchecked) private var sequence = 0
    /// At most this many blocks run in one `advance` (a guard against runaway timers).
    public var maxEventsPerAdvance = 1_000_000

    /// A clock whose time is `now` seconds, with nothing scheduled.
    public init(now: TimeInterval = 0) { self.now = now }

    /// Schedules `block` to run when the clock reaches `time` (at once on the next advance
    /// when `time` is not later than now).
    @discardableResult
    public func schedule(at time: TimeInterval, _ block: @escaping @MainActor () -> Void) -> Token {
        sequence += 1
        let t = time.isFinite ? max(time, now) : now
        // The new block runs after every block at or before `t` (its sequence is the largest):
        // it goes before (in this descending array) the first block whose time is at most `t`.
        var lo = 0, hi = queue.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if queue[mid].time <= t { hi = mid } else { lo = mid &+ 1 }
        }
        queue.insert(Event(time: t, sequence: sequence, block: block), at: lo)
        return Token(value: sequence)
    }

    /// `DispatchQueue.main.asyncAfter` on virtual time.
    @discardableResult
    public func asyncAfter(_ delay: TimeInterval, execute block: @escaping @MainActor () -> Void) -> Token {
        schedule(at: now + max(0, delay.isFinite ? delay : 0), block)
    }

    /// Removes the block `token` names from the schedule (no effect once it has run or been cancelled).
    public func cancel(_ token: Token) {
        var i = queue.count
        while i > 0 {
            i -= 1
            if queue[i].sequence == token.value { queue.remove(at: i); return }
        }
    }

    /// The time of the next scheduled block, if any.
    public var nextEventTime: TimeInterval? { queue.last?.time }

    /// Two times closer than this are the same instant (a nanosecond), so that times computed
    /// as `start + k · interval` in floating point still land on the frame they belong to.
    public static let tolerance: TimeInterval = 1e-9

    /// Moves time forward to `time`, running every block scheduled at or before it in order.
    /// Moving backwards is ignored (time never runs back).
    public func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        let target = max(time, now)
        var ran = 0
        while let next = queue.last, next.time <= target + VirtualClock.tolerance {
            queue.removeLast()
            now = max(now, min(next.time, target))
            next.block()
            ran += 1
            if ran >= maxEventsPerAdvance {
                ViewDiagnostics.report("VirtualClock: stopped after \(ran) scheduled blocks at t=\(now)")
                break
            }
        }
        now = target
    }

    /// Moves time forward by `interval` seconds (`advance(to:)` from now).
    public func advance(by interval: TimeInterval) { advance(to: now + interval) }
}

/// A repeating or one-shot timer on virtual time (Foundation's `Timer.scheduledTimer`).
@MainActor
public final class VirtualTimer {
    /// Seconds between firings (at least 0.1 ms).
    public let timeInterval: TimeInterval
    /// Whether the timer fires again after each firing.
    public let repeats: Bool
    /// Whether the timer will still fire: false after `invalidate()` or a one-shot timer's firing.
    @exclusivity(unchecked) public private(set) var isValid = true
    /// The virtual time of the next firing, in seconds.
    @exclusivity(unchecked) public private(set) var fireDate: TimeInterval
    private let start: TimeInterval
    @exclusivity(unchecked) private var fired = 0
    private let clock: VirtualClock
    @exclusivity(unchecked) private var token: VirtualClock.Token?
    private let block: @MainActor (VirtualTimer) -> Void

    /// Schedules a timer on the current clock. Intervals under 0.1 ms are raised to 0.1 ms,
    /// as Foundation does.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @MainActor (VirtualTimer) -> Void) -> VirtualTimer {
        VirtualTimer(interval: interval, repeats: repeats, clock: .current, block: block)
    }

    init(interval: TimeInterval, repeats: Bool, clock: VirtualClock, block: @escaping @MainActor (VirtualTimer) -> Void) {
        self.timeInterval = max(0.0001, interval.isFinite ? interval : 0.0001)
        self.repeats = repeats
        self.clock = clock
        self.block = block
        self.start = clock.now
        self.fireDate = clock.now + self.timeInterval
        arm()
    }

    /// The clock holds a scheduled timer until it fires for the last time or is invalidated,
    /// as a run loop retains its timers.
    private func arm() {
        token = clock.schedule(at: fireDate) { self.fire() }
    }

    private func fire() {
        guard isValid else { return }
        if repeats {
            // start + k·interval, not a running sum, so the k-th tick has no accumulated error.
            fired += 1
            fireDate = start + Double(fired + 1) * timeInterval
            arm()
        } else {
            isValid = false
        }
        block(self)
    }

    /// Stops the timer: it does not fire again (UIKit's `Timer.invalidate()`).
    public func invalidate() {
        isValid = false
        if let token { clock.cancel(token) }
        token = nil
    }
}
