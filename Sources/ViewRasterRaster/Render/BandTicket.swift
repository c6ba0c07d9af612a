/// The band threads' ticket (`BandWorkers`), one 64-bit word: the render's generation (high 32
/// bits), its count of bands (the next 16) and its next unclaimed band (the low 16).
///
/// A render is published by one store of the whole word, so a thread claiming a band compares
/// the generation it works for, that generation's own count and the next band in one load,
/// and takes a band by one compare-and-exchange of the same word. (With the count in a word of
/// its own, a thread still claiming for the render that had just ended could read the next
/// render's larger count against the old ticket, after the count was stored and before the
/// new generation was: it took one of the next render's bands under the old generation, the
/// band was drawn twice and the render could return while one copy was still drawing.)
struct BandTicket: Equatable {
    /// The packed word.
    var bits: UInt64

    /// The most bands one published render can have.
    static let maxBands = 0xFFFF

    /// The ticket of a word read from the atomic.
    init(bits: UInt64) { self.bits = bits }

    /// The ticket publishing `count` bands (at most `maxBands`) as `generation`, none claimed.
    init(generation: UInt32, count: Int) {
        precondition(count >= 0 && count <= BandTicket.maxBands, "band count out of range")
        bits = UInt64(generation) << 32 | UInt64(count) << 16
    }

    /// The render this ticket belongs to.
    var generation: UInt32 { UInt32(truncatingIfNeeded: bits >> 32) }
    /// Its count of bands.
    var count: Int { Int(truncatingIfNeeded: (bits >> 16) & 0xFFFF) }
    /// Its next unclaimed band (`count` when all are claimed).
    var next: Int { Int(truncatingIfNeeded: bits & 0xFFFF) }

    /// The band a thread working for `generation` claims from this ticket: nil when the ticket
    /// is another render's or all its bands are claimed.
    func band(for generation: UInt32) -> Int? {
        self.generation == generation && next < count ? next : nil
    }

    /// The ticket once `band(for:)`'s band is claimed.
    var claimed: BandTicket { BandTicket(bits: bits &+ 1) }
}
