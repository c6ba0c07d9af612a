import Foundation
import Testing
import ViewRasterLayout

/// An edited constant's pass when the root's frame was set between the passes: the same
/// values again leave the pass an edit of the constant; other values make it a full pass, and
/// the frames follow both the constant and the root.
@Suite struct EditedConstantRootFrameTests {
    /// A 100×40 root with a box 10 after its leading edge (width 20, top 2, height 10) and a
    /// second box 5 inside its trailing edge (width 10, top 2, height 10), laid out once (the
    /// first at x 10, the second at x 85); then the root's frame set to `frame`, the first
    /// box's width to 30, and the tree laid out again. The two boxes' frames and the engine's
    /// pass counts after that.
    func edit(settingRootTo frame: CGRect) -> (box: CGRect, tail: CGRect, full: Int, constantsOnly: Int) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 100, height: 40))
        let box = ReportingItem(), tail = ReportingItem()
        var constraints = root.addRow([box], gap: 10, width: 20, top: 2, height: 10)
        root.add(tail)
        constraints += [tail.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
                        tail.widthAnchor.constraint(equalToConstant: 10)]
        constraints += [tail.topAnchor.constraint(equalTo: root.topAnchor, constant: 2), tail.heightAnchor.constraint(equalToConstant: 10)]
        LayoutConstraint.activate(constraints)
        root.solveLayout()
        root.frame = frame
        constraints[1].constant = 30
        root.solveLayout()
        let counts = root.layoutEngine.passCounts
        return (box.frame, tail.frame, counts.full, counts.constantsOnly)
    }

    /// The root's frame set to the values it had: the next pass only edits the constant (the
    /// box 30 wide), and the trailing box stays at x 85.
    @Test func rootFrameSetToItsOwnValuesLeavesAnEditPass() {
        let after = edit(settingRootTo: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(after.box == CGRect(x: 10, y: 2, width: 30, height: 10))
        #expect(after.tail == CGRect(x: 85, y: 2, width: 10, height: 10))
        #expect(after.full == 1 && after.constantsOnly == 1)
    }

    /// The root 60 wide instead of 100, with the constant edited: a full pass — the box 30
    /// wide at x 10, the trailing box at 60 − 5 − 10 = 45.
    @Test func rootFrameOfOtherWidthMakesAFullPassThatFollowsBoth() {
        let after = edit(settingRootTo: CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(after.box == CGRect(x: 10, y: 2, width: 30, height: 10))
        #expect(after.tail == CGRect(x: 45, y: 2, width: 10, height: 10))
        #expect(after.full == 2 && after.constantsOnly == 0)
    }

    /// The root moved by (7, 3) with its size kept: a full pass (the frame's values changed),
    /// whose frames, in the root's coordinates, are those of an edit: the box 30 wide at x 10,
    /// the trailing box at x 85.
    @Test func rootMovedMakesAFullPassWithTheSameFrames() {
        let after = edit(settingRootTo: CGRect(x: 7, y: 3, width: 100, height: 40))
        #expect(after.box == CGRect(x: 10, y: 2, width: 30, height: 10))
        #expect(after.tail == CGRect(x: 85, y: 2, width: 10, height: 10))
        #expect(after.full == 2 && after.constantsOnly == 0)
    }
}
