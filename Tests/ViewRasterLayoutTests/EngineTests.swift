import Foundation
import Testing
import ViewRasterLayout

@Suite struct EngineTests {
    func pinned(_ root: TestItem, _ a: TestItem, x: CGFloat, w: CGFloat) -> [LayoutConstraint] {
        [a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x), a.widthAnchor.constraint(equalToConstant: w),
         a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10)]
    }

    @Test func passesAreIncremental() {
        let root = TestItem.root(200, 100)
        let a = TestItem("a"), b = TestItem("b")
        root.add(a, b)
        let ca = pinned(root, a, x: 0, w: 50), cb = pinned(root, b, x: 60, w: 50)
        LayoutConstraint.activate(ca + cb)
        root.solveLayout()
        // 4 root pins + 8 user constraints
        #expect(root.layoutEngine.installedConstraintCount == 12)
        #expect(a.applyCount == 1 && b.applyCount == 1)
        root.solveLayout() // nothing changed: no frame is written again
        #expect(a.applyCount == 1 && b.applyCount == 1)
        cb[0].constant = 70
        root.solveLayout()
        #expect(a.applyCount == 1 && b.applyCount == 2)
        #expect(b.frame == rect(70, 0, 50, 10))
        LayoutConstraint.deactivate(cb)
        #expect(!cb[0].isActive && root.constraints.count == 2 && b.constraints.isEmpty)
        root.solveLayout()
        #expect(root.layoutEngine.installedConstraintCount == 8)
        #expect(b.frame == rect(70, 0, 50, 10)) // nothing pins b any more: it stays where it was
    }

    @Test func priorityChangesTakeEffect() {
        let root = TestItem.root(200, 100)
        let a = TestItem("a")
        root.add(a)
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10)])
        let narrow = a.widthAnchor.constraint(equalToConstant: 40), wide = a.widthAnchor.constraint(equalToConstant: 90)
        narrow.priority = 750; wide.priority = 751
        LayoutConstraint.activate([narrow, wide])
        root.solveLayout()
        #expect(a.frame.width == 90)
        narrow.priority = 752
        root.solveLayout()
        #expect(a.frame.width == 40)
        wide.priority = .required
        root.solveLayout()
        #expect(a.frame.width == 90)
    }

    @Test func translatedFractionalFramesSurviveAndChildrenSnap() {
        let root = TestItem.root(200, 100)
        let panel = TestItem("panel", frame: rect(10.3, 5.25, 100.5, 50))
        root.add(panel, tamic: true)
        let dot = TestItem("dot")
        panel.add(dot)
        LayoutConstraint.activate([dot.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 1),
                                   dot.topAnchor.constraint(equalTo: panel.topAnchor, constant: 1),
                                   dot.widthAnchor.constraint(equalToConstant: 4), dot.heightAnchor.constraint(equalToConstant: 4)])
        root.solveLayout()
        #expect(panel.frame == rect(10.3, 5.25, 100.5, 50))
        #expect(panel.applyCount == 0)
        // dot's absolute left edge 11.3 snaps to 11, i.e. -0.3 relative to a panel at 10.3.
        #expect(abs(dot.frame.minX - 0.7) < 1e-9 && abs(dot.frame.minY - 0.75) < 1e-9)
        #expect(dot.frame.size == CGSize(width: 4, height: 4))
    }

    @Test func removingASubtreeDropsItsConstraints() {
        let root = TestItem.root(200, 100)
        let a = TestItem("a"), b = TestItem("b")
        root.add(a, b)
        LayoutConstraint.activate(pinned(root, a, x: 0, w: 50) + [
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 5),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalToConstant: 5)])
        root.solveLayout()
        #expect(b.frame == rect(50, 0, 5, 5))
        b.deactivateConstraintsCrossingSuperitem()
        #expect(root.constraints.count == 2) // only the leading and top of a remain
        root.children.removeAll { $0 === b }
        b.superitemRef = nil
        root.solveLayout()
        #expect(root.layoutEngine.installedConstraintCount == 8)
        #expect(root.diagnostics.isEmpty)
    }

    @Test func rightToLeftMarginsAndGuides() {
        let root = TestItem.root(200, 50)
        root.layoutStorage.layoutDirection = .rightToLeft
        root.layoutMargins = LayoutInsets(top: 0, left: 10, bottom: 0, right: 30)
        let a = TestItem("a")
        root.add(a)
        LayoutConstraint.activate([
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.solveLayout()
        // leading margin in RTL is the right margin edge at 170; +5 moves leftwards → right edge 165
        #expect(a.frame == rect(145, 0, 20, 5))
        #expect(a.effectiveLayoutDirection == .rightToLeft) // inherited
    }

    @Test func diagnosticsProblemsAreReportedOnce() {
        let root = TestItem.root(100, 100)
        let a = TestItem("a"), stray = TestItem("stray")
        root.add(a)
        a.add(stray)
        let c = stray.leadingAnchor.constraint(equalTo: a.leadingAnchor)
        c.isActive = true
        stray.superitemRef = nil
        a.children.removeAll()
        root.solveLayout()
        root.solveLayout()
        #expect(root.diagnostics.count == 1)
        #expect(root.diagnostics.first?.contains("stray") == true)
    }

    @Test func systemSpacingAndLegacyAddConstraint() {
        let root = TestItem.root(100, 100)
        let a = TestItem("a"), b = TestItem("b")
        root.add(a, b)
        root.addConstraints(pinned(root, a, x: 0, w: 10))
        root.addConstraint(b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2))
        root.addConstraint(b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1))
        root.addConstraints([b.widthAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1)])
        root.solveLayout()
        #expect(b.frame == rect(26, 18, 1, 1))
        root.removeConstraints(b.constraints)
        #expect(b.constraints.isEmpty)
    }

    @Test func anItemListedTwiceIsLaidOutOnce() {
        let root = TestItem.root(100, 100)
        let a = TestItem("a")
        root.add(a)
        root.children.append(a) // bad input: the same child twice
        LayoutConstraint.activate(pinned(root, a, x: 3, w: 10))
        root.solveLayout()
        #expect(a.frame == rect(3, 0, 10, 10))
        #expect(root.diagnostics.isEmpty)
    }

    @Test func rootResizeAndRequiredConstantConflict() {
        let root = TestItem.root(200, 100)
        let a = TestItem("a")
        root.add(a)
        let minWidth = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            minWidth,
        ])
        root.solveLayout()
        #expect(a.frame == rect(10, 0, 180, 100))
        root.frame = rect(0, 0, 320, 480) // the root pins change in place
        root.solveLayout()
        #expect(a.frame == rect(10, 0, 300, 480))
        minWidth.constant = 400 // now conflicts: broken and reported, layout unchanged
        root.solveLayout()
        #expect(root.diagnostics.count == 1)
        #expect(root.diagnostics.first?.contains("breaking constraint\n\(minWidth)") == true)
        #expect(a.frame == rect(10, 0, 300, 480))
        root.frame = rect(0, 0, 500, 100) // satisfiable again: the broken constraint is retried
        root.solveLayout()
        #expect(a.frame == rect(10, 0, 480, 100))
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
        minWidth.constant = 490
        root.solveLayout()
        #expect(root.diagnostics.count == 2)
        minWidth.constant = 450
        root.solveLayout()
        #expect(a.frame == rect(10, 0, 480, 100))
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
        root.frame = rect(0, 0, 400, 100) // shrinking breaks it again: the root keeps its frame
        root.solveLayout()
        #expect(root.diagnostics.count == 3)
        #expect(root.diagnostics.last?.contains("breaking constraint\n\(minWidth)") == true)
        #expect(root.diagnostics.last?.contains("root-width") == true)
        #expect(a.frame == rect(10, 0, 380, 100))
        #expect(root.layoutEngine.brokenConstraints.count == 1)
    }

    @Test func engineAndConstraintsDoNotKeepTheTreeAlive() {
        weak var weakRoot: TestItem?
        weak var weakChild: TestItem?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = TestItem.root(100, 100)
            let child = TestItem("child")
            root.add(child)
            let cs = pinned(root, child, x: 1, w: 2)
            LayoutConstraint.activate(cs)
            _ = child.layoutMarginsGuide
            root.solveLayout()
            #expect(!child.hasAmbiguousLayout)
            weakRoot = root; weakChild = child; weakConstraint = cs[0]
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }
}
