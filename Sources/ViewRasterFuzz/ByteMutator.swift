/// Byte-wise mutations: flips, overwrites with interesting values, inserted, deleted and
/// duplicated runs, splices from another input, truncation.
public enum ByteMutator {
    static let interesting: [UInt8] = [0x00, 0x01, 0x7F, 0x80, 0xFF, 0xFE, 0x20, 0x3C, 0x3E, 0x22, 0x26, 0x0A]

    /// Applies `count` random byte-level mutations. `focus` limits where they land (e.g. a
    /// font's table directory), nil for anywhere.
    public static func mutate(_ input: [UInt8], count: Int, random: inout FuzzRandom,
                              focus: Range<Int>? = nil, splice: [UInt8]? = nil) -> [UInt8] {
        var b = input
        for _ in 0..<max(1, count) {
            if b.isEmpty { b = [random.pick(interesting) ?? 0]; continue }
            let region = focus.map { $0.clamped(to: 0..<b.count) } ?? (0..<b.count)
            let span = region.isEmpty ? 0..<b.count : region
            let at = span.lowerBound + random.below(span.count)
            switch random.below(9) {
            case 0: b[at] ^= UInt8(1 << random.below(8))
            case 1: b[at] = random.pick(interesting) ?? 0
            case 2: b[at] = UInt8(truncatingIfNeeded: random.next())
            case 3: // 16/32-bit extreme values (big-endian, as in PNG and fonts)
                let values: [UInt32] = [0, 0xFFFF_FFFF, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF, 0x7FFF, 0x8000, 1]
                let v = random.pick(values) ?? 0
                let width = random.chance(0.5) ? 2 : 4
                for k in 0..<width where at + k < b.count { b[at + k] = UInt8(truncatingIfNeeded: v >> UInt32(8 * (width - 1 - k))) }
            case 4: // delete a run
                let n = min(b.count - at, 1 + random.below(64))
                b.removeSubrange(at..<(at + n))
            case 5: // duplicate a run
                let n = min(b.count - at, 1 + random.below(64))
                b.insert(contentsOf: b[at..<(at + n)], at: min(b.count, at + n))
            case 6: // insert random bytes
                let n = 1 + random.below(16)
                b.insert(contentsOf: (0..<n).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: at)
            case 7: // splice from another input
                if let s = splice, !s.isEmpty {
                    let from = random.below(s.count), n = min(s.count - from, 1 + random.below(256))
                    let end = min(b.count, at + n)
                    b.replaceSubrange(at..<end, with: s[from..<(from + n)])
                } else { b[at] = ~b[at] }
            default: // truncate
                b.removeSubrange(at..<b.count)
            }
        }
        return b
    }
}
