import Testing
@testable import ViewRasterRaster

/// The rasterizer turns whole 4-cell blocks of winding sums into coverage four at a time
/// (`CoverageRule.bytes4`) and other cells one at a time (`byte`): both must give the same
/// byte for every sum, or a pixel's coverage would depend on where its block starts.
@Suite struct CoverageBytesTests {
    /// Sums around every byte boundary (k ± ½)/255 and the rules' folds: signed zeros, 1,
    /// overlaps (2, 3), even-odd's triangle wave, sums past 2^23, values just either side.
    static let sums: [Float] = {
        var v: [Float] = [0, -0.0, 1, -1, 2, -2, 3, 1.5, 2.5, 7.25, 1e-9, -1e-9, 8_388_608, 16_777_216, 3e9, -3e9,
                          .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        for k in 0...256 {
            let edge = (Float(k) - 0.5) / 255
            for x in [edge, edge.nextUp, edge.nextDown, Float(k) / 255] {
                v += [x, -x, x + 1, 2 - x, x + 4, -(x + 6)]
            }
        }
        return v
    }()

    func check<R: CoverageRule>(_: R.Type) {
        let s = Self.sums
        var i = 0
        while i + 4 <= s.count {
            let packed = R.bytes4(SIMD4(s[i], s[i + 1], s[i + 2], s[i + 3]))
            for k in 0..<4 {
                let lane = UInt8(truncatingIfNeeded: packed >> (8 * UInt32(k)))
                #expect(lane == R.byte(s[i + k]), "sum \(s[i + k]) in lane \(k)")
            }
            i += 1   // every sum in every lane
        }
    }

    @Test func nonZeroBlocksGiveTheBytesOfSingleCells() { check(NonZero.self) }
    @Test func evenOddBlocksGiveTheBytesOfSingleCells() { check(EvenOdd.self) }
}
