import ViewRasterCDigest

/// The version-3 pixel digest (`PixelDigest.digestV3`) taken over bytes handed over in
/// pieces, in order: the bands of a canvas as they are drawn (`Renderer.render(_:rowsPerBand:
/// budget:_:)`), so that the bytes are read while they are in cache and the whole canvas is
/// never stored. The total length is given first (it seeds the first lane); a 128-byte block
/// cut between two pieces waits for its rest. Whatever the cuts, the digest is `digestV3` of
/// the joined bytes (which is this stream fed once).
struct PixelDigestStream {
    typealias Lanes = SIMD2<UInt64>

    /// The sixteen lanes, as eight two-lane vectors.
    private var l0: Lanes, l1: Lanes, l2: Lanes, l3: Lanes, l4: Lanes, l5: Lanes, l6: Lanes, l7: Lanes
    /// The bytes of a block not yet complete (the first `pendingCount`).
    private var pending = SIMD16<UInt64>()
    private var pendingCount = 0
    /// Bytes handed over so far, and the total announced.
    private var seen = 0
    private let count: Int
    /// Whether full blocks run in `vr_digest_v3_blocks` where the CPU has AVX2 (the same states).
    private let accelerated: Bool

    /// A stream for `count` bytes in all.
    init(count: Int, accelerated: Bool = true) {
        self.count = count
        self.accelerated = accelerated
        let s = Self.seeds
        l0 = Lanes(s[0] ^ UInt64(count), s[1]); l1 = Lanes(s[2], s[3]); l2 = Lanes(s[4], s[5]); l3 = Lanes(s[6], s[7])
        l4 = Lanes(s[8], s[9]); l5 = Lanes(s[10], s[11]); l6 = Lanes(s[12], s[13]); l7 = Lanes(s[14], s[15])
    }

    /// The sixteen lanes' first states (lane 0 is xored with the byte count), shared with the
    /// version-4 digest's row and image lanes (`PixelDigestRows`, `vr_digest_v4_rows`).
    static let seeds: SIMD16<UInt64> = [
        0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5,
        0x85EB_CA77_C2B2_AE63, 0xFF51_AFD7_ED55_8CCD, 0xC4CE_B9FE_1A85_EC53, 0x9FB2_1C65_1E98_DF25,
        0x2545_F491_4F6C_DD1D, 0xD6E8_FEB8_6659_FD93, 0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB,
        0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3, 0x1D8E_4E27_C47D_124F, 0x7FB5_D329_728E_A185,
    ]

    /// A lane's step: `s ^= w; s += lo32(s) * k; s ^= s >> 32` (a bijection of the state).
    @inline(__always) private static func step(_ state: Lanes, _ word: Lanes) -> Lanes {
        var s = state ^ word
        s = s &+ (s & Lanes(repeating: 0xFFFF_FFFF)) &* Lanes(repeating: 0x9E37_79B8)
        return s ^ (s &>> 32)
    }

    @inline(__always) private static func load(_ bytes: UnsafeRawBufferPointer, _ p: Int) -> Lanes {
        Lanes(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: p, as: UInt64.self)),
              UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: p + 8, as: UInt64.self)))
    }

    /// Steps every lane over the 128-byte blocks of `bytes` (whose count is a multiple of 128).
    private mutating func blocks(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        guard n > 0 else { return }
        if accelerated, let base = bytes.baseAddress {
            var l = (l0, l1, l2, l3, l4, l5, l6, l7)
            let ran = withUnsafeMutableBytes(of: &l) { s in
                vr_digest_v3_blocks(base, n / 128, s.baseAddress!.assumingMemoryBound(to: UInt64.self)) != 0
            }
            if ran {
                (l0, l1, l2, l3, l4, l5, l6, l7) = l
                return
            }
        }
        var p = 0
        while p < n {
            l0 = Self.step(l0, Self.load(bytes, p)); l1 = Self.step(l1, Self.load(bytes, p + 16))
            l2 = Self.step(l2, Self.load(bytes, p + 32)); l3 = Self.step(l3, Self.load(bytes, p + 48))
            l4 = Self.step(l4, Self.load(bytes, p + 64)); l5 = Self.step(l5, Self.load(bytes, p + 80))
            l6 = Self.step(l6, Self.load(bytes, p + 96)); l7 = Self.step(l7, Self.load(bytes, p + 112))
            p += 128
        }
    }

    /// Takes the next `bytes`, in order.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        seen += bytes.count
        var rest = bytes
        if pendingCount > 0 {
            let take = min(128 - pendingCount, rest.count)
            let at = pendingCount
            withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.advanced(by: at).copyMemory(from: rest.baseAddress!, byteCount: take) }
            pendingCount += take
            rest = UnsafeRawBufferPointer(rebasing: rest[take...])
            guard pendingCount == 128 else { return }
            var block = pending
            withUnsafeBytes(of: &block) { blocks($0) }
            pendingCount = 0
        }
        let whole = rest.count & ~127
        blocks(UnsafeRawBufferPointer(rebasing: rest[..<whole]))
        if whole < rest.count {
            pendingCount = rest.count - whole
            withUnsafeMutableBytes(of: &pending) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: rest[whole...])) }
        }
    }

    /// The digest of the bytes handed over (all `count` of them).
    func finish() -> UInt64 {
        precondition(seen == count, "a pixel digest stream of \(count) bytes was handed \(seen)")
        var l0 = self.l0
        var tail = pending
        withUnsafeBytes(of: &tail) { rest in
            // What is left after the blocks: 16-byte pieces into the first vector, then the last
            // bytes zero-padded into one more.
            var p = 0
            while p + 16 <= pendingCount {
                l0 = Self.step(l0, Self.load(rest, p))
                p += 16
            }
            if p < pendingCount {
                var last: (UInt64, UInt64) = (0, 0)
                withUnsafeMutableBytes(of: &last) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: rest[p..<pendingCount])) }
                l0 = Self.step(l0, Lanes(UInt64(littleEndian: last.0), UInt64(littleEndian: last.1)))
            }
        }
        return Self.fold(SIMD16(lowHalf: SIMD8(lowHalf: SIMD4(lowHalf: l0, highHalf: l1), highHalf: SIMD4(lowHalf: l2, highHalf: l3)),
                                highHalf: SIMD8(lowHalf: SIMD4(lowHalf: l4, highHalf: l5), highHalf: SIMD4(lowHalf: l6, highHalf: l7))))
    }

    /// The digest of sixteen final lane states: each lane avalanched on its own, then folded in
    /// turn (each fold a bijection of the lane's value), so changes in two lanes cancel only by
    /// chance, not by how they line up. Versions 3 and 4 end so.
    static func fold(_ lanes: SIMD16<UInt64>) -> UInt64 {
        func mix(_ x: UInt64) -> UInt64 {
            var x = x
            x ^= x >> 33; x = x &* 0xFF51_AFD7_ED55_8CCD
            x ^= x >> 33; x = x &* 0xC4CE_B9FE_1A85_EC53
            return x ^ (x >> 33)
        }
        var h: UInt64 = 0
        for i in 0..<16 { h = (h ^ mix(lanes[i])) &* 0x9E37_79B9_7F4A_7C15 }
        return mix(h)
    }
}
