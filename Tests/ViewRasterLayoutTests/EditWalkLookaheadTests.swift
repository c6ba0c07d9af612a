import Foundation
import Testing
@testable import ViewRasterLayout

/// The edit walk loads the cells of the row it guesses `Solver.cellsLookahead` steps on in a
/// run (a hint that changes nothing computed). Rows around that distance, with their
/// constraints added first box first (the run's ids ascend) and last box first (they descend:
/// the guess ahead falls below the table's start), land where their constraints put them.
@Suite struct EditWalkLookaheadTests {
    /// `n` boxes in a row under a 1000×50 root, their constraints activated box by box in
    /// order or in reverse: leading = previous trailing + 2 (the first: the root's leading + 2),
    /// width 4, top 1, height 3. The first box's width edited to 7 moves every box after it 3 right.
    @Test(arguments: [1, 8, 9, 17, 40], [false, true])
    func rowsAroundTheLookaheadLandWhereTheirConstraintsPutThem(n: Int, reversed: Bool) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 1000, height: 50))
        let boxes = (0..<n).map { _ in ReportingItem() }
        let all = root.addRow(boxes, gap: 2, width: 4, top: 1, height: 3)
        let groups = stride(from: 0, to: all.count, by: 4).map { Array(all[$0..<$0 + 4]) }
        for g in reversed ? groups.reversed() : groups { LayoutConstraint.activate(g) }
        root.solveLayout()
        all[1].constant = 7
        root.solveLayout()
        #expect(root.layoutEngine.passCounts.full == 1)
        #expect(boxes[0].frame == CGRect(x: 2, y: 1, width: 7, height: 3))
        for i in 1..<n { #expect(boxes[i].frame == CGRect(x: 5 + 6 * CGFloat(i), y: 1, width: 4, height: 3)) }
    }
}
