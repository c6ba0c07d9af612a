import Foundation
import Testing
import ViewRasterDisplayList
@testable import ViewRasterRaster

/// The rasterizer's row segments (`Band.resolve` writes them to a buffer, the caller emits
/// them) and the small pieces of its inner loops: the active edge list and cell indices.
@Suite struct RowSegmentsTests {
    /// Fifteen 70-pixel-wide rectangles side by side, 80 pixels apart, with their vertical
    /// sides on half pixels (x = 4.5 + 80k … 74.5 + 80k) from y = 0.5 to 40: each row crossing
    /// them has a 64-pixel run of untouched cells inside every one (a constant segment) and
    /// bytes between, 31 segments in a 1210-pixel row — close to the most a row can have.
    /// Rows 16–31 have only vertical sides over the whole band (the replayed band).
    let rects: [Polyline] = (0..<15).map { k in
        let x0 = 4.5 + 80 * Double(k), x1 = x0 + 70
        return Polyline(points: [CGPoint(x: x0, y: 0.5), CGPoint(x: x1, y: 0.5), CGPoint(x: x1, y: 40), CGPoint(x: x0, y: 40)],
                        closed: true)
    }

    @Test func everyPixelOfARowWithManyLongRunsIsEmittedOnceWithItsArea() {
        let width = 1210, height = 42
        var rows = [[Int]](repeating: [Int](repeating: -1, count: width), count: height)
        var overlaps = 0
        var constantRuns = [Int](repeating: 0, count: height)
        AreaRasterizer().rasterize(rects, rule: .nonzero, clip: PixelRect(x0: 0, y0: 0, x1: width, y1: height)) { y, x, n, cov, constant in
            if constant >= 0 { constantRuns[y] += 1 }
            for i in 0..<n {
                if rows[y][x + i] != -1 { overlaps += 1 }
                rows[y][x + i] = constant >= 0 ? constant : Int(cov[i])
            }
        }
        #expect(overlaps == 0)
        // Whole rows (1…39): a side pixel is half covered (floor(0.5 · 255 + 0.5) = 128), the
        // inside fully, the gaps not at all. Row 0 is half a row: half and a quarter (64).
        for y in [0, 1, 15, 16, 20, 31, 32, 39] {
            let side = y == 0 ? 64 : 128, inside = y == 0 ? 128 : 255
            for k in 0..<15 {
                let left = 4 + 80 * k, right = 74 + 80 * k
                #expect(rows[y][left] == side, "row \(y) rect \(k) left")
                #expect(rows[y][right] == side, "row \(y) rect \(k) right")
                #expect(rows[y][left + 1] == inside && rows[y][left + 35] == inside && rows[y][right - 1] == inside,
                        "row \(y) rect \(k) inside")
                let gapEnd = min(width, left + 80)
                #expect((right + 1..<gapEnd).allSatisfy { rows[y][$0] <= 0 }, "row \(y) rect \(k) gap")
            }
            #expect(constantRuns[y] == 15, "row \(y): one constant run inside each rectangle")
        }
        #expect(rows[40].allSatisfy { $0 <= 0 } && rows[41].allSatisfy { $0 <= 0 })
    }

    @Test func activeEdgesRetireByMovingTheLastIntoTheHole() {
        let storage = UnsafeMutablePointer<Int>.allocate(capacity: 8)
        defer { storage.deallocate() }
        var active = ActiveEdges(storage)
        #expect(active.isEmpty)
        for line in [10, 11, 12, 13, 14] { active.append(line) }
        active.retire(at: 1)   // 14 moves into position 1
        #expect((0..<active.count).map { active[$0] } == [10, 14, 12, 13])
        active.retire(at: 3)   // the last: just dropped
        #expect((0..<active.count).map { active[$0] } == [10, 14, 12])
        active.retire(at: 0)
        active.append(15)
        #expect((0..<active.count).map { active[$0] } == [12, 14, 15])
    }

    @Test func truncatedIndexIsTheFloorOfACellPosition() {
        #expect(truncatedIndex(0) == 0)
        #expect(truncatedIndex(0.999_999) == 0)
        #expect(truncatedIndex(1) == 1)
        #expect(truncatedIndex(799.5) == 799)
        #expect(truncatedIndex(1_000_000.25) == 1_000_000)
        #expect(truncatedIndex(4_503_599_627_370_495.5) == 4_503_599_627_370_495)   // 2^52 − 0.5
    }
}
