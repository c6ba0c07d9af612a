import Testing
@testable import ViewRasterRaster

/// The band threads' ticket: a thread claims only bands of the render it works for, up to that
/// render's own count, whatever was published after it.
@Suite struct BandTicketTests {
    @Test func aPublishedRenderHandsOutEachBandOnceInOrder() {
        var t = BandTicket(generation: 7, count: 3)
        var claimed: [Int] = []
        while let band = t.band(for: 7) {
            claimed.append(band)
            t = t.claimed
        }
        #expect(claimed == [0, 1, 2])
        #expect(t.generation == 7 && t.count == 3 && t.next == 3)
    }

    /// The race the packed word closes: the render of generation 1 (two bands) has handed out
    /// both; the next render publishes nine. A thread still claiming for generation 1 gets
    /// nothing — neither from the old ticket (its own count, 2, is spent) nor from the new one
    /// (another generation) — and a thread of generation 2 starts at band 0.
    @Test func aThreadOfTheEndedRenderTakesNoBandOfTheNext() {
        let ended = BandTicket(generation: 1, count: 2).claimed.claimed
        #expect(ended.band(for: 1) == nil)
        let next = BandTicket(generation: 2, count: 9)
        #expect(next.band(for: 1) == nil)
        #expect(next.band(for: 2) == 0)
    }

    @Test func fieldsKeepTheirBitsAtTheirLimits() {
        let t = BandTicket(generation: .max, count: BandTicket.maxBands)
        #expect(t.generation == .max && t.count == 0xFFFF && t.next == 0)
        #expect(t.band(for: .max) == 0)
        // The generation after the largest wraps to 0, and a thread of .max takes none of it.
        let wrapped = BandTicket(generation: t.generation &+ 1, count: 2)
        #expect(wrapped.generation == 0 && wrapped.band(for: .max) == nil)
    }
}
