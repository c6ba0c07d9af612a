/// A tableau column/row symbol (kiwi's Symbol). Hashes and orders by `id`, which is unique per
/// solver; ordering by id makes every pivot choice deterministic (hash iteration order is
/// randomised per process in Swift).
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
    /// A cheap multiplicative hash of the id (rows and columns hash symbols millions of times;
    /// SipHash dominated the profile). Ids are dense integers, which this spreads well.
    func _rawHashValue(seed: Int) -> Int {
        let x = (id ^ seed) &* -7046029254386353131 // 0x9E3779B97F4A7C15
        return x ^ (x >> 29)
    }

    var isExternal: Bool { kind == .external }
    var isDummy: Bool { kind == .dummy }
    /// Slack and error symbols may be chosen as row subjects and must stay non-negative.
    var isRestricted: Bool { kind == .slack || kind == .error }
}

@inline(__always) func nearZero(_ v: Double) -> Bool { abs(v) < 1.0e-8 }
