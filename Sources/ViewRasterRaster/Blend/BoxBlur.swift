import Foundation

/// A Gaussian blur of an 8-bit plane approximated by three box blurs (sizes from the standard
/// "boxes for Gauss" formula), each run horizontally then vertically with integer running sums
/// rounded to nearest. Used for group shadows.
enum BoxBlur {
    /// Odd box sizes whose three-pass convolution has standard deviation ≈ `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
        guard sigma > 0.3 else { return [] }
        let n = 3.0
        let wIdeal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { $0 < m ? wl : wu }.filter { $0 > 1 }
    }

    /// The extra margin (pixels each side) the blur spreads into.
    static func spread(sigma: Double) -> Int { boxSizes(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 } }

    /// Blurs `plane` (`width × height`, row-major) in place; `temp` is reused scratch.
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double, temp: inout [UInt8]) {
        let sizes = boxSizes(sigma: sigma)
        guard !sizes.isEmpty, width > 0, height > 0 else { return }
        if temp.count < plane.count { temp = [UInt8](repeating: 0, count: plane.count) }
        plane.withUnsafeMutableBufferPointer { pb in
            temp.withUnsafeMutableBufferPointer { tb in
                let p = pb.baseAddress!, t = tb.baseAddress!
                for size in sizes {
                    let r = (size - 1) / 2
                    // Horizontal: p -> t.
                    for y in 0..<height { box(p + y * width, t + y * width, count: width, step: 1, radius: r) }
                    // Vertical: t -> p.
                    for x in 0..<width { box(t + x, p + x, count: height, step: width, radius: r) }
                }
            }
        }
    }

    /// One box pass along a line of `count` samples `step` apart; outside is zero.
    @inline(__always)
    private static func box(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int) {
        let size = 2 * r + 1
        let half = size / 2
        var sum = 0
        for i in 0..<min(r, count) { sum += Int(src[i * step]) }
        for i in 0..<count {
            let add = i + r, drop = i - r - 1
            if add < count { sum += Int(src[add * step]) }
            if drop >= 0 { sum -= Int(src[drop * step]) }
            dst[i * step] = UInt8((sum + half) / size)
        }
    }
}
