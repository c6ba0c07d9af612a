/// The chunks of a reference PNG that `PixelDigest.matches` reads, found in the file's bytes
/// without copying them: the byte ranges of the `tEXt` chunks' and the `IDAT` chunks' data, in
/// file order. It walks the file as `PNGChunks.parse` does — the PNG signature, then chunks
/// of a 4-byte big-endian length, a 4-byte type, the data and a 4-byte CRC (not checked), up to
/// and including `IEND` — and fails where `parse` throws (a bad signature, a chunk longer than
/// what is left), so a file `parse` rejects is rejected here too.
struct ReferenceChunkScan {
    /// The data of each `tEXt` chunk, in file order.
    private(set) var texts: [Range<Int>] = []
    /// The data of each `IDAT` chunk, in file order.
    private(set) var idats: [Range<Int>] = []

    /// Scans `bytes` (a whole PNG file); nil when they are not a PNG file or a chunk is cut short.
    init?(_ bytes: UnsafeRawBufferPointer) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else { return nil }
        var i = 8
        while i + 12 <= bytes.count {
            let n = Int(UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3]))
            guard n <= bytes.count - i - 12 else { return nil }
            let type = (bytes[i + 4], bytes[i + 5], bytes[i + 6], bytes[i + 7])
            let data = (i + 8)..<(i + 8 + n)
            i += 12 + n
            switch type {
            case (0x74, 0x45, 0x58, 0x74): texts.append(data)        // tEXt
            case (0x49, 0x44, 0x41, 0x54): idats.append(data)        // IDAT
            case (0x49, 0x45, 0x4E, 0x44): return                    // IEND
            default: break
            }
        }
    }

    /// `f` of the `IDAT` chunks' data joined in file order (one chunk is read where it lies;
    /// several are copied once into one buffer).
    func digestOfIDAT(_ bytes: UnsafeRawBufferPointer, _ f: (UnsafeRawBufferPointer) -> UInt64) -> UInt64 {
        if idats.count == 1 { return f(UnsafeRawBufferPointer(rebasing: bytes[idats[0]])) }
        let total = idats.reduce(0) { $0 + $1.count }
        return withUnsafeTemporaryAllocation(byteCount: max(total, 1), alignment: 16) { joined in
            var at = 0
            for r in idats {
                UnsafeMutableRawBufferPointer(rebasing: joined[at..<(at + r.count)]).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[r]))
                at += r.count
            }
            return f(UnsafeRawBufferPointer(rebasing: joined[0..<total]))
        }
    }
}
