/// A tableau column/row symbol (kiwi's Symbol). Hashes and orders by `id`, which is unique per
/// solver; ordering by id makes every pivot choice deterministic (hash iteration order is
/// randomised per process in Swift).
///
/// Packed in one word (`id << 2 | kind`) so a row's cell (symbol, coefficient) is 16 bytes and
/// a column index entry 8: the tableau of a 10,000-view tree stays small in the caches.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case external = 0, slack = 1, error = 2, dummy = 3 }
    /// `id << 2 | kind.rawValue`; ordering by it orders by id (ids are unique).
    let raw: Int

    @inline(__always) init(id: Int, kind: Kind) { raw = id << 2 | Int(kind.rawValue) }
    /// The symbol whose `raw` is `raw`.
    @inline(__always) init(raw: Int) { self.raw = raw }

    @inline(__always) var id: Int { raw >> 2 }
    @inline(__always) var kind: Kind {
        switch raw & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// `kind.rawValue`, read from the packed word.
    @inline(__always) var kindByte: UInt8 { UInt8(truncatingIfNeeded: raw & 3) }

    static func == (a: Symbol, b: Symbol) -> Bool { a.raw == b.raw }
    static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
    func hash(into h: inout Hasher) { h.combine(raw) }
    /// A cheap multiplicative hash of the id (rows and columns hash symbols millions of times;
    /// SipHash dominated the profile). Ids are dense integers, which this spreads well.
    func _rawHashValue(seed: Int) -> Int {
        let x = (id ^ seed) &* -7046029254386353131 // 0x9E3779B97F4A7C15
        return x ^ (x >> 29)
    }

    @inline(__always) var isExternal: Bool { raw & 3 == 0 }
    @inline(__always) var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols may be chosen as row subjects and must stay non-negative.
    @inline(__always) var isRestricted: Bool { raw & 3 == 1 || raw & 3 == 2 }
}

@inline(__always) func nearZero(_ v: Double) -> Bool { abs(v) < 1.0e-8 }
