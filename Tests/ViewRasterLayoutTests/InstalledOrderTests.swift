import Foundation
import Testing
@testable import ViewRasterLayout

/// A first pass's installed order is its run's keys (`LayoutEngine.installedOrderInRun`): the
/// keys array itself when every key installs in order, else the keys that installed, in order;
/// a key is 16 bytes (`ConstraintKey`).
@Suite struct InstalledOrderTests {
    /// `ReportingItem.activatedRow(n)`.
    func row(_ n: Int) -> (root: ReportingItem, boxes: [ReportingItem], constraints: [LayoutConstraint]) {
        ReportingItem.activatedRow(n)
    }

    @Test(arguments: [1, 2, 9, 40])
    func aFirstPassTakesItsKeysAsTheInstalledOrder(n: Int) {
        let (root, boxes, _) = row(n)
        let keys = LayoutSystem(top: root, mode: .root).keys
        root.solveLayout()
        let engine = root.layoutEngine
        #expect(engine.installedOrder == keys)
        #expect(engine.installedOrder.count == 4 * n + 4)
        #expect(engine.installed.isRunKeys(engine.installedOrder))
        for (i, b) in boxes.enumerated() { #expect(b.frame == CGRect(x: 1 + 6 * CGFloat(i), y: 2, width: 5, height: 10)) }
    }

    @Test func aKeyThatBreaksInTheFirstPassIsLeftOutOfTheOrder() {
        let (root, boxes, constraints) = row(20)
        let wide = boxes[8].widthAnchor.constraint(equalToConstant: 900)
        wide.isActive = true
        let keys = LayoutSystem(top: root, mode: .root).keys
        root.solveLayout()
        let engine = root.layoutEngine
        #expect(engine.brokenConstraints.count == 1 && engine.brokenConstraints.first === wide)
        let wideKey = ConstraintKey.user(ObjectIdentifier(wide))
        #expect(keys.contains(wideKey))
        #expect(engine.installedOrder == keys.filter { $0 != wideKey })
        #expect(!engine.installed.isRunKeys(engine.installedOrder))
        // A later edit and a full pass keep the order's keys installed.
        constraints[4 * 2 + 1].constant = 7
        root.solveLayout()
        #expect(boxes[19].frame.minX == CGFloat(1 + 6 * 19 + 2))
    }

    @Test func aDeactivationAfterTheFirstPassTakesOnlyItsKeyOut() {
        let (root, boxes, constraints) = row(12)
        let keys = LayoutSystem(top: root, mode: .root).keys
        root.solveLayout()
        let engine = root.layoutEngine
        let gone = ConstraintKey.user(ObjectIdentifier(constraints[4 * 5 + 1]))
        constraints[4 * 5 + 1].isActive = false
        let wider = boxes[5].widthAnchor.constraint(equalToConstant: 8)
        wider.isActive = true
        root.solveLayout()
        let kept = keys.filter { $0 != gone }
        #expect(Array(engine.installedOrder.prefix(kept.count)) == kept)
        #expect(engine.installedOrder.last == .user(ObjectIdentifier(wider)))
        #expect(engine.installedOrder.count == 4 * 12 + 4)
        #expect(boxes[11].frame.minX == CGFloat(1 + 6 * 11 + 3))
    }

    @Test func keysAre16BytesAndTellTheirSlotsApart() {
        #expect(MemoryLayout<ConstraintKey>.stride == 16)
        let owner = LayoutGuide()
        let id = ObjectIdentifier(owner)
        let slots: [Int32] = [0, 1, 2, 3, 4, 7, 10, 11, 12, 13]
        let keys = Set(slots.map { ConstraintKey.system(id, $0) } + [.user(id)])
        #expect(keys.count == slots.count + 1)
        for s in slots { #expect(keys.contains(.system(id, s))) }
        // The hash of a system key is its owner's bits times 31 plus the slot plus 1, as with
        // a slot of `Int`.
        let bits = Int(bitPattern: UInt(bitPattern: id))
        #expect(ConstraintKey.system(id, 12)._rawHashValue(seed: 5)
                == { let x = ((bits &* 31 &+ 12 &+ 1) ^ 5) &* -7046029254386353131; return x ^ (x >> 29) }())
    }
}
