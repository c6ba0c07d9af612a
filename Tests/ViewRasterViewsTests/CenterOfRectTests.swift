import Foundation
import Testing
@testable import ViewRasterViews

/// `View.center(of:)`, the centre the engine's frame write gives a view, is
/// `CGPoint(x: rect.midX, y: rect.midY)` bit for bit (Foundation's `(minX + maxX) · 0.5` of the
/// standardized rectangle), without Foundation's branches for positive sizes.
@MainActor
struct CenterOfRectTests {
    func bitsEqual(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

    /// By hand: (x + (x + w)) / 2 rounds x + w first. For x = 1, w = 2^53, x + w = 2^53 + 1 is a
    /// tie that rounds to even, 2^53; 1 + 2^53 does again; half of it is 2^52 — not the
    /// 2^52 + 1 of x + w / 2. Ordinary frames give their plain centres; a negative width is
    /// standardized first (x 10, width −4: the rectangle 6…10, centre 8).
    @Test func centresAsFoundationRoundsThem() {
        let big = CGFloat(9_007_199_254_740_992)
        #expect(View.center(of: CGRect(x: 1, y: 1, width: big, height: big)) == CGPoint(x: big / 2, y: big / 2))
        #expect(View.center(of: CGRect(x: 10, y: 20, width: 7, height: 3)) == CGPoint(x: 13.5, y: 21.5))
        #expect(View.center(of: CGRect(x: -0.0, y: 0, width: 0, height: 0)) == .zero)
        #expect(View.center(of: CGRect(x: 10, y: 10, width: -4, height: -2)) == CGPoint(x: 8, y: 9))
        // 1/3 pixels at scale 3: both sums round, the halving does not.
        let third = CGFloat(1) / 3
        let c = View.center(of: CGRect(x: third, y: 2 * third, width: third, height: 4 * third))
        #expect(c.x == (third + (third + third)) * 0.5 && c.y == (2 * third + (2 * third + 4 * third)) * 0.5)
    }

    /// The same bits as Foundation's `midX`/`midY` for signed zeros, subnormals, infinities,
    /// NaN, the largest doubles, fractions of pixels and random bit patterns, every width sign.
    @Test func sameBitsAsMidXAndMidY() {
        var values: [CGFloat] = [0, -0.0, 1, -1, 0.5, -2.5, 1 / 3, .leastNormalMagnitude / 128, -.leastNormalMagnitude / 128, .leastNonzeroMagnitude,
                                 .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
                                 9_007_199_254_740_992, 9_007_199_254_740_993, 1e308]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        for _ in 0..<200 { values.append(CGFloat(Double(bitPattern: next()))) }
        for _ in 0..<200 { values.append(CGFloat(Int(next() % 200_001) - 100_000) / [1, 2, 3, 4, 8, 1000][Int(next() % 6)]) }
        var mismatches = 0
        for x in values {
            for w in values {
                let r = CGRect(x: x, y: w, width: w, height: x)
                let c = View.center(of: r)
                if !bitsEqual(c.x, r.midX) || !bitsEqual(c.y, r.midY) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}
