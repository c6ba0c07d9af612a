import Foundation
import Testing
@testable import ViewRasterLayout

/// A first pass keeps what it installs by position, hashed by key only when a later pass asks
/// for a key (`InstalledConstraints`): edits after it, deactivations, a constraint that breaks
/// in the middle of it and a full pass after it all lay the tree out where the constraints put it.
@Suite struct InstalledRunTests {
    /// `ReportingItem.activatedRow(n)`.
    func row(_ n: Int) -> (root: ReportingItem, boxes: [ReportingItem], constraints: [LayoutConstraint]) {
        ReportingItem.activatedRow(n)
    }

    @Test func editsAfterTheFirstPassFindTheirConstraints() {
        let (root, boxes, constraints) = row(40)
        root.solveLayout()
        let engine = root.layoutEngine
        #expect(engine.installedConstraintCount == 4 * 40 + 4)
        // Box 10's width 9: the boxes after it 4 further right; then box 30's gap 3: after it 2 more.
        constraints[4 * 10 + 1].constant = 9
        root.solveLayout()
        constraints[4 * 30].constant = 3
        root.solveLayout()
        #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == 2)
        for (i, b) in boxes.enumerated() {
            let x = 1 + 6 * CGFloat(i) + (i > 10 ? 4 : 0) + (i >= 30 ? 2 : 0)
            #expect(b.frame == CGRect(x: x, y: 2, width: i == 10 ? 9 : 5, height: 10))
        }
    }

    @Test func aDeactivationAfterTheFirstPassRemovesOnlyThatConstraint() {
        let (root, boxes, constraints) = row(20)
        root.solveLayout()
        let engine = root.layoutEngine
        // Box 5's width 5 replaced by 8: the boxes after it 3 further right.
        constraints[4 * 5 + 1].isActive = false
        boxes[5].widthAnchor.constraint(equalToConstant: 8).isActive = true
        root.solveLayout()
        #expect(engine.installedConstraintCount == 4 * 20 + 4)
        for (i, b) in boxes.enumerated() {
            #expect(b.frame == CGRect(x: 1 + 6 * CGFloat(i) + (i > 5 ? 3 : 0), y: 2, width: i == 5 ? 8 : 5, height: 10))
        }
        // An edit after that pass: box 15's gap 4, the boxes from it on 3 further right.
        constraints[4 * 15].constant = 4
        root.solveLayout()
        for i in 15..<20 { #expect(boxes[i].frame.minX == 1 + 6 * CGFloat(i) + 6) }
    }

    @Test func aConstraintThatBreaksInTheFirstPassLeavesTheRestInstalled() {
        let (root, boxes, constraints) = row(20)
        // Box 8 also pinned 900 wide, against its width 5: reported and broken; the row is as before.
        let wide = boxes[8].widthAnchor.constraint(equalToConstant: 900)
        wide.isActive = true
        root.solveLayout()
        let engine = root.layoutEngine
        #expect(root.layoutStorage.diagnostics?.messages.count == 1)
        #expect(engine.brokenConstraints.count == 1 && engine.brokenConstraints.first === wide)
        #expect(engine.installedConstraintCount == 4 * 20 + 4)
        for (i, b) in boxes.enumerated() { #expect(b.frame == CGRect(x: 1 + 6 * CGFloat(i), y: 2, width: 5, height: 10)) }
        // Constraints installed before and after the broken one are edited in place.
        constraints[4 * 2 + 1].constant = 7
        constraints[4 * 12 + 2].constant = 6
        root.solveLayout()
        for (i, b) in boxes.enumerated() {
            #expect(b.frame == CGRect(x: 1 + 6 * CGFloat(i) + (i > 2 ? 2 : 0), y: i == 12 ? 6 : 2, width: i == 2 ? 7 : 5, height: 10))
        }
    }

    @Test func aFullPassAfterTheFirstKeepsEveryConstraint() {
        let (root, boxes, constraints) = row(20)
        root.solveLayout()
        let engine = root.layoutEngine
        // A new box after the last (noted: the next pass is a full one), 7 wide, 1 after it.
        let extra = ReportingItem()
        root.add(extra)
        LayoutConstraint.activate([extra.leadingAnchor.constraint(equalTo: boxes[19].trailingAnchor, constant: 1),
                                   extra.widthAnchor.constraint(equalToConstant: 7),
                                   extra.topAnchor.constraint(equalTo: root.topAnchor),
                                   extra.heightAnchor.constraint(equalToConstant: 4)])
        root.solveLayout()
        #expect(engine.passCounts.full == 2)
        #expect(engine.installedConstraintCount == 4 * 21 + 4)
        #expect(extra.frame == CGRect(x: 121, y: 0, width: 7, height: 4))
        // Then an edit of the first box's width: every box after it, the new one too, 2 further right.
        constraints[1].constant = 7
        root.solveLayout()
        #expect(engine.passCounts.constantsOnly == 1)
        for i in 1..<20 { #expect(boxes[i].frame.minX == 1 + 6 * CGFloat(i) + 2) }
        #expect(extra.frame == CGRect(x: 123, y: 0, width: 7, height: 4))
    }
}
