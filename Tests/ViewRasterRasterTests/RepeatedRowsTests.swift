import Foundation
import Testing
import ViewRasterDisplayList
@testable import ViewRasterRaster

/// Rows crossed only by vertical sides (the rasterizer resolves one row of such a band and
/// replays it for the others) have the exact area coverage of every pixel, whatever the
/// coverage sink does with the bytes it is given.
@Suite struct RepeatedRowsTests {
    /// A hexagon with vertical sides at x = 10.3 and 60.7 from y = 5.25 to 70.5 (three whole
    /// 16-row bands of the rasterizer and parts of two more), pointed top and bottom.
    let hexagon = [CGPoint(x: 10.3, y: 5.25), CGPoint(x: 35, y: 1.5), CGPoint(x: 60.7, y: 5.25),
                   CGPoint(x: 60.7, y: 70.5), CGPoint(x: 35, y: 75.2), CGPoint(x: 10.3, y: 70.5)]

    /// The coverage bytes of `poly` (72 × 80 pixels), read from the sink's arguments; the sink
    /// then overwrites the bytes it was given, as a clip mask multiply does.
    func coverage(_ poly: [CGPoint], rule: FillRule = .nonzero, clip: PixelRect? = nil) -> [[Int]] {
        var rows = [[Int]](repeating: [Int](repeating: 0, count: 72), count: 80)
        AreaRasterizer().rasterize([Polyline(points: poly, closed: true)], rule: rule,
                                   clip: clip ?? PixelRect(x0: 0, y0: 0, x1: 72, y1: 80)) { y, x, n, cov, constant in
            for i in 0..<n { rows[y][x + i] = constant >= 0 ? constant : Int(cov[i]) }
            cov.update(repeating: 0, count: n)
        }
        return rows
    }

    @Test(arguments: [FillRule.nonzero, .evenodd])
    func straightSidesHaveTheExactAreaInEveryRow(_ rule: FillRule) {
        let rows = coverage(hexagon, rule: rule)
        var worst = 0.0
        for y in 0..<80 {
            for x in 0..<72 {
                worst = max(worst, abs(Double(rows[y][x]) - rcExactCoverage(hexagon, x: x, y: y) * 255))
            }
        }
        #expect(worst <= 0.51, "worst per-pixel error \(worst)/255")
        // The straight rows are all alike: part of the side pixels, all of the inside.
        for y in 6..<70 {
            #expect(rows[y] == rows[6], "row \(y)")
        }
        #expect(rows[6][11] == 255 && rows[6][59] == 255 && rows[6][9] == 0 && rows[6][61] == 0)
        #expect(rows[6][10] > 0 && rows[6][10] < 255 && rows[6][60] > 0 && rows[6][60] < 255)
    }

    /// Each straight row drawn alone (a one-row clip: no band of two rows to replay) gives the
    /// bytes of the whole rasterization.
    @Test func eachRowAloneGivesTheSameBytes() {
        let whole = coverage(hexagon)
        for y in [5, 6, 16, 17, 32, 40, 64, 69, 70] {
            let alone = coverage(hexagon, clip: PixelRect(x0: 0, y0: y, x1: 72, y1: y + 1))
            #expect(alone[y] == whole[y], "row \(y)")
        }
    }

    /// A slanted edge inside an otherwise straight band is not replayed over: a notch cut into
    /// the right side from y = 30.5 to 40.5 shows in its rows only.
    @Test func aSlantedEdgeInTheBandKeepsItsRows() {
        let notched = [CGPoint(x: 10.3, y: 5.25), CGPoint(x: 35, y: 1.5), CGPoint(x: 60.7, y: 5.25),
                       CGPoint(x: 60.7, y: 30.5), CGPoint(x: 50.2, y: 35.5), CGPoint(x: 60.7, y: 40.5),
                       CGPoint(x: 60.7, y: 70.5), CGPoint(x: 35, y: 75.2), CGPoint(x: 10.3, y: 70.5)]
        let rows = coverage(notched)
        var worst = 0.0
        for y in 0..<80 {
            for x in 0..<72 { worst = max(worst, abs(Double(rows[y][x]) - rcExactCoverage(notched, x: x, y: y) * 255)) }
        }
        #expect(worst <= 1.0, "worst per-pixel error \(worst)/255")
        #expect(rows[35][55] == 0 && rows[34][59] == 0 && rows[29][59] == 255 && rows[41][59] == 255)
    }
}
