/// A small deterministic random generator (SplitMix64): the same seed gives the same cases on
/// every machine, so any failing case is reproduced by `--seed S --case I`.
public struct FuzzRandom: Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The generator for case `index` of a run seeded with `seed` (independent of the order
    /// in which workers pick cases).
    public init(seed: UInt64, index: Int) {
        var mixer = FuzzRandom(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<2 { _ = mixer.next() }
        state = mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03
        _ = next()
    }

    /// The next 64 random bits (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (0 when n <= 0).
    public mutating func below(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        return Int(next() % UInt64(n))
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    /// A random element (nil for an empty collection).
    public mutating func pick<C: Collection>(_ c: C) -> C.Element? where C.Index == Int {
        c.isEmpty ? nil : c[c.startIndex + below(c.count)]
    }
}
