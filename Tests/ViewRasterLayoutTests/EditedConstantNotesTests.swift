import Foundation
import Testing
import ViewRasterLayout

/// The constants noted between two passes of a tree that reports its changes: each pass edits
/// exactly the constraints noted since the last one, once each, with their latest constants.
@Suite struct EditedConstantNotesTests {
    /// Four boxes in a row under a 100×40 root (leading = previous trailing + 1, width 5,
    /// top 2, height 10), laid out once: at x 1, 7, 13, 19.
    func laidOutRow() -> (root: ReportingItem, boxes: [ReportingItem], constraints: [LayoutConstraint]) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 100, height: 40))
        let boxes = (0..<4).map { _ in ReportingItem() }
        let constraints = root.addRow(boxes, gap: 1, width: 5, top: 2, height: 10)
        LayoutConstraint.activate(constraints)
        root.solveLayout()
        return (root, boxes, constraints)
    }

    /// Three constants noted before one pass — one of them set twice, one set and set back —
    /// are edited in one constants-only pass: the twice-set width takes its last value, the
    /// width set back leaves its box as it was.
    @Test func severalNotesBeforeOnePassTakeEachConstantsLastValue() {
        let (root, boxes, constraints) = laidOutRow()
        // Box i's width is constraints[4i + 1], its top constraints[4i + 2].
        constraints[1].constant = 8
        constraints[9].constant = 7
        constraints[1].constant = 3
        constraints[6].constant = 9
        constraints[9].constant = 5
        root.solveLayout()
        #expect(root.layoutEngine.passCounts.full == 1 && root.layoutEngine.passCounts.constantsOnly == 1)
        // Box 0: width 3 at x 1 (ends at 4); box 1 at 5, top 9; box 2 at 11, width 5 again; box 3 at 17.
        #expect(boxes[0].frame == CGRect(x: 1, y: 2, width: 3, height: 10))
        #expect(boxes[1].frame == CGRect(x: 5, y: 9, width: 5, height: 10))
        #expect(boxes[2].frame == CGRect(x: 11, y: 2, width: 5, height: 10))
        #expect(boxes[3].frame == CGRect(x: 17, y: 2, width: 5, height: 10))
    }

    /// Passes that each edit another constant see only their own notes: the boxes follow every
    /// edit made so far, and a pass with nothing noted changes nothing.
    @Test func eachPassEditsOnlyWhatWasNotedSinceTheLast() {
        let (root, boxes, constraints) = laidOutRow()
        constraints[1].constant = 9
        root.solveLayout()
        // Box 0 width 9: boxes 1–3 at x 11, 17, 23.
        #expect(boxes.map(\.frame.minX) == [1, 11, 17, 23])
        constraints[5].constant = 2
        root.solveLayout()
        // Box 1 width 2: boxes 2 and 3 at x 14, 20; box 0 keeps its width 9.
        #expect(boxes.map(\.frame.width) == [9, 2, 5, 5])
        #expect(boxes.map(\.frame.minX) == [1, 11, 14, 20])
        root.solveLayout()
        #expect(root.layoutEngine.passCounts.clean == 1)
        constraints[1].constant = 5
        root.solveLayout()
        // Box 0 back to width 5: boxes 1–3 at x 7, 10, 16.
        #expect(boxes.map(\.frame.minX) == [1, 7, 10, 16])
        #expect(root.layoutEngine.passCounts.full == 1 && root.layoutEngine.passCounts.constantsOnly == 3)
    }

    /// An edit that makes an inequality bind (a pivot: the general change, not one row moved
    /// in place) is still a constants-only pass, and the frames follow it: a box kept at least
    /// 4 from the root's leading edge stops there when its gap constant drops below it.
    @Test func anEditThatMakesAnInequalityBindIsFollowed() {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 100, height: 40))
        let box = ReportingItem()
        root.add(box)
        let gap = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        gap.priority = .defaultHigh
        LayoutConstraint.activate([gap, box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 4),
                                   box.widthAnchor.constraint(equalToConstant: 5), box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 5)])
        root.solveLayout()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 5, height: 5))
        gap.constant = 1
        root.solveLayout()
        #expect(box.frame == CGRect(x: 4, y: 0, width: 5, height: 5))
        gap.constant = 6
        root.solveLayout()
        #expect(box.frame == CGRect(x: 6, y: 0, width: 5, height: 5))
        #expect(root.layoutEngine.passCounts.full == 1 && root.layoutEngine.passCounts.constantsOnly == 2)
    }
}
