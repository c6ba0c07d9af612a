import Foundation
import Testing
import ViewRasterNib

/// `XIBDocument.object(id:)` answers from an index built once, visiting each object once
/// (it walked the whole tree per lookup), and finds what a walk finds.
@Suite struct ObjectIndexTests {
    /// `count` views in rows of ten nested two deep, each with a label.
    static func manyViews(_ count: Int) -> String {
        var rows = ""
        for r in 0..<(count / 10) {
            var row = ""
            for c in 0..<10 {
                row += #"<view contentMode="scaleToFill" id="v\#(r)-\#(c)"><rect key="frame" x="0.0" y="0.0" width="4" height="4"/><subviews><label text="x" id="l\#(r)-\#(c)"/></subviews></view>"#
            }
            rows += #"<view contentMode="scaleToFill" id="row\#(r)"><rect key="frame" x="0.0" y="0.0" width="40" height="4"/><subviews>\#(row)</subviews></view>"#
        }
        return xib(#"<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="40" height="400"/><subviews>\#(rows)</subviews></view>"#)
    }

    @Test func eachObjectIsVisitedOnceAndFoundByItsID() throws {
        let doc = try document(Self.manyViews(2_000))
        let all = doc.allObjects
        #expect(all.count > 4_000)
        #expect(doc.objectIndex.visited == all.count)
        for o in all { #expect(doc.object(id: o.id) == o) }
        #expect(doc.object(id: "missing") == nil)
    }

    @Test func repeatedIDsFindTheFirstInDocumentOrderAndEditsReindex() throws {
        var doc = try document(xib(#"""
            <view contentMode="scaleToFill" id="a"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                <subviews><view contentMode="scaleToFill" id="dup"><rect key="frame" x="1.0" y="0.0" width="1" height="1"/></view></subviews>
            </view>
            <view contentMode="scaleToFill" id="dup"><rect key="frame" x="2.0" y="0.0" width="1" height="1"/></view>
            """#))
        #expect(doc.object(id: "dup")?.frame?.minX == 1)
        doc.objects.removeAll { $0.id == "a" }
        #expect(doc.object(id: "dup")?.frame?.minX == 2)
        #expect(doc.object(id: "a") == nil)
    }
}
