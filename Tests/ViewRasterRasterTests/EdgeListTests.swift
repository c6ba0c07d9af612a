import Testing
@testable import ViewRasterRaster

/// The rasterizer's edge buffer: lines kept in order across growth, and sorted by top exactly as
/// an array of them sorts (stable: lines with the same top keep their order, which fixes the
/// order every cell's coverage is summed in).
@Suite struct EdgeListTests {
    @Test func growsAndSortsAsAnArraySorts() {
        var list = EdgeList()
        defer { list.free() }
        var array: [EdgeLine] = []
        // 300 lines (past the first capacity, several doublings), tops repeating in a cycle of 7.
        for i in 0..<300 {
            let line = EdgeLine(x0: Double(i), y0: Double((i * 5) % 7), x1: Double(i) + 1, y1: 10, winding: i % 2 == 0 ? 1 : -1)
            list.append(line)
            array.append(line)
        }
        #expect(list.count == 300)
        #expect(list.lines.map(\.x0) == array.map(\.x0))
        list.sortByTop()
        array.sort { $0.y0 < $1.y0 }
        #expect(list.lines.map(\.x0) == array.map(\.x0))
        // Stable: within one top, the order of appending (x0 rising).
        for k in 1..<300 where list.lines[k].y0 == list.lines[k - 1].y0 { #expect(list.lines[k].x0 > list.lines[k - 1].x0) }
        list.removeAll()
        #expect(list.count == 0)
        list.append(array[0])
        #expect(list.lines.map(\.x0) == [array[0].x0])
    }

    /// Falling tops with repeats inside a falling stretch (a stroke outline's way back up):
    /// sorted by top, equal tops in the order appended — worked out by hand.
    @Test func fallingRunsWithRepeatsKeepAppendOrder() {
        var list = EdgeList()
        defer { list.free() }
        let tops: [Double] = [3, 2, 2, 1, 5, 5, 0]
        for (i, t) in tops.enumerated() { list.append(EdgeLine(x0: Double(i), y0: t, x1: Double(i), y1: t + 1, winding: 1)) }
        list.sortByTop()
        #expect(list.lines.map(\.y0) == [0, 1, 2, 2, 3, 5, 5])
        // Top 2: line 1 then line 2; top 5: line 4 then line 5.
        #expect(list.lines.map(\.x0) == [6, 3, 1, 2, 0, 4, 5])
    }

    /// A long outline-like list (rising and falling chains of varying length, many equal tops)
    /// sorts as an array of the same lines sorts, the list reused for a second, shorter path.
    @Test func outlineLikeListsSortAsAnArraySorts() {
        var list = EdgeList()
        defer { list.free() }
        for total in [1000, 37] {
            list.removeAll()
            var array: [EdgeLine] = []
            var seed: UInt32 = 12345
            var top = 50.0
            var i = 0
            while i < total {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let chain = Int(seed >> 28) + 1
                let step = Double(Int(seed >> 20) % 5 - 2) * 0.5   // -1 … 1, zero steps repeat a top
                for _ in 0..<chain where i < total {
                    let line = EdgeLine(x0: Double(i), y0: top, x1: Double(i), y1: top + 1, winding: 1)
                    list.append(line)
                    array.append(line)
                    top += step
                    i += 1
                }
            }
            list.sortByTop()
            array.sort { $0.y0 < $1.y0 }
            #expect(list.count == total)
            #expect(list.lines.map(\.x0) == array.map(\.x0))
        }
    }
}
