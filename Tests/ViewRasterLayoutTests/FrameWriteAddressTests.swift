import Foundation
import Testing
@testable import ViewRasterLayout

/// An edit pass asks the processor to load, a few items ahead, where each item's frame write
/// reads and writes (`LayoutItem.layoutFrameWriteAddress`): a hint that changes nothing computed.
/// What a user sees: rows shorter than, as long as and longer than the look-ahead, of items that
/// give an address, that give none, or both by turns, land where their constraints put them
/// after an edit; and the frame plan keeps the address each item gives.
@Suite struct FrameWriteAddressTests {
    /// A box whose frame lives in a separate object, whose address it gives.
    final class AddressedItem: ReportingItem {
        final class Store { var frame: CGRect = .zero }
        let store = Store()
        override var layoutFrame: CGRect { store.frame }
        override func applyLayoutFrame(_ rect: CGRect) { store.frame = rect }
        override var layoutFrameWriteAddress: UnsafeRawPointer? { UnsafeRawPointer(Unmanaged.passUnretained(store).toOpaque()) }
    }

    /// `n` boxes in a row under a 1000×50 root: leading = previous trailing + 1 (the first:
    /// the root's leading + 1), width 5, top 2, height 7; box `i` gives an address when
    /// `addressed(i)`. The first box's width is edited to 9: every box after it moves 4 right.
    func editedRow(_ n: Int, addressed: (Int) -> Bool) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 1000, height: 50))
        let boxes = (0..<n).map { addressed($0) ? AddressedItem() : ReportingItem() }
        let all = root.addRow(boxes, gap: 1, width: 5, top: 2, height: 7)
        LayoutConstraint.activate(all)
        root.solveLayout()
        all[1].constant = 9
        root.solveLayout()
        #expect(root.layoutEngine.passCounts.full == 1)
        #expect(boxes[0].layoutFrame == CGRect(x: 1, y: 2, width: 9, height: 7))
        for i in 1..<n { #expect(boxes[i].layoutFrame == CGRect(x: 5 + 6 * CGFloat(i), y: 2, width: 5, height: 7)) }
    }

    /// Every box gives an address: one run of one type, the look-ahead past its end at the last
    /// eight.
    @Test(arguments: [1, 7, 8, 9, 17, 40])
    func rowsOfAddressedItemsLandWhereTheirConstraintsPutThem(n: Int) {
        editedRow(n) { _ in true }
    }

    /// Boxes that give an address and boxes that give none by turns (runs of one type each).
    @Test(arguments: [2, 9, 17])
    func rowsOfBothKindsByTurnsLandWhereTheirConstraintsPutThem(n: Int) {
        editedRow(n) { $0 % 2 == 0 }
    }

    /// A box that gives its storage's address (`LayoutItem.layoutStorageAddress`), which a first
    /// pass loads a few items before it takes the storage.
    final class StorageAddressedItem: ReportingItem {
        override var layoutStorageAddress: UnsafeRawPointer? { UnsafeRawPointer(Unmanaged.passUnretained(layoutStorage).toOpaque()) }
    }

    /// Rows of boxes that give their storage's address, that give none, or both by turns, past
    /// the first pass's look-ahead and shorter than it: where their constraints put them (a
    /// hint that changes nothing computed).
    @Test(arguments: [1, 3, 5, 9, 40])
    func rowsOfItemsGivingTheirStorageLandWhereTheirConstraintsPutThem(n: Int) {
        for addressed in [{ (_: Int) in true }, { (i: Int) in i % 2 == 1 }] {
            let root = ReportingItem(CGRect(x: 0, y: 0, width: 1000, height: 50))
            let boxes = (0..<n).map { addressed($0) ? StorageAddressedItem() : ReportingItem() }
            LayoutConstraint.activate(root.addRow(boxes, gap: 1, width: 5, top: 2, height: 7))
            root.solveLayout()
            for i in 0..<n { #expect(boxes[i].layoutFrame == CGRect(x: 1 + 6 * CGFloat(i), y: 2, width: 5, height: 7)) }
        }
    }

    /// The plan's entries hold the address each item gives, nil for an item that gives none.
    @Test func thePlanKeepsEachItemsAddress() {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 1000, height: 50))
        let boxes = [AddressedItem(), ReportingItem(), AddressedItem()]
        LayoutConstraint.activate(root.addRow(boxes, gap: 1, width: 5, top: 2, height: 7))
        root.solveLayout()
        #expect(root.layoutEngine.framePlanItems.map(\.frameWriteAddress) == boxes.map(\.layoutFrameWriteAddress))
        #expect(root.layoutEngine.framePlanItems.map { $0.frameWriteAddress == nil } == [false, true, false])
    }
}
