import Foundation

/// A measuring probe (issue 22, round fifty-two; not for merging): with `VR_PAD_BYTES=N` set,
/// the compile allocates and writes an N-byte block beside each compiled constraint and the
/// install reads every line of it — the pass's own footprint grown by N bytes (plus malloc's
/// rounding) a constraint, interleaved with its own allocations, to measure how the ratio of
/// the 10,000-view first layout to the 1,000-view one moves with that footprint.
enum FootprintProbe {
    /// The block size (0: off), read once.
    static let padBytes: Int = {
        guard let s = getenv("VR_PAD_BYTES"), let n = Int(String(cString: s)), n > 0 else { return 0 }
        return n
    }()
    /// Blocks made by the compile since the last store took them.
    nonisolated(unsafe) static var pending: [UnsafeMutableRawPointer] = []
    /// What the install's reads add up to (kept so they are not optimised away).
    nonisolated(unsafe) static var sink: UInt64 = 0

    /// One block for the constraint just compiled, written.
    @inline(never) static func compiled() {
        let n = padBytes
        let p = UnsafeMutableRawPointer.allocate(byteCount: n, alignment: 16)
        var i = 0
        while i + 8 <= n { p.storeBytes(of: UInt64(truncatingIfNeeded: i), toByteOffset: i, as: UInt64.self); i += 64 }
        pending.append(p)
    }

    /// Reads every line of `blocks[i]`.
    @inline(never) static func installed(_ blocks: [UnsafeMutableRawPointer], _ i: Int) {
        guard i < blocks.count else { return }
        let p = blocks[i], n = padBytes
        var s: UInt64 = 0, j = 0
        while j + 8 <= n { s &+= p.load(fromByteOffset: j, as: UInt64.self); j += 64 }
        sink &+= s
    }
}
