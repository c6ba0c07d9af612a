import Foundation

/// The calling convention the PNG and JPEG `setjmp` shims share:
/// `decode(data, length, maxPixels, &width, &height, &pixels, message, capacity)` returns 0
/// and RGBA8 pixels (the caller frees them with its shim's free), or non-zero and a message.
enum ShimDecoder {
    /// A shim's decode function.
    typealias Decode = (UnsafePointer<UInt8>?, Int, UInt64, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
                        UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// What a decode gave: the pixels (width × height × 4 bytes, owned by the shim) or its message.
    enum Outcome {
        case pixels(width: Int, height: Int, UnsafeMutablePointer<UInt8>)
        case failure(String)
    }

    /// Runs `decode` on `data` (an empty `data` is passed as a zero-length buffer).
    static func run(_ data: Data, maxPixels: Int, _ decode: Decode) -> Outcome {
        var width: UInt32 = 0, height: UInt32 = 0
        var out: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let limit = UInt64(max(0, maxPixels))
        let status = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int32 in
            var empty: UInt8 = 0
            return message.withUnsafeMutableBufferPointer { err in
                if let base = raw.bindMemory(to: UInt8.self).baseAddress {
                    return decode(base, raw.count, limit, &width, &height, &out, err.baseAddress, err.count)
                }
                return decode(&empty, 0, limit, &width, &height, &out, err.baseAddress, err.count)
            }
        }
        guard status == 0, let pixels = out else {
            return .failure(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return .pixels(width: Int(width), height: Int(height), pixels)
    }
}
