import Foundation

/// Builds a font collection (`.ttc`, OpenType's "TrueType Collection" format) from single-face
/// font files, as Apple's `HelveticaNeue.ttc` holds its faces: a `ttcf` header listing each
/// face's table directory, then each file whole, its table offsets moved to count from the
/// collection's start (a collection's offsets do; a single file's count from its own). Tests
/// build one from the bundled fonts rather than keeping a binary fixture.
public enum FontCollectionFile {
    /// The collection of the faces in `files`, in that order. Throws when a file cannot be
    /// read or is not a single-face sfnt (TrueType or CFF OpenType).
    public static func make(from files: [URL]) throws -> Data {
        let fonts = try files.map { try Data(contentsOf: $0) }
        var out = Data()
        append32(0x7474_6366, to: &out)           // "ttcf"
        append32(0x0001_0000, to: &out)           // version 1.0
        append32(UInt32(fonts.count), to: &out)
        var start = 12 + 4 * fonts.count
        var starts: [Int] = []
        for font in fonts {
            start = (start + 3) & ~3
            starts.append(start)
            append32(UInt32(start), to: &out)
            start += font.count
        }
        for (font, at) in zip(fonts, starts) {
            while out.count < at { out.append(0) }
            var moved = [UInt8](font)
            guard moved.count >= 12, read32(moved, 0) == 0x0001_0000 || read32(moved, 0) == 0x4F54_544F else {
                throw CocoaError(.fileReadCorruptFile)
            }
            let tables = Int(moved[4]) << 8 | Int(moved[5])
            guard moved.count >= 12 + 16 * tables else { throw CocoaError(.fileReadCorruptFile) }
            for t in 0..<tables {
                let field = 12 + 16 * t + 8      // tag, checksum, then the offset
                write32(read32(moved, field) + UInt32(at), &moved, field)
            }
            out.append(contentsOf: moved)
        }
        return out
    }

    private static func append32(_ v: UInt32, to data: inout Data) {
        data.append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }

    private static func read32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static func write32(_ v: UInt32, _ b: inout [UInt8], _ i: Int) {
        b[i] = UInt8(v >> 24); b[i + 1] = UInt8(v >> 16 & 0xFF); b[i + 2] = UInt8(v >> 8 & 0xFF); b[i + 3] = UInt8(v & 0xFF)
    }
}
