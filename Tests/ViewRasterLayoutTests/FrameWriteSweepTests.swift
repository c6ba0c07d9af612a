import Foundation
import Testing
@testable import ViewRasterLayout

/// A full pass reads, plans and writes each item in one sweep (`LayoutEngine.writeFrames`): the
/// frames are where the constraints put them, and a change an item notes while its frame is
/// written leaves no plan behind (the next pass lays the tree out in full), as when the plan
/// was made before the writes and the note dropped it.
@Suite struct FrameWriteSweepTests {
    /// A box that notes a layout input change the first time the engine writes its frame (as
    /// an item whose frame change feeds back into its layout would).
    final class NotingItem: ReportingItem {
        var notes = 0
        override func applyLayoutFrame(_ rect: CGRect) {
            super.applyLayoutFrame(rect)
            if notes == 0 { notes += 1; layoutStorage.noteLayoutInputChange() }
        }
    }

    /// Four boxes in a row under a 100×40 root: leading = previous trailing + 2 (the first:
    /// the root's leading + 2), width 6, top 3, height 8; the third box is `noting` when asked.
    func row(noting: Bool) -> (root: ReportingItem, boxes: [ReportingItem], firstWidth: LayoutConstraint) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 100, height: 40))
        let boxes = (0..<4).map { (i: Int) -> ReportingItem in noting && i == 2 ? NotingItem() : ReportingItem() }
        let all = root.addRow(boxes, gap: 2, width: 6, top: 3, height: 8)
        LayoutConstraint.activate(all)
        return (root, boxes, all[1])
    }

    @Test func aNoteDuringTheWritesLeavesNoPlan() {
        let (root, boxes, firstWidth) = row(noting: true)
        root.solveLayout()
        let engine = root.layoutEngine
        for (i, b) in boxes.enumerated() { #expect(b.frame == CGRect(x: 2 + 8 * CGFloat(i), y: 3, width: 6, height: 8)) }
        #expect((boxes[2] as! NotingItem).notes == 1)
        // The note came after the plan would have been made: this edit's pass is a full one.
        firstWidth.constant = 10
        root.solveLayout()
        #expect(engine.passCounts.full == 2 && engine.passCounts.constantsOnly == 0)
        #expect(boxes[0].frame == CGRect(x: 2, y: 3, width: 10, height: 8))
        for i in 1..<4 { #expect(boxes[i].frame == CGRect(x: 6 + 8 * CGFloat(i), y: 3, width: 6, height: 8)) }
        // That pass noted nothing: its plan is kept, and the next edit is written from it.
        firstWidth.constant = 6
        root.solveLayout()
        #expect(engine.passCounts.full == 2 && engine.passCounts.constantsOnly == 1)
        for (i, b) in boxes.enumerated() { #expect(b.frame == CGRect(x: 2 + 8 * CGFloat(i), y: 3, width: 6, height: 8)) }
    }

    @Test func withoutANoteTheFirstPassesPlanServesTheEdit() {
        let (root, boxes, firstWidth) = row(noting: false)
        root.solveLayout()
        let engine = root.layoutEngine
        firstWidth.constant = 10
        root.solveLayout()
        #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == 1)
        for i in 1..<4 { #expect(boxes[i].frame == CGRect(x: 6 + 8 * CGFloat(i), y: 3, width: 6, height: 8)) }
    }
}
