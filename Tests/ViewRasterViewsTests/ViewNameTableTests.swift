import Testing
import Foundation
@testable import ViewRasterViews

/// A load's names for its views (`ViewNameTable`): the id each view had in its file and the
/// outlets that point at it, as `recursiveDescription` and diagnostics show them. The table
/// records changes as they come and answers for them in the order they were made, whether it
/// is asked between changes or only at the end.
@MainActor
@Suite struct ViewNameTableTests {
    @Test func idsAndOutletsAreTheLastSetIdAndEveryOutletInOrder() {
        let table = ViewNameTable()
        let a = View(), b = View(), c = View()
        table.setObjectID("a-1", for: a)
        table.addOutlet("first", to: a)
        table.setObjectID("b-1", for: b)
        #expect(table.objectID(of: a) == "a-1")
        table.addOutlet("second", to: a)
        table.setObjectID("a-2", for: a)
        table.setObjectID(nil, for: b)
        #expect(table.objectID(of: a) == "a-2")
        #expect(table.outletNames(of: a) == ["first", "second"])
        #expect(table.objectID(of: b) == nil)
        #expect(table.outletNames(of: b).isEmpty)
        #expect(table.objectID(of: c) == nil)
        table.addOutlet("third", to: c)
        #expect(table.objectID(of: c) == nil && table.outletNames(of: c) == ["third"])
        #expect(table.outletNames(of: a) == ["first", "second"])
    }

    @Test func aViewMadeWhereAGoneViewWasIsNotNamedByIt() {
        for askBeforeItGoes in [false, true] {
            let table = ViewNameTable()
            var gone: View? = View()
            let address = ObjectIdentifier(gone!)
            table.setObjectID("gone", for: gone!)
            table.addOutlet("goneOutlet", to: gone!)
            if askBeforeItGoes { #expect(table.objectID(of: gone!) == "gone") }
            gone = nil
            // The allocator hands a freed block of the same size out again; look for a view there.
            var made: [View] = []
            var reused: View?
            for _ in 0..<64 {
                let v = View()
                if ObjectIdentifier(v) == address { reused = v; break }
                made.append(v)
            }
            guard let reused else { continue }
            #expect(table.objectID(of: reused) == nil)
            #expect(table.outletNames(of: reused).isEmpty)
            table.addOutlet("newOutlet", to: reused)
            #expect(table.objectID(of: reused) == nil)
            #expect(table.outletNames(of: reused) == ["newOutlet"])
            #expect(ViewNameTable.objectID(of: reused) == nil)
        }
    }

    @Test func publishedTablesNameAViewByTheNewestTableAndListEveryTablesOutlets() {
        let view = View()
        let older = ViewNameTable(), newer = ViewNameTable()
        older.setObjectID("old-id", for: view)
        older.addOutlet("olderOutlet", to: view)
        newer.setObjectID("new-id", for: view)
        newer.addOutlet("newerOutlet", to: view)
        #expect(ViewNameTable.objectID(of: view) == "new-id")
        #expect(ViewNameTable.outletNames(of: view) == ["olderOutlet", "newerOutlet"])
        #expect(view.debugName == "View:new-id")
        #expect(view.recursiveDescription(at: 0).contains("<View#new-id "))
        #expect(view.recursiveDescription(at: 0).contains("outlets=olderOutlet,newerOutlet"))
    }

    @Test func tablesWhoseViewsHaveGoneAreDroppedAndLiveOnesKept() {
        let kept = View()
        let keeper = ViewNameTable()
        keeper.setObjectID("kept", for: kept)
        // Enough tables whose views go at once to make the published list prune itself.
        for i in 0..<200 {
            let table = ViewNameTable()
            let v = View()
            table.setObjectID("t\(i)", for: v)
        }
        #expect(ViewNameTable.objectID(of: kept) == "kept")
        #expect(keeper.objectID(of: kept) == "kept")
    }
}
