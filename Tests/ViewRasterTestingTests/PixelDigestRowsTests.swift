import Testing
@testable import ViewRasterTesting

/// The version-4 digest (`PixelDigest.digestV4`, `PixelDigestRows`): rows hashed on their own,
/// then stepping the image's lanes. A file format (references store it), so its loops are
/// checked against the steps its documentation gives, written out again here.
struct PixelDigestRowsTests {
    /// Pseudo-random bytes with high bits set (the 32-bit products carry into the high half).
    func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var x = seed
        return (0..<count).map { _ in
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: x >> 56)
        }
    }

    /// The documented steps, one lane at a time: each row's sixteen lanes from the seeds (lane 0
    /// xor the row's byte count) over its 128-byte blocks (the last zero-padded), then each
    /// image lane (seeded with the canvas's byte count) stepped once with its row lane's state;
    /// the image lanes avalanched and folded in turn.
    func documented(_ bytes: [UInt8], width: Int, height: Int) -> UInt64 {
        let seeds: [UInt64] = [
            0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5,
            0x85EB_CA77_C2B2_AE63, 0xFF51_AFD7_ED55_8CCD, 0xC4CE_B9FE_1A85_EC53, 0x9FB2_1C65_1E98_DF25,
            0x2545_F491_4F6C_DD1D, 0xD6E8_FEB8_6659_FD93, 0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB,
            0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3, 0x1D8E_4E27_C47D_124F, 0x7FB5_D329_728E_A185,
        ]
        func step(_ s: UInt64, _ w: UInt64) -> UInt64 {
            var s = s ^ w
            s = s &+ (s & 0xFFFF_FFFF) &* 0x9E37_79B8
            return s ^ (s >> 32)
        }
        func word(_ b: ArraySlice<UInt8>) -> UInt64 {
            b.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        }
        func mix(_ x: UInt64) -> UInt64 {
            var x = x
            x ^= x >> 33; x = x &* 0xFF51_AFD7_ED55_8CCD
            x ^= x >> 33; x = x &* 0xC4CE_B9FE_1A85_EC53
            return x ^ (x >> 33)
        }
        let n = width * 4
        var image = seeds
        image[0] ^= UInt64(n * height)
        for r in 0..<height {
            var row = Array(bytes[(r * n)..<((r + 1) * n)])
            row += [UInt8](repeating: 0, count: (128 - n % 128) % 128)
            var lanes = seeds
            lanes[0] ^= UInt64(n)
            for block in stride(from: 0, to: row.count, by: 128) {
                for i in 0..<16 { lanes[i] = step(lanes[i], word(row[(block + 8 * i)..<(block + 8 * i + 8)])) }
            }
            for i in 0..<16 { image[i] = step(image[i], lanes[i]) }
        }
        var h: UInt64 = 0
        for lane in image { h = (h ^ mix(lane)) &* 0x9E37_79B9_7F4A_7C15 }
        return mix(h)
    }

    /// Widths whose rows are shorter than a block, a block exactly, a block and a bit, and a
    /// screen's (750 pixels: 23 blocks and a 56-byte tail); rows that repeat the row above
    /// them (the accelerated loop takes their lanes again), and rows that differ from it only in
    /// their last byte or their first.
    @Test(arguments: [1, 5, 31, 32, 33, 64, 100, 750])
    func theRowLoopsAreTheDocumentedSteps(_ width: Int) {
        let n = width * 4
        for height in [1, 2, 3, 7] {
            var bytes = noise(n * height, seed: UInt64(width * 131 + height))
            if height == 7 {
                // Rows 2 and 3 repeat row 1; row 5 is row 4 with its last byte changed, row 6
                // row 5 with its first.
                for r in [2, 3] { bytes.replaceSubrange((r * n)..<((r + 1) * n), with: bytes[n..<(2 * n)]) }
                bytes.replaceSubrange((5 * n)..<(6 * n), with: bytes[(4 * n)..<(5 * n)])
                bytes[6 * n - 1] ^= 1
                bytes.replaceSubrange((6 * n)..<(7 * n), with: bytes[(5 * n)..<(6 * n)])
                bytes[6 * n] ^= 0x80
            }
            let expected = documented(bytes, width: width, height: height)
            bytes.withUnsafeBytes { b in
                #expect(PixelDigest.digestV4(b, width: width, height: height) == expected, "\(width) × \(height)")
                #expect(PixelDigest.digestV4(b, width: width, height: height, accelerated: false) == expected, "\(width) × \(height), portable")
            }
        }
    }

    /// A canvas whose rows 3–9 and 14–15 are one background word, handed over as the renderer's
    /// row runs do — bytes for some runs, the word alone for the background's — gives the
    /// digest of the whole canvas's bytes, however the runs are cut.
    @Test(arguments: [UInt32(0xFFF4_EFEF), 0])
    func backgroundRunsAreTheirRowsBytes(_ word: UInt32) {
        let (width, height) = (45, 16)
        var bytes = noise(width * height * 4, seed: 7)
        let background: Set<Int> = Set(3...9).union(14...15)
        for r in background {
            for x in 0..<width { for b in 0..<4 { bytes[(r * width + x) * 4 + b] = UInt8(truncatingIfNeeded: word >> (8 * b)) } }
        }
        let whole = bytes.withUnsafeBytes { PixelDigest.digestV4($0, width: width, height: height) }
        #expect(whole == documented(bytes, width: width, height: height))
        // Runs cut as bands of k rows cut them, background runs by the word (accelerated where
        // the CPU has AVX2, and portable).
        for (k, accelerated) in [1, 2, 5, 16].flatMap({ k in [(k, true), (k, false)] }) {
            var rows = PixelDigestRows(width: width, height: height, accelerated: accelerated)
            var y = 0
            while y < height {
                let isBackground = background.contains(y)
                var end = y + 1
                while end < height && end % k != 0 && background.contains(end) == isBackground { end += 1 }
                if isBackground {
                    rows.append(background: word, rows: end - y)
                } else {
                    bytes.withUnsafeBytes { rows.append(UnsafeRawBufferPointer(rebasing: $0[(y * width * 4)..<(end * width * 4)]), rows: end - y) }
                }
                y = end
            }
            #expect(rows.finish() == whole, "runs of at most \(k) rows, accelerated: \(accelerated)")
        }
        // A background run given another word is other pixels.
        var other = PixelDigestRows(width: width, height: height)
        bytes.withUnsafeBytes { other.append(UnsafeRawBufferPointer(rebasing: $0[0..<(3 * width * 4)]), rows: 3) }
        other.append(background: word ^ 1, rows: 7)
        bytes.withUnsafeBytes { other.append(UnsafeRawBufferPointer(rebasing: $0[(10 * width * 4)...]), rows: 6) }
        #expect(other.finish() != whole)
    }

    /// Rows that repeat the row above handed over without their bytes (after a run of bytes,
    /// after a background run, at the start of a band) give the digest of the whole canvas's
    /// bytes, accelerated and portable; a run said to repeat a row it does not is other pixels.
    @Test func repeatedRowRunsAreTheRowAbove() {
        let (width, height) = (45, 16)
        let word: UInt32 = 0xFFF4_EFEF
        var bytes = noise(width * height * 4, seed: 11)
        let n = width * 4
        func copyRow(_ from: Int, to: Int) { bytes.replaceSubrange((to * n)..<((to + 1) * n), with: Array(bytes[(from * n)..<((from + 1) * n)])) }
        for y in 4...8 { copyRow(3, to: y) }
        for y in 10...13 { for x in 0..<width { for b in 0..<4 { bytes[(y * width + x) * 4 + b] = UInt8(truncatingIfNeeded: word >> (8 * b)) } } }
        copyRow(14, to: 15)
        let whole = bytes.withUnsafeBytes { PixelDigest.digestV4($0, width: width, height: height) }
        #expect(whole == documented(bytes, width: width, height: height))
        // (rows, kind): 0 bytes, 1 background, 2 repeats of the row above.
        let runs: [[(Range<Int>, Int)]] = [
            [(0..<4, 0), (4..<9, 2), (9..<10, 0), (10..<12, 1), (12..<14, 2), (14..<15, 0), (15..<16, 2)],
            [(0..<4, 0), (4..<6, 2), (6..<9, 2), (9..<10, 0), (10..<11, 1), (11..<14, 2), (14..<16, 0)],
        ]
        for (cut, accelerated) in runs.flatMap({ c in [(c, true), (c, false)] }) {
            var rows = PixelDigestRows(width: width, height: height, accelerated: accelerated)
            for (r, kind) in cut {
                switch kind {
                case 0: bytes.withUnsafeBytes { rows.append(UnsafeRawBufferPointer(rebasing: $0[(r.lowerBound * n)..<(r.upperBound * n)]), rows: r.count) }
                case 1: rows.append(background: word, rows: r.count)
                default: rows.append(repeatingRowAbove: r.count)
                }
            }
            #expect(rows.finish() == whole, "\(cut), accelerated: \(accelerated)")
        }
        // Row 9 is not row 8: repeating row 8 there is another image.
        var other = PixelDigestRows(width: width, height: height)
        bytes.withUnsafeBytes { other.append(UnsafeRawBufferPointer(rebasing: $0[0..<(4 * n)]), rows: 4) }
        other.append(repeatingRowAbove: 6)
        other.append(background: word, rows: 4)
        bytes.withUnsafeBytes { other.append(UnsafeRawBufferPointer(rebasing: $0[(14 * n)...]), rows: 2) }
        #expect(other.finish() != whole)
    }

    /// Any one changed byte changes the digest, and so do two rows swapped (the image lanes
    /// take the rows in order) and the same bytes read with another width.
    @Test func changesChangeTheDigest() {
        let (width, height) = (40, 6)
        let base = noise(width * height * 4, seed: 99)
        let h0 = base.withUnsafeBytes { PixelDigest.digestV4($0, width: width, height: height) }
        var seen: Set<UInt64> = [h0]
        for i in stride(from: 0, to: base.count, by: 37) {
            var b = base
            b[i] ^= 0x10
            seen.insert(b.withUnsafeBytes { PixelDigest.digestV4($0, width: width, height: height) })
        }
        #expect(seen.count == 1 + (base.count + 36) / 37)
        var swapped = base
        let n = width * 4
        swapped.replaceSubrange(0..<n, with: base[n..<(2 * n)])
        swapped.replaceSubrange(n..<(2 * n), with: base[0..<n])
        #expect(swapped.withUnsafeBytes { PixelDigest.digestV4($0, width: width, height: height) } != h0)
        #expect(base.withUnsafeBytes { PixelDigest.digestV4($0, width: width * 2, height: height / 2) } != h0)
    }
}
