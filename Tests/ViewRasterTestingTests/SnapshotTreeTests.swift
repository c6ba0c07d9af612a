import Foundation
import Testing
import ViewRasterTesting
import ViewRasterSnapshotDiff

@Suite struct SnapshotTreeTests {
    typealias E = SnapshotTree.Entry

    @Test func namesMovedResizedAddedAndRemovedEntries() {
        let reference = SnapshotTree(entries: [
            E(path: "View", kind: "view", frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
            E(path: "View/Label[0]", kind: "label", name: "timeLabel", frame: CGRect(x: 10, y: 10, width: 50, height: 20)),
            E(path: "View/View[1]", kind: "view", name: "spinner", frame: CGRect(x: 10, y: 40, width: 24, height: 24)),
            E(path: "View/View[2]", kind: "view", name: "banner", frame: CGRect(x: 0, y: 80, width: 100, height: 20)),
        ])
        let actual = SnapshotTree(entries: [
            E(path: "View", kind: "view", frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
            E(path: "View/Label[0]", kind: "label", name: "timeLabel", frame: CGRect(x: 10, y: 12, width: 50, height: 20)),
            E(path: "View/View[1]", kind: "view", name: "spinner", frame: CGRect(x: 10, y: 40, width: 20, height: 24)),
            E(path: "View/Button[2]", kind: "button", name: "ok", frame: CGRect(x: 60, y: 80, width: 40, height: 20)),
        ])
        #expect(actual.changes(from: reference) == [
            "label `timeLabel` y +2pt",
            "view `spinner` width -4pt",
            "added button `ok` at (60, 80, 40×20)",
            "removed view `banner` (was at (0, 80, 100×20))",
        ])
        #expect(reference.changes(from: reference).isEmpty)
    }

    @Test func unnamedEntriesMatchByPathAndFractionsArePrinted() {
        let reference = SnapshotTree(entries: [E(path: "V/L[0]", kind: "label", frame: CGRect(x: 1, y: 1, width: 10, height: 10))])
        let actual = SnapshotTree(entries: [E(path: "V/L[0]", kind: "label", frame: CGRect(x: 1.5, y: 1, width: 10, height: 9.75))])
        #expect(actual.changes(from: reference) == ["label V/L[0] x +0.5pt, height -0.25pt"])
    }

    @Test func namedEntryMovedInTheTreeIsFollowedByName() {
        let reference = SnapshotTree(entries: [E(path: "V/A[0]", kind: "label", name: "title", frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        let actual = SnapshotTree(entries: [E(path: "V/B[1]/A[0]", kind: "label", name: "title", frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        #expect(actual.changes(from: reference) == ["label `title` moved in the tree from V/A[0] to V/B[1]/A[0]"])
    }

    @Test func jsonRoundTrip() throws {
        let t = SnapshotTree(entries: [E(path: "V", kind: "view", name: "root", frame: CGRect(x: 0.5, y: 1, width: 2, height: 3))])
        #expect(try SnapshotTree(jsonData: t.jsonData()) == t)
        #expect(throws: SnapshotError.self) { try SnapshotTree(jsonData: Data("{".utf8)) }
    }
}
