import Foundation

/// Chunk-aware PNG mutations that get past the CRC check: image sizes and bit depths set to
/// extremes, chunks deleted, duplicated or swapped, data bytes changed, CRCs recomputed.
public enum PNGMutator {
    struct Chunk { var type: [UInt8]; var data: [UInt8] }

    /// `input` after one to three chunk mutations chosen by `random` (CRCs recomputed); input that
    /// does not parse as PNG chunks gets byte mutations instead.
    public static func mutate(_ input: [UInt8], random: inout FuzzRandom) -> [UInt8] {
        guard input.count > 8, var chunks = parse(input), !chunks.isEmpty else {
            return ByteMutator.mutate(input, count: 1 + random.below(4), random: &random)
        }
        for _ in 0..<(1 + random.below(3)) {
            let i = random.below(chunks.count)
            switch random.below(7) {
            case 0: // IHDR fields
                if let h = chunks.firstIndex(where: { $0.type == Array("IHDR".utf8) }), chunks[h].data.count >= 13 {
                    let field = random.below(4)
                    if field < 2 {
                        let v: UInt32 = random.pick([0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, 100_000, 1 << 20, 16_385, 65_535]) ?? 0
                        for k in 0..<4 { chunks[h].data[field * 4 + k] = UInt8(truncatingIfNeeded: v >> UInt32(24 - 8 * k)) }
                    } else {
                        chunks[h].data[8 + random.below(5)] = random.pick([0, 1, 2, 3, 4, 6, 8, 16, 255]) ?? 0
                    }
                }
            case 1: if chunks.count > 1 { chunks.remove(at: i) }
            case 2: chunks.insert(chunks[i], at: i)
            case 3:
                let j = random.below(chunks.count)
                chunks.swapAt(i, j)
            case 4: chunks[i].data = ByteMutator.mutate(chunks[i].data, count: 1 + random.below(3), random: &random)
            case 5: chunks[i].data = Array(chunks[i].data.prefix(random.below(chunks[i].data.count + 1)))
            default: // a huge declared length is handled by the byte pass below
                chunks[i].type = random.pick([Array("IDAT".utf8), Array("tRNS".utf8), Array("PLTE".utf8),
                                              Array("acTL".utf8), Array("zzZz".utf8)]) ?? chunks[i].type
            }
        }
        var out = serialize(chunks)
        if random.chance(0.15) { out = ByteMutator.mutate(out, count: 1, random: &random) }
        return out
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func parse(_ b: [UInt8]) -> [Chunk]? {
        guard Array(b.prefix(8)) == signature else { return nil }
        var chunks: [Chunk] = [], i = 8
        while i + 12 <= b.count {
            let len = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard len >= 0, i + 12 + len <= b.count else { return nil }
            chunks.append(Chunk(type: Array(b[(i + 4)..<(i + 8)]), data: Array(b[(i + 8)..<(i + 8 + len)])))
            i += 12 + len
        }
        return chunks
    }

    static func serialize(_ chunks: [Chunk]) -> [UInt8] {
        var out = signature
        for c in chunks {
            let n = UInt32(c.data.count)
            out += [UInt8(n >> 24), UInt8(truncatingIfNeeded: n >> 16), UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)]
            out += c.type + c.data
            let crc = crc32(c.type + c.data)
            out += [UInt8(crc >> 24), UInt8(truncatingIfNeeded: crc >> 16), UInt8(truncatingIfNeeded: crc >> 8), UInt8(truncatingIfNeeded: crc)]
        }
        return out
    }

    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
