import Foundation
import Testing
import ViewRasterLayout

/// The engine's rounding to the pixel grid: the library's `rounded(.toNearestOrAwayFromZero)`
/// for every double (a zero's sign aside: the engine adds 0 to each result), one value or two
/// at a time.
@Suite struct PixelSnapTests {
    /// Ties both ways, just below and above a half, the ends of the fast path (2^51) and of
    /// fractions (2^52), huge values, infinities and NaN.
    static let edges: [Double] = [
        0, 0.25, 0.5, 0.75, 1, 1.5, 2.5, 3.5, 1234.5, 1234.49999, 0.49999999999999994, 0.5000000000000001,
        4_503_599_627_370_495.5, 2_251_799_813_685_247.5, 2_251_799_813_685_246.5, 2_251_799_813_685_247.75,
        2_251_799_813_685_248, 2_251_799_813_685_248.5, 2_251_799_813_685_249.5, 4_503_599_627_370_496,
        9_007_199_254_740_994, 1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity,
    ]

    /// Both results after adding 0, as the engine uses them (NaN: both NaN).
    func same(_ a: Double, _ b: Double) -> Bool { a.isNaN ? b.isNaN : (a + 0).bitPattern == (b + 0).bitPattern }

    /// Every edge value, both signs, and 200,000 values of a fixed sequence (multiples of 1/8 to
    /// land on ties, and arbitrary doubles of every magnitude up to 2^60), against the library.
    @Test func roundsAsTheLibraryDoes() {
        var values = Self.edges.flatMap { [$0, -$0] } + [.nan]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return state }
        for _ in 0..<100_000 {
            let eighths = Double(Int64(bitPattern: next()) >> 40) / 8
            let scale = Double(sign: .plus, exponent: Int(next() % 61) - 20, significand: 1)
            let arbitrary = Double(Int64(bitPattern: next()) >> 11) / 4_503_599_627_370_496 * scale
            values += [eighths, arbitrary]
        }
        var wrong: [Double] = []
        for x in values where !same(PixelSnap.roundedAwayFromZero(x), x.rounded(.toNearestOrAwayFromZero)) { wrong.append(x) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        // Two at a time: each lane as one at a time, whatever the other lane holds.
        var wrongPairs = 0
        for i in 0..<(values.count - 1) {
            let pair = PixelSnap.roundedAwayFromZero(SIMD2(values[i], values[values.count - 1 - i]))
            if !same(pair[0], values[i].rounded(.toNearestOrAwayFromZero))
                || !same(pair[1], values[values.count - 1 - i].rounded(.toNearestOrAwayFromZero)) { wrongPairs += 1 }
        }
        #expect(wrongPairs == 0)
    }

    /// Four at a time (a frame's two corners, as the engine snaps them): each lane as one at a
    /// time, whatever the other three hold — edges, huge values and NaN beside ordinary ones
    /// (which send all four lanes through the one-at-a-time function).
    @Test func fourAtATimeRoundEachLaneAsOneAtATime() {
        var values = Self.edges.flatMap { [$0, -$0] } + [.nan]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return state }
        for _ in 0..<40_000 { values.append(Double(Int64(bitPattern: next()) >> 40) / 8) }
        var wrong = 0
        for i in 0..<(values.count - 3) {
            let lanes = [values[i], values[values.count - 1 - i], values[(i * 7) % values.count], values[i + 3]]
            let four = PixelSnap.roundedAwayFromZero(SIMD4(lanes[0], lanes[1], lanes[2], lanes[3]))
            for lane in 0..<4 where !same(four[lane], lanes[lane].rounded(.toNearestOrAwayFromZero)) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// The four-lane range test is `a < 2^51` of every lane, exactly: lanes at, just below and
    /// just above 2^51 (whose high words are and are not `0x4320_0000`, and whose low words
    /// differ), 2^52, the largest double, infinities and NaN, both signs, each in every lane
    /// beside small values, zeros and each other.
    @Test func rangeTestIsEveryLaneBelowTwoToThe51() {
        let limit = 2_251_799_813_685_248.0
        let near: [Double] = [limit, limit.nextDown, limit.nextUp, limit - 0.5, limit.nextDown.nextDown, 4_503_599_627_370_496,
                              Double(bitPattern: 0x431F_FFFF_0000_0000), Double(bitPattern: 0x4320_0000_0000_0001),
                              .greatestFiniteMagnitude, .infinity, .nan, 0, 1, 0.5, 1234.5, .leastNonzeroMagnitude]
        let values = near.flatMap { [$0, -$0] }
        var wrong = 0, below = 0, notBelow = 0
        for a in values {
            for b in values {
                for lanes in [[a, b, 0, 1], [1, a, b, 0], [0, 1, a, b], [b, 0, 1, a]] {
                    let magnitudes = SIMD4<UInt64>(lanes.map { $0.bitPattern & ~(1 << 63) })
                    let expected = lanes.allSatisfy { abs($0) < limit }
                    if PixelSnap.allBelowRoundingLimit(magnitudes) != expected { wrong += 1 }
                    if expected { below += 1 } else { notBelow += 1 }
                }
            }
        }
        #expect(wrong == 0)
        // Both answers were asked for (the table is not all one side of the limit).
        #expect(below > 100 && notBelow > 100)
    }

    /// A row at scale 2 whose edges fall on half pixels: each is rounded away from zero, on
    /// the first pass and on an edit; an item left of the root keeps its (negative) frame, and
    /// one the edit does not move is not written again.
    @Test func anEditSnapsHalfPixelsAwayFromZero() {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 200, height: 50))
        let a = ReportingItem(), b = ReportingItem(), left = RecordingItem()
        for item in [a, b, left] { root.add(item) }
        let width = a.widthAnchor.constraint(equalToConstant: 1.25)
        var all = [a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0.25), width,
                   b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 0.5), b.widthAnchor.constraint(equalToConstant: 1),
                   left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -1.25), left.widthAnchor.constraint(equalToConstant: 0.5)]
        for item in [a, b, left] {
            all += [item.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.75), item.heightAnchor.constraint(equalToConstant: 1)]
        }
        LayoutConstraint.activate(all)
        root.solveLayout(scale: 2)
        // a: 0.25…1.5 → 0.5 px… 3 px → 1 …3 px (away from zero) → x 0.5, width 1; y 0.75…1.75 →
        // 1.5…3.5 px → 2…4 px → y 1, height 1. b: 2…3. left: -1.25…-0.75 → -2.5…-1.5 px →
        // -3…-2 px → x -1.5, width 0.5.
        #expect(a.frame == CGRect(x: 0.5, y: 1, width: 1, height: 1))
        #expect(b.frame == CGRect(x: 2, y: 1, width: 1, height: 1))
        #expect(left.frame == CGRect(x: -1.5, y: 1, width: 0.5, height: 1))
        width.constant = 1.5
        root.solveLayout(scale: 2)
        #expect(root.layoutEngine.passCounts.constantsOnly == 1)
        // a: 0.25…1.75 → 1…4 px → x 0.5, width 1.5; b: 2.25…3.25 → 4.5…6.5 px → 5…7 px →
        // x 2.5, width 1.
        #expect(a.frame == CGRect(x: 0.5, y: 1, width: 1.5, height: 1))
        #expect(b.frame == CGRect(x: 2.5, y: 1, width: 1, height: 1))
        #expect(left.frame == CGRect(x: -1.5, y: 1, width: 0.5, height: 1) && left.written.count == 1)
    }
}
