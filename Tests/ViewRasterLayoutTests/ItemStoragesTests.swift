import Foundation
import Testing
@testable import ViewRasterLayout

/// A pass keeps its items' storages by position (`ItemStorages`): the storage of an item that
/// gives its address (as a view does) is not retained — the pass holds the item, and the item
/// its storage —, the storage of an item that gives none is held by the table. What is checked:
/// who keeps each storage alive, and that both kinds, mixed, land where their constraints put
/// them (`FrameWriteAddressTests` lays out rows of both kinds too).
@Suite struct ItemStoragesTests {
    /// A box that gives its storage's address, a constant of the box.
    final class AddressedItem: ReportingItem {
        override var layoutStorageAddress: UnsafeRawPointer? { UnsafeRawPointer(Unmanaged.passUnretained(layoutStorage).toOpaque()) }
    }

    /// Each storage is the item's own, by position; once the items are gone, the storage taken
    /// by address is gone with its item and the other is still held by the table.
    @Test func aStorageGivenByAddressIsNotRetainedAndOneTakenIsHeld() {
        var storages = ItemStorages()
        weak var addressed: LayoutItemStorage?
        weak var taken: LayoutItemStorage?
        do {
            let a = AddressedItem(), b = ReportingItem()
            addressed = a.layoutStorage
            taken = b.layoutStorage
            let sa = storages.append(of: a), sb = storages.append(of: b)
            #expect(sa.toOpaque() == Unmanaged.passUnretained(a.layoutStorage).toOpaque())
            #expect(sb.toOpaque() == Unmanaged.passUnretained(b.layoutStorage).toOpaque())
            #expect(storages[0].toOpaque() == sa.toOpaque() && storages[1].toOpaque() == sb.toOpaque())
            withExtendedLifetime((a, b)) {}
        }
        #expect(storages.count == 2)
        #expect(addressed == nil)
        #expect(taken != nil)
        withExtendedLifetime(storages) {}
    }

    /// A tree of boxes of both kinds, in runs and by turns, laid out twice over (a first pass of a
    /// new engine each time, the first tree let go first): every box where its constraints put it.
    @Test(arguments: [1, 2, 9, 40])
    func mixedTreesLandWhereTheirConstraintsPutThem(n: Int) {
        for round in 0..<2 {
            let root: ReportingItem = round == 0 ? ReportingItem(CGRect(x: 0, y: 0, width: 1000, height: 50))
                                  : AddressedItem(CGRect(x: 0, y: 0, width: 1000, height: 50))
            let boxes = (0..<n).map { ($0 + round) % 3 == 0 ? ReportingItem() : AddressedItem() }
            LayoutConstraint.activate(root.addRow(boxes, gap: 1, width: 5, top: 2, height: 7))
            root.solveLayout()
            for i in 0..<n { #expect(boxes[i].layoutFrame == CGRect(x: 1 + 6 * CGFloat(i), y: 2, width: 5, height: 7)) }
        }
    }
}
