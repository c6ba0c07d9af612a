import ViewRasterDisplayList
/// Conversions between straight and premultiplied RGBA8, both exact under the mul255 rule.
enum PNGPremultiply {
    /// Straight → premultiplied in place: each color channel becomes mul255(channel, alpha).
    static func premultiply(_ p: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i + 3 < p.count {
            let a = p[i + 3]
            if a != 255 {
                p[i] = mul255(p[i], a); p[i + 1] = mul255(p[i + 1], a); p[i + 2] = mul255(p[i + 2], a)
            }
            i += 4
        }
    }

    /// `table[a << 8 | c]` = round(c · 255 / a), clamped to 255 (0 for a = 0). With it,
    /// premultiplying the un-premultiplied value gives back `c` for every `c ≤ a`.
    static let unpremultiplyTable: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1...255 {
            for c in 0...255 {
                t[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return t
    }()

    /// Premultiplied → straight, into a new buffer.
    static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        let table = unpremultiplyTable
        table.withUnsafeBufferPointer { t in
            out.withUnsafeMutableBufferPointer { p in
                var i = 0
                while i + 3 < p.count {
                    let a = Int(p[i + 3])
                    if a == 0 {
                        p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                    } else if a != 255 {
                        let row = a << 8
                        p[i] = t[row | Int(p[i])]; p[i + 1] = t[row | Int(p[i + 1])]; p[i + 2] = t[row | Int(p[i + 2])]
                    }
                    i += 4
                }
            }
        }
        return out
    }
}
