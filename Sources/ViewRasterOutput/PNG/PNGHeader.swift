import Foundation

extension PNG {
    /// The width and height a PNG's `IHDR` chunk declares, read from the first 24 bytes without
    /// decoding anything (to check what decoding will allocate); nil when the bytes do not start
    /// with a PNG signature and an `IHDR` chunk.
    public static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24 else { return nil }
        let b = [UInt8](data.prefix(24))
        guard Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be32(16), be32(20))
    }
}
