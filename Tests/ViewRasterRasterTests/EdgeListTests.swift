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
}
