import Foundation
import Testing
@testable import ViewRasterLayout

/// The two notes an edited constant makes — the engine's `pendingConstants` (the setter's) and
/// the solver's `changedBasics` (the moved row's) — keep their storage from pass to pass: an
/// edit after the first layout neither allocates nor frees them, and the frames are a fresh
/// layout's whatever the notes held before.
@Suite struct EditNoteStorageTests {
    /// `n` boxes in a row under a 200×40 root (leading = previous trailing + 1, width 5, top 2,
    /// height 10), laid out once.
    func laidOutRow(_ n: Int) -> (root: ReportingItem, boxes: [ReportingItem], constraints: [LayoutConstraint]) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 200, height: 40))
        let boxes = (0..<n).map { _ in ReportingItem() }
        let constraints = root.addRow(boxes, gap: 1, width: 5, top: 2, height: 10)
        LayoutConstraint.activate(constraints)
        root.solveLayout()
        return (root, boxes, constraints)
    }

    /// Where an array's elements live (nil for an array with no storage of its own).
    func storage<T>(_ a: [T]) -> UnsafeRawPointer? {
        a.capacity == 0 ? nil : a.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// The x of each of `widths.count` boxes laid out from the start with those widths: a gap
    /// of 1 before each.
    func expectedMinXs(_ widths: [CGFloat]) -> [CGFloat] {
        var x: CGFloat = 0
        return widths.map { w in
            x += 1
            defer { x += w }
            return x
        }
    }

    /// Three edits in three passes: each a constants-only pass whose frames are the row laid
    /// out with those widths, and each note's storage the one the first layout made (room for
    /// a few edits), empty again after the pass.
    @Test func anEditAfterTheFirstLayoutReusesBothNotes() {
        let (root, boxes, constraints) = laidOutRow(6)
        let engine = root.layoutEngine
        let pending = storage(engine.pendingConstants), changed = engine.solver.changedBasics.flatMap(storage)
        #expect(pending != nil && changed != nil)
        #expect(engine.pendingConstants.capacity >= LayoutEngine.pendingConstantsRoom)
        #expect((engine.solver.changedBasics?.capacity ?? 0) >= Solver.changedBasicsRoom)
        var widths: [CGFloat] = Array(repeating: 5, count: 6)
        // Box i's width is constraints[4i + 1].
        for (box, width) in [(0, 9), (3, 2), (0, 5)] as [(Int, CGFloat)] {
            constraints[4 * box + 1].constant = width
            widths[box] = width
            #expect(storage(engine.pendingConstants) == pending)
            root.solveLayout()
            #expect(boxes.map(\.frame.minX) == expectedMinXs(widths))
            #expect(boxes.map(\.frame.width) == widths)
            #expect(engine.pendingConstants.isEmpty && engine.solver.changedBasics?.isEmpty == true)
            #expect(storage(engine.pendingConstants) == pending)
            #expect(engine.solver.changedBasics.flatMap(storage) == changed)
        }
        #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == 3)
    }

    /// More edits in one pass than the notes have room for: the notes grow, every edit is made
    /// (the frames are the row laid out with the new widths), and the next single edit is made
    /// from the grown notes.
    @Test func moreEditsThanTheRoomGrowTheNotes() {
        let (root, boxes, constraints) = laidOutRow(8)
        let engine = root.layoutEngine
        var widths: [CGFloat] = Array(repeating: 5, count: 8)
        // Widths 6…12: each differs from the 5 it replaces, so each is noted.
        for box in 0..<7 {
            widths[box] = CGFloat(box + 6)
            constraints[4 * box + 1].constant = widths[box]
        }
        #expect(engine.pendingConstants.count == 7)
        root.solveLayout()
        #expect(boxes.map(\.frame.minX) == expectedMinXs(widths))
        #expect(boxes.map(\.frame.width) == widths)
        #expect(engine.pendingConstants.isEmpty && engine.pendingConstants.capacity >= 7)
        let pending = storage(engine.pendingConstants)
        constraints[29].constant = 1
        widths[7] = 1
        root.solveLayout()
        #expect(boxes.map(\.frame.width) == widths)
        #expect(storage(engine.pendingConstants) == pending)
        #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == 2)
    }
}
