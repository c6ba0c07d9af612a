import Foundation
import ViewRasterDisplayList

/// Writes an animated PNG (APNG) frame by frame. Debian's libpng has no APNG support, so each
/// frame is encoded as an ordinary PNG by libpng and its compressed IDAT data re-wrapped:
/// the first frame's as IDAT (what a plain PNG viewer shows), later frames' as `fdAT` chunks,
/// each behind an `fcTL` chunk, with an `acTL` chunk declaring the count. Frames are appended
/// in order to a temporary file that is renamed into place by `finish()`.
public final class APNGWriter {
    private let url: URL
    private let temp: URL
    private let handle: FileHandle
    private let frameCount: Int
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var sequence: UInt32 = 0
    private var written = 0
    private var finished = false
    private var size: (width: Int, height: Int)?

    /// Starts `url` for `frameCount` frames shown `1/fps` s each, looping forever.
    public init(url: URL, frameCount: Int, fps: Int) throws {
        guard frameCount > 0 else { throw RasterError.io("\(url.path): an APNG needs at least one frame") }
        self.url = url
        self.frameCount = frameCount
        self.delay = (1, UInt16(clamping: max(1, fps)))
        try OutputPath.checkFile(url.path)
        TemporaryFiles.removeStale(in: url.deletingLastPathComponent().path)
        temp = url.deletingLastPathComponent().appendingPathComponent(TemporaryFiles.name(for: url))
        guard FileManager.default.createFile(atPath: temp.path, contents: nil) else {
            throw RasterError.io("\(url.path): cannot create a temporary file beside it")
        }
        TemporaryFiles.register(temp.path)
        handle = try FileHandle(forWritingTo: temp)
    }

    deinit {
        if !finished { try? handle.close(); try? FileManager.default.removeItem(at: temp) }
        TemporaryFiles.unregister(temp.path)
    }

    /// Appends the next frame (a PNG encoded by `PNG.encode`). Every frame must have the
    /// first frame's size.
    public func append(png data: Data) throws {
        let chunks = try PNGChunks.parse(data)
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" }), ihdr.data.count >= 8 else {
            throw RasterError.png("APNG frame has no IHDR")
        }
        let w = Int(ihdr.data.readUInt32(at: 0)), h = Int(ihdr.data.readUInt32(at: 4))
        var out = Data()
        if written == 0 {
            size = (w, h)
            out.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            out.append(PNGChunks.chunk("IHDR", ihdr.data))
            var actl = Data()
            actl.appendUInt32(UInt32(frameCount)); actl.appendUInt32(0)
            out.append(PNGChunks.chunk("acTL", actl))
        } else if let size, size != (w, h) {
            throw RasterError.png("APNG frame \(written) is \(w)x\(h), the first was \(size.width)x\(size.height)")
        }
        var fctl = Data()
        fctl.appendUInt32(sequence); sequence += 1
        fctl.appendUInt32(UInt32(w)); fctl.appendUInt32(UInt32(h))
        fctl.appendUInt32(0); fctl.appendUInt32(0)
        fctl.appendUInt16(delay.numerator); fctl.appendUInt16(delay.denominator)
        fctl.append(0)   // dispose: none
        fctl.append(0)   // blend: source (frames are whole images)
        out.append(PNGChunks.chunk("fcTL", fctl))
        for c in chunks where c.type == "IDAT" {
            if written == 0 {
                out.append(PNGChunks.chunk("IDAT", c.data))
            } else {
                var fdat = Data()
                fdat.appendUInt32(sequence); sequence += 1
                fdat.append(c.data)
                out.append(PNGChunks.chunk("fdAT", fdat))
            }
        }
        try handle.write(contentsOf: out)
        written += 1
    }

    /// Writes the end chunk and renames the file into place.
    public func finish() throws {
        guard written == frameCount else {
            throw RasterError.io("\(url.path): \(written) of \(frameCount) APNG frames were written")
        }
        try handle.write(contentsOf: PNGChunks.chunk("IEND", Data()))
        try handle.close()
        try OutputPath.checkFile(url.path)
        guard rename(temp.path, url.path) == 0 else {
            throw RasterError.io("\(url.path): cannot write: \(String(cString: strerror(errno)))")
        }
        finished = true
    }
}

/// Reading and writing PNG chunks.
public enum PNGChunks {
    /// One chunk: its four-letter type (`IHDR`, `IDAT` …) and its data (without length and CRC).
    public struct Chunk: Sendable { public var type: String; public var data: Data }

    /// The chunks of PNG file `data`, in order, up to and including `IEND`; throws if the signature
    /// is wrong or a chunk runs past the end. CRCs are not checked.
    public static func parse(_ data: Data) throws -> [Chunk] {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RasterError.png("not a PNG file (bad signature)")
        }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= bytes.count {
            let n = Int(UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3]))
            guard n <= bytes.count - i - 12 else { throw RasterError.png("truncated chunk at byte \(i)") }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Data(bytes[(i + 8)..<(i + 8 + n)])))
            i += 12 + n
            if type == "IEND" { break }
        }
        return chunks
    }

    /// Chunk `type` with `body` as it is written in a file: length, type, body and CRC-32.
    public static func chunk(_ type: String, _ body: Data) -> Data {
        var out = Data()
        out.appendUInt32(UInt32(body.count))
        let typeBytes = Data(type.utf8)
        out.append(typeBytes)
        out.append(body)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(body)
        out.appendUInt32(crc.value)
        return out
    }
}

/// The CRC-32 PNG chunks use (polynomial 0xEDB88320).
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB88320 ^ (c >> 1) : c >> 1 }
        return c
    }
    private var crc: UInt32 = 0xFFFFFFFF
    mutating func update(_ data: Data) {
        for b in data { crc = CRC32.table[Int((crc ^ UInt32(b)) & 0xFF)] ^ (crc >> 8) }
    }
    var value: UInt32 { crc ^ 0xFFFFFFFF }
}

extension Data {
    mutating func appendUInt32(_ v: UInt32) { append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]) }
    mutating func appendUInt16(_ v: UInt16) { append(contentsOf: [UInt8(v >> 8), UInt8(v & 0xFF)]) }
    func readUInt32(at i: Int) -> UInt32 {
        let s = startIndex + i
        return UInt32(self[s]) << 24 | UInt32(self[s + 1]) << 16 | UInt32(self[s + 2]) << 8 | UInt32(self[s + 3])
    }
}
