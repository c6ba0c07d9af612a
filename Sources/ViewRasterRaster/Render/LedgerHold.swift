/// Bytes counted in a `MemoryLedger` for as long as this object lives: a band of a banded
/// render that skips a buffer wholly outside its rows (a clip mask it would never read) holds
/// the buffer's bytes instead, so its ledger, and every budget check after, is the whole
/// render's.
final class LedgerHold {
    private let ledger: MemoryLedger
    private let bytes: Int

    /// Adds `bytes` to `ledger` until the hold is freed.
    init(_ ledger: MemoryLedger, bytes: Int) {
        self.ledger = ledger
        self.bytes = bytes
        ledger.add(bytes)
    }

    deinit { ledger.remove(bytes) }
}
