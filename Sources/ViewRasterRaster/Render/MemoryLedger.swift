import ViewRasterDisplayList

/// The bytes a render holds in its large buffers (canvas, group layers, clip masks, shadow
/// planes), against a `MemoryBudget`: allocations ask first (`reserve`), buffers give their
/// bytes back when freed, and `peak` records the most held at once. The accounting is of the
/// buffers, not the process: a render's resident size is this plus the display list and
/// decoded images it was given, code and fonts.
public final class MemoryLedger {
    /// The budget allocations are checked against.
    public let budget: MemoryBudget
    /// Bytes held now.
    public private(set) var live = 0
    /// The most bytes held at once so far.
    public private(set) var peak = 0

    /// A ledger holding nothing, checked against `budget`.
    public init(budget: MemoryBudget) { self.budget = budget }

    /// Whether `bytes` more fit the budget.
    func fits(_ bytes: Int) -> Bool {
        let (sum, overflow) = live.addingReportingOverflow(bytes)
        return !overflow && sum <= budget.bytes
    }

    /// The bytes held with `bytes` more, saturating.
    func needed(_ bytes: Int) -> Int {
        let (sum, overflow) = live.addingReportingOverflow(bytes)
        return overflow ? Int.max : sum
    }

    /// Records `bytes` allocated (whether or not they fit: the caller checked).
    func add(_ bytes: Int) {
        live += bytes
        if live > peak { peak = live }
    }

    /// Records `bytes` freed.
    func remove(_ bytes: Int) { live -= bytes }
}
