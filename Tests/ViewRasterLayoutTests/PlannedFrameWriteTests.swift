import Foundation
import Testing
import ViewRasterLayout

/// Frames written from the engine's frame plan (a constants-only pass): through each item's own
/// class, in root coordinates, never to an item the tree no longer holds.
@Suite struct PlannedFrameWriteTests {
    /// Six boxes in a row under a 200×50 root, alternating the two classes: leading = previous
    /// trailing + 1 (the first: the root's leading + 1), width 5, top 2, height 10. The third
    /// box holds a 1×1 child pinned to the root's leading + 50 and its parent's top + 3.
    func row() -> (root: ReportingItem, boxes: [ReportingItem], child: RecordingItem, widths: [LayoutConstraint]) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 200, height: 50))
        var boxes: [ReportingItem] = [], widths: [LayoutConstraint] = [], all: [LayoutConstraint] = []
        for i in 0..<6 {
            let b: ReportingItem = i % 2 == 0 ? ReportingItem() : RecordingItem()
            root.add(b)
            let w = b.widthAnchor.constraint(equalToConstant: 5)
            all += [b.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : boxes[i - 1].trailingAnchor, constant: 1),
                    w, b.topAnchor.constraint(equalTo: root.topAnchor, constant: 2), b.heightAnchor.constraint(equalToConstant: 10)]
            boxes.append(b); widths.append(w)
        }
        let child = RecordingItem()
        boxes[2].add(child)
        all += [child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
                child.topAnchor.constraint(equalTo: boxes[2].topAnchor, constant: 3),
                child.widthAnchor.constraint(equalToConstant: 1), child.heightAnchor.constraint(equalToConstant: 1)]
        LayoutConstraint.activate(all)
        return (root, boxes, child, widths)
    }

    /// An edited width moves every box after it, through each box's own class, and the child
    /// of a moved box keeps its place in root coordinates (its frame relative to the box moves
    /// back by as much); the root keeps its frame.
    @Test func anEditWritesEachMovedFrameThroughItsItemsClass() {
        let (root, boxes, child, widths) = row()
        root.solveLayout()
        let engine = root.layoutEngine
        #expect(engine.passCounts.full == 1)
        for (i, b) in boxes.enumerated() { #expect(b.frame == CGRect(x: 1 + 6 * CGFloat(i), y: 2, width: 5, height: 10)) }
        // Box 2 at x 13: the child at root x 50 is 37 into it, 3 below its top.
        #expect(child.frame == CGRect(x: 37, y: 3, width: 1, height: 1))
        let recorded = boxes.compactMap { $0 as? RecordingItem }
        #expect(recorded.allSatisfy { $0.written.count == 1 } && child.written.count == 1)

        widths[0].constant = 9
        root.solveLayout()
        #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == 1)
        #expect(boxes[0].frame == CGRect(x: 1, y: 2, width: 9, height: 10))
        for i in 1..<6 { #expect(boxes[i].frame == CGRect(x: 5 + 6 * CGFloat(i), y: 2, width: 5, height: 10)) }
        // Boxes 1, 3 and 5 moved by 4, each written once more through its override.
        for b in recorded { #expect(b.written.count == 2 && b.written.last == b.frame) }
        // Box 2 now at x 17: the child, still at root x 50, is 33 into it.
        #expect(child.frame == CGRect(x: 33, y: 3, width: 1, height: 1))
        #expect(child.written == [CGRect(x: 37, y: 3, width: 1, height: 1), CGRect(x: 33, y: 3, width: 1, height: 1)])
        #expect(root.frame == CGRect(x: 0, y: 0, width: 200, height: 50))

        // A second edit, back: the same frames as the first pass.
        widths[0].constant = 5
        root.solveLayout()
        #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == 2)
        for (i, b) in boxes.enumerated() { #expect(b.frame == CGRect(x: 1 + 6 * CGFloat(i), y: 2, width: 5, height: 10)) }
        #expect(child.frame == CGRect(x: 37, y: 3, width: 1, height: 1))
    }

    /// The plan's items are the tree's: an edit after the tree dropped a box (noted as a
    /// change) lays the tree out again in full, writing only the boxes still in it.
    @Test func aRemovedBoxIsNotWrittenByTheNextEdit() {
        let (root, boxes, _, widths) = row()
        root.solveLayout()
        let engine = root.layoutEngine
        let last = boxes[5] as! RecordingItem
        last.deactivateConstraintsCrossingSuperitem()
        root.children.removeLast()
        last.parent = nil
        root.layoutStorage.noteLayoutInputChange()
        widths[0].constant = 9
        root.solveLayout()
        #expect(engine.passCounts.full == 2 && engine.passCounts.constantsOnly == 0)
        #expect(last.written.count == 1 && last.frame == CGRect(x: 31, y: 2, width: 5, height: 10))
        for i in 1..<5 { #expect(boxes[i].frame == CGRect(x: 5 + 6 * CGFloat(i), y: 2, width: 5, height: 10)) }
    }
}
