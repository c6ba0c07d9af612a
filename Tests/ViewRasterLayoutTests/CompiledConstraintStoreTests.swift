import Foundation
import Testing
import ViewRasterLayout

/// Installed constraints read their compiled form in the array of the full pass that made it
/// (`CompiledConstraintStore`): a later full pass hands them its own array, and a constants-only
/// pass edits the constant there. What a user sees: every edit lands, whichever pass comes
/// between, and the constraints a compile reads item by item name the items they were given.
@Suite struct CompiledConstraintStoreTests {
    /// Two boxes in a row under a 300×100 root: a.leading = root.leading + 10, a.width = 20,
    /// b.leading = a.trailing + 5, b.width = 30; both at top 0, height 10.
    func row() -> (root: ReportingItem, a: ReportingItem, b: ReportingItem, width: LayoutConstraint) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = ReportingItem(), b = ReportingItem()
        root.add(a)
        root.add(b)
        let width = a.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), width,
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5), b.widthAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, a, b, width)
    }

    /// Edits between full passes: each full pass (a constraint activated) recompiles the tree
    /// and keeps the installed constraints; each edit of a's width moves b (10 + width + 5).
    @Test func editsLandWhateverFullPassesComeBetween() {
        let (root, a, b, width) = row()
        root.solveLayout()
        let engine = root.layoutEngine
        #expect(a.frame == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(b.frame == CGRect(x: 35, y: 0, width: 30, height: 10))

        // A full pass: a third box after b (b.trailing + 5, width 7).
        let c = ReportingItem()
        root.add(c)
        LayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 5), c.widthAnchor.constraint(equalToConstant: 7),
            c.topAnchor.constraint(equalTo: root.topAnchor), c.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.solveLayout()
        #expect(engine.passCounts.full == 2)
        #expect(c.frame == CGRect(x: 70, y: 0, width: 7, height: 10))

        // Constants only: a 40 wide, b at 10 + 40 + 5, c at 55 + 30 + 5.
        width.constant = 40
        root.solveLayout()
        #expect(engine.passCounts.constantsOnly == 1)
        #expect(a.frame == CGRect(x: 10, y: 0, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 55, y: 0, width: 30, height: 10))
        #expect(c.frame == CGRect(x: 90, y: 0, width: 7, height: 10))

        // A full pass after the edit keeps the edited width.
        c.layoutStorage.noteLayoutInputChange()
        root.solveLayout()
        #expect(engine.passCounts.full == 3)
        #expect(b.frame == CGRect(x: 55, y: 0, width: 30, height: 10))

        // Back to 20 (the first frames again), then 33: every edit lands.
        width.constant = 20
        root.solveLayout()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(b.frame == CGRect(x: 35, y: 0, width: 30, height: 10))
        #expect(c.frame == CGRect(x: 70, y: 0, width: 7, height: 10))
        width.constant = 33
        root.solveLayout()
        #expect(engine.passCounts.constantsOnly == 3)
        #expect(b.frame == CGRect(x: 48, y: 0, width: 30, height: 10))
        #expect(c.frame == CGRect(x: 83, y: 0, width: 7, height: 10))
    }

    /// Constraints installed on the root that name an item which has left the tree (as their
    /// first or second item) are reported by that item's name and ignored; the item still
    /// there is laid out by its other constraints (a: 10 from the left, 20 wide, now 2 from
    /// the top instead of 4 below the departed box's bottom at 56).
    @Test func aConstraintToAnItemThatLeftTheTreeIsReportedAndIgnored() {
        let root = TestItem.root(300, 100)
        let a = TestItem("a"), gone = TestItem("gone")
        root.add(a, gone)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: gone.bottomAnchor, constant: 4), a.heightAnchor.constraint(equalToConstant: 10),
            gone.topAnchor.constraint(equalTo: root.topAnchor, constant: 50), gone.heightAnchor.constraint(equalToConstant: 6),
        ])
        root.solveLayout()
        #expect(a.frame.minY == 60)
        // `gone` leaves the tree (its constraints stay installed on the root).
        root.children.removeAll { $0 === gone }
        gone.superitemRef = nil
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 2).isActive = true
        root.solveLayout()
        #expect(root.diagnostics.contains { $0.contains("gone, which is not in the laid-out tree") })
        #expect(a.frame == CGRect(x: 10, y: 2, width: 20, height: 10))
    }
}
