import Foundation
import Testing
import ViewRasterLayout

/// An edited constant's pass when the root's frame was set between the passes: the same
/// values again leave the pass an edit of the constant; other values make it a full pass, and
/// the frames follow both the constant and the root.
@Suite struct EditedConstantRootFrameTests {
    /// A 100×40 root with one box: leading 10, width 20, top 2, height 10, and a second box
    /// pinned 5 inside the root's trailing edge (width 10, top 2, height 10); laid out once:
    /// the first at x 10, the second at x 85.
    func laidOut() -> (root: ReportingItem, box: ReportingItem, tail: ReportingItem, width: LayoutConstraint) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 100, height: 40))
        let box = ReportingItem(), tail = ReportingItem()
        root.add(box)
        root.add(tail)
        let width = box.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), width,
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 2), box.heightAnchor.constraint(equalToConstant: 10),
            tail.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5), tail.widthAnchor.constraint(equalToConstant: 10),
            tail.topAnchor.constraint(equalTo: root.topAnchor, constant: 2), tail.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.solveLayout()
        return (root, box, tail, width)
    }

    /// The root's frame set to the values it had: the next pass only edits the constant (the
    /// box 30 wide), and the trailing box stays at x 85.
    @Test func rootFrameSetToItsOwnValuesLeavesAnEditPass() {
        let (root, box, tail, width) = laidOut()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        width.constant = 30
        root.solveLayout()
        #expect(box.frame == CGRect(x: 10, y: 2, width: 30, height: 10))
        #expect(tail.frame == CGRect(x: 85, y: 2, width: 10, height: 10))
        #expect(root.layoutEngine.passCounts.full == 1 && root.layoutEngine.passCounts.constantsOnly == 1)
    }

    /// The root 60 wide instead of 100, with the constant edited: a full pass — the box 30
    /// wide at x 10, the trailing box at 60 − 5 − 10 = 45.
    @Test func rootFrameOfOtherWidthMakesAFullPassThatFollowsBoth() {
        let (root, box, tail, width) = laidOut()
        root.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        width.constant = 30
        root.solveLayout()
        #expect(box.frame == CGRect(x: 10, y: 2, width: 30, height: 10))
        #expect(tail.frame == CGRect(x: 45, y: 2, width: 10, height: 10))
        #expect(root.layoutEngine.passCounts.full == 2 && root.layoutEngine.passCounts.constantsOnly == 0)
    }

    /// The root moved by (7, 3) with its size kept: a full pass (the frame's values changed),
    /// whose frames, in the root's coordinates, are those of an edit: the box 30 wide at x 10,
    /// the trailing box at x 85.
    @Test func rootMovedMakesAFullPassWithTheSameFrames() {
        let (root, box, tail, width) = laidOut()
        root.frame = CGRect(x: 7, y: 3, width: 100, height: 40)
        width.constant = 30
        root.solveLayout()
        #expect(box.frame == CGRect(x: 10, y: 2, width: 30, height: 10))
        #expect(tail.frame == CGRect(x: 85, y: 2, width: 10, height: 10))
        #expect(root.layoutEngine.passCounts.full == 2)
    }
}
