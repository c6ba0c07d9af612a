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

    var isExternal: Bool { kind == .external }
    var isDummy: Bool { kind == .dummy }
    /// Slack and error symbols may be chosen as row subjects and must stay non-negative.
    var isRestricted: Bool { kind == .slack || kind == .error }
}

@inline(__always) func nearZero(_ v: Double) -> Bool { abs(v) < 1.0e-8 }
