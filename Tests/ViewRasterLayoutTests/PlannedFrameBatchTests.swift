import Foundation
import Testing
@testable import ViewRasterLayout

/// The edit pass hands the frames of a run of moved items to their type a batch at a time
/// (`LayoutItem.applyLayoutFramesIfMoved`, here the protocol's default: one
/// `applyLayoutFrameIfMoved` a write): every moved frame is written, across the batches'
/// boundaries and in the last, partial batch, and each edit leaves the notes of constants
/// and moved rows empty (their storage kept) for the next.
@Suite struct PlannedFrameBatchTests {
    /// `n` boxes in a row under a 1000×50 root (gap 1, width 5, top 2, height 10), the widths
    /// of `widths` (box → width) set before the first pass, laid out once.
    func row(_ n: Int, widths: [Int: CGFloat] = [:]) -> (root: ReportingItem, boxes: [ReportingItem], widths: [LayoutConstraint]) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 1000, height: 50))
        let boxes = (0..<n).map { _ in ReportingItem() }
        let all = root.addRow(boxes, gap: 1, width: 5, top: 2, height: 10)
        let widthConstraints = stride(from: 1, to: all.count, by: 4).map { all[$0] }
        for (i, w) in widths { widthConstraints[i].constant = w }
        LayoutConstraint.activate(all)
        root.solveLayout()
        return (root, boxes, widthConstraints)
    }

    /// 61 boxes (two batches of 24 and one of 13): box 0's width to 9, then boxes 30 and 50
    /// to 2 and 7 in one pass, then box 0 back to 5 — each an edit pass whose frames are those
    /// of a row laid out with those widths from the start, the last box at 1 + 6 · 60 plus
    /// the widths' changes; after each, no constant or moved row is left noted.
    @Test func editsWriteEveryFrameOfEveryBatch() {
        let n = 61
        let (root, boxes, widths) = row(n)
        let engine = root.layoutEngine
        let steps: [[Int: CGFloat]] = [[0: 9], [30: 2, 50: 7], [0: 5]]
        var set: [Int: CGFloat] = [:]
        for (k, step) in steps.enumerated() {
            for (i, w) in step { widths[i].constant = w; set[i] = w }
            root.solveLayout()
            #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == k + 1)
            let fresh = row(n, widths: set).boxes
            #expect(boxes.map(\.frame) == fresh.map(\.frame))
            let grown = set.values.reduce(0) { $0 + $1 - 5 }
            #expect(boxes[n - 1].frame == CGRect(x: 1 + 6 * CGFloat(n - 1) + grown, y: 2, width: 5, height: 10))
            #expect(engine.pendingConstants.isEmpty && engine.solver.changedBasics == [])
        }
    }
}
