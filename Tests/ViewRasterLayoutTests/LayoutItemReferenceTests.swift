import Foundation
import Testing
@testable import ViewRasterLayout

/// Constraints, guides and engines refer to items (and items and constraints to engines) without
/// keeping them alive, and read nil once they have gone: through the item's
/// `LayoutItemReference` (weak for an item that does not clear it from its `deinit`, as here;
/// views clear theirs, `ViewBackReferenceTests`) and the engine's `LayoutEngineReference`.
@Suite struct LayoutItemReferenceTests {
    @Test func endsHostAndGuideOwnerReadNilOnceTheirItemsHaveGone() {
        var kept: [LayoutConstraint] = []
        var guide: LayoutGuide?
        weak var goneRoot: TestItem?
        do {
            let root = TestItem.root(100, 100)
            let child = TestItem("child")
            root.add(child)
            kept = [child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 2),
                    child.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
                    child.widthAnchor.constraint(equalToConstant: 10),
                    child.heightAnchor.constraint(equalToConstant: 20)]
            LayoutConstraint.activate(kept)
            root.solveLayout()
            #expect(child.frame == CGRect(x: 10, y: 3, width: 10, height: 20))
            #expect(kept[1].firstItem === child && kept[1].secondItem === root && kept[1].installedOn === root)
            #expect(root.layoutEngine.root === root)
            guide = root.layoutMarginsGuide
            #expect(guide?.owningItem === root)
            goneRoot = root
        }
        #expect(goneRoot == nil)
        for c in kept { #expect(c.firstItem == nil && c.installedOn == nil) }
        #expect(kept[1].secondItem == nil)
        #expect(guide?.owningItem == nil)
    }

    @Test func anItemAndAConstraintKeptPastTheirEngineHaveNone() {
        let child = TestItem("child")
        var c: LayoutConstraint?
        weak var goneEngine: LayoutEngine?
        do {
            let root = TestItem.root(100, 100)
            root.add(child)
            c = child.widthAnchor.constraint(equalToConstant: 10)
            c?.isActive = true
            LayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       child.topAnchor.constraint(equalTo: root.topAnchor),
                                       child.heightAnchor.constraint(equalToConstant: 5)])
            root.solveLayout()
            #expect(child.layoutStorage.owningEngine === root.layoutEngine)
            #expect(c?.solverEngine === root.layoutEngine)
            goneEngine = root.layoutEngine
            root.children = []
            child.superitemRef = nil
        }
        #expect(goneEngine == nil)
        #expect(child.layoutStorage.owningEngine == nil)
        #expect(c?.solverEngine == nil)
        // A change reaches no engine, and does not crash.
        c?.constant = 12
        child.layoutStorage.noteLayoutInputChange()
        #expect(c?.constant == 12)
    }
}
