import Foundation
import Testing
@testable import ViewRasterLayout

/// The compile's gather finds each constraint's ends by identity without loading the items
/// (`LayoutItemReference.itemIdentifier`), holds each constraint from the gather until its
/// compile (one reference taken and given back per constraint), and sizes its tables by the
/// constraints an item holds: trees whose constraints sit on several hosts lay out where the
/// constraints put them, constraints live exactly as long as their tree holds them, and ends
/// that have gone or are outside the tree are reported as before.
@Suite struct CompileGatherTests {
    /// A box that clears its references from its `deinit`, as views do (held `unowned(unsafe)`).
    final class OwnedItem: LayoutItem {
        let layoutStorage = LayoutItemStorage()
        weak var superitemRef: (any LayoutItem)?
        var children: [any LayoutItem] = []
        var frame: CGRect = .zero
        init() { layoutStorage.adoptOwner(self) }
        deinit { layoutStorage.ownerDidGo() }
        var superitem: (any LayoutItem)? { superitemRef }
        var subitems: [any LayoutItem] { children }
        var layoutFrame: CGRect { frame }
        func applyLayoutFrame(_ rect: CGRect) { frame = rect }
    }

    @Test func anIdentifierIsTheItemsUntilItGoes() {
        var weakHeld: TestItem? = TestItem("weak")
        var owned: OwnedItem? = OwnedItem()
        let weakReference = weakHeld!.layoutStorage.reference(to: weakHeld!)
        let ownedReference = owned!.layoutStorage.reference(to: owned!)
        #expect(weakReference.itemIdentifier == ObjectIdentifier(weakHeld!))
        #expect(ownedReference.itemIdentifier == ObjectIdentifier(owned!))
        weakHeld = nil
        owned = nil
        #expect(weakReference.itemIdentifier == nil && weakReference.item == nil)
        #expect(ownedReference.itemIdentifier == nil && ownedReference.item == nil)
    }

    /// Two rows of boxes, each row's constraints on its own container (and the containers' on
    /// the root): every box 10 wide, 1 apart from the previous one; row b 20 below row a.
    @Test func constraintsOnSeveralHostsLandWhereTheyPutTheBoxes() {
        let root = TestItem.root(400, 200)
        let a = TestItem("a"), b = TestItem("b")
        root.add(a, b)
        var boxes: [[TestItem]] = [[], []]
        for (r, row) in [a, b].enumerated() {
            LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                                       row.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(20 * r)),
                                       row.widthAnchor.constraint(equalToConstant: 300),
                                       row.heightAnchor.constraint(equalToConstant: 16)])
            var previous: TestItem?
            for i in 0..<30 {
                let box = TestItem("\(r)-\(i)")
                row.add(box)
                LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? row.leadingAnchor, constant: 1),
                                           box.widthAnchor.constraint(equalToConstant: 10),
                                           box.topAnchor.constraint(equalTo: row.topAnchor, constant: 2),
                                           box.heightAnchor.constraint(equalTo: row.heightAnchor, multiplier: 0.5)])
                previous = box
                boxes[r].append(box)
            }
        }
        // Each row holds its own size and its boxes' leading, top and height (2 + 3 · 30); each
        // box its width; the root the rows' leading and top.
        #expect(a.layoutStorage.constraints.count == 92 && root.layoutStorage.constraints.count == 4)
        root.solveLayout()
        #expect(a.frame == rect(5, 0, 300, 16) && b.frame == rect(5, 20, 300, 16))
        for r in 0..<2 {
            for (i, box) in boxes[r].enumerated() {
                // In its row: x = 1 + 11·i, y = 2, 10 × 8.
                #expect(box.frame == rect(CGFloat(1 + 11 * i), 2, 10, 8))
            }
        }
    }

    @Test func constraintsLiveAsLongAsTheirTreeHoldsThem() {
        var gone: [() -> LayoutConstraint?] = []
        var firstWidth: LayoutConstraint?
        do {
            let root = TestItem.root(1000, 100)
            var previous: TestItem?
            for i in 0..<50 {
                let box = TestItem("\(i)")
                root.add(box)
                let cs = [box.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 1),
                          box.widthAnchor.constraint(equalToConstant: 5),
                          box.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 10)),
                          box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)]
                LayoutConstraint.activate(cs)
                for c in cs { gone.append { [weak c] in c } }
                if i == 0 { firstWidth = cs[1] }
                previous = box
            }
            root.solveLayout()
            // Another full pass compiles the tree again (its constraints taken and given back
            // once more), then a constant edit: every box after the first 4 further right.
            root.layoutStorage.noteLayoutInputChange()
            root.solveLayout()
            firstWidth?.constant = 9
            root.solveLayout()
            #expect(previous?.frame == rect(1 + 6 * 49 + 4, 9, 5, 50))
            for c in gone { #expect(c() != nil) }
            firstWidth = nil
        }
        // The tree held them (the root's storage): all freed with it, none kept by the compile.
        for c in gone { #expect(c() == nil) }
    }

    @Test func endsThatAreGoneOrOutsideAreReportedAndIgnored() {
        let root = TestItem.root(100, 100)
        let child = Self.pinnedChild(of: root), stranger = TestItem("stranger")
        // Installed on the root by hand: its second item is not in the tree.
        let outside = child.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        root.layoutStorage.constraints.append(outside)
        do {
            // Installed on the root by hand: its second item goes before the pass.
            let ghost = TestItem("ghost")
            root.layoutStorage.constraints.append(child.heightAnchor.constraint(equalTo: ghost.heightAnchor))
        }
        root.solveLayout()
        #expect(child.frame == rect(3, 4, 10, 20))
        #expect(root.diagnostics.contains { $0.contains("stranger") && $0.contains("not in the laid-out tree") })
        #expect(root.diagnostics.contains { $0.contains("no longer exists") })
    }

    /// A constraint the compile leaves out (its second item is not in the tree) keeps no
    /// reference from the compile: the one the gather takes for a compiled form is given back
    /// when there is none, so it goes with its tree.
    @Test func aConstraintTheCompileLeavesOutGoesWithItsTree() {
        weak var weakOutside: LayoutConstraint?
        do {
            let root = TestItem.root(100, 100)
            let child = Self.pinnedChild(of: root), stranger = TestItem("stranger")
            let outside = child.widthAnchor.constraint(equalTo: stranger.widthAnchor, constant: 50)
            root.layoutStorage.constraints.append(outside)
            weakOutside = outside
            root.solveLayout()
            // A second full pass compiles (and leaves it out) again.
            root.layoutStorage.noteLayoutInputChange()
            root.solveLayout()
            #expect(child.frame == rect(3, 4, 10, 20))
            #expect(weakOutside != nil)
        }
        #expect(weakOutside == nil)
    }

    /// A child of `root` at (3, 4), 10 × 20.
    static func pinnedChild(of root: TestItem) -> TestItem {
        let child = TestItem("child")
        root.add(child)
        LayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                                   child.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
                                   child.widthAnchor.constraint(equalToConstant: 10),
                                   child.heightAnchor.constraint(equalToConstant: 20)])
        return child
    }
}
